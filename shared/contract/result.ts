/**
 * Result types of spec 1 §4 / §8: every upstream answer ends as one of these values, never as a
 * thrown surprise. Shared so the server's upstream client and the browser's same-origin fetches
 * decode answers the same way.
 */
import type { z } from "zod";
import { AnswerTooLarge, readBoundedText } from "./bounded-body";

export type FetchResult<T> =
  | { type: "OK"; value: T; /** Length of the answer's JSON text, for caches that budget bytes. */ bytes?: number }
  | { type: "NOT_FOUND" }
  | {
      type: "HTTP_ERROR";
      status: number;
      message: string;
      /** The answer passed the byte limit: what was seen when reading stopped. */
      tooLarge?: { limitBytes: number; seenBytes: number };
      /** The connection was closed under the call before an answer came (a reused keep-alive socket the other side had just closed). */
      connectionLost?: true;
    }
  | { type: "DECODE_FAILED"; message: string }
  | { type: "PARSE_FAILED"; message: string };

export interface FetchDecodedOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  init?: RequestInit;
  /** Reading stops (and the connection is dropped) past this many bytes; DEFAULT_MAX_ANSWER_BYTES when absent. */
  maxBytes?: number;
}

/**
 * GET (or init.method) a URL and decode its JSON with a schema.
 * 404 → NOT_FOUND; other non-2xx (a redirect too), network failure, timeout or unreadable body → HTTP_ERROR
 * (status 0 when there was no answer; `tooLarge` when the answer passed `maxBytes`); invalid JSON → PARSE_FAILED; wrong shape → DECODE_FAILED.
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
  let status: number | undefined;
  try {
    const res = await (options.fetchImpl ?? fetch)(url, {
      // An API answers where it is asked: an answer for another address followed silently would be
      // stored as this one's (a 302 to another show's answer showed that show under this URL).
      redirect: "manual",
      ...options.init,
      signal,
      headers: { accept: "application/json", ...(options.init?.headers ?? {}) },
    });
    status = res.status;
    // A failure's body is never read: it says nothing the status does not, and may be any size.
    if (status === 404 || status < 200 || status >= 300) {
      await res.body?.cancel().catch(() => undefined);
      return status === 404 ? { type: "NOT_FOUND" } : { type: "HTTP_ERROR", status, message: `HTTP ${status}` };
    }
    text = await readBoundedText(res, options.maxBytes);
  } catch (err) {
    if (err instanceof AnswerTooLarge) return { type: "HTTP_ERROR", status: status!, message: err.message, tooLarge: { limitBytes: err.limitBytes, seenBytes: err.seenBytes } };
    return { type: "HTTP_ERROR", status: 0, message: describeError(err), ...(status === undefined && connectionLost(err) ? { connectionLost: true as const } : {}) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { type: "PARSE_FAILED", message: describeError(err) };
  }
  let parsed: z.ZodSafeParseResult<z.output<S>>;
  try {
    parsed = schema.safeParse(json);
  } catch (err) {
    // zod itself can give out on a freak answer (130,000 failing items overflowed its stack).
    return { type: "DECODE_FAILED", message: `(root): ${describeError(err)}` };
  }
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { type: "DECODE_FAILED", message: `${first?.path.join(".") || "(root)"}: ${first?.message ?? "invalid"}` };
  }
  return { type: "OK", value: parsed.data, bytes: text.length };
}

const LOST = new Set(["ECONNRESET", "EPIPE", "UND_ERR_SOCKET"]);

function connectionLost(err: unknown): boolean {
  const code = (err as { cause?: { code?: string } } | null)?.cause?.code;
  return code !== undefined && LOST.has(code);
}

function describeError(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    return cause ? `${err.name}: ${err.message} (${cause})` : `${err.name}: ${err.message}`;
  }
  return String(err);
}
