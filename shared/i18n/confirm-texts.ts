/** Confirmation pages' texts (spec 3 §8), per page kind, outcome and language. */
import type { Lang } from "./lang";

export type ConfirmKind = "newsletterSubscribe" | "newsletterUnsubscribe" | "premiereSignup" | "premiereCancellation" | "panel" | "cultuurbank";
export type ConfirmResult = "SUCCESS" | "EXPIRED" | "FAILURE";

const FORM_FAILURE = { nl: "Er is iets misgegaan. Probeer het later opnieuw.", en: "Something went wrong. Please try again later." };
const NEWSLETTER_FAILURE = { nl: "Er is iets misgegaan met het verwerken van uw verzoek.", en: "Something went wrong while processing your request" };
const NEWSLETTER_EXPIRED = { nl: "Deze bevestigingslink is niet meer geldig.", en: "This confirmation link is not valid anymore." };
const RESUBMIT_EXPIRED = {
  nl: "Deze bevestigingslink is verlopen. Vul het formulier opnieuw in.",
  en: "This confirmation link has expired. Please fill in the form again.",
};

export const CONFIRM_TEXTS: Record<ConfirmKind, Record<ConfirmResult, Record<Lang, string>>> = {
  newsletterSubscribe: {
    SUCCESS: { nl: "Uw aanmelding is bevestigd.", en: "Your subscription has been confirmed." },
    EXPIRED: NEWSLETTER_EXPIRED,
    FAILURE: NEWSLETTER_FAILURE,
  },
  newsletterUnsubscribe: {
    SUCCESS: { nl: "Uw afmelding is bevestigd.", en: "Your unsubscription has been confirmed." },
    EXPIRED: NEWSLETTER_EXPIRED,
    FAILURE: NEWSLETTER_FAILURE,
  },
  premiereSignup: {
    SUCCESS: { nl: "Bedankt, uw aanmelding voor de première is bevestigd.", en: "Thank you, your attendance at the premiere has been confirmed." },
    EXPIRED: {
      nl: "Deze bevestigingslink is verlopen. Geef uw reactie opnieuw door via het formulier of neem contact met ons op.",
      en: "This confirmation link has expired. Please send your RSVP again using the form or contact us.",
    },
    FAILURE: FORM_FAILURE,
  },
  premiereCancellation: {
    SUCCESS: { nl: "Uw afmelding voor de première is bevestigd.", en: "Your cancellation for the premiere has been confirmed." },
    EXPIRED: {
      nl: "Deze bevestigingslink is verlopen. Geef uw reactie opnieuw door via het formulier of neem contact met ons op.",
      en: "This confirmation link has expired. Please send your RSVP again using the form or contact us.",
    },
    FAILURE: FORM_FAILURE,
  },
  panel: {
    SUCCESS: {
      nl: "Bedankt, uw aanmelding voor het bezoekerspanel is bevestigd. Vóór 1 juli hoort u van ons hoe het verder gaat.",
      en: "Thank you, your visitor panel sign-up has been confirmed. We will update you before 1 July.",
    },
    EXPIRED: RESUBMIT_EXPIRED,
    FAILURE: FORM_FAILURE,
  },
  cultuurbank: {
    SUCCESS: {
      nl: "Bedankt, uw deelname is bevestigd. De winnaars krijgen uiterlijk 7 september bericht.",
      en: "Thank you, your entry has been confirmed. Winners will be notified by 7 September.",
    },
    EXPIRED: RESUBMIT_EXPIRED,
    FAILURE: FORM_FAILURE,
  },
};

export const CONFIRM_PAGE_TEXTS = {
  nl: { title: "Bevestiging", loading: "Laden..." },
  en: { title: "Confirmation", loading: "Loading..." },
} as const satisfies Record<Lang, Record<string, string>>;
