/**
 * One media request to the media upstream (hero videos under `/media/*`): the request headers a
 * player's byte-range and revalidation need, a deadline for the answer's head only (a video body
 * may rightly take longer), and the caller's signal, which stops the body when the visitor leaves.
 */

/** What a player sends that the media host must see: ranges and revalidation, nothing personal. */
export const MEDIA_REQUEST_HEADERS = ["range", "if-range", "if-none-match", "if-modified-since"] as const;

export interface MediaRequest {
  method: "GET" | "HEAD";
  headers: Partial<Record<(typeof MEDIA_REQUEST_HEADERS)[number], string>>;
  /** Aborted when the visitor goes away: the upstream body stops too. */
  signal: AbortSignal;
}

/** The media host gave no answer's head in time (a gateway timeout, unlike a refusal or a redirect). */
export class MediaTimeout extends Error {}

export async function fetchMedia(url: string, request: MediaRequest, opts: { timeoutMs: number; fetchImpl?: typeof fetch }): Promise<Response> {
  const controller = new AbortController();
  const stop = () => controller.abort(request.signal.reason);
  request.signal.addEventListener("abort", stop, { once: true });
  const deadline = setTimeout(() => controller.abort(new MediaTimeout(`media upstream gave no answer within ${opts.timeoutMs} ms`)), opts.timeoutMs);
  // Fetch adds `Cache-Control: no-cache` to a conditional request unless one is set (Fetch standard,
  // HTTP-network-or-cache fetch), which makes a host answer 200 instead of 304; a conditional
  // request is a revalidation, which max-age=0 says without forbidding the 304.
  const conditional = Object.keys(request.headers).some((name) => name.startsWith("if-"));
  const headers = conditional ? { ...request.headers, "cache-control": "max-age=0" } : request.headers;
  try {
    return await (opts.fetchImpl ?? fetch)(url, { method: request.method, headers, signal: controller.signal, redirect: "error" });
  } catch (err) {
    request.signal.removeEventListener("abort", stop);
    throw err;
  } finally {
    clearTimeout(deadline);
  }
}
