/**
 * The forms of both sites as the server tests post them natively: one valid post per form, the
 * call it makes, and a post followed through its 303 as a browser would.
 */
import request from "supertest";
import type { FormRef } from "../../shared/forms/page-forms";
import { todayIso } from "../../shared/forms/field-schemas";
import { LOTTERY_DATES } from "../../shared/forms/venue-forms";
import { useBothSites, type Stack } from "./harness";

export const PERSON = { firstName: "Piet", lastName: "Jansen", email: "piet@example.com" };
export const events = (i: number, amount: string) => ({ [`amount_${i}`]: amount, [`reservation_${i}`]: amount === "0" ? "Nee" : "Grand Café Carré" });

/** One valid native post per form, the call it makes and a piece of its body. */
export const CASES: { site: "carre" | "fonds"; path: string; ref: FormRef; values: Record<string, string | string[]>; upstream: string; body: Record<string, unknown> }[] = [
  { site: "carre", path: "/pagina/carre-bezoekerspanel", ref: { id: "panel" }, values: { ...PERSON, comment: "Graag!" }, upstream: "/api/services/forms/panel/signup", body: { ...PERSON, comment: "Graag!" } },
  {
    site: "carre",
    path: "/en/page/callback-request",
    ref: { id: "callback" },
    values: { time_of_day: "afternoon", subject: "existing reservation", order_id: "R-77", name: "Piet", email: "piet@example.com", phone: "020 524 94 94" },
    upstream: "/api/services/forms/terugbelverzoek?lang=en",
    body: { time_of_day: "afternoon", subject: "existing reservation", order_id: "R-77" },
  },
  {
    site: "carre",
    path: "/pagina/zakelijk-reserveren-formulier",
    ref: { id: "meeting" },
    values: {
      company_name: "Acme",
      point_of_contact_name: "Piet",
      point_of_contact_email: "piet@example.com",
      desired_date: todayIso(),
      amount_of_people: "40",
      arrangement_type: "4hr_lunch",
      desired_layout: "Blokopstelling",
      extra_facilities: ["Livestreaming", "Microphone"],
      accept_general_conditions: "true",
      accept_visitor_conditions: "true",
      accept_data_sharing: "true",
    },
    upstream: "/api/services/forms/vergadering",
    body: { amount_of_people: 40, extra_facilities: ["Livestreaming", "Microphone"], accept_data_sharing: true },
  },
  {
    site: "carre",
    path: "/pagina/cultuurbank-oscar",
    ref: { id: "lottery" },
    values: { first_name: "Piet", last_name: "Jansen", email: "piet@example.com", desired_date: LOTTERY_DATES[3], amount_of_tickets: "2", agree_to_optin: "true" },
    upstream: "/api/services/forms/oscar?lang=nl",
    body: { amount_of_tickets: 2, agree_to_optin: true, desired_date: LOTTERY_DATES[3] },
  },
  { site: "carre", path: "/en/page/sales-contact", ref: { id: "sales-contact" }, values: { name: "Piet", email: "piet@example.com", message: "Een zaal voor 300" }, upstream: "/api/services/forms/zakelijk-contact?lang=en", body: { name: "Piet", message: "Een zaal voor 300" } },
  {
    site: "carre",
    path: "/pagina/eenmalige-donatie",
    ref: { id: "simple-donation" },
    values: { first_name: "Piet", last_name: "Jansen", email: "piet@example.com", amount_of_ppl: "3", donation_per_person: "1000" },
    upstream: "/api/services/forms/eenmalige-donatie-simple?lang=nl",
    body: { amount_of_ppl: 3, donation_per_person: 1000 },
  },
  {
    site: "fonds",
    path: "/en/page/become-a-donor",
    ref: { id: "donor" },
    values: { ...PERSON, donationLevel: "Moedige Volbloed" },
    upstream: "/fonds/api/services/forms/word-donateur?lang=en",
    body: { ...PERSON, donationLevel: "Moedige Volbloed" },
  },
  {
    site: "fonds",
    path: "/pagina/party",
    ref: { id: "foundation-contact", callBack: false },
    values: { ...PERSON, subject: "Een feest in Carré" },
    upstream: "/fonds/api/services/forms/carre-contact?lang=nl",
    body: { subject: "Een feest in Carré" },
  },
  {
    site: "fonds",
    path: "/pagina/c-diploma",
    ref: { id: "diploma" },
    values: { name: "Piet", customer_id: "C-1", email: "piet@example.com", ...events(0, "0"), ...events(4, "2") },
    upstream: "/fonds/api/services/forms/c-diploma",
    body: { events: [{ name: "Ali B & Friends", date: "2027-02-13", amount: 2, reservation: "Grand Café Carré" }], subscribe: false },
  },
];

/** POSTs a form natively, follows the 303 with the cookie it set, and gives both answers. */
export async function postNatively(stack: Stack, path: string, fields: Record<string, string | string[]>) {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  const post = await request(stack.app).post(path).type("form").send(form.toString());
  const cookie = (post.headers["set-cookie"] as unknown as string[] | undefined)?.map((c) => c.split(";")[0]).join("; ") ?? "";
  const location = post.headers.location as string | undefined;
  // The fragment (the form's anchor) stays in the browser.
  const get = location?.startsWith("/") ? await request(stack.app).get(location.split("#")[0]!).set("Cookie", cookie) : undefined;
  return { post, get };
}

export const posts = (stack: Stack) => stack.cms.received.filter((c) => c.method === "POST");
export const named = (ref: FormRef) => ({ _form: JSON.stringify(ref), _slot: "main" });

/** Both sites, started for the file, taking more posts a minute than one visitor may. */
export function useFormSites(): Record<"carre" | "fonds", Stack> {
  const sites = {} as Record<"carre" | "fonds", Stack>;
  useBothSites(
    (carre, fonds) => Object.assign(sites, { carre, fonds }),
    { SERVICE_RATE_LIMIT: "1000" },
  );
  return sites;
}
