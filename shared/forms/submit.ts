/**
 * The browser's side of a form submit: the same-origin proxy of the call (the browser never talks
 * to the services API itself), its answer read as the spec's result. Anything unreadable, a 4xx
 * or no answer at all is a FAILURE, as spec 3 §7 says for a missing code or a network error.
 */
import { readBoundedJson } from "../contract/bounded-body";
import type { ServiceCallId, ServiceOutcome } from "../contract/service-calls";
import type { Lang } from "../i18n/lang";

const TIMEOUT_MS = 20_000;

/** `product`: the site's brand slug, which the foundation contact's path names ({product}-contact). */
export async function submitService(callId: ServiceCallId, body: unknown, lang: Lang, product: string): Promise<ServiceOutcome> {
  try {
    // Loaded on the first submit, not with the page: the call table brings zod, which no page's
    // first load needs (issue 12 §5).
    const { ServiceOutcome, SERVICE_CALLS } = await import("../contract/service-calls");
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
    const parsed = ServiceOutcome.safeParse(await readBoundedJson(res));
    return parsed.success ? parsed.data : { result: "FAILURE" };
  } catch {
    return { result: "FAILURE" };
  }
}
