/**
 * Shared by the form browser tests (forms*.e2e.ts with JavaScript, forms-nojs.e2e.ts without): both
 * sites started once, every form of spec 3 §2 as a case (its page, how to fill it validly and the
 * exact body the sample CMS must receive), and small locator helpers. The expected bodies are
 * written out by hand from spec 3 §3 / §7, not computed from the code under test.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launch, startSite } from "./harness";

export type SiteId = "carre" | "fonds";

/**
 * Both sites and one browser for the whole file. The sample CMS's slow answer takes 3 s, so the
 * upstream timeout is raised above it (the harness's 3 s would race it); the per-minute post limit
 * is raised because this file sends far more posts a minute than one visitor may.
 */
export function useBothSites() {
  const env = {} as { browser: Browser; sites: Record<SiteId, Awaited<ReturnType<typeof startSite>>> };
  beforeAll(async () => {
    const settings = { UPSTREAM_TIMEOUT_MS: "6000", SERVICE_RATE_LIMIT: "100000" };
    const [carre, fonds, browser] = await Promise.all([startSite("carre", settings), startSite("fonds", settings), launch()]);
    env.sites = { carre, fonds };
    env.browser = browser;
  });
  afterAll(async () => {
    await env.browser?.close();
    await Promise.all([env.sites?.carre.close(), env.sites?.fonds.close()]);
  });
  return env;
}

/** The fonds site's sample CMS lives under /fonds, which is part of the path it records. */
export const upstreamPrefix = (site: SiteId) => (site === "fonds" ? "/fonds" : "");

export const field = (form: Locator, name: string) => form.locator(`[name="${name}"]:not([type="hidden"])`);
export const option = (form: Locator, name: string, value: string) => form.locator(`input[name="${name}"][value="${value}"]`);

export async function fillAll(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await field(form, name).fill(value);
}

/** Today and a later day in Europe/Amsterdam (spec 3 §5: the meeting date's minimum is today). */
export function amsterdamDay(offsetDays = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(Date.now() + offsetDays * 86_400_000);
}

export const SUCCESS_NL = "Bedankt! Wij hebben uw gegevens ontvangen en nemen zo snel mogelijk contact met u op.";
export const SUCCESS_EN = "Thank you! We have received your details and will be in touch as soon as possible.";
export const FAILURE = "Er is iets misgegaan. Probeer het later opnieuw.";
export const PAYMENT_HOST = "https://www.mollie.com/";

export interface FormCase {
  name: string;
  site: SiteId;
  path: string;
  /** Where the form is: the page's main column or its sidebar. */
  slot: "main" | "sidebar";
  /** The submit button's text. */
  submit: string;
  /** Fills in valid values; the button must still be disabled before the last step (`finish`). */
  fill(form: Locator, email: string): Promise<void>;
  /** The last step that makes the form valid. */
  finish(form: Locator): Promise<void>;
  /** The upstream path (with ?lang) and body the sample CMS must receive. */
  upstream: string;
  body(email: string): unknown;
  /** The success text; none for the donation, which goes to the payment page. */
  success: string | null;
  /** The form kind's representative page for axe (run at 1280 px, with errors showing). */
  axe?: boolean;
}

const name = (first: string, last: string) => ({ firstName: first, lastName: last });
/** The posts the sample CMS received that carry `email` (each test uses its own address). */
export function postsWith(env: { sites: Record<SiteId, { cms: { received: { method: string; path: string; body: unknown }[] } }> }, site: SiteId, email: string) {
  return env.sites[site].cms.received.filter((c) => c.method === "POST" && JSON.stringify(c.body).includes(`"${email}"`)).map((c) => ({ path: c.path, body: c.body }));
}


const nlEn = (lang: "nl" | "en", nl: string, en: string) => (lang === "nl" ? nl : en);

function panelCase(): FormCase {
  return {
    name: "visitor panel",
    site: "carre",
    path: "/pagina/carre-bezoekerspanel",
    slot: "main",
    submit: "Verstuur",
    fill: (form, email) => fillAll(form, { firstName: "Piet", email, comment: "Graag!" }),
    finish: (form) => field(form, "lastName").fill("de Vries"),
    upstream: "/api/services/forms/panel/signup",
    body: (email) => ({ ...name("Piet", "de Vries"), email, comment: "Graag!" }),
    success: SUCCESS_NL,
  };
}

function callbackCase(lang: "nl" | "en"): FormCase {
  return {
    name: `callback request (${lang})`,
    site: "carre",
    path: nlEn(lang, "/pagina/terugbelverzoek", "/en/page/callback-request"),
    slot: "main",
    submit: nlEn(lang, "Verstuur", "Send"),
    fill: async (form, email) => {
      await option(form, "time_of_day", "afternoon").check();
      await field(form, "subject").selectOption("new reservation");
      await fillAll(form, { name: "Piet de Vries", email });
    },
    finish: (form) => field(form, "phone").fill("020 123 4567"),
    upstream: `/api/services/forms/terugbelverzoek?lang=${lang}`,
    body: (email) => ({ time_of_day: "afternoon", subject: "new reservation", name: "Piet de Vries", email, phone: "020 123 4567" }),
    success: nlEn(lang, SUCCESS_NL, SUCCESS_EN),
  };
}

function meetingCase(): FormCase {
  const day = amsterdamDay(30);
  return {
    name: "meeting booking",
    site: "carre",
    path: "/pagina/zakelijk-reserveren-formulier",
    slot: "main",
    submit: "Reserveer",
    fill: async (form, email) => {
      await fillAll(form, { company_name: "Acme BV", point_of_contact_name: "Piet de Vries", point_of_contact_email: email, address: "Amstel 115, Amsterdam", desired_date: day, amount_of_people: "25" });
      await option(form, "arrangement_type", "4hr_lunch").check();
      await option(form, "desired_layout", "Theateropstelling").check();
      await option(form, "extra_facilities", "Livestreaming").check();
      await option(form, "extra_facilities", "Microphone").check();
      await field(form, "accept_general_conditions").check();
      await field(form, "accept_visitor_conditions").check();
    },
    finish: (form) => field(form, "accept_data_sharing").check(),
    upstream: "/api/services/forms/vergadering",
    body: (email) => ({
      company_name: "Acme BV",
      point_of_contact_name: "Piet de Vries",
      point_of_contact_email: email,
      address: "Amstel 115, Amsterdam",
      desired_date: day,
      amount_of_people: 25,
      arrangement_type: "4hr_lunch",
      desired_layout: "Theateropstelling",
      extra_facilities: ["Livestreaming", "Microphone"],
      accept_general_conditions: true,
      accept_visitor_conditions: true,
      accept_data_sharing: true,
    }),
    success: SUCCESS_NL,
  };
}

function lotteryCase(): FormCase {
  return {
    name: "culture-bank lottery",
    site: "carre",
    path: "/pagina/cultuurbank-oscar",
    slot: "main",
    submit: "Doe mee",
    fill: async (form, email) => {
      await fillAll(form, { first_name: "Piet", last_name: "de Vries", email });
      await field(form, "desired_date").selectOption("2027-09-10");
    },
    // The opt-in starts checked (spec 3 §5), so the ticket count is the last thing missing.
    finish: (form) => field(form, "amount_of_tickets").selectOption("2").then(() => undefined),
    upstream: "/api/services/forms/oscar?lang=nl",
    body: (email) => ({ first_name: "Piet", last_name: "de Vries", email, desired_date: "2027-09-10", amount_of_tickets: 2, agree_to_optin: true }),
    success: SUCCESS_NL,
  };
}

function salesCase(lang: "nl" | "en"): FormCase {
  return {
    name: `sales contact (${lang})`,
    site: "carre",
    path: nlEn(lang, "/pagina/zakelijk-contact", "/en/page/sales-contact"),
    slot: "main",
    submit: nlEn(lang, "Verstuur", "Send"),
    fill: (form, email) => fillAll(form, { company_name: "Acme BV", email, phone: "+31 20 123 4567", subject: "Personeelsfeest", message: "Wij zoeken een zaal\nvoor 200 man." }),
    finish: (form) => field(form, "name").fill("Piet de Vries"),
    upstream: `/api/services/forms/zakelijk-contact?lang=${lang}`,
    body: (email) => ({ name: "Piet de Vries", company_name: "Acme BV", email, phone: "+31 20 123 4567", subject: "Personeelsfeest", message: "Wij zoeken een zaal\nvoor 200 man." }),
    success: nlEn(lang, SUCCESS_NL, SUCCESS_EN),
  };
}

function simpleDonationCase(lang: "nl" | "en"): FormCase {
  return {
    name: `one-off simple donation (${lang})`,
    site: "carre",
    path: nlEn(lang, "/pagina/eenmalige-donatie", "/en/page/one-off-donation"),
    slot: "main",
    submit: nlEn(lang, "Doneer", "Donate"),
    fill: async (form, email) => {
      await fillAll(form, { first_name: "Piet", last_name: "de Vries", email, amount_of_ppl: "2" });
    },
    finish: (form) => option(form, "donation_per_person", "750").check(),
    upstream: `/api/services/forms/eenmalige-donatie-simple?lang=${lang}`,
    body: (email) => ({ first_name: "Piet", last_name: "de Vries", email, amount_of_ppl: 2, donation_per_person: 750 }),
    success: nlEn(lang, SUCCESS_NL, SUCCESS_EN),
  };
}

function diplomaCase(site: SiteId): FormCase {
  return {
    name: `diploma order (${site})`,
    site,
    path: "/pagina/c-diploma",
    slot: "main",
    submit: "Bestellen",
    fill: (form, email) => fillAll(form, { name: "Piet de Vries", customer_id: "123456", email }),
    finish: (form) => field(form, "amount_1").selectOption("2").then(() => undefined),
    upstream: "/api/services/forms/c-diploma",
    body: (email) => ({ name: "Piet de Vries", customer_id: "123456", email, subscribe: false, events: [{ name: "De Notenkraker", date: "2027-01-16", amount: 2, reservation: "Nee" }] }),
    success: "Bedankt voor uw bestelling! U ontvangt uw kaarten per e-mail.",
  };
}

function premiereCase(site: SiteId): FormCase {
  return {
    name: `premiere RSVP (${site})`,
    site,
    path: "/pagina/premiere-uitnodiging",
    slot: "main",
    submit: "Verstuur",
    fill: async (form, email) => {
      await field(form, "email").fill(email);
      await option(form, "people_amount", "2").check();
    },
    // Two start-time lines in the CMS: a required select (spec 3 §5).
    finish: (form) => field(form, "start_time").selectOption("20:00 uur").then(() => undefined),
    upstream: "/api/services/forms/premiere/signup",
    body: (email) => ({ email, people_amount: 2, start_time: "20:00 uur", premiere_name: "Première Hadestown" }),
    success: "Bedankt voor uw antwoord. U ontvangt een e-mail om het te bevestigen.",
  };
}

function donorCase(lang: "nl" | "en"): FormCase {
  return {
    name: `donor sign-up (${lang})`,
    site: "fonds",
    path: nlEn(lang, "/pagina/word-donateur", "/en/page/become-a-donor"),
    slot: "main",
    submit: nlEn(lang, "Word donateur", "Become a donor"),
    fill: (form, email) => fillAll(form, { firstName: "Piet", lastName: "de Vries", email, phone: "0612345678" }),
    finish: (form) => option(form, "donationLevel", "Trotse Fries").check(),
    upstream: `/api/services/forms/word-donateur?lang=${lang}`,
    body: (email) => ({ ...name("Piet", "de Vries"), email, phone: "0612345678", donationLevel: "Trotse Fries" }),
    success: nlEn(lang, SUCCESS_NL, SUCCESS_EN),
  };
}

function donationCase(path: string, lang: "nl" | "en", amount: number, special: string | null, company: boolean): FormCase {
  return {
    name: `donation ${path}`,
    site: "fonds",
    path,
    slot: "main",
    submit: nlEn(lang, "Doneer", "Donate"),
    fill: async (form, email) => {
      if (company) await field(form, "companyName").fill("Acme BV");
      await fillAll(form, { firstName: "Piet", middleName: "de", lastName: "Vries", email });
    },
    finish: (form) => option(form, "amount", String(amount)).check(),
    upstream: `/api/services/forms/eenmalige-donatie?lang=${lang}`,
    // Spec 3 §7 lists every field: an empty company name is sent as "" (issue 24 §4).
    body: (email) => ({ donationAmount: amount, firstName: "Piet", middleName: "de", lastName: "Vries", email, companyName: company ? "Acme BV" : "", special }),
    success: null,
  };
}

function foundationContactCase(path: string, slot: "main" | "sidebar", callBack: boolean): FormCase {
  return {
    name: `foundation contact ${path} (${slot})`,
    site: "fonds",
    path,
    slot,
    submit: "Verstuur",
    fill: async (form, email) => {
      await fillAll(form, { firstName: "Piet", lastName: "de Vries", email, phone: "0612345678" });
      if (callBack) await field(form, "callBackPreference").selectOption("morning");
    },
    finish: (form) => field(form, "subject").fill("Nalaten"),
    upstream: "/api/services/forms/carre-contact?lang=nl",
    body: (email) => ({ ...name("Piet", "de Vries"), email, phone: "0612345678", ...(callBack ? { callBackPreference: "morning" } : {}), subject: "Nalaten" }),
    success: SUCCESS_NL,
  };
}

/** One page per form kind gets axe. */
const AXE_KINDS = new Set([
  "visitor panel",
  "callback request (nl)",
  "meeting booking",
  "culture-bank lottery",
  "sales contact (en)",
  "one-off simple donation (nl)",
  "diploma order (carre)",
  "premiere RSVP (carre)",
  "donor sign-up (nl)",
  "donation /pagina/cultuurverbindt",
  "foundation contact /pagina/contact (sidebar)",
]);

/** Every form of spec 3 §2 on a page that decides it; `both` marks the ones run at both widths. */
export const CASES: { c: FormCase; both: boolean }[] = (
  [
  { c: panelCase(), both: true },
  { c: callbackCase("nl"), both: true },
  { c: callbackCase("en"), both: false },
  { c: meetingCase(), both: true },
  { c: lotteryCase(), both: true },
  { c: salesCase("nl"), both: true },
  { c: salesCase("en"), both: false },
  { c: simpleDonationCase("nl"), both: true },
  { c: simpleDonationCase("en"), both: false },
  { c: diplomaCase("carre"), both: true },
  { c: premiereCase("carre"), both: true },
  { c: donorCase("nl"), both: true },
  { c: donorCase("en"), both: false },
  { c: donationCase("/pagina/eenmalige-donatie", "nl", 25, null, false), both: true },
  { c: donationCase("/en/page/one-off-donation", "en", 100, null, false), both: false },
  { c: donationCase("/pagina/duurzaamheid-eenmalige-donatie", "nl", 10, "duurzaamheid-eenmalige-donatie", false), both: false },
  { c: donationCase("/pagina/toegankelijkheid-eenmalige-donatie", "nl", 100, "toegankelijkheid-eenmalige-donatie", false), both: false },
  { c: donationCase("/pagina/cultuurverbindt", "nl", 1750, null, true), both: true },
  { c: donationCase("/en/page/cultureconnects", "en", 5000, null, true), both: false },
  { c: donationCase("/pagina/hadestown", "nl", 300, "CFHadestown", true), both: false },
  { c: foundationContactCase("/pagina/party", "main", false), both: true },
  { c: foundationContactCase("/pagina/contact", "sidebar", true), both: true },
  { c: foundationContactCase("/pagina/carrefonds", "sidebar", false), both: false },
  { c: diplomaCase("fonds"), both: false },
  { c: premiereCase("fonds"), both: false },
  ] as { c: FormCase; both: boolean }[]
).map(({ c, both }) => ({ c: { ...c, axe: AXE_KINDS.has(c.name) }, both }));

/** Where a case's form lives on its page. */
export function formOf(page: Page, slot: "main" | "sidebar"): Locator {
  return page.locator(slot === "main" ? ".content-page__body" : ".content-page__sidebar-form");
}

/**
 * Serves a small page for the payment host (no network here), so the browser can be seen arriving
 * there. Per page, just before it posts: a route turns its page's HTTP cache off (test/browser/chromium.ts).
 */
export async function fakePaymentHost(target: Page): Promise<void> {
  await target.route(`${PAYMENT_HOST}**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Betalen</title><h1>Mollie test</h1>" }));
}
