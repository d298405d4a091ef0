/**
 * The newsletter forms (spec 3 §2 "Forms on content pages", §3, §5, §7): subscribe and unsubscribe
 * with a choice of newsletters, and the service-mail unsubscribe with the service mail fixed.
 */
import { EMAIL_FIELD } from "../domain/email";
import type { Lang } from "../i18n/lang";
import type { FormDef, FormValues, ValuesSchema } from "./engine";
import { ownValue } from "../domain/own-key";

export type NewsletterKind = "subscribe" | "unsubscribe" | "servicemail";

/** Spec 3 §3 "Newsletter subscription: ... newsletters (list of new_in_sales, bookings_for_groups, servicemail_en)". */
export const NEWSLETTER_CHOICES = ["new_in_sales", "bookings_for_groups", "servicemail_en"] as const;

/**
 * Spec 3 §3: "Client names: newsletter, new_in_sales, bookings_for_groups, servicemail_en,
 * {product}_en. Dutch equivalents sent: nieuwsbrief, nieuw_in_verkoop, boekingen_voor_groepen,
 * servicemail_nl, {product}_nl." English sends the client names as they are.
 */
const DUTCH_NAMES: Record<string, string> = {
  newsletter: "nieuwsbrief",
  new_in_sales: "nieuw_in_verkoop",
  bookings_for_groups: "boekingen_voor_groepen",
};

export function subscriptionNames(names: readonly string[], lang: Lang): string[] {
  if (lang === "en") return [...names];
  return names.map((name) => ownValue(DUTCH_NAMES, name) ?? name.replace(/_en$/, "_nl"));
}

interface NewsletterValues {
  email: string;
  newsletters: string[];
}

type Issue = { path: string[]; message: string };

/**
 * Checked by hand rather than with zod: this form is on every page (the sub-footer), and zod would
 * be most of the first load's weight (issue 12 §5). The proxy checks the call's own zod schema
 * (shared/contract/forms.ts NewsletterRequest) before anything leaves, as for every form.
 */
function newsletterSchema(fixed: NewsletterValues["newsletters"] | null, choices: readonly string[]): ValuesSchema<NewsletterValues> {
  return {
    safeParse(values: unknown) {
      const v = (typeof values === "object" && values !== null ? values : {}) as Record<string, unknown>;
      const issues: Issue[] = [];
      const email = typeof v.email === "string" ? v.email.trim() : "";
      if (email.length > 254 || !EMAIL_FIELD.test(email)) issues.push({ path: ["email"], message: "not an email address" });
      const picked = Array.isArray(v.newsletters) ? v.newsletters : [];
      const newsletters = picked.filter((n): n is string => (choices as readonly unknown[]).includes(n));
      if (!fixed && (newsletters.length === 0 || newsletters.length !== picked.length)) issues.push({ path: ["newsletters"], message: "choose at least one newsletter" });
      return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: { email, newsletters: fixed ?? newsletters } };
    },
  };
}

/** Spec 3 §3's `{product}_en`: the product's own newsletter (its Dutch name `{product}_nl`). */
export const productNewsletter = (product: string): string => `${product}_en`;

/**
 * Every newsletter spec 3 §3 names as a client name ("Newsletter request"), offered on the
 * newsletter pages; the sub-footer's form (no product given) offers the three of "Newsletter
 * subscription". The diploma's follow-up subscribes to all of them (event-forms.ts).
 */
export function allNewsletters(product: string): string[] {
  return ["newsletter", ...NEWSLETTER_CHOICES, productNewsletter(product)];
}

function newsletterDef(kind: NewsletterKind, product?: string): FormDef<NewsletterValues> {
  const callId = kind === "subscribe" ? "newsletter-subscribe" : "newsletter-unsubscribe";
  const emailField = { name: "email", kind: "email", autoComplete: "email" } as const;
  const choices = product ? allNewsletters(product) : NEWSLETTER_CHOICES;
  return {
    fields: kind === "servicemail" ? [emailField] : [emailField, { name: "newsletters", kind: "choices", options: choices }],
    // The service-mail form has no choice: it is always about the service mail.
    schema: newsletterSchema(kind === "servicemail" ? ["servicemail_en"] : null, choices),
    toCall: (data, lang) => ({ callId, body: { email: data.email, subscriptions: subscriptionNames(data.newsletters, lang) } }),
  };
}

const defs = new Map<string, FormDef<NewsletterValues>>();

/** The newsletter form of `kind`; with `product`, the newsletter pages' full choice. One definition per key. */
export function newsletterForm(kind: NewsletterKind, product?: string): FormDef<NewsletterValues> {
  const key = `${kind}:${product ?? ""}`;
  let def = defs.get(key);
  if (!def) defs.set(key, (def = newsletterDef(kind, product)));
  return def;
}

/** Spec 3 §5: the button is disabled while the email is empty, lacks @, or no newsletter is chosen. */
export function canSubmitNewsletter(kind: NewsletterKind, values: FormValues, product?: string): boolean {
  return newsletterForm(kind, product).schema.safeParse(values).success;
}

/** Spec 3 §5: "An empty email submits nothing and shows no message." */
export function isEmptyEmail(values: FormValues): boolean {
  return typeof values.email !== "string" || values.email.trim() === "";
}
