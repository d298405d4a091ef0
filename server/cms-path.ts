/**
 * The one form of a CMS path, shared by cache keys, purges and the front cache's keys: however a
 * client encoded an address, it names one entry.
 */
/** Decoded, one leading slash, no repeated or trailing slashes, no query. */
export function normalisePath(path: string): string {
  let p = path.split("?")[0]!;
  try {
    p = decodeURIComponent(p);
  } catch {
    // keep the raw form: it cannot have reached the CMS in another encoding
  }
  p = `/${p}`.replace(/\/{2,}/g, "/");
  return p.length > 1 ? p.replace(/\/+$/, "") : p;
}
