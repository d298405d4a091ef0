/**
 * What the document takes from React's part of it, read once per distinct part: the critical CSS
 * for the classes and ids it carries (critical-css.ts) and the policy's sources for any inline
 * element in it (document-csp.ts). A page is rendered to the same bytes again and again: with
 * OUTPUT_CACHE=off, at each refresh of a stored page whose data did not change, in every process
 * behind a front cache. Those bytes are found by their SHA-256 digest, which the ETag takes anyway
 * (stored-page.ts), so a part seen before costs a lookup instead of two readings of ~80 KB
 * (~0.3 ms of a cold show page). Keyed by content: never stale, nothing to purge.
 */
import { LRUCache } from "lru-cache";
import type { CriticalStyles, PageStyles } from "./critical-css";
import { documentSources, type DocumentSources } from "./document-csp";
import { pieceDigest } from "./stored-page";

export interface ReactPartFacts {
  /** Absent when the producer has no stylesheets to read (tests that fake assets). */
  styles: PageStyles | undefined;
  sources: DocumentSources;
}

/** Distinct parts kept (a digest, shared styles and the part's few sources each): every page of a large site. */
const PARTS_KEPT = 5000;

export function reactPartReader(critical: CriticalStyles | undefined): (react: Buffer, opts: { slider: boolean }) => ReactPartFacts {
  const kept = new LRUCache<string, ReactPartFacts>({ max: PARTS_KEPT });
  return (react, opts) => {
    const key = `${opts.slider ? "slider " : ""}${pieceDigest(react).toString("base64")}`;
    let facts = kept.get(key);
    if (!facts) {
      // Class and id names are ASCII, as is the markup's syntax: the part is read as latin1, one
      // character per byte (a copy), not decoded as UTF-8 (several times slower).
      const html = react.toString("latin1");
      kept.set(key, (facts = { styles: critical?.(html, opts), sources: documentSources(react) }));
    }
    return facts;
  };
}
