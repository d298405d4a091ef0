/**
 * Which form a page shows, decided by its path (spec 3 §2 "Forms on content pages"). The content
 * view and the server's native-post routes both read this one table.
 */
import { decodeCancelRef } from "../contract/forms";
import type { FormDef } from "./engine";
import { NEWSLETTER_FORMS, type NewsletterKind } from "./newsletter";
import { premiereCancelForm } from "./premiere-cancel";

const NEWSLETTER_SLUGS: Record<NewsletterKind, readonly string[]> = {
  subscribe: ["aanmelden-nieuwsbrief", "newsletter"],
  unsubscribe: ["afmelden-nieuwsbrief", "unsubscribe"],
  servicemail: ["afmelden-servicemailing", "unsubscribe-servicemailings"],
};
const CONTENT_PREFIXES = ["/pagina/", "/en/page/"] as const;

export const PREMIERE_CANCEL_PATH = "/premiere-afmelden";

/** The newsletter form of a content page path, or null when the page has none. */
export function newsletterFormOfPath(pathname: string): NewsletterKind | null {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  for (const [kind, slugs] of Object.entries(NEWSLETTER_SLUGS) as [NewsletterKind, readonly string[]][]) {
    if (CONTENT_PREFIXES.some((prefix) => slugs.some((slug) => path === prefix + slug))) return kind;
  }
  return null;
}

/** Every path a native form post may go to: the newsletter pages and the premiere cancel page. */
export const FORM_POST_PATHS: readonly string[] = [
  ...CONTENT_PREFIXES.flatMap((prefix) => Object.values(NEWSLETTER_SLUGS).flat().map((slug) => prefix + slug)),
  PREMIERE_CANCEL_PATH,
];

/**
 * The form a request to a form page posts to, or "invalid" for a premiere cancel ref that does not
 * decode (the page says 'Er is iets misgegaan.' and nothing is sent), or null for no form page.
 */
export function formOfPage(url: URL): FormDef | "invalid" | null {
  const newsletter = newsletterFormOfPath(url.pathname);
  if (newsletter) return NEWSLETTER_FORMS[newsletter] as FormDef;
  if (url.pathname.toLowerCase().replace(/\/+$/, "") !== PREMIERE_CANCEL_PATH) return null;
  const ref = decodeCancelRef(url.searchParams.get("ref"));
  return ref ? (premiereCancelForm(ref) as FormDef) : "invalid";
}
