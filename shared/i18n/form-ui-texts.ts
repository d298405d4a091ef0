/**
 * The form frame's own texts, apart from the forms' texts (service-form-texts.ts) so a content
 * page that only labels its sidebar form does not load every form's labels with the page.
 * `errorSummary` heads the list of fields a sent form came back with; `blocking` leads the note
 * next to the submit button naming what still keeps it from sending (issue 26 §1, §2).
 */
import type { Lang } from "./lang";

export interface FormUiTexts {
  sending: string;
  required: string;
  submit: string;
  sidebarLabel: string;
  fieldsLegend: string;
  errorSummary: string;
  blocking: string;
  donorRange: (from: string, to: string | null) => string;
}

export const FORM_UI: Record<Lang, FormUiTexts> = {
  nl: {
    sending: "Bezig met versturen...",
    required: "verplicht",
    submit: "Verstuur",
    sidebarLabel: "Contactformulier",
    fieldsLegend: "Uw gegevens",
    errorSummary: "Controleer de volgende velden",
    blocking: "Nog nodig om te versturen:",
    donorRange: (from, to) => (to ? `${from} – ${to} per jaar` : `vanaf ${from} per jaar`),
  },
  en: {
    sending: "Sending...",
    required: "required",
    submit: "Send",
    sidebarLabel: "Contact form",
    fieldsLegend: "Your details",
    errorSummary: "Please check the following fields",
    blocking: "Still needed to send:",
    donorRange: (from, to) => (to ? `${from} – ${to} a year` : `from ${from} a year`),
  },
};

