/**
 * HTTP caching for whatever stands in front (Varnish, a CDN) and for browsers: RFC 9111 / RFC 5861
 * directives derived from the cache state of the data a response was made from, plus surrogate
 * keys so a purge of a CMS node reaches the cached pages that show it.
 */
import type { Response } from "express";
import type { PageUsage } from "../render/stored-page";

/** Past its freshness a front cache may serve the page while it asks again, or when we fail. */
export const STALE_WHILE_REVALIDATE_S = 300;
export const STALE_IF_ERROR_S = 86_400;
/** Used when a response used no CMS answer at all. */
const DEFAULT_S_MAXAGE_S = 60;
/**
 * Both key headers together stay well inside what Node's HTTP parser (16 KB of headers), Varnish
 * (8 KB per header by default) and CDNs accept, and cost every response little; tags come most
 * specific first (each answer's path and node, then productions), so what falls off a long list
 * are images and other minor nodes, which a purge of "all" or of the page's path still reaches.
 */
const MAX_KEYS_HEADER = 2_000;
const KEY = /^[A-Za-z0-9_\-./:]{1,200}$/;
/** What a surrogate key may look like: what the front-cache purge (server/scale/front-purge.ts) sends too. */
export const SURROGATE_KEY = KEY;

export const PRIVATE = "private, no-store";

export function setCacheHeaders(res: Response, usage: PageUsage, opts: { private?: boolean } = {}): void {
  res.setHeader("X-Cache", usage.state);
  res.vary("Accept-Encoding");
  if (opts.private || usage.isPersonal) {
    res.setHeader("Cache-Control", PRIVATE);
    return;
  }
  if (usage.hasFailure || res.statusCode >= 500) {
    res.setHeader("Cache-Control", "no-store");
    return;
  }
  const fresh = Number.isFinite(usage.freshForMs) ? Math.floor(usage.freshForMs / 1000) : DEFAULT_S_MAXAGE_S;
  res.setHeader("Cache-Control", `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`);
  const headers = keyHeaders(usage.tags);
  res.setHeader("Surrogate-Key", headers.surrogateKey);
  res.setHeader("Cache-Tag", headers.cacheTag);
}

/** A stored page is sent many times with the same tags: its key headers are worked out once. */
const keyHeadersOf = new WeakMap<ReadonlySet<string>, { surrogateKey: string; cacheTag: string }>();
function keyHeaders(tags: ReadonlySet<string>): { surrogateKey: string; cacheTag: string } {
  let headers = keyHeadersOf.get(tags);
  if (!headers) {
    const keys = surrogateKeys(tags);
    keyHeadersOf.set(tags, (headers = { surrogateKey: keys.join(" "), cacheTag: keys.join(",") }));
  }
  return headers;
}

/** Tags as header-safe keys, within the header budget (the site-wide key first, so a purge-all always reaches). */
export function surrogateKeys(tags: Iterable<string>): string[] {
  const keys = ["all"];
  let length = 3;
  for (const tag of tags) {
    if (!KEY.test(tag) || length + tag.length + 1 > MAX_KEYS_HEADER) continue;
    keys.push(tag);
    length += tag.length + 1;
  }
  return keys;
}
