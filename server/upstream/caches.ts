/**
 * The named caches of CMS answers (spec 1 §9: home and production list 60 s / 5 entries, news list
 * 120 s / 5; the rest are our decisions, docs/decisions/caching.md). Each cache gets a share of one
 * byte budget (CACHE_BUDGET_MB), so memory stays bounded whatever clients ask for.
 */
import type { RenderResponse } from "../../shared/contract/render";
import type { FetchResult } from "../../shared/contract/result";
import type { PresaleData, RedirectLookup } from "../../shared/contract/services";
import { CacheRegistry, type CacheSpec, type NamedCache } from "../cache";
import type { StoredPage } from "../render/stored-page";

/** What a failed load leaves for the caller: the result type and reason, never stored. */
export type UpstreamFailure = Exclude<FetchResult<unknown>, { type: "OK" } | { type: "NOT_FOUND" }>;

export interface UpstreamCaches {
  registry: CacheRegistry;
  /** Picks the cache for a normalised render path. */
  renderCacheFor(cmsPath: string): NamedCache<RenderResponse, UpstreamFailure>;
  redirects: NamedCache<RedirectLookup, UpstreamFailure>;
  presale: NamedCache<PresaleData, UpstreamFailure>;
  /** Rendered pages (server/render/page-output.ts). */
  output: NamedCache<StoredPage, StoredPage>;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const MB = 1024 * 1024;
const byPath = "CMS path or node id (tag)";

/**
 * The strategies, named once (as Hydrogen names CacheShort / CacheLong): what a kind of entry may
 * be served as when stale, and how long a miss or a failure is remembered.
 * - CMS_ANSWER: usable for a day when the CMS is down (stale-if-error), refreshed in the background
 *   for 5 minutes past its TTL; a 404 is kept 30 s, a failure about a second (issue 28 §2).
 * - RENDERED_PAGE: as a CMS answer, but no 404 is kept as such (a 404 page is stored as a page);
 *   a page that could not be made (the 503 page) is sent again for half a second, so a storm of
 *   visitors on a failing page costs one render per key and half-second, not one per request.
 * - PER_VISITOR: one visitor's data (a presale code): no background refresh, no day-long fallback.
 */
const CMS_ANSWER = { staleWhileRevalidateMs: 5 * MINUTE, staleIfErrorMs: 24 * HOUR, negativeTtlMs: 30 * SECOND, failureMemoryMs: SECOND };
const RENDERED_PAGE = { ...CMS_ANSWER, negativeTtlMs: 0, failureMemoryMs: SECOND / 2 };
const PER_VISITOR = { staleWhileRevalidateMs: 0, staleIfErrorMs: 10 * MINUTE, negativeTtlMs: 30 * SECOND, failureMemoryMs: SECOND };

/** [spec, share of the byte budget] */
const SPECS: Array<[Omit<CacheSpec, "maxBytes">, number]> = [
  [{ name: "render:home", ttlMs: 60 * SECOND, maxEntries: 5, purgeKey: byPath, ...CMS_ANSWER }, 0.04],
  [{ name: "render:production-list", ttlMs: 60 * SECOND, maxEntries: 5, purgeKey: byPath, ...CMS_ANSWER }, 0.14],
  [{ name: "render:news-list", ttlMs: 120 * SECOND, maxEntries: 5, purgeKey: byPath, ...CMS_ANSWER }, 0.05],
  [{ name: "render:page-list", ttlMs: 60 * SECOND, maxEntries: 20, purgeKey: byPath, ...CMS_ANSWER }, 0.05],
  [{ name: "render:pages", ttlMs: 60 * SECOND, maxEntries: 2000, purgeKey: byPath, ...CMS_ANSWER }, 0.42],
  [{ name: "redirect-lookup", ttlMs: 5 * MINUTE, maxEntries: 5000, purgeKey: "path", ...CMS_ANSWER }, 0.04],
  // Rendered documents: each entry lives as long as the freshest-to-expire answer it was made from.
  [{ name: "output:pages", ttlMs: 60 * SECOND, maxEntries: 5000, purgeKey: "page path, CMS path or node id (tag)", ...RENDERED_PAGE }, 0.22],
  [{ name: "presale", ttlMs: 60 * SECOND, maxEntries: 1000, purgeKey: "code", ...PER_VISITOR }, 0.04],
];

export function createUpstreamCaches(opts: { budgetMb?: number; now?: () => number } = {}): UpstreamCaches {
  const registry = new CacheRegistry(opts.now);
  const budget = (opts.budgetMb ?? 256) * MB;
  const caches = new Map(SPECS.map(([spec, share]) => [spec.name, registry.define({ ...spec, maxBytes: Math.floor(budget * share) })]));
  const get = <V extends {}>(name: string) => caches.get(name) as unknown as NamedCache<V, UpstreamFailure>;
  return {
    registry,
    redirects: get<RedirectLookup>("redirect-lookup"),
    presale: get<PresaleData>("presale"),
    output: caches.get("output:pages") as unknown as NamedCache<StoredPage, StoredPage>,
    renderCacheFor(cmsPath) {
      if (/^\/home-(nl|en)$/.test(cmsPath)) return get("render:home");
      if (/^\/production-page-list-(nl|en)$/.test(cmsPath)) return get("render:production-list");
      if (/^\/news-page-list-(nl|en)$/.test(cmsPath)) return get("render:news-list");
      if (/^\/page-list-(nl|en)$/.test(cmsPath)) return get("render:page-list");
      return get("render:pages");
    },
  };
}
