/**
 * UTF-8 bytes of a document's long pieces, made once (docs/decisions/caching.md, "View models kept
 * with their answer"). The inline CSS is one string per class set and a show's JSON-LD one string
 * per kept view, so page after page hands the same string: looked up by it, its bytes are found at
 * once, where encoding them took ~0.8 ms of a cold show page (156 KB of head). Keyed by content, so
 * never stale and nothing to purge; bounded in bytes, the least recently used going first.
 */
import { LRUCache } from "lru-cache";

/** Shorter pieces are encoded per page: cheaper than a lookup that has to hash them. */
const LONG = 4096;
const BUDGET_BYTES = 8 * 1024 * 1024;

const kept = new LRUCache<string, Buffer>({ maxSize: BUDGET_BYTES, sizeCalculation: (bytes) => bytes.length });

export function pieceBytes(text: string): Buffer {
  if (text.length < LONG) return Buffer.from(text);
  let bytes = kept.get(text);
  if (!bytes) kept.set(text, (bytes = Buffer.from(text)));
  return bytes;
}
