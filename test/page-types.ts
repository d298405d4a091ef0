/**
 * Every page type of issue 12 §9 per site, in both languages where the site has them: the pages the
 * quality gates (axe in test/browser/a11y-pages.e2e.ts, html-validate in test/server/html-valid.test.ts)
 * look at. Paths are the sample CMS's content (scripts/sample-cms).
 */
export type SiteId = "carre" | "fonds";

export interface PageType {
  type: string;
  paths: string[];
}

/** The same on both sites: the frame's routes, the sample CMS's shared productions and news. */
const COMMON_BEFORE: PageType[] = [
  { type: "home", paths: ["/", "/en"] },
  { type: "calendar", paths: ["/agenda", "/en/calendar"] },
  { type: "search", paths: ["/zoeken?q=musical", "/en/search?q=musical"] },
  { type: "show", paths: ["/voorstelling/chicago", "/en/show/chicago"] },
];

const COMMON_AFTER: PageType[] = [
  { type: "news list", paths: ["/nieuws", "/en/news"] },
  { type: "news item", paths: ["/nieuwsitem/hadestown-verlengd-tot-in-de-zomer", "/en/newsitem/hadestown-extended-into-the-summer"] },
  { type: "not found", paths: ["/pagina/bestaat-niet", "/en/page/does-not-exist"] },
  // A token the sample CMS confirms (scripts/sample-cms/services.ts): the SUCCESS message.
  { type: "confirmation", paths: ["/bevestigen?actie=nieuwsbrief-aanmelden&token=ok", "/en/confirm?action=newsletter-subscribe&token=ok"] },
  { type: "musical", paths: ["/voorstelling/hadestown", "/en/show/hadestown"] },
];

export const PAGE_TYPES: Record<SiteId, PageType[]> = {
  carre: [
    ...COMMON_BEFORE,
    { type: "content page with blocks", paths: ["/pagina/over-carre", "/en/page/about-carre", "/pagina/veelgestelde-vragen", "/en/page/faq"] },
    { type: "form page", paths: ["/pagina/terugbelverzoek", "/en/page/callback-request"] },
    ...COMMON_AFTER,
  ],
  fonds: [
    ...COMMON_BEFORE,
    { type: "content page with blocks", paths: ["/pagina/carrefonds", "/en/page/carre-fund"] },
    { type: "form page", paths: ["/pagina/word-donateur", "/en/page/become-a-donor"] },
    ...COMMON_AFTER,
  ],
};
