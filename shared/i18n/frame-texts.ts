/**
 * Texts of the page frame (header, footer, sub-footer, banners, modals). The interface makes both
 * languages carry every key, so a missing translation is a type error rather than an empty label.
 * Where the spec quotes a text (loading, preview, search placeholder) it is used verbatim.
 */
import type { Lang } from "./lang";

export interface FrameTexts {
  skipToContent: string;
  homeLink: string;
  mainNavLabel: string;
  topNavLabel: string;
  submenuToggle: (label: string) => string;
  menuOpen: string;
  menuClose: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchOpen: string;
  searchClose: string;
  searchSubmit: string;
  login: string;
  basket: string;
  accountLabel: string;
  accessibility: string;
  /** The accessibility mode's switch (aria-pressed says whether it is on). */
  a11yMode: string;
  languageLabel: string;
  languageName: Record<Lang, string>;
  newTab: string;
  loading: string;
  newsletterHeading: string;
  /** `from`: "uit Carré" / "van het Carré Fonds" (shared/site.ts fromSite). */
  newsletterSubheading: (from: string) => string;
  footerLabel: string;
  ticketSales: string;
  socialsHeading: string;
  paymentHeading: string;
  payment: { amex: string; ideal: string; mastercard: string; visa: string; giftcard: string };
  sponsorLabel: string;
  cookieLabel: string;
  cookieHeading: string;
  cookieText: string;
  cookieMore: string;
  cookieAccept: string;
  cookieRefuse: string;
  preview: string;
  close: string;
  wishlistTitle: string;
  wishlistLoggedIn: string;
  wishlistView: string;
  wishlistLoggedOut: string;
  wishlistLogin: string;
  videoTitle: string;
}

export const frameTexts: Record<Lang, FrameTexts> = {
  nl: {
    skipToContent: "Direct naar de inhoud",
    homeLink: "naar de homepage",
    mainNavLabel: "Hoofdmenu",
    topNavLabel: "Servicemenu",
    submenuToggle: (label) => `Submenu ${label}`,
    menuOpen: "Menu",
    menuClose: "Sluit menu",
    searchLabel: "Zoeken op de website",
    searchPlaceholder: "Zoek...",
    searchOpen: "Open zoekveld",
    searchClose: "Sluit zoekveld",
    searchSubmit: "Zoeken",
    login: "Inloggen",
    basket: "Winkelmand",
    accountLabel: "Mijn account",
    accessibility: "Toegankelijkheid",
    a11yMode: "Toegankelijke weergave",
    languageLabel: "Taal",
    languageName: { nl: "Nederlands", en: "English" },
    newTab: "(opent in een nieuw tabblad)",
    loading: "Laden...",
    newsletterHeading: "Blijf op de hoogte",
    newsletterSubheading: (from) => `Ontvang als eerste het nieuws ${from} over voorstellingen en de kaartverkoop.`,
    footerLabel: "Voettekst",
    ticketSales: "Kaartverkoop",
    socialsHeading: "Volg ons",
    paymentHeading: "Betaalmogelijkheden",
    payment: {
      amex: "American Express",
      ideal: "iDEAL",
      mastercard: "Mastercard",
      visa: "Visa",
      giftcard: "Cadeaukaart",
    },
    sponsorLabel: "Hoofdsponsor",
    cookieLabel: "Cookiemelding",
    cookieHeading: "Cookies",
    cookieText:
      "Wij gebruiken cookies om de website goed te laten werken en het gebruik te meten. Met persoonlijke cookies tonen wij en onze partners u relevantere advertenties. Accepteert u alle cookies of alleen de noodzakelijke?",
    cookieMore: "Meer over cookies",
    cookieAccept: "Alle cookies accepteren",
    cookieRefuse: "Weigeren",
    preview: "U bekijkt de website in preview-modus, omdat u nog bent ingelogd in het contentsysteem.",
    close: "Sluiten",
    wishlistTitle: "Verlanglijst",
    wishlistLoggedIn: "De voorstelling staat op uw verlanglijst.",
    wishlistView: "Bekijk uw verlanglijst",
    wishlistLoggedOut: "Log in of maak een account aan om uw verlanglijst te bewaren en te delen.",
    wishlistLogin: "Inloggen of account aanmaken",
    videoTitle: "Video",
  },
  en: {
    skipToContent: "Skip to content",
    homeLink: "to the home page",
    mainNavLabel: "Main menu",
    topNavLabel: "Utility menu",
    submenuToggle: (label) => `Submenu ${label}`,
    menuOpen: "Menu",
    menuClose: "Close menu",
    searchLabel: "Search the website",
    searchPlaceholder: "Search...",
    searchOpen: "Open search",
    searchClose: "Close search",
    searchSubmit: "Search",
    login: "Log in",
    basket: "Basket",
    accountLabel: "My account",
    accessibility: "Accessibility",
    a11yMode: "Accessible view",
    languageLabel: "Language",
    languageName: { nl: "Nederlands", en: "English" },
    newTab: "(opens in a new tab)",
    loading: "Loading...",
    newsletterHeading: "Stay informed",
    newsletterSubheading: (from) => `Be the first to hear the news ${from} about shows and ticket sales.`,
    footerLabel: "Footer",
    ticketSales: "Ticket sales",
    socialsHeading: "Follow us",
    paymentHeading: "Payment methods",
    payment: {
      amex: "American Express",
      ideal: "iDEAL",
      mastercard: "Mastercard",
      visa: "Visa",
      giftcard: "Gift card",
    },
    sponsorLabel: "Main sponsor",
    cookieLabel: "Cookie notice",
    cookieHeading: "Cookies",
    cookieText:
      "We use cookies to make the website work properly and to measure its use. With personalised cookies we and our partners show you more relevant advertisements. Do you accept all cookies or only the necessary ones?",
    cookieMore: "More about cookies",
    cookieAccept: "Accept all cookies",
    cookieRefuse: "Refuse",
    preview: "You are viewing the site in preview mode because you are still logged in to the content system.",
    close: "Close",
    wishlistTitle: "Wish list",
    wishlistLoggedIn: "The show is on your wish list.",
    wishlistView: "View your wish list",
    wishlistLoggedOut: "Log in or create an account to save and share your wish list.",
    wishlistLogin: "Log in or create an account",
    videoTitle: "Video",
  },
};

/** Fixed frame paths per language (spec 1 §2 and the content-page form slugs of spec 3). */
export const framePaths: Record<Lang, { accessibility: string; newsletter: string; cookies: string }> = {
  nl: {
    accessibility: "/pagina/toegankelijkheid",
    newsletter: "/pagina/aanmelden-nieuwsbrief",
    cookies: "/pagina/cookies",
  },
  en: {
    accessibility: "/en/page/accessibility",
    newsletter: "/en/page/newsletter",
    cookies: "/en/page/cookies",
  },
};
