/**
 * A redirect's target as a Location header. A module of its own: only the loaders' redirects use it,
 * and in links.ts it rode in every page's first-load JS.
 */
/**
 * A link as a Location header: header values are ASCII, so what an editor typed ("é", "–", a space)
 * is percent-encoded (a browser reads an encoded host back as its IDN); escapes already there stay.
 * Null for text that cannot be encoded (a lone surrogate). An en dash in a CMS redirect target made
 * the page a 500.
 */
export function locationHeader(target: string): string | null {
  try {
    return target.replace(/[^\x21-\x7e]+/g, encodeURIComponent);
  } catch {
    return null;
  }
}
