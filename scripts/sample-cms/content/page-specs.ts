/**
 * Content pages per site. Slugs follow spec 1 §2 and spec 3 §2 (the form pages are decided by the
 * path, so the exact slugs matter); `en: null` marks a Dutch-only page.
 */
import type { SiteKey } from "./model";

export interface PageSpec {
  nl: string;
  en: string | null;
  heading: [string, string];
  sub?: [string, string] | null;
  /** Which special content the page gets (see pages.ts). */
  special?: "cookies" | "faq" | "escape" | "preview" | "legacy" | "premiere" | "banners" | "widgets" | "sidebar" | "unknown-widget";
}

const p = (nl: string, en: string | null, headingNl: string, headingEn: string, extra: Partial<PageSpec> = {}): PageSpec => ({
  nl,
  en,
  heading: [headingNl, headingEn],
  ...extra,
});

const COMMON_FORMS: PageSpec[] = [
  p("aanmelden-nieuwsbrief", "newsletter", "Aanmelden nieuwsbrief", "Newsletter"),
  p("afmelden-nieuwsbrief", "unsubscribe", "Afmelden nieuwsbrief", "Unsubscribe"),
  p("afmelden-servicemailing", "unsubscribe-servicemailings", "Afmelden servicemailing", "Unsubscribe from service mailings"),
  p("cookies", "cookies", "Cookies", "Cookies", { special: "cookies" }),
  p("party", "party", "Party", "Party", { sub: ["Vier het met ons", "Celebrate with us"] }),
  p("preview-voorbeeld", null, "Voorbeeld in preview", "Preview example", { special: "preview" }),
  p("c-diploma", null, "C-diploma", "C-diploma"),
  p("premiere-uitnodiging", null, "Uitnodiging première", "Premiere invitation", { special: "premiere" }),
];

export const PAGE_SPECS: Record<SiteKey, PageSpec[]> = {
  carre: [
    p("contact", "contact", "Contact", "Contact", { sub: ["Wij helpen u graag", "We are happy to help"] }),
    p("veelgestelde-vragen", "faq", "Veelgestelde vragen", "Frequently asked questions", { special: "faq" }),
    p("plan-uw-bezoek", "plan-your-visit", "Plan uw bezoek", "Plan your visit", { sub: ["Alles voor een geslaagde avond", "Everything for a great night out"] }),
    p("eten-drinken", "food-and-drinks", "Eten & drinken", "Food & drinks"),
    p("zakelijk", "business", "Zakelijk", "Business", { special: "banners" }),
    p("steun-carre", "support-carre", "Steun Carré", "Support Carré"),
    p("over-carre", "about-carre", "Over Carré", "About Carré", { special: "widgets", sub: ["Sinds 1887 aan de Amstel", "On the Amstel since 1887"] }),
    p("bereikbaarheid", "getting-here", "Bereikbaarheid", "Getting here"),
    p("theaterarrangementen", "packages", "Theaterarrangementen", "Packages"),
    p("toegankelijkheid", "accessibility", "Toegankelijkheid", "Accessibility"),
    p("carre-bezoekerspanel", null, "Carré bezoekerspanel", "Carré visitor panel"),
    p("terugbelverzoek", "callback-request", "Terugbelverzoek", "Callback request"),
    p("zakelijk-reserveren-formulier", null, "Zakelijk reserveren", "Business booking"),
    p("cultuurbank-oscar", null, "Cultuurbank Oscar", "Culture bank Oscar"),
    p("zakelijk-contact", "sales-contact", "Zakelijk contact", "Sales contact"),
    p("eenmalige-donatie", "one-off-donation", "Eenmalige donatie", "One-off donation"),
    p("rock-en-roll", "rock-and-roll", "Rock & Roll in Carré", "Rock & Roll at Carré", { special: "escape" }),
    p("oud", null, "Oude pagina", "Old page", { special: "legacy" }),
    // A widget kind the site does not know: spec 2 §2 makes it an error (the 500 page).
    p("onbekende-widget", "unknown-widget", "Onbekende widget", "Unknown widget", { special: "unknown-widget" }),
    ...COMMON_FORMS,
  ],
  fonds: [
    p("carrefonds", "carre-fund", "Carré Fonds", "Carré Fund", { special: "sidebar", sub: ["Samen houden we Carré mooi", "Together we keep Carré beautiful"] }),
    p("word-donateur", "become-a-donor", "Word donateur", "Become a donor"),
    p("eenmalige-donatie", "one-off-donation", "Eenmalige donatie", "One-off donation"),
    p("duurzaamheid-eenmalige-donatie", null, "Doneer aan duurzaamheid", "Donate to sustainability"),
    p("toegankelijkheid-eenmalige-donatie", null, "Doneer aan toegankelijkheid", "Donate to accessibility"),
    p("cultuurverbindt", "cultureconnects", "Cultuur verbindt", "Culture connects"),
    p("hadestown", null, "Steun Hadestown", "Support Hadestown"),
    p("contact", "contact", "Contact", "Contact"),
    ...COMMON_FORMS,
    // Linked from every fonds page too (the site's own accessibility entry, the footer's FAQ, the
    // shared home banners and productions): without them the crawl finds 404s (issue 12 §9).
    // Last, so the pages above keep the content the site's generator gave them before.
    p("toegankelijkheid", "accessibility", "Toegankelijkheid", "Accessibility"),
    p("veelgestelde-vragen", "faq", "Veelgestelde vragen", "Frequently asked questions", { special: "faq" }),
    p("theaterarrangementen", "packages", "Theaterarrangementen", "Packages"),
  ],
};
