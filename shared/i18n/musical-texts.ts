/** Texts of the musical layout (spec 2 §2 "Musical layout page"). */
import type { Lang } from "./lang";

export const MUSICAL_TEXTS = {
  nl: {
    returnToTickets: "Terug naar alle ticketopties",
    about: "Over de voorstelling",
    cast: "Cast en creatives",
    groupTabs: "Kies een groep",
    photos: "Foto's",
    photoCredit: (credit: string) => `Foto's: ${credit}`,
    photoPrev: "Vorige foto",
    photoNext: "Volgende foto",
    // Not the sub-footer's "Blijf op de hoogte": two regions of one page need two names.
    signUpTitle: "Volg Hadestown",
    signUpText: "Volg ons en hoor als eerste over nieuwe speeldata, kaartverkoop en acties.",
    lotteryButton: "Schrijf je in voor de wachtlijst / loting",
    lotteryText: "Alle voorstellingen zijn uitverkocht. Via de wachtlijst maak je kans op vrijgekomen kaarten.",
    foundationTitle: "Steun Carré",
    foundationText: "Met een bijdrage aan het Carré Fonds maakt u grote producties als deze mede mogelijk.",
    foundationLink: "Word vriend van Carré",
    thankYou: "Bedankt voor je bestelling!",
  },
  en: {
    returnToTickets: "Return to all ticket options",
    about: "About the show",
    cast: "Cast and creatives",
    groupTabs: "Choose a group",
    photos: "Photos",
    photoCredit: (credit: string) => `Photos: ${credit}`,
    photoPrev: "Previous photo",
    photoNext: "Next photo",
    signUpTitle: "Sign up for updates",
    signUpText: "Follow us and be the first to hear about new dates, ticket sales and offers.",
    lotteryButton: "Join the waiting list / lottery",
    lotteryText: "Every performance is sold out. Join the waiting list for a chance at returned tickets.",
    foundationTitle: "Support Carré",
    foundationText: "A gift to the Carré Fund helps make large productions like this one possible.",
    foundationLink: "Become a friend of Carré",
    thankYou: "Thank you for your order!",
  },
} as const satisfies Record<Lang, Record<string, unknown>>;
