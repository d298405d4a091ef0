/**
 * A page as produced once and sent many times: status, the document's bytes, the hashes its CSP
 * names (read from those bytes), its ETag, and what the data it was made from allows (cache state, tags,
 * freshness, private or failed). The output cache stores these; every response is sent from one.
 */
import { createHash } from "node:crypto";
import type { CacheState } from "../cache";
import type { DocumentSources } from "./document-csp";
import type { Body } from "./encoded-body";

export interface PageUsage {
  state: CacheState;
  tags: ReadonlySet<string>;
  freshForMs: number;
  isPersonal: boolean;
  hasFailure: boolean;
  /** The CMS failed and stale data (or an older stored copy) covers it: X-Cache STALE-IF-ERROR, never stored in front. */
  staleIfError?: boolean;
}

export interface StoredPage {
  status: number;
  /** Redirects only. */
  location?: string;
  /** The bytes; a document's in the pieces it was written in (encoded-body.ts). */
  body: Body;
  /** Documents only: a strong validator of `body`. */
  etag?: string;
  /** HTML documents: their inline scripts and styles and external scripts by hash, which every response of them names in its policy. */
  csp?: DocumentSources;
  usage: PageUsage;
  /** Preview answers: never stored anywhere, by us or in front. */
  isPrivate: boolean;
  /** Default: an HTML document. */
  contentType?: string;
  /** How long producing it took (Server-Timing): waiting for its data, and rendering it. */
  timing?: { dataMs: number; renderMs: number };
}

/** A strong validator of the stored bytes, given whole or in the pieces they were joined from. */
export function strongEtag(body: Body): string {
  const hash = createHash("sha256");
  if (Buffer.isBuffer(body)) hash.update(body);
  else for (const piece of body) hash.update(piece.length < LONG_PIECE ? piece : pieceDigest(piece)).update(lengthOf(piece));
  return `"${hash.digest("base64url").slice(0, 32)}"`;
}

/**
 * A long piece stands in the hash by its own digest, kept with it: most of a document's bytes are
 * pieces kept with their answer or class set (the inline CSS, JSON-LD, page data), which a cold
 * page hashed again per request (a third of a millisecond on a show page). Each piece's length
 * follows it, so pieces joined differently never read as the same sequence.
 */
const LONG_PIECE = 4096;
const digests = new WeakMap<Buffer, Buffer>();

/** A piece's SHA-256, made once per piece. */
export function pieceDigest(piece: Buffer): Buffer {
  let digest = digests.get(piece);
  if (!digest) digests.set(piece, (digest = createHash("sha256").update(piece).digest()));
  return digest;
}

function lengthOf(piece: Buffer): Buffer {
  const bytes = Buffer.allocUnsafe(4);
  bytes.writeUInt32BE(piece.length);
  return bytes;
}
