/**
 * Texts of the contact, donation, diploma and RSVP forms (spec 3 §8). Field labels are shared by
 * name across forms; the spec quotes the failure text, which is Dutch in both languages for the
 * generic forms and the donation ('Er is iets misgegaan. Probeer het later opnieuw.').
 */
import type { FieldDef } from "../forms/engine";
import type { FormId } from "../forms/page-forms";
import type { Lang } from "./lang";
import { FORM_UI } from "./form-ui-texts";

export { FORM_UI };

export const FORM_FAILURE = "Er is iets misgegaan. Probeer het later opnieuw.";
/** Said in Dutch on English pages too: marked so, a screen reader reads it with Dutch pronunciation (WCAG 3.1.2). */
export const FORM_FAILURE_LANG = "nl";

const LABELS: Record<Lang, Record<string, string>> = {
  nl: {
    firstName: "Voornaam",
    first_name: "Voornaam",
    middleName: "Tussenvoegsel",
    lastName: "Achternaam",
    last_name: "Achternaam",
    name: "Naam",
    email: "E-mailadres",
    phone: "Telefoonnummer",
    comment: "Opmerking",
    message: "Uw bericht",
    subject: "Onderwerp",
    company_name: "Bedrijfsnaam",
    companyName: "Bedrijfsnaam",
    time_of_day: "Wanneer mogen wij u bellen?",
    order_id: "Reserveringsnummer",
    subject_specification: "Waar gaat uw vraag over?",
    point_of_contact_name: "Naam contactpersoon",
    point_of_contact_email: "E-mailadres contactpersoon",
    address: "Factuuradres",
    po_number: "Inkoopordernummer",
    desired_date: "Gewenste datum",
    amount_of_people: "Aantal personen",
    arrangement_type: "Arrangement",
    desired_layout: "Opstelling",
    extra_facilities: "Extra faciliteiten",
    accept_general_conditions: "Ik ga akkoord met de algemene voorwaarden",
    accept_visitor_conditions: "Ik ga akkoord met de bezoekersvoorwaarden",
    accept_data_sharing: "Ik ga akkoord met het delen van mijn gegevens voor deze reservering",
    amount_of_tickets: "Aantal kaarten",
    agree_to_optin: "Ja, ik wil op de hoogte blijven van Carré",
    amount_of_ppl: "Aantal personen",
    donation_per_person: "Donatie per persoon",
    donationLevel: "Kies uw donateurschap",
    amount: "Kies een bedrag",
    customAmount: "Ander bedrag (minimaal €\u00a02,50)",
    callBackPreference: "Wanneer mogen wij u terugbellen?",
    customer_id: "Klantnummer",
    subscribe: "Meld mij aan voor de nieuwsbrieven van Carré",
    people_amount: "Komt u?",
    start_time: "Aanvangstijd",
  },
  en: {
    firstName: "First name",
    first_name: "First name",
    middleName: "Middle name",
    lastName: "Last name",
    last_name: "Last name",
    name: "Name",
    email: "E-mail address",
    phone: "Phone number",
    comment: "Comment",
    message: "Your message",
    subject: "Subject",
    company_name: "Company name",
    companyName: "Company name",
    time_of_day: "When may we call you?",
    order_id: "Reservation number",
    subject_specification: "What is your question about?",
    point_of_contact_name: "Contact person",
    point_of_contact_email: "Contact person's e-mail address",
    address: "Invoice address",
    po_number: "Purchase order number",
    desired_date: "Preferred date",
    amount_of_people: "Number of people",
    arrangement_type: "Package",
    desired_layout: "Layout",
    extra_facilities: "Extra facilities",
    accept_general_conditions: "I accept the general terms and conditions",
    accept_visitor_conditions: "I accept the visitor conditions",
    accept_data_sharing: "I agree to my data being shared for this booking",
    amount_of_tickets: "Number of tickets",
    agree_to_optin: "Yes, keep me informed about Carré",
    amount_of_ppl: "Number of people",
    donation_per_person: "Donation per person",
    donationLevel: "Choose your membership",
    amount: "Choose an amount",
    customAmount: "Other amount (at least €2.50)",
    callBackPreference: "When may we call you back?",
    customer_id: "Customer number",
    subscribe: "Sign me up for Carré's newsletters",
    people_amount: "Will you attend?",
    start_time: "Start time",
  },
};

const OPTIONS: Record<Lang, Record<string, string>> = {
  nl: {
    morning: "Ochtend (10:00–12:00)",
    afternoon: "Middag (14:00–16:00)",
    "no preference": "Geen voorkeur",
    "new reservation": "Een nieuwe reservering",
    "existing reservation": "Een bestaande reservering",
    "group booking": "Een groepsreservering",
    accessibility: "Toegankelijkheid",
    Other: "Anders",
    "4hr_no_lunch": "4 uur, zonder lunch",
    "4hr_lunch": "4 uur, met lunch",
    "8hr_lunch": "8 uur, met lunch",
    "8hr_lunch_drink": "8 uur, met lunch en borrel",
    "12hr_lunch": "12 uur, met lunch",
    "12hr_lunch_drink_dinner": "12 uur, met lunch, borrel en diner",
    Livestreaming: "Livestreaming",
    "presentation screen": "Presentatiescherm",
    Microphone: "Microfoon",
    "people_amount.1": "Ja, ik kom alleen",
    "people_amount.2": "Ja, ik kom met z'n tweeën",
    "people_amount.0": "Nee, ik kan helaas niet",
    Anders: "Anders",
    anders: "Ander bedrag",
  },
  en: {
    morning: "Morning (10:00–12:00)",
    afternoon: "Afternoon (14:00–16:00)",
    "no preference": "No preference",
    "new reservation": "A new reservation",
    "existing reservation": "An existing reservation",
    "group booking": "A group booking",
    accessibility: "Accessibility",
    Other: "Other",
    "4hr_no_lunch": "4 hours, without lunch",
    "4hr_lunch": "4 hours, with lunch",
    "8hr_lunch": "8 hours, with lunch",
    "8hr_lunch_drink": "8 hours, with lunch and drinks",
    "12hr_lunch": "12 hours, with lunch",
    "12hr_lunch_drink_dinner": "12 hours, with lunch, drinks and dinner",
    Livestreaming: "Livestreaming",
    "presentation screen": "Presentation screen",
    Microphone: "Microphone",
    "people_amount.1": "Yes, I will come alone",
    "people_amount.2": "Yes, we will come as two",
    "people_amount.0": "No, I am not able to attend",
    Anders: "Other",
    anders: "Other amount",
  },
};

export const FORM_ERRORS: Record<Lang, Record<string, string>> = {
  nl: {
    required: "Dit veld is verplicht.",
    accepted: "Vink dit aan om verder te gaan.",
    email: "Vul een geldig e-mailadres in.",
    tel: "Vul een geldig telefoonnummer in.",
    number: "Vul een getal in.",
    min: "Deze waarde is te laag.",
    max: "Deze waarde is te hoog.",
    step: "Vul een bedrag in hele centen in.",
    whole: "Vul een heel getal in.",
    date: "Vul een geldige datum in.",
    option: "Kies een van de mogelijkheden.",
    length: "Deze tekst is te lang.",
    text: "Deze tekst bevat tekens die niet zijn toegestaan.",
    event: "Kies bij ten minste één voorstelling een aantal personen.",
    invalid: "Controleer dit veld.",
  },
  en: {
    required: "This field is required.",
    accepted: "Please tick this box to continue.",
    email: "Please enter a valid e-mail address.",
    tel: "Please enter a valid phone number.",
    number: "Please enter a number.",
    min: "This value is too low.",
    max: "This value is too high.",
    step: "Please enter an amount in whole cents.",
    whole: "Please enter a whole number.",
    date: "Please enter a valid date.",
    option: "Please choose one of the options.",
    length: "This text is too long.",
    text: "This text contains characters that are not allowed.",
    event: "Choose a number of people for at least one show.",
    invalid: "Please check this field.",
  },
};

const LIMITS: Record<Lang, { min(n: string): string; max(n: string): string; today: string }> = {
  nl: { min: (n) => `Vul ten minste ${n} in.`, max: (n) => `Vul ten hoogste ${n} in.`, today: "Kies vandaag of een latere datum." },
  en: { min: (n) => `Please enter at least ${n}.`, max: (n) => `Please enter no more than ${n}.`, today: "Please choose today or a later date." },
};

const LOCALE: Record<Lang, string> = { nl: "nl-NL", en: "en-GB" };

/**
 * Every euro amount a form shows (preset buttons, donor ranges, limits), one way per language:
 * "€ 250" and "€ 2,50" in Dutch, "€250" and "€2.50" in English; whole euros without cents.
 */
export function euros(amount: number, lang: Lang): string {
  return amount.toLocaleString(LOCALE[lang], { style: "currency", currency: "EUR", minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 });
}

/**
 * A field's limits in its own too-low and too-high messages ("Vul ten minste € 2,50 in."), keyed
 * "field.min" and "field.max": "Deze waarde is te laag." left the visitor guessing the limit.
 */
export function limitErrors(fields: readonly FieldDef[], lang: Lang): Record<string, string> {
  const errors: Record<string, string> = {};
  const t = LIMITS[lang];
  for (const f of fields) {
    if (f.min === "today") errors[`${f.name}.min`] = t.today;
    if (f.kind !== "number") continue;
    // An amount in cents is in euros ("€ 2,50", "€ 1.000.000"); a count is a number.
    const say = (f.step ?? 1) < 1 ? (n: number) => euros(n, lang) : (n: number) => n.toLocaleString(LOCALE[lang]);
    if (typeof f.min === "number") errors[`${f.name}.min`] = t.min(say(f.min));
    if (f.max !== undefined) errors[`${f.name}.max`] = t.max(say(f.max));
  }
  return errors;
}

interface FormTexts {
  submit: string;
  success: string;
}

const SUCCESS: Record<Lang, string> = {
  nl: "Bedankt! Wij hebben uw gegevens ontvangen en nemen zo snel mogelijk contact met u op.",
  en: "Thank you! We have received your details and will be in touch as soon as possible.",
};

const PER_FORM: Partial<Record<FormId, Record<Lang, Partial<FormTexts>>>> = {
  diploma: {
    nl: { submit: "Bestellen", success: "Bedankt voor uw bestelling! U ontvangt uw kaarten per e-mail." },
    en: { submit: "Order", success: "Thank you for your order! Your tickets will be sent to you by e-mail." },
  },
  "premiere-rsvp": { nl: { success: "Bedankt voor uw antwoord. U ontvangt een e-mail om het te bevestigen." }, en: { success: "Thank you for your answer. You will receive an e-mail to confirm it." } },
  donor: { nl: { submit: "Word donateur" }, en: { submit: "Become a donor" } },
  donation: { nl: { submit: "Doneer" }, en: { submit: "Donate" } },
  "simple-donation": { nl: { submit: "Doneer" }, en: { submit: "Donate" } },
  lottery: { nl: { submit: "Doe mee" }, en: { submit: "Enter" } },
  meeting: { nl: { submit: "Reserveer" }, en: { submit: "Book" } },
  "foundation-contact": { nl: { submit: "Verstuur" }, en: { submit: "Send" } },
};

/** Spec 3 §8 "Donation success: a redirect text with a link 'hier' / 'here'". */
export const DONATION_REDIRECT: Record<Lang, { before: string; link: string; after: string }> = {
  nl: { before: "Bedankt! U wordt doorgestuurd naar de betaalpagina. Gebeurt dat niet, klik dan ", link: "hier", after: "." },
  en: { before: "Thank you! You are being sent to the payment page. If that does not happen, click ", link: "here", after: "." },
};

export function formTexts(id: FormId, lang: Lang) {
  const own = PER_FORM[id]?.[lang] ?? {};
  return {
    labels: LABELS[lang],
    options: OPTIONS[lang],
    errors: FORM_ERRORS[lang],
    submit: own.submit ?? FORM_UI[lang].submit,
    success: own.success ?? SUCCESS[lang],
    failure: FORM_FAILURE,
  };
}
