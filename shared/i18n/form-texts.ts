/**
 * Texts of the newsletter and premiere-cancel forms (spec 3 §8). Where the spec quotes a text (the
 * newsletter failure, 'Er is iets misgegaan.') it is used verbatim; the premiere page is Dutch only.
 */
import type { Lang } from "./lang";

export interface NewsletterTexts {
  email: string;
  choicesLegend: string;
  choices: Record<"newsletter" | "new_in_sales" | "bookings_for_groups" | "servicemail_en", string>;
  /** The product's own newsletter ({product}_en, spec 3 §3). */
  productChoice: string;
  subscribe: string;
  unsubscribe: string;
  unsubscribeServicemail: string;
  sending: string;
  /** English only: the newsletters themselves are written in Dutch. */
  dutchNotice?: string;
  success: { subscribe: string; unsubscribe: string };
  failure: { subscribe: string; unsubscribe: string };
  errors: { email: string; newsletters: string };
}

export const NEWSLETTER_TEXTS: Record<Lang, NewsletterTexts> = {
  nl: {
    email: "E-mailadres",
    choicesLegend: "Kies uw nieuwsbrieven",
    choices: { newsletter: "De nieuwsbrief", new_in_sales: "Nieuw in de verkoop", bookings_for_groups: "Boekingen voor groepen", servicemail_en: "Servicemail over uw bezoek" },
    productChoice: "Nieuws over onze eigen producties",
    subscribe: "Aanmelden",
    unsubscribe: "Afmelden",
    unsubscribeServicemail: "Afmelden voor servicemailing",
    sending: "Bezig met versturen...",
    success: {
      subscribe: "We hebben u een e-mail gestuurd. Uw aanmelding telt pas als u op de bevestigingslink in die e-mail klikt.",
      unsubscribe: "We hebben u een e-mail gestuurd. Uw afmelding telt pas als u op de bevestigingslink in die e-mail klikt.",
    },
    failure: {
      subscribe: "Het is niet gelukt om u aan te melden. Probeer het later opnieuw.",
      unsubscribe: "Het is niet gelukt om u af te melden. Probeer het later opnieuw.",
    },
    errors: { email: "Vul een geldig e-mailadres in.", newsletters: "Kies ten minste één nieuwsbrief." },
  },
  en: {
    email: "E-mail address",
    choicesLegend: "Choose your newsletters",
    choices: { newsletter: "The newsletter", new_in_sales: "New in sales", bookings_for_groups: "Bookings for groups", servicemail_en: "Service mail about your visit" },
    productChoice: "News about our own productions",
    subscribe: "Subscribe",
    unsubscribe: "Unsubscribe",
    unsubscribeServicemail: "Unsubscribe from service mailings",
    sending: "Sending...",
    dutchNotice: "Please note: our newsletters are in Dutch.",
    success: {
      subscribe: "We have sent you an e-mail. Your subscription counts once you click the confirmation link in it.",
      unsubscribe: "We have sent you an e-mail. Your unsubscription counts once you click the confirmation link in it.",
    },
    failure: {
      subscribe: "Something went wrong when processing your subscription. Please try again later.",
      unsubscribe: "Something went wrong when processing your unsubscription. Please try again later.",
    },
    errors: { email: "Please enter a valid e-mail address.", newsletters: "Choose at least one newsletter." },
  },
};

/** The premiere cancel page (Dutch only, spec 3 §2). */
export const PREMIERE_CANCEL_TEXTS = {
  heading: "Afmelden voor de première",
  intro: (premiere: string, email: string) => `U meldt zich af voor de première van ${premiere} met het e-mailadres ${email}.`,
  comment: "Opmerking (niet verplicht)",
  submit: "Afmelden",
  sending: "Bezig met versturen...",
  success: "Uw afmelding is ontvangen. Jammer dat u er niet bij kunt zijn.",
  failure: "Er is iets misgegaan. Probeer het later opnieuw.",
  invalidRef: "Er is iets misgegaan.",
  errors: { comment: "Uw opmerking is te lang of bevat tekens die niet zijn toegestaan." },
} as const;
