/**
 * The browser's side of a form submit: the same-origin proxy of the call (the browser never talks
 * to the services API itself), its answer read as the spec's result. Anything unreadable, a 4xx
 * or no answer at all is a FAILURE, as spec 3 §7 says for a missing code or a network error; a 400
 * that names the fields the call's schema refused brings those along, for the form to show.
 */
import { readBoundedJson } from "../contract/bounded-body";
import type { FieldErrors } from "../contract/forms";
import type { ServiceCallId, ServiceOutcome } from "../contract/service-calls";
import type { Lang } from "../i18n/lang";

/** `refused`: the fields the call's schema refused, by the forms' message keys. */
export type SubmitOutcome = ServiceOutcome & { refused?: FieldErrors };

/** The proxy's 400 (server/http/services.ts): `{ message, errors: { field: message } }`. */
function refusedFields(json: unknown): FieldErrors | undefined {
  const errors = typeof json === "object" && json !== null ? (json as { errors?: unknown }).errors : undefined;
  if (typeof errors !== "object" || errors === null) return undefined;
  const entries = Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === "string");
  return entries.length ? Object.fromEntries(entries) : undefined;
}

const TIMEOUT_MS = 20_000;

/** `product`: the site's brand slug, which the foundation contact's path names ({product}-contact). */
export async function submitService(callId: ServiceCallId, body: unknown, lang: Lang, product: string): Promise<SubmitOutcome> {
  try {
    // Loaded on the first submit, not with the page: the call table brings zod, which no page's
    // first load needs (issue 12 §5).
    const [{ ServiceOutcome, SERVICE_CALLS }, { asFormErrorKeys }] = await Promise.all([import("../contract/service-calls"), import("../contract/messages")]);
    const call = SERVICE_CALLS[callId];
    // The same-origin proxy listens on the call's path with {product} filled in (server/http/services.ts).
    const path = call.path.replace("{product}", encodeURIComponent(product));
    const url = call.lang ? `${path}?lang=${lang}` : path;
    const res = await fetch(url, {
      method: call.method,
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json: unknown = await readBoundedJson(res);
    const refused = res.status === 400 ? refusedFields(json) : undefined;
    if (res.status === 400) return { result: "FAILURE", refused: refused && asFormErrorKeys(refused) };
    const parsed = ServiceOutcome.safeParse(json);
    return parsed.success ? parsed.data : { result: "FAILURE" };
  } catch {
    return { result: "FAILURE" };
  }
}
