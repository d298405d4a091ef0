/**
 * The newsletter forms (spec 3 §2 "Forms on content pages", §3, §5, §7): subscribe and unsubscribe
 * with a choice of newsletters, and the service-mail unsubscribe with the service mail fixed.
 */
import * as z from "zod";
import { email } from "../contract/forms";
import type { Lang } from "../i18n/lang";
import type { FormDef, FormValues } from "./engine";

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
  return names.map((name) => DUTCH_NAMES[name] ?? name.replace(/_en$/, "_nl"));
}

const NewsletterValues = z.object({
  email: email(),
  newsletters: z.array(z.enum(NEWSLETTER_CHOICES)).min(1, "choose at least one newsletter"),
});
type NewsletterValues = z.infer<typeof NewsletterValues>;

/** The service-mail form has no choice: it is always about the service mail. */
const ServicemailValues = z.object({ email: email() }).transform((v): NewsletterValues => ({ ...v, newsletters: ["servicemail_en"] }));

function newsletterDef(kind: NewsletterKind): FormDef<NewsletterValues> {
  const callId = kind === "subscribe" ? "newsletter-subscribe" : "newsletter-unsubscribe";
  const emailField = { name: "email", kind: "email", autoComplete: "email" } as const;
  return {
    fields: kind === "servicemail" ? [emailField] : [emailField, { name: "newsletters", kind: "choices", options: NEWSLETTER_CHOICES }],
    schema: kind === "servicemail" ? ServicemailValues : NewsletterValues,
    toCall: (data, lang) => ({ callId, body: { email: data.email, subscriptions: subscriptionNames(data.newsletters, lang) } }),
  };
}

export const NEWSLETTER_FORMS: Record<NewsletterKind, FormDef<NewsletterValues>> = {
  subscribe: newsletterDef("subscribe"),
  unsubscribe: newsletterDef("unsubscribe"),
  servicemail: newsletterDef("servicemail"),
};

/** Spec 3 §5: the button is disabled while the email is empty, lacks @, or no newsletter is chosen. */
export function canSubmitNewsletter(kind: NewsletterKind, values: FormValues): boolean {
  return NEWSLETTER_FORMS[kind].schema.safeParse(values).success;
}

/** Spec 3 §5: "An empty email submits nothing and shows no message." */
export function isEmptyEmail(values: FormValues): boolean {
  return typeof values.email !== "string" || values.email.trim() === "";
}
