/** Texts of the home page (spec 1 §2 Home). */
import type { Lang } from "./lang";

export const HOME_TEXTS = {
  nl: {
    searchLabel: "Zoek een voorstelling, artiest of pagina",
    searchPlaceholder: "Zoek...",
    searchSubmit: "Zoeken",
    sliderLabel: "Uitgelicht",
    previousSlide: "Vorige",
    nextSlide: "Volgende",
    moreInfo: "Meer info",
    calendarTitle: "Wat speelt er?",
    previousMonth: "Vorige maand",
    nextMonth: "Volgende maand",
    previousShow: "Vorige voorstelling",
    nextShow: "Volgende voorstelling",
    multipleToday: "Er zijn meerdere voorstellingen vandaag!",
    multipleChosen: "Er zijn meerdere voorstellingen op de gekozen datum!",
    noShows: "Er zijn geen voorstellingen op deze datum.",
    showCompleteCalendar: "Bekijk de volledige agenda",
    highlightsTitle: "Binnenkort in Carré",
    videosTitle: "Video's",
    showOf: (n: number, total: number) => `Voorstelling ${n} van ${total}`,
  },
  en: {
    searchLabel: "Search for a show, artist or page",
    searchPlaceholder: "Search...",
    searchSubmit: "Search",
    sliderLabel: "Featured",
    previousSlide: "Previous",
    nextSlide: "Next",
    moreInfo: "More info",
    calendarTitle: "What's on?",
    previousMonth: "Previous month",
    nextMonth: "Next month",
    previousShow: "Previous show",
    nextShow: "Next show",
    multipleToday: "There are multiple shows today!",
    multipleChosen: "There are multiple shows for chosen date!",
    noShows: "There are no shows on this date.",
    showCompleteCalendar: "Show complete calendar",
    highlightsTitle: "Soon in Carré",
    videosTitle: "Videos",
    showOf: (n: number, total: number) => `Show ${n} of ${total}`,
  },
} as const satisfies Record<Lang, Record<string, string | ((...args: never[]) => string)>>;

export type HomeTexts = (typeof HOME_TEXTS)[Lang];
