/**
 * Forms of both sites that are about performances (spec 3 §2 "All sites", §3, §4, §5, §9): the
 * diploma order with its fixed list of dated shows, and the premiere RSVP of a page that has one.
 */
import { DIPLOMA_DINNERS, STRICT_EMAIL } from "../contract/forms";
import type { FieldDef, FormDef } from "./engine";
import { str, type FormData } from "./field-schemas";
import { comment, emailField, name, plainForm } from "./fields";
import { allNewsletters, subscriptionNames } from "./newsletter";

/** Spec 3 §9: "events are a fixed list of 7 dated shows". */
export const DIPLOMA_EVENTS = [
  { name: "Het Zwanenmeer", date: "2027-01-09" },
  { name: "De Notenkraker", date: "2027-01-16" },
  { name: "Circus Carré Kerst", date: "2027-01-23" },
  { name: "Hadestown", date: "2027-02-06" },
  { name: "Ali B & Friends", date: "2027-02-13" },
  { name: "Vals Plat", date: "2027-02-20" },
  { name: "Kinderen voor Kinderen", date: "2027-03-06" },
] as const;

const amountOf = (i: number) => `amount_${i}`;
const dinnerOf = (i: number) => `reservation_${i}`;

const diplomaFields: FieldDef[] = [
  name("name"),
  { name: "customer_id", kind: "text", required: true, maxLength: 100 },
  emailField(),
  ...DIPLOMA_EVENTS.flatMap((_, i): FieldDef[] => [
    { name: amountOf(i), kind: "select", options: ["0", "1", "2"], group: `event_${i}` },
    // Spec 3 §4: the dinner choice is disabled and reset to Nee while the person count is 0.
    { name: dinnerOf(i), kind: "select", options: DIPLOMA_DINNERS, group: `event_${i}`, lockedWhen: (v) => (v[amountOf(i)] ?? "0") === "0", resetTo: "Nee" },
  ]),
  { name: "subscribe", kind: "checkbox" },
];


export const DIPLOMA_FORM: FormDef<FormData> = plainForm("diploma-order", diplomaFields, {
  initial: Object.fromEntries(DIPLOMA_EVENTS.flatMap((_, i) => [[amountOf(i), "0"], [dinnerOf(i), "Nee"]])),
  // Spec 3 §5: a standard address, and at least one event with persons.
  refine: (data) => {
    const problems: Record<string, string> = {};
    if (!STRICT_EMAIL.test(String(data.email))) problems.email = "email";
    if (!DIPLOMA_EVENTS.some((_, i) => Number(data[amountOf(i)] ?? 0) > 0)) problems[amountOf(0)] = "event";
    return Object.keys(problems).length ? problems : null;
  },
  body: (data) => ({
    name: data.name,
    customer_id: data.customer_id,
    email: data.email,
    subscribe: data.subscribe === true,
    // Spec 3 §7: only the selected events are sent.
    events: DIPLOMA_EVENTS.flatMap((event, i) => {
      const amount = Number(data[amountOf(i)] ?? 0);
      return amount > 0 ? [{ ...event, amount, reservation: str(data, dinnerOf(i)) ?? "Nee" }] : [];
    }),
  }),
  // Spec 3 §7: "for all newsletters in Dutch": every newsletter of spec 3 §3, {product}_nl included.
  followUp: (data, _lang, product) =>
    data.subscribe === true ? { callId: "newsletter-subscribe", body: { email: data.email, subscriptions: subscriptionNames(allNewsletters(product), "nl") } } : null,
});

export const diplomaEventFields = (i: number) => ({ amount: amountOf(i), dinner: dinnerOf(i) });

/** What a page's premiere form needs from the CMS (premiereForm, premiereFormStartTimeOpts). */
export interface PremiereRsvp {
  premiere: string;
  startTimes: readonly string[];
}

/** Spec 3 §5: 1–2 persons or 0 'not able to attend'. */
export const RSVP_ANSWERS = ["1", "2", "0"] as const;

/** Spec 3 §5: one start-time line is sent as a hidden value; several become a required select; none at 0 persons. */
export function premiereRsvpForm(rsvp: PremiereRsvp): FormDef<FormData> {
  const attending = (v: Record<string, unknown>) => v.people_amount !== "0";
  const startTime: FieldDef =
    rsvp.startTimes.length > 1
      ? { name: "start_time", kind: "select", required: true, options: rsvp.startTimes, when: attending }
      : { name: "start_time", kind: "hidden", options: rsvp.startTimes, when: (v) => attending(v) && rsvp.startTimes.length === 1 };
  return plainForm("premiere-signup", [emailField(), { name: "people_amount", kind: "radio", required: true, options: RSVP_ANSWERS }, startTime, comment()], {
    initial: rsvp.startTimes.length === 1 ? { start_time: rsvp.startTimes[0]! } : {},
    body: (data) => ({
      email: data.email,
      people_amount: Number(data.people_amount),
      start_time: str(data, "start_time"),
      comment: str(data, "comment"),
      premiere_name: rsvp.premiere,
    }),
  });
}

/** Spec 3 §5: "Default 0 when the query parameter rsvp is nee or no." */
export function declinesRsvp(query: URLSearchParams): boolean {
  const rsvp = query.get("rsvp")?.toLowerCase();
  return rsvp === "nee" || rsvp === "no";
}
