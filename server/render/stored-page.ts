/**
 * A page as produced once and sent many times: status, the document's bytes (with the CSP nonce
 * it was rendered with), its ETag, and what the data it was made from allows (cache state, tags,
 * freshness, private or failed). The output cache stores these; every response is sent from one.
 */
import { createHash } from "node:crypto";
import type { CacheState } from "../cache";

export interface PageUsage {
  state: CacheState;
  tags: ReadonlySet<string>;
  freshForMs: number;
  isPersonal: boolean;
  hasFailure: boolean;
}

export interface StoredPage {
  status: number;
  /** Redirects only. */
  location?: string;
  body: Buffer;
  /** Documents only: a strong validator of `body`. */
  etag?: string;
  /** HTML documents: the CSP nonce in the bytes, which every response of them sends in its policy. */
  nonce?: string;
  usage: PageUsage;
  /** Preview answers: never stored anywhere, by us or in front. */
  isPrivate: boolean;
  /** Default: an HTML document. */
  contentType?: string;
}

/** A strong validator of the stored bytes. */
export function strongEtag(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}
