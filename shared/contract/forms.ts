/**
 * What the site sends to the services API (spec 3 §3, §5, §7): one zod schema per call, used by the
 * server's proxies and no-JS posts before anything leaves, and by the browser's forms for live
 * validation, so both sides refuse the same input with the same per-field errors.
 * Unknown fields are dropped (z.object strips), so the upstream only sees fields the spec names.
 * Each is made on its first use (`z.lazy`): made at once, they were most of the time a form page's
 * code took to start (~60 ms at 4× CPU slowdown), though a page uses one schema, when it is posted.
 */
import * as z from "zod";

import { EMAIL_FIELD, STRICT_EMAIL } from "../domain/email";
import { todayIso } from "../domain/today";
import { MESSAGES } from "./messages";

export { EMAIL_FIELD, STRICT_EMAIL };

/** Control characters (line breaks allowed where `multiline`) and markup never reach the backend's mails. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const MARKUP = /<[A-Za-z/!?]/;

/**
 * Text of one line, or of several (a textarea): its line endings become LF before the length is
 * counted, so a native post's CRLF and a script's LF are the same text with the same limit.
 */
function text(max: number, opts: { multiline?: boolean } = {}) {
  return z
    .string()
    .overwrite((s) => (opts.multiline ? s.replace(/\r\n?/g, "\n") : s))
    .trim()
    .max(max, MESSAGES.length(max))
    .refine((s) => !CONTROL.test(s) && (opts.multiline || !/[\r\n\t]/.test(s)), MESSAGES.control)
    .refine((s) => !MARKUP.test(s), MESSAGES.markup);
}
/** Empty strings count as missing (spec 3 §5). */
const required = (max = 200) => text(max).min(1, MESSAGES.required);
const optional = (max = 200) => text(max).optional();
/** What a textarea holds (issue 24 §1: every textarea of every form takes several lines). */
const lines = (max: number) => text(max, { multiline: true }).optional();
export const comment = () => lines(4000);
export const email = () => z.string().trim().max(254, MESSAGES.length(254)).regex(EMAIL_FIELD, MESSAGES.email);
/** A date as the date inputs send it. */
const isoDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.date);
/** Required booleans must be true (spec 3 §5). */
const accepted = () => z.literal(true, { error: MESSAGES.accepted });
const count = (min: number, max: number) => z.number({ error: MESSAGES.number }).int(MESSAGES.whole).min(min).max(max);

/** Donor sign-up, `forms/word-donateur`. */
export const DonorSignup = z.lazy(() => z.object({ firstName: required(), lastName: required(), email: email(), phone: optional(40), donationLevel: required(100) }));

export const EXISTING_RESERVATION = "existing reservation";
export const OTHER_SUBJECT = "Other";

/**
 * Callback request, `forms/terugbelverzoek`. Spec 3 §5's rules between fields hold for a body the
 * JSON proxy gets as for the form: subject_specification is required for Other, and order_id,
 * there only for an existing reservation, is not sent for another subject.
 */
export const CallbackRequest = z.lazy(() => z
  .object({
    time_of_day: required(100),
    subject: required(),
    order_id: optional(100),
    subject_specification: lines(1000),
    name: required(),
    email: email(),
    phone: required(40),
  })
  .superRefine((v, ctx) => {
    if (v.subject === OTHER_SUBJECT && !v.subject_specification) ctx.addIssue({ code: "custom", path: ["subject_specification"], message: MESSAGES.required });
  })
  .transform(({ order_id, ...rest }) => (rest.subject === EXISTING_RESERVATION && order_id !== undefined ? { ...rest, order_id } : rest)));

/** Premiere sign-up, `forms/premiere/signup`: 1–2 persons or 0, not able to attend, which sends no start time (spec 3 §5). */
export const PremiereSignup = z.lazy(() => z
  .object({
    email: email(),
    people_amount: count(0, 2),
    start_time: optional(100),
    comment: comment(),
    premiere_name: required(),
  })
  .transform(({ start_time, ...rest }) => (rest.people_amount > 0 && start_time !== undefined ? { ...rest, start_time } : rest)));

/**
 * A premiere cancel link's signature as the backend issued it: opaque, and checked by the services
 * API, not here (issue 24 §4); a ref without one (or with a non-string) is forwarded without it.
 */
const signature = () => z.string().max(1024, MESSAGES.length(1024)).optional().catch(undefined);

/** Spec 3 §5: the cancel page's `ref`: an email with non-space around @ and a non-empty premiere_name; nothing more. */
const cancelRef = () => ({ email: z.string().regex(/\S@\S/, MESSAGES.email), premiere_name: z.string().trim().min(1, MESSAGES.required), signature: signature() });
export const PremiereCancelRef = z.lazy(() => z.object(cancelRef()));

/**
 * Premiere cancel, `forms/premiere/cancel`: the ref's fields by the ref's own rules. The visitor
 * types only the comment; a stricter rule here refused a ref the page had shown a form for, and
 * the summary blamed the comment.
 */
export const PremiereCancel = z.lazy(() => z.object({ ...cancelRef(), comment: comment() }));
export type PremiereCancelRef = z.infer<typeof PremiereCancelRef>;

/** The ref query parameter (base64 JSON), or null when it does not decode: the page says 'Er is iets misgegaan.'. */
export function decodeCancelRef(ref: string | null | undefined): PremiereCancelRef | null {
  if (!ref || ref.length > 4096) return null;
  try {
    const bytes = Uint8Array.from(atob(ref.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
    const parsed = PremiereCancelRef.safeParse(JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Visitor panel sign-up, `forms/panel/signup`. */
export const PanelSignup = z.lazy(() => z.object({ firstName: required(), lastName: required(), email: email(), comment: comment() }));

/** Foundation contact, `forms/{product}-contact`. */
export const FoundationContact = z.lazy(() => z.object({
  firstName: required(),
  lastName: required(),
  email: email(),
  subject: required(),
  phone: optional(40),
  callBackPreference: optional(100),
}));

export const MEETING_ARRANGEMENTS = ["4hr_no_lunch", "4hr_lunch", "8hr_lunch", "8hr_lunch_drink", "12hr_lunch", "12hr_lunch_drink_dinner"] as const;
export const MEETING_LAYOUTS = ["Blokopstelling", "Theateropstelling"] as const;
export const MEETING_FACILITIES = ["Livestreaming", "presentation screen", "Microphone"] as const;

/** Meeting booking, `forms/vergadering` (spec 3 §9 lists the choices). */
export const MeetingBooking = z.lazy(() => z.object({
  company_name: required(),
  point_of_contact_name: required(),
  point_of_contact_email: email(),
  address: lines(400),
  po_number: optional(100),
  // Spec 3 §5: from today in Amsterdam, whoever posts it.
  desired_date: isoDate().refine((day) => day >= todayIso(), MESSAGES.today),
  amount_of_people: count(1, 5000),
  arrangement_type: z.enum(MEETING_ARRANGEMENTS),
  desired_layout: z.enum(MEETING_LAYOUTS),
  extra_facilities: z.array(z.enum(MEETING_FACILITIES)).max(MEETING_FACILITIES.length).default([]),
  accept_general_conditions: accepted(),
  accept_visitor_conditions: accepted(),
  accept_data_sharing: accepted(),
}));

/** Lottery entry, `forms/oscar`: 1–4 tickets, opt-in required. */
export const LotteryEntry = z.lazy(() => z.object({
  first_name: required(),
  last_name: required(),
  email: email(),
  desired_date: required(100),
  amount_of_tickets: count(1, 4),
  agree_to_optin: accepted(),
}));

/** One-off donation (simple form), `forms/eenmalige-donatie-simple`: 1–8 persons. */
export const SimpleDonation = z.lazy(() => z.object({
  first_name: required(),
  last_name: required(),
  email: email(),
  phone: optional(40),
  amount_of_ppl: count(1, 8),
  donation_per_person: z.union([z.number().positive().max(1_000_000), required(20)]),
}));

/** One-time donation, `forms/eenmalige-donatie`: the custom amount is at least 2.50, sent as a number. */
export const Donation = z.lazy(() => z.object({
  donationAmount: z.number({ error: MESSAGES.number }).min(2.5).max(1_000_000),
  firstName: required(),
  middleName: optional(),
  lastName: required(),
  email: email(),
  companyName: optional(),
  special: text(100).nullable().default(null),
}));

export const DIPLOMA_DINNERS = ["Nee", "Pasta in de Nok", "De Carrékelder", "Grand Café Carré"] as const;

/** Diploma order, `forms/c-diploma`: standard email, at least one event with persons (spec 3 §5). */
export const DiplomaOrder = z.lazy(() => z.object({
  name: required(),
  customer_id: required(100),
  email: z.string().trim().max(254).regex(STRICT_EMAIL, MESSAGES.email),
  subscribe: z.boolean().default(false),
  events: z
    .array(z.object({ name: required(), date: required(100), amount: count(0, 2), reservation: z.enum(DIPLOMA_DINNERS) }))
    .min(1, MESSAGES.event)
    .max(20)
    .refine((events) => events.some((e) => e.amount > 0), MESSAGES.event),
}));

/** Sales contact, `forms/zakelijk-contact` (fields not shown in the spec: the generic contact form's). */
export const SalesContact = z.lazy(() => z.object({
  name: required(),
  email: email(),
  phone: optional(40),
  company_name: optional(),
  subject: optional(),
  message: comment(),
}));

/** Client names and the Dutch ones sent in Dutch (spec 3 §3); `{product}_en|nl` per product. */
export const NEWSLETTERS = ["newsletter", "new_in_sales", "bookings_for_groups", "servicemail_en", "nieuwsbrief", "nieuw_in_verkoop", "boekingen_voor_groepen", "servicemail_nl"] as const;
const subscription = () => z.string().refine((s) => (NEWSLETTERS as readonly string[]).includes(s) || /^[a-z][a-z0-9-]{1,30}_(nl|en)$/.test(s), "unknown newsletter");

/** Newsletter subscribe / unsubscribe, `{ email, subscriptions }`: at least one newsletter. */
export const NewsletterRequest = z.lazy(() => z.object({
  email: email(),
  subscriptions: z.array(subscription()).min(1, MESSAGES.newsletter).max(NEWSLETTERS.length + 10),
}));
export type NewsletterRequest = z.infer<typeof NewsletterRequest>;

/** A confirmation token from a mail link: one path segment of plain characters (no `..`, no slashes). */
export const TokenBody = z.lazy(() => z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{1,256}$/, "not a token") }));

/** The first message per field, the shape of a 400 and of a no-JS form shown again. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    out[key] ??= issue.message;
  }
  return out;
}
