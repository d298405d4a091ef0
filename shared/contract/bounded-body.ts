/**
 * Reading an upstream answer with a byte limit (issue 28 §1): the body is read while it streams and
 * the connection is dropped as soon as the limit is passed, so a runaway answer (a misconfigured
 * endpoint, a proxy's error page in a loop) costs at most the limit in memory, never its full size.
 * Used for every upstream body the server or the browser reads; the server's limit is
 * UPSTREAM_MAX_BYTES (docs/configuration.md).
 */

/** The default limit: about twelve times the largest render answer seen (the production list, ~650 KB). */
export const DEFAULT_MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export class AnswerTooLarge extends Error {
  constructor(
    readonly limitBytes: number,
    /** What was seen before reading stopped: the announced Content-Length, or the bytes read so far. */
    readonly seenBytes: number,
  ) {
    super(`answer over the ${limitBytes}-byte limit (${seenBytes} bytes seen)`);
    this.name = "AnswerTooLarge";
  }
}

/**
 * The body as text, read no further than `maxBytes`; throws AnswerTooLarge (and cancels the body,
 * which closes the connection) when the answer is longer, before it is held.
 */
export async function readBoundedText(res: Response, maxBytes: number = DEFAULT_MAX_ANSWER_BYTES): Promise<string> {
  const announced = Number(res.headers.get("content-length") ?? "");
  if (Number.isFinite(announced) && announced > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new AnswerTooLarge(maxBytes, announced);
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += value.byteLength;
    if (seen > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AnswerTooLarge(maxBytes, seen);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(seen);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The body as JSON (unknown: callers decode it with their schema), within the byte limit. */
export async function readBoundedJson(res: Response, maxBytes: number = DEFAULT_MAX_ANSWER_BYTES): Promise<unknown> {
  return JSON.parse(await readBoundedText(res, maxBytes));
}
