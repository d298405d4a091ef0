/**
 * A page as produced once and sent many times: status, the document's bytes, the hashes its CSP
 * names (read from those bytes), its ETag, and what the data it was made from allows (cache state, tags,
 * freshness, private or failed). The output cache stores these; every response is sent from one.
 */
import { createHash } from "node:crypto";
import type { CacheState } from "../cache";
import type { DocumentSources } from "./document-csp";

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
  body: Buffer;
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

/** A strong validator of the stored bytes. */
export function strongEtag(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}
