/**
 * HTTP caching for whatever stands in front (Varnish, a CDN) and for browsers: RFC 9111 / RFC 5861
 * directives derived from the cache state of the data a response was made from (also as RFC 9213
 * `CDN-Cache-Control` and `Surrogate-Control`), plus, for the front cache configured, the purge keys
 * that let a purge of a CMS node reach the cached pages that show it.
 */
import type { ServerResponse } from "node:http";
import vary from "vary";
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

/** Which cache stands in front (FRONT_CACHE): it decides which purge-key header is worth sending. */
export const FRONT_CACHES = ["none", "varnish", "fastly", "cloudflare"] as const;
export type FrontCache = (typeof FRONT_CACHES)[number];

/** The purge-key header each front indexes: Varnish (xkey) and Fastly read Surrogate-Key, Cloudflare Cache-Tag. */
const KEY_HEADER: Record<FrontCache, { name: string; field: "surrogateKey" | "cacheTag" } | null> = {
  none: null,
  varnish: { name: "Surrogate-Key", field: "surrogateKey" },
  fastly: { name: "Surrogate-Key", field: "surrogateKey" },
  cloudflare: { name: "Cache-Tag", field: "cacheTag" },
};

export interface CacheHeaderOptions {
  private?: boolean;
  /**
   * A stored page: how many seconds of its freshness (`usage.freshForMs` when it was produced) it
   * has used. `s-maxage` names the whole and `Age` the used part (RFC 9111 §4.2.3), so a cache in
   * front keeps it exactly as long as the data it was made from stays fresh. Without it,
   * `usage.freshForMs` is what is left and s-maxage says that.
   */
  ageS?: number;
}

export type SetCacheHeaders = (res: ServerResponse, usage: PageUsage, opts?: CacheHeaderOptions) => void;

/** What `X-Cache` says: the state of the data, or that a stale copy covers a CMS failure. */
export function cacheStateHeader(usage: Pick<PageUsage, "state" | "staleIfError">): string {
  return usage.staleIfError ? "STALE-IF-ERROR" : usage.state;
}

export function createCacheHeaders(front: FrontCache): SetCacheHeaders {
  const keyHeader = KEY_HEADER[front];
  return function setCacheHeaders(res, usage, opts = {}) {
    res.setHeader("X-Cache", cacheStateHeader(usage));
    vary(res, "Accept-Encoding");
    if (opts.private || usage.isPersonal) {
      res.setHeader("Cache-Control", PRIVATE);
      return;
    }
    if (usage.hasFailure || usage.staleIfError || res.statusCode >= 500) {
      res.setHeader("Cache-Control", "no-store");
      return;
    }
    const directives = freshnessHeaders(Number.isFinite(usage.freshForMs) ? Math.floor(usage.freshForMs / 1000) : DEFAULT_S_MAXAGE_S);
    res.setHeader("Cache-Control", directives.cacheControl);
    // RFC 9213 for CDNs that read it (Cloudflare, Akamai); Surrogate-Control for Fastly and Varnish setups that do.
    res.setHeader("CDN-Cache-Control", directives.cdnCacheControl);
    res.setHeader("Surrogate-Control", directives.surrogateControl);
    if (opts.ageS !== undefined) res.setHeader("Age", String(Math.max(0, Math.floor(opts.ageS))));
    if (keyHeader) res.setHeader(keyHeader.name, keyHeaders(usage.tags)[keyHeader.field]);
  };
}

/** The freshness directives of a lifetime, written once per distinct number of seconds. */
const freshnessOf = new Map<number, { cacheControl: string; cdnCacheControl: string; surrogateControl: string }>();
function freshnessHeaders(seconds: number) {
  let headers = freshnessOf.get(seconds);
  if (!headers) {
    const stale = `stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`;
    headers = { cacheControl: `public, max-age=0, s-maxage=${seconds}, ${stale}`, cdnCacheControl: `public, max-age=${seconds}, ${stale}`, surrogateControl: `max-age=${seconds}, ${stale}` };
    // Bounded by the distinct lifetimes the caches can give (seconds up to a few minutes).
    if (freshnessOf.size < 10_000) freshnessOf.set(seconds, headers);
  }
  return headers;
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
