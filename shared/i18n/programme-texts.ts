/** Texts of the calendar and search screens (spec 1 §2 Calendar, Search). */
import type { Lang } from "./lang";

export const PROGRAMME_TEXTS = {
  nl: {
    calendarTitle: "Agenda",
    /** The calendar's meta description; {site} is the site's name. */
    calendarDescription: "Alle voorstellingen in de agenda van {site}: data, tijden en kaarten.",
    calendarSearchTitle: "Zoekresultaten in de agenda",
    calendarNoResults: "Helaas, er zijn geen zoekresultaten gevonden",
    showCompleteAgenda: "Toon volledige agenda",
    monthNav: "Maanden",
    previousMonth: "Vorige maand",
    nextMonth: "Volgende maand",
    chooseMonth: "Kies een maand",
    moreInfo: "Meer info",
    featured: "Uitgelicht",
    searchTitle: "Zoeken",
    searchLabel: "Zoekterm",
    searchPlaceholder: "Zoek...",
    searchSubmit: "Zoeken",
    searchResultsFor: "Zoekresultaten voor",
    searchShows: "Voorstellingen",
    searchPages: "Pagina's",
    searchNews: "Nieuws",
    searchNoResults: "Er zijn geen resultaten gevonden die al uw zoektermen bevatten.",
    fullAgenda: "Bekijk de volledige agenda",
    loading: "Laden...",
  },
  en: {
    calendarTitle: "Calendar",
    calendarDescription: "All shows in the {site} calendar: dates, times and tickets.",
    calendarSearchTitle: "Search results in the calendar",
    calendarNoResults: "There are no results matching your query",
    showCompleteAgenda: "Show complete agenda",
    monthNav: "Months",
    previousMonth: "Previous month",
    nextMonth: "Next month",
    chooseMonth: "Choose a month",
    moreInfo: "More info",
    featured: "Featured",
    searchTitle: "Search",
    searchLabel: "Search term",
    searchPlaceholder: "Search...",
    searchSubmit: "Search",
    searchResultsFor: "Search results for",
    searchShows: "Shows",
    searchPages: "Pages",
    searchNews: "News",
    searchNoResults: "No results containing all your search terms were found.",
    fullAgenda: "View the full calendar",
    loading: "Loading...",
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type ProgrammeTexts = (typeof PROGRAMME_TEXTS)[Lang];

/** What the search page's status says once results are shown (read by screen readers only). */
export const SEARCH_RESULT_COUNT: Record<Lang, (n: number) => string> = {
  nl: (n) => (n === 1 ? "1 resultaat" : `${n} resultaten`),
  en: (n) => (n === 1 ? "1 result" : `${n} results`),
};
