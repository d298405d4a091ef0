/**
 * Which page shows which form on which site (spec 3 §2), and each form's own rules and call body
 * (spec 3 §3, §5, §7, §9).
 */
import { describe, expect, it } from "vitest";
import { SERVICE_CALLS } from "../../shared/contract/service-calls";
import { validateForm, withLocksReset, type FormValues } from "../../shared/forms/engine";
import { DIPLOMA_EVENTS, DIPLOMA_FORM, premiereRsvpForm } from "../../shared/forms/event-forms";
import { DONOR_LEVELS, donationForm, foundationContactForm } from "../../shared/forms/foundation-forms";
import { formDef, formsOfPage, mayPostOn, type FormRef } from "../../shared/forms/page-forms";
import { CALLBACK_FORM, LOTTERY_DATES, LOTTERY_FORM, MEETING_FORM, SIMPLE_DONATION_FORM } from "../../shared/forms/venue-forms";
import { todayIso } from "../../shared/forms/field-schemas";
import { limitErrors } from "../../shared/i18n/service-form-texts";

const url = (path: string) => new URL(path, "http://site.invalid");
const mainOf = (path: string, site: "carre" | "fonds") => formsOfPage(url(path), site).main?.id ?? null;

describe("forms decided by the page path (spec 3 §2)", () => {
  it.each([
    ["/pagina/c-diploma", "diploma", "diploma"],
    ["/pagina/word-donateur", null, "donor"],
    ["/en/page/become-a-donor", null, "donor"],
    ["/pagina/eenmalige-donatie", "simple-donation", "donation"],
    ["/en/page/one-off-donation", "simple-donation", "donation"],
    ["/pagina/cultuurverbindt", null, "donation"],
    ["/pagina/party", null, "foundation-contact"],
    ["/pagina/carre-bezoekerspanel", "panel", null],
    ["/pagina/terugbelverzoek", "callback", null],
    ["/en/page/callback-request", "callback", null],
    ["/pagina/zakelijk-reserveren-formulier", "meeting", null],
    ["/pagina/cultuurbank-oscar", "lottery", null],
    ["/pagina/zakelijk-contact", "sales-contact", null],
    ["/en/page/sales-contact/", "sales-contact", null],
    ["/pagina/over-carre", null, null],
    // A slug the spec names bare is the page under either prefix; a path it names, that page alone.
    ["/en/page/c-diploma", "diploma", "diploma"],
    ["/en/page/word-donateur", null, "donor"],
    ["/pagina/become-a-donor", null, null],
    ["/en/page/hadestown", null, null],
    ["/en/page/terugbelverzoek", null, null],
    ["/pagina/sales-contact", null, null],
    ["/Pagina/Hadestown/", null, "donation"],
  ])("%s: venue %s, foundation %s", (path, carre, fonds) => {
    expect(mainOf(path, "carre")).toBe(carre);
    expect(mainOf(path, "fonds")).toBe(fonds);
  });

  it("the donation variants carry their special value, presets and company field", () => {
    expect(formsOfPage(url("/pagina/eenmalige-donatie"), "fonds").main).toEqual({ id: "donation", special: null, presets: [10, 25, 100], company: false });
    expect(formsOfPage(url("/pagina/duurzaamheid-eenmalige-donatie"), "fonds").main).toMatchObject({ special: "duurzaamheid-eenmalige-donatie" });
    expect(formsOfPage(url("/pagina/toegankelijkheid-eenmalige-donatie"), "fonds").main).toMatchObject({ special: "toegankelijkheid-eenmalige-donatie" });
    expect(formsOfPage(url("/en/page/cultureconnects"), "fonds").main).toEqual({ id: "donation", special: null, presets: [250, 1000, 1750, 5000], company: true });
    expect(formsOfPage(url("/pagina/hadestown"), "fonds").main).toEqual({ id: "donation", special: "CFHadestown", presets: [150, 300, 1000, 5000], company: true });
  });

  it("the foundation's contact page has a call-me-back sidebar; a FONDS_CONTACT_FORM item the contact form, on the foundation only", () => {
    expect(formsOfPage(url("/pagina/contact"), "fonds").sidebar).toEqual({ id: "foundation-contact", callBack: true });
    expect(formsOfPage(url("/pagina/contact"), "carre").sidebar).toBeUndefined();
    expect(formsOfPage(url("/en/page/contact"), "fonds").sidebar).toEqual({ id: "foundation-contact", callBack: true });
    expect(formsOfPage(url("/pagina/stichting/contact"), "fonds").sidebar).toBeUndefined();
    expect(formsOfPage(url("/pagina/carrefonds"), "fonds", { sidebarIds: ["x", "FONDS_CONTACT_FORM"] }).sidebar).toEqual({ id: "foundation-contact", callBack: false });
    expect(formsOfPage(url("/pagina/carrefonds"), "carre", { sidebarIds: ["FONDS_CONTACT_FORM"] }).sidebar).toBeUndefined();
  });

  it("a page with a premiere form shows the RSVP on both sites; rsvp=nee or no declines by default", () => {
    const facts = { premiereForm: "Première Hadestown", premiereStartTimes: ["19:30 uur", "20:00 uur"] };
    expect(formsOfPage(url("/pagina/uitnodiging"), "carre", facts).main).toEqual({ id: "premiere-rsvp", premiere: "Première Hadestown", startTimes: ["19:30 uur", "20:00 uur"], declined: false });
    expect(formsOfPage(url("/pagina/uitnodiging?rsvp=NO"), "fonds", facts).main).toMatchObject({ declined: true });
    expect(formDef(formsOfPage(url("/pagina/uitnodiging?rsvp=nee"), "carre", facts).main!).initial).toMatchObject({ people_amount: "0" });
  });

  it("a native post may name only a form its page can show", () => {
    const rsvp: FormRef = { id: "premiere-rsvp", premiere: "P", startTimes: [], declined: false };
    expect(mayPostOn({ id: "callback" }, url("/pagina/terugbelverzoek"), "carre")).toBe(true);
    expect(mayPostOn({ id: "callback" }, url("/pagina/terugbelverzoek"), "fonds")).toBe(false);
    expect(mayPostOn({ id: "meeting" }, url("/pagina/terugbelverzoek"), "carre")).toBe(false);
    expect(mayPostOn(rsvp, url("/pagina/uitnodiging"), "carre")).toBe(true);
    expect(mayPostOn(rsvp, url("/pagina/c-diploma"), "carre")).toBe(false);
    expect(mayPostOn({ id: "donation", special: "x", presets: [1], company: false }, url("/pagina/eenmalige-donatie"), "fonds")).toBe(false);
    expect(mayPostOn({ id: "foundation-contact", callBack: false }, url("/pagina/carrefonds"), "fonds")).toBe(true);
    expect(mayPostOn({ id: "panel" }, url("/voorstelling/chicago"), "carre")).toBe(false);
  });
});

/** Valid values for a form, then one override; the call it makes, or the errors. */
function attempt(def: ReturnType<typeof formDef>, values: FormValues) {
  const result = validateForm(def, values);
  if (!result.ok) return { errors: result.errors };
  const call = def.toCall(result.data, "nl");
  // What the form sends is what the proxy accepts: the same contract schema.
  expect(SERVICE_CALLS[call.callId].schema.safeParse(call.body).success).toBe(true);
  return { call };
}

describe("callback request (spec 3 §5)", () => {
  const base = { time_of_day: "morning", subject: "new reservation", order_id: "", subject_specification: "", name: "Piet", email: "piet@example.com", phone: "020 524 94 94" };
  it("sends order_id only for an existing reservation", () => {
    expect(attempt(CALLBACK_FORM as never, { ...base, order_id: "123" }).call?.body).not.toHaveProperty("order_id", "123");
    expect(attempt(CALLBACK_FORM as never, { ...base, subject: "existing reservation", order_id: "123" }).call?.body).toMatchObject({ order_id: "123" });
  });
  it("requires subject_specification only for Other, and sends it for any subject when given", () => {
    expect(attempt(CALLBACK_FORM as never, { ...base, subject: "Other" }).errors).toEqual({ subject_specification: "required" });
    expect(attempt(CALLBACK_FORM as never, { ...base, subject: "Other", subject_specification: "Parkeren" }).call?.body).toMatchObject({ subject_specification: "Parkeren" });
    // As sent, JSON: an empty optional field is left out.
    expect(JSON.parse(JSON.stringify(attempt(CALLBACK_FORM as never, base).call?.body))).not.toHaveProperty("subject_specification");
    expect(attempt(CALLBACK_FORM as never, { ...base, subject_specification: "Na 16 uur" }).call?.body).toMatchObject({ subject: "new reservation", subject_specification: "Na 16 uur" });
  });
});

describe("meeting booking (spec 3 §5, §9)", () => {
  const base = {
    company_name: "Acme",
    point_of_contact_name: "Piet",
    point_of_contact_email: "piet@example.com",
    desired_date: todayIso(),
    amount_of_people: "12",
    arrangement_type: "8hr_lunch_drink",
    desired_layout: "Theateropstelling",
    extra_facilities: ["Microphone"],
    accept_general_conditions: "true",
    accept_visitor_conditions: "true",
    accept_data_sharing: "true",
  };
  it("sends numbers and booleans, from today on, with every acceptance", () => {
    expect(attempt(MEETING_FORM as never, base).call).toMatchObject({ callId: "meeting-booking", body: { amount_of_people: 12, accept_data_sharing: true, extra_facilities: ["Microphone"] } });
    expect(attempt(MEETING_FORM as never, { ...base, desired_date: "2020-05-01" }).errors).toEqual({ desired_date: "min" });
    expect(attempt(MEETING_FORM as never, { ...base, amount_of_people: "0" }).errors).toEqual({ amount_of_people: "min" });
    expect(attempt(MEETING_FORM as never, { ...base, accept_visitor_conditions: "" }).errors).toEqual({ accept_visitor_conditions: "accepted" });
  });
});

describe("culture-bank lottery (spec 3 §5, §9)", () => {
  it("offers 11 September dates, 1–4 tickets, and the opt-in starts checked and is required", () => {
    expect(LOTTERY_DATES).toHaveLength(11);
    expect(LOTTERY_DATES.every((d) => d.slice(5, 7) === "09")).toBe(true);
    expect(LOTTERY_FORM.initial).toEqual({ agree_to_optin: "true" });
    const base = { first_name: "Piet", last_name: "Jansen", email: "piet@example.com", desired_date: LOTTERY_DATES[0], amount_of_tickets: "4", agree_to_optin: "true" };
    expect(attempt(LOTTERY_FORM as never, base).call?.body).toMatchObject({ amount_of_tickets: 4, agree_to_optin: true });
    expect(attempt(LOTTERY_FORM as never, { ...base, amount_of_tickets: "5" }).errors).toEqual({ amount_of_tickets: "option" });
    expect(attempt(LOTTERY_FORM as never, { ...base, agree_to_optin: "" }).errors).toEqual({ agree_to_optin: "accepted" });
  });
});

describe("one-off simple donation (spec 3 §5, §9)", () => {
  const base = { first_name: "Piet", last_name: "Jansen", email: "piet@example.com", phone: "", amount_of_ppl: "2", donation_per_person: "750" };
  it.each([
    ["0", { amount_of_ppl: "min" }],
    ["9", { amount_of_ppl: "max" }],
  ])("%s persons is refused", (people, errors) => {
    expect(attempt(SIMPLE_DONATION_FORM as never, { ...base, amount_of_ppl: people }).errors).toEqual(errors);
  });
  it("sends the amount per person as a number, or Anders", () => {
    expect(attempt(SIMPLE_DONATION_FORM as never, base).call?.body).toMatchObject({ amount_of_ppl: 2, donation_per_person: 750 });
    expect(attempt(SIMPLE_DONATION_FORM as never, { ...base, donation_per_person: "Anders" }).call?.body).toMatchObject({ donation_per_person: "Anders" });
  });
});

describe("one-time donation (spec 3 §5, §7)", () => {
  const form = donationForm({ special: "CFHadestown", presets: [150, 300], company: true });
  const base = { amount: "300", customAmount: "", companyName: "Acme", firstName: "Piet", middleName: "", lastName: "Jansen", email: "piet@example.com" };
  it("a preset is the amount; the special value and company name go along; an empty middle name is \"\" (issue 24 §4)", () => {
    expect(attempt(form as never, base).call).toEqual({
      callId: "donation",
      body: { donationAmount: 300, firstName: "Piet", middleName: "", lastName: "Jansen", email: "piet@example.com", companyName: "Acme", special: "CFHadestown" },
    });
  });
  it("a custom amount is at least 2.50 in cents, sent as a number; no amount is no submit", () => {
    expect(attempt(form as never, { ...base, amount: "anders", customAmount: "2.49" }).errors).toEqual({ customAmount: "min" });
    expect(attempt(form as never, { ...base, amount: "anders", customAmount: "2.50" }).call?.body).toMatchObject({ donationAmount: 2.5 });
    expect(attempt(form as never, { ...base, amount: "" }).errors).toEqual({ amount: "required" });
  });
});

describe("donor sign-up and foundation contact", () => {
  it("offers the five donor categories", () => {
    expect(DONOR_LEVELS).toEqual(["Vriend", "Trotse Fries", "Moedige Volbloed", "Onstuimige Lippizaner", "Oscar"]);
  });
  it("the call-me-back form requires the phone number and the time", () => {
    const values = { firstName: "Piet", lastName: "Jansen", email: "piet@example.com", subject: "Legaat", phone: "", callBackPreference: "" };
    expect(attempt(foundationContactForm(false) as never, values).call?.callId).toBe("foundation-contact");
    expect(attempt(foundationContactForm(true) as never, values).errors).toEqual({ phone: "required", callBackPreference: "required" });
  });
});

describe("diploma order (spec 3 §4, §5, §7, §9)", () => {
  const base: FormValues = { name: "Piet", customer_id: "C123", email: "piet@example.com", ...Object.fromEntries(DIPLOMA_EVENTS.flatMap((_, i) => [[`amount_${i}`, "0"], [`reservation_${i}`, "Nee"]])) };

  it("has the fixed list of 7 dated shows", () => {
    expect(DIPLOMA_EVENTS).toHaveLength(7);
  });

  it("needs at least one event with persons and a standard address", () => {
    expect(attempt(DIPLOMA_FORM as never, base).errors).toEqual({ amount_0: "event" });
    expect(attempt(DIPLOMA_FORM as never, { ...base, amount_2: "1", email: "piet@example" }).errors).toEqual({ email: "email" });
  });

  it("sends only the selected events, the dinner reset to Nee where the count is 0", () => {
    const { call } = attempt(DIPLOMA_FORM as never, { ...base, amount_1: "2", reservation_1: "De Carrékelder", reservation_3: "Pasta in de Nok" });
    expect(call?.body).toEqual({ name: "Piet", customer_id: "C123", email: "piet@example.com", subscribe: false, events: [{ ...DIPLOMA_EVENTS[1], amount: 2, reservation: "De Carrékelder" }] });
  });

  it("a count set to 0 resets the dinner to Nee, and it stays Nee when persons are chosen again (spec 3 §4)", () => {
    const chosen = { ...base, amount_0: "1", reservation_0: "Grand Café Carré" };
    expect(withLocksReset(DIPLOMA_FORM as never, chosen)).toBe(chosen);
    const zero = withLocksReset(DIPLOMA_FORM as never, { ...chosen, amount_0: "0" });
    expect(zero.reservation_0).toBe("Nee");
    expect(withLocksReset(DIPLOMA_FORM as never, { ...zero, amount_0: "2" }).reservation_0).toBe("Nee");
  });

  it("with subscribe on, a Dutch newsletter subscription for every newsletter follows", () => {
    const result = validateForm(DIPLOMA_FORM, { ...base, amount_0: "1", subscribe: "true" });
    expect(result.ok && DIPLOMA_FORM.followUp?.(result.data, "en", "carre")).toEqual({
      callId: "newsletter-subscribe",
      body: { email: "piet@example.com", subscriptions: ["nieuwsbrief", "nieuw_in_verkoop", "boekingen_voor_groepen", "servicemail_nl", "carre_nl"] },
    });
    const without = validateForm(DIPLOMA_FORM, { ...base, amount_0: "1" });
    expect(without.ok && DIPLOMA_FORM.followUp?.(without.data, "nl", "carre")).toBeNull();
  });
});

describe("premiere RSVP (spec 3 §5)", () => {
  const base = { email: "piet@example.com", people_amount: "2", start_time: "", comment: "" };
  it("several start times are a required select; 0 persons hides it", () => {
    const form = premiereRsvpForm({ premiere: "Première", startTimes: ["19:30", "20:00"] });
    expect(attempt(form as never, base).errors).toEqual({ start_time: "required" });
    expect(attempt(form as never, { ...base, start_time: "20:00" }).call?.body).toMatchObject({ people_amount: 2, start_time: "20:00", premiere_name: "Première" });
    expect(attempt(form as never, { ...base, people_amount: "0", start_time: "20:00" }).call?.body).toMatchObject({ people_amount: 0, start_time: undefined });
  });
  it("one start time is sent as a hidden value", () => {
    const form = premiereRsvpForm({ premiere: "Première", startTimes: ["19:30"] });
    expect(form.fields.find((f) => f.name === "start_time")?.kind).toBe("hidden");
    expect(attempt(form as never, { ...base, ...form.initial }).call?.body).toMatchObject({ start_time: "19:30" });
  });
  it("3 persons is refused", () => {
    const form = premiereRsvpForm({ premiere: "Première", startTimes: [] });
    expect(attempt(form as never, { ...base, people_amount: "3" }).errors).toEqual({ people_amount: "option" });
  });
});

describe("a field's limits named in its errors (forms.md, session 29)", () => {
  const donation = donationForm({ special: null, presets: [10, 25, 100], company: false });
  it.each([
    ["nl", donation, { "customAmount.min": "Vul ten minste €\u00a02,50 in.", "customAmount.max": "Vul ten hoogste €\u00a01.000.000 in." }],
    ["en", donation, { "customAmount.min": "Please enter at least €2.50.", "customAmount.max": "Please enter no more than €1,000,000." }],
    ["nl", SIMPLE_DONATION_FORM, { "amount_of_ppl.min": "Vul ten minste 1 in.", "amount_of_ppl.max": "Vul ten hoogste 8 in." }],
    ["en", MEETING_FORM, { "desired_date.min": "Please choose today or a later date.", "amount_of_people.min": "Please enter at least 1.", "amount_of_people.max": "Please enter no more than 5,000." }],
  ] as const)("%s: %#", (lang, def, expected) => {
    expect(limitErrors(def.fields, lang)).toEqual(expected);
  });
});
