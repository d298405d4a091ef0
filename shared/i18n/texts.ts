/** Page-level texts (spec 1 §4, §8; spec 3 §2). Frame texts live in frame-texts.ts. */
import type { Lang } from "./lang";

export const TEXTS = {
  nl: {
    loading: "Laden...",
    notFound: "Pagina niet gevonden",
    error: "Er is iets misgegaan. Probeer het later opnieuw.",
    redirecting: "U wordt doorgestuurd...",
    redirectLink: "Gaat het niet vanzelf? Klik dan hier.",
    backHome: "Naar de homepage",
    publishedOn: "Gepubliceerd op",
  },
  en: {
    loading: "Loading...",
    notFound: "Page not found",
    error: "Something went wrong. Please try again later.",
    redirecting: "You are being redirected...",
    redirectLink: "Not redirected? Click here.",
    backHome: "Go to the home page",
    publishedOn: "Published on",
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type Texts = (typeof TEXTS)[Lang];
