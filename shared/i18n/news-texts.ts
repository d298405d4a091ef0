/**
 * Texts of the news block (spec 2 §9: news/nieuws, more news/meer nieuws, read more/lees verder)
 * and the news list screen (spec 1 §2). The spec gives the filter label in Dutch only; the English
 * wording is ours.
 */
import type { Lang } from "./lang";

export const NEWS_TEXTS = {
  nl: {
    blockTitle: "nieuws",
    moreNews: "meer nieuws",
    readMore: "lees verder",
    listTitle: "Nieuws",
    /** `from`: "uit Carré" / "van het Carré Fonds" (shared/site.ts fromSite). */
    listDescription: (from: string) => `Het laatste nieuws ${from}`,
    searchLabel: "Zoek in het nieuws",
    searchPlaceholder: "Zoek...",
    searchSubmit: "Zoeken",
    filteredOn: "U heeft gefilterd op:",
    removeFilter: "Verwijder filter",
    noResults: "Er zijn geen nieuwsberichten gevonden.",
    // Said by the list's status after a search or filter (screen readers only; the spec has no text for it).
    found: (n: number) => (n === 1 ? "1 nieuwsbericht gevonden." : `${n} nieuwsberichten gevonden.`),
    previous: "Vorige",
    next: "Volgende",
    pagination: "Paginering",
    pageOf: (page: number, total: number) => `Pagina ${page} van ${total}`,
    searchedFor: (q: string) => `zoekresultaten voor '${q}'`,
  },
  en: {
    blockTitle: "news",
    moreNews: "more news",
    readMore: "read more",
    listTitle: "News",
    listDescription: (from: string) => `The latest news ${from}`,
    searchLabel: "Search the news",
    searchPlaceholder: "Search...",
    searchSubmit: "Search",
    filteredOn: "You have filtered on:",
    removeFilter: "Remove filter",
    noResults: "No news items were found.",
    found: (n: number) => (n === 1 ? "1 news item found." : `${n} news items found.`),
    previous: "Previous",
    next: "Next",
    pagination: "Pagination",
    pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
    searchedFor: (q: string) => `search results for '${q}'`,
  },
} as const satisfies Record<Lang, Record<string, string | ((...args: never[]) => string)>>;
