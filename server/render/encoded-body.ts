/**
 * A stored page's bytes compressed once, per encoding, the first time a client asks for them: a hit
 * then sends stored bytes without compressing again (issue 12 §3). Brotli at quality 5 is the usual
 * on-the-fly setting (most of quality 11's gain at a fraction of its cost); gzip at level 6.
 * A client that sends no Accept-Encoding gets the plain bytes and costs no compression work.
 *
 * A document is kept as the pieces it was written in (its head, the inline CSS, React's part, the
 * page data: most of them buffers kept with their answers), not joined: joining a show page's
 * 314 KB took a third of a millisecond of a cold render, for bytes nearly every browser takes
 * compressed. The pieces are compressed on zlib's thread pool, not on the event loop (2–4 ms of
 * brotli per cold page), and joined only for a client that takes them plain, once per body.
 */
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import fresh from "fresh";
import { bestEncoding } from "../http/encoding";

export type Encoding = "br" | "gzip";

/** A response body: one buffer, or the pieces to send one after another. */
export type Body = Buffer | readonly Buffer[];

/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 1024;
/** Pieces shorter than this go to the compressor together: each write is a trip to the thread pool. */
const BATCH_BYTES = 16 * 1024;

interface Made {
  length: number;
  joined?: Buffer;
  ready: Partial<Record<Encoding, Buffer>>;
  pending: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** What is made of a body, once: kept as long as the body is (a stored page, an API answer). */
const made = new WeakMap<Body, Made>();

function madeOf(body: Body): Made {
  let of = made.get(body);
  if (!of) made.set(body, (of = { length: Buffer.isBuffer(body) ? body.length : body.reduce((sum, piece) => sum + piece.length, 0), ready: {}, pending: {} }));
  return of;
}

export function bodyLength(body: Body): number {
  return Buffer.isBuffer(body) ? body.length : madeOf(body).length;
}

/** The body as one buffer: the pieces joined the first time a client takes them plain. */
export function plainBytes(body: Body): Buffer {
  if (Buffer.isBuffer(body)) return body;
  const of = madeOf(body);
  return (of.joined ??= Buffer.concat(body, of.length));
}

/** The encoding to send `body` in for this request, or null for the plain bytes. */
export function chooseEncoding(req: IncomingMessage, body: Body): Encoding | null {
  if (bodyLength(body) < MIN_BYTES || !req.headers["accept-encoding"]) return null;
  const best = bestEncoding(req, ["br", "gzip", "identity"]);
  return best === "identity" || best === undefined ? null : best;
}

/** The compressed bytes when they are made, else undefined (`encodedBody` makes them). */
export function readyEncoded(body: Body, encoding: Encoding): Buffer | undefined {
  return made.get(body)?.ready[encoding];
}

/** The compressed bytes, made once per body and encoding, also for requests asking at the same time. */
export function encodedBody(body: Body, encoding: Encoding): Promise<Buffer> {
  const of = madeOf(body);
  const ready = of.ready[encoding];
  if (ready) return Promise.resolve(ready);
  return (of.pending[encoding] ??= compress(Buffer.isBuffer(body) ? [body] : body, encoding, of.length).then(
    (bytes) => {
      of.ready[encoding] = bytes;
      delete of.pending[encoding];
      return bytes;
    },
    (err: unknown) => {
      delete of.pending[encoding];
      throw err;
    },
  ));
}

function compress(pieces: readonly Buffer[], encoding: Encoding, length: number): Promise<Buffer> {
  const stream =
    encoding === "br"
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : createGzip({ level: 6 });
  return new Promise((resolve, reject) => {
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(out)));
    stream.on("error", reject);
    for (const batch of batches(pieces)) stream.write(batch);
    stream.end();
  });
}

/** The pieces with runs of short ones joined (a head's dozen small strings), long ones as they are. */
function batches(pieces: readonly Buffer[]): Buffer[] {
  const out: Buffer[] = [];
  let run: Buffer[] = [];
  const flush = () => {
    if (run.length > 0) out.push(run.length === 1 ? run[0]! : Buffer.concat(run));
    run = [];
  };
  for (const piece of pieces) {
    if (piece.length >= BATCH_BYTES) {
      flush();
      out.push(piece);
    } else run.push(piece);
  }
  flush();
  return out;
}

/** A strong ETag per representation: the compressed bytes differ from the plain ones. */
export function etagFor(etag: string, encoding: Encoding | null): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/**
 * Stored bytes with a strong validator: in the encoding the client takes (compressed once per body,
 * the first time off the event loop), or 304 when the client's copy is this one. The caller has set
 * status, type and cache headers (Vary: Accept-Encoding among them).
 */
export function sendEncoded(req: IncomingMessage, res: ServerResponse, body: Body, strongEtag: string): void {
  const encoding = chooseEncoding(req, body);
  const etag = etagFor(strongEtag, encoding);
  res.setHeader("ETag", etag);
  if (isFresh(req, res.statusCode, etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (!encoding) return sendBytes(res, plainBytes(body));
  const ready = readyEncoded(body, encoding);
  if (ready) return sendCompressed(res, ready, encoding);
  encodedBody(body, encoding).then(
    (bytes) => {
      if (!res.destroyed) sendCompressed(res, bytes, encoding);
    },
    // Not seen in practice (zlib fails on memory alone): the plain bytes are the same page.
    () => {
      if (res.destroyed) return;
      res.setHeader("ETag", strongEtag);
      sendBytes(res, plainBytes(body));
    },
  );
}

function sendCompressed(res: ServerResponse, bytes: Buffer, encoding: Encoding): void {
  res.setHeader("Content-Encoding", encoding);
  sendBytes(res, bytes);
}

/** The browser's copy is this one (If-None-Match), decided as Express's `req.fresh` does: GET or HEAD, a 2xx answer. */
function isFresh(req: IncomingMessage, status: number, etag: string): boolean {
  return (req.method === "GET" || req.method === "HEAD") && status >= 200 && status < 300 && fresh(req.headers, { etag });
}

/** The length and the bytes (type and ETag are set by the caller); Node leaves the body out of an answer to HEAD. */
export function sendBytes(res: ServerResponse, body: Buffer): void {
  res.setHeader("Content-Length", body.length);
  res.end(body);
}
