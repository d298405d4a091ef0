/**
 * A stored page's bytes compressed once, per encoding, the first time a client asks for them: a hit
 * then sends stored bytes without compressing again (issue 12 §3). Brotli at quality 5 is the usual
 * on-the-fly setting (most of quality 11's gain at a fraction of its cost); gzip at level 6.
 * A client that sends no Accept-Encoding gets the plain bytes and costs no compression work.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import accepts from "accepts";
import fresh from "fresh";

export type Encoding = "br" | "gzip";

/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 1024;

const encoded = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/** The encoding to send `body` in for this request, or null for the plain bytes. */
export function chooseEncoding(req: IncomingMessage, body: Buffer): Encoding | null {
  if (body.length < MIN_BYTES || !req.headers["accept-encoding"]) return null;
  // Our preference, not the header's order: browsers list gzip first, and brotli is smaller.
  const accepted = accepts(req);
  if (accepted.encoding("br") === "br") return "br";
  return accepted.encoding("gzip") === "gzip" ? "gzip" : null;
}

export function encodedBody(body: Buffer, encoding: Encoding): Buffer {
  let variants = encoded.get(body);
  if (!variants) encoded.set(body, (variants = {}));
  return (variants[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : gzipSync(body, { level: 6 }));
}

/** A strong ETag per representation: the compressed bytes differ from the plain ones. */
export function etagFor(etag: string, encoding: Encoding | null): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/**
 * Stored bytes with a strong validator: in the encoding the client takes (compressed once per body),
 * or 304 when the client's copy is this one. The caller has set status, type and cache headers
 * (Vary: Accept-Encoding among them).
 */
export function sendEncoded(req: IncomingMessage, res: ServerResponse, body: Buffer, strongEtag: string): void {
  const encoding = chooseEncoding(req, body);
  const etag = etagFor(strongEtag, encoding);
  res.setHeader("ETag", etag);
  if (isFresh(req, res.statusCode, etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (encoding) res.setHeader("Content-Encoding", encoding);
  sendBytes(res, encoding ? encodedBody(body, encoding) : body);
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
