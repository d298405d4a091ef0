/**
 * The named caches of CMS answers (spec 1 §9: home and production list 60 s / 5 entries, news list
 * 120 s / 5; the rest are our decisions, see docs/decisions/caching.md).
 */
import type { RenderResponse } from "../../shared/contract/render";
import type { RedirectLookup } from "../../shared/contract/services";
import { CacheRegistry, type NamedCache } from "../cache";

export interface UpstreamCaches {
  registry: CacheRegistry;
  /** Picks the cache for a render path. */
  renderCacheFor(cmsPath: string): NamedCache<RenderResponse>;
  redirects: NamedCache<RedirectLookup>;
}

export function createUpstreamCaches(): UpstreamCaches {
  const registry = new CacheRegistry();
  const byPath = "CMS path or node id (tag)";
  const home = registry.define<RenderResponse>({ name: "render:home", ttlMs: 60_000, max: 5, purgeKey: byPath });
  const productions = registry.define<RenderResponse>({ name: "render:production-list", ttlMs: 60_000, max: 5, purgeKey: byPath });
  const news = registry.define<RenderResponse>({ name: "render:news-list", ttlMs: 120_000, max: 5, purgeKey: byPath });
  const pageList = registry.define<RenderResponse>({ name: "render:page-list", ttlMs: 60_000, max: 20, purgeKey: byPath });
  const pages = registry.define<RenderResponse>({ name: "render:pages", ttlMs: 60_000, max: 1000, purgeKey: byPath });
  const redirects = registry.define<RedirectLookup>({ name: "redirect-lookup", ttlMs: 300_000, max: 1000, purgeKey: "path" });
  return {
    registry,
    redirects,
    renderCacheFor(cmsPath) {
      if (/^\/home-(nl|en)$/.test(cmsPath)) return home;
      if (/^\/production-page-list-(nl|en)$/.test(cmsPath)) return productions;
      if (/^\/news-page-list-(nl|en)$/.test(cmsPath)) return news;
      if (/^\/page-list-(nl|en)$/.test(cmsPath)) return pageList;
      return pages;
    },
  };
}
