/**
 * Every services call of spec 3 §7 as data: its id, method, upstream path, body schema, whether it
 * carries `lang`, and how its answer reads. The server's proxy table and forwardService, the
 * browser's forms and the sample CMS's docs all name calls by these ids.
 */
import * as z from "zod";
import {
  CallbackRequest,
  DiplomaOrder,
  Donation,
  DonorSignup,
  FoundationContact,
  LotteryEntry,
  MeetingBooking,
  NewsletterRequest,
  PanelSignup,
  PremiereCancel,
  PremiereSignup,
  SalesContact,
  SimpleDonation,
  TokenBody,
} from "./forms";
import { FormAnswer, StatusAnswer } from "./services";

/** How an answer is read: a form's numeric code, a newsletter/confirmation status, or order details. */
export type AnswerKind = "code" | "status" | "order";

export interface ServiceCall {
  method: "POST" | "PATCH" | "GET";
  /** Upstream path; `{token}` is the body's token as one path segment, `{product}` the site's brand. */
  path: string;
  schema: z.ZodType<Record<string, unknown>>;
  /** The spec's `?lang={lang}`: passed through (nl or en), else never sent. */
  lang: boolean;
  answer: AnswerKind;
}

export const SERVICE_CALLS = {
  "donor-signup": { method: "POST", path: "/api/services/forms/word-donateur", schema: DonorSignup, lang: true, answer: "code" },
  "callback-request": { method: "POST", path: "/api/services/forms/terugbelverzoek", schema: CallbackRequest, lang: true, answer: "code" },
  "premiere-signup": { method: "POST", path: "/api/services/forms/premiere/signup", schema: PremiereSignup, lang: false, answer: "code" },
  "premiere-cancel": { method: "POST", path: "/api/services/forms/premiere/cancel", schema: PremiereCancel, lang: false, answer: "code" },
  "panel-signup": { method: "POST", path: "/api/services/forms/panel/signup", schema: PanelSignup, lang: false, answer: "code" },
  "foundation-contact": { method: "POST", path: "/api/services/forms/{product}-contact", schema: FoundationContact, lang: true, answer: "code" },
  "meeting-booking": { method: "POST", path: "/api/services/forms/vergadering", schema: MeetingBooking, lang: false, answer: "code" },
  "lottery-entry": { method: "POST", path: "/api/services/forms/oscar", schema: LotteryEntry, lang: true, answer: "code" },
  "simple-donation": { method: "POST", path: "/api/services/forms/eenmalige-donatie-simple", schema: SimpleDonation, lang: true, answer: "code" },
  donation: { method: "POST", path: "/api/services/forms/eenmalige-donatie", schema: Donation, lang: true, answer: "code" },
  "diploma-order": { method: "POST", path: "/api/services/forms/c-diploma", schema: DiplomaOrder, lang: false, answer: "code" },
  "sales-contact": { method: "POST", path: "/api/services/forms/zakelijk-contact", schema: SalesContact, lang: true, answer: "code" },
  "newsletter-subscribe": { method: "POST", path: "/api/services/newsletter/subscribe", schema: NewsletterRequest, lang: false, answer: "status" },
  "newsletter-unsubscribe": { method: "POST", path: "/api/services/newsletter/unsubscribe", schema: NewsletterRequest, lang: false, answer: "status" },
  "newsletter-subscribe-confirm": { method: "PATCH", path: "/api/services/newsletter/subscribe/{token}", schema: TokenBody, lang: false, answer: "status" },
  "newsletter-unsubscribe-confirm": { method: "PATCH", path: "/api/services/newsletter/unsubscribe/{token}", schema: TokenBody, lang: false, answer: "status" },
  "premiere-confirm": { method: "PATCH", path: "/api/services/forms/premiere/signup/{token}", schema: TokenBody, lang: false, answer: "status" },
  "panel-confirm": { method: "PATCH", path: "/api/services/forms/panel/signup/{token}", schema: TokenBody, lang: false, answer: "status" },
  "cultuurbank-confirm": { method: "PATCH", path: "/api/services/forms/oscar/{token}", schema: TokenBody, lang: false, answer: "status" },
  "order-details": { method: "GET", path: "/api/orders/orderdetails", schema: TokenBody, lang: false, answer: "order" },
} as const satisfies Record<string, ServiceCall>;

export type ServiceCallId = keyof typeof SERVICE_CALLS;
/** The PATCH confirmations by mail token (spec 3 §7). */
export type ConfirmCallId = Extract<ServiceCallId, `${string}-confirm`>;

export function isConfirmCall(id: ServiceCallId): id is ConfirmCallId {
  return id.endsWith("-confirm");
}
export type ServiceBody<Id extends ServiceCallId> = z.input<(typeof SERVICE_CALLS)[Id]["schema"]>;

/** Spec 3 §4: every call ends in one of these. */
export type ServiceResult = "SUCCESS" | "FAILURE" | "EXPIRED";

/** What the proxies answer and the browser reads: the result plus the fields the spec's client reads. */
export const ServiceOutcome = z.object({
  result: z.enum(["SUCCESS", "FAILURE", "EXPIRED"]),
  code: z.number().optional(),
  status: z.string().optional(),
  /** The donation's payment page (spec 3 §7): on 200 the browser goes there. */
  url: z.string().optional(),
  /** Order details: what the musical's thank-you page pushes to the data layer. */
  ecommerce: z
    .object({
      // Read as tolerantly as the account service's ids (spec 4: unobserved shapes stay loose): a
      // numeric id or a price as text still gets the order its one event.
      transaction_id: z.union([z.string(), z.number()]).transform(String),
      value: z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/).transform(Number)]).optional().catch(undefined),
      currency: z.string().optional(),
      items: z.array(z.record(z.string(), z.unknown())).optional(),
    })
    .optional(),
});
export type ServiceOutcome = z.infer<typeof ServiceOutcome>;

/** Order details, read loosely like the other answers (services.ts): only what the client reads counts. */
const OrderAnswer = z.looseObject({ ecommerce: ServiceOutcome.shape.ecommerce });

/** Payment pages the donation may send the browser to: https only (a hostile answer cannot send it to javascript:). */
function safeUrl(url: string | undefined): string | undefined {
  return url && /^https:\/\/[^\s]+$/.test(url) ? url : undefined;
}

/**
 * Spec 3 §7: code 200 is SUCCESS, a missing code or any other FAILURE; a status 'expired' is EXPIRED,
 * any other status SUCCESS, no status FAILURE; order details without a transaction id FAILURE.
 */
export function reduceAnswer(kind: AnswerKind, json: unknown): ServiceOutcome {
  if (kind === "code") {
    const parsed = FormAnswer.safeParse(json);
    if (!parsed.success || parsed.data.code === undefined) return { result: "FAILURE" };
    const { code, url } = parsed.data;
    return code === 200 ? { result: "SUCCESS", code, ...(safeUrl(url) ? { url: safeUrl(url) } : {}) } : { result: "FAILURE", code };
  }
  if (kind === "status") {
    const parsed = StatusAnswer.safeParse(json);
    const status = parsed.success ? parsed.data.status : undefined;
    if (status === undefined || status === null) return { result: "FAILURE" };
    return { result: status === "expired" ? "EXPIRED" : "SUCCESS", ...(typeof status === "string" ? { status } : {}) };
  }
  const parsed = OrderAnswer.safeParse(json);
  if (!parsed.success || !parsed.data.ecommerce) return { result: "FAILURE" };
  return { result: "SUCCESS", ecommerce: parsed.data.ecommerce };
}
