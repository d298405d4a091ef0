/**
 * Result types of spec 1 §4 / §8: every upstream answer ends as one of these values, never as a
 * thrown surprise. Shared so the server's upstream client and the browser's same-origin fetches
 * decode answers the same way.
 */
import type { z } from "zod";

export type FetchResult<T> =
  | { type: "OK"; value: T; /** Length of the answer's JSON text, for caches that budget bytes. */ bytes?: number }
  | { type: "NOT_FOUND" }
  | { type: "HTTP_ERROR"; status: number; message: string }
  | { type: "DECODE_FAILED"; message: string }
  | { type: "PARSE_FAILED"; message: string };

export interface FetchDecodedOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  init?: RequestInit;
}

/**
 * GET (or init.method) a URL and decode its JSON with a schema.
 * 404 → NOT_FOUND; other non-2xx, network failure, timeout or unreadable body → HTTP_ERROR
 * (status 0 when there was no answer); invalid JSON → PARSE_FAILED; wrong shape → DECODE_FAILED.
 */
export async function fetchDecoded<S extends z.ZodType>(
  url: string,
  schema: S,
  options: FetchDecodedOptions = {},
): Promise<FetchResult<z.output<S>>> {
  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter(
    (s): s is AbortSignal => s !== undefined,
  );
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  let text: string;
  let status: number;
  try {
    const res = await (options.fetchImpl ?? fetch)(url, {
      ...options.init,
      signal,
      headers: { accept: "application/json", ...(options.init?.headers ?? {}) },
    });
    status = res.status;
    if (status === 404) {
      await res.body?.cancel().catch(() => undefined);
      return { type: "NOT_FOUND" };
    }
    text = await res.text();
  } catch (err) {
    return { type: "HTTP_ERROR", status: 0, message: describeError(err) };
  }
  if (status < 200 || status >= 300) return { type: "HTTP_ERROR", status, message: `HTTP ${status}` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { type: "PARSE_FAILED", message: describeError(err) };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { type: "DECODE_FAILED", message: `${first?.path.join(".") || "(root)"}: ${first?.message ?? "invalid"}` };
  }
  return { type: "OK", value: parsed.data, bytes: text.length };
}

function describeError(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    return cause ? `${err.name}: ${err.message} (${cause})` : `${err.name}: ${err.message}`;
  }
  return String(err);
}
