/**
 * The form frame's own texts, apart from the forms' texts (service-form-texts.ts) so a content
 * page that only labels its sidebar form does not load every form's labels with the page.
 */
import type { Lang } from "./lang";

export const FORM_UI: Record<Lang, { sending: string; required: string; submit: string; sidebarLabel: string; fieldsLegend: string; donorRange: (from: string, to: string | null) => string }> = {
  nl: { sending: "Bezig met versturen...", required: "verplicht", submit: "Verstuur", sidebarLabel: "Contactformulier", fieldsLegend: "Uw gegevens", donorRange: (from, to) => (to ? `€ ${from} – € ${to} per jaar` : `vanaf € ${from} per jaar`) },
  en: { sending: "Sending...", required: "required", submit: "Send", sidebarLabel: "Contact form", fieldsLegend: "Your details", donorRange: (from, to) => (to ? `€${from} – €${to} a year` : `from €${from} a year`) },
};
