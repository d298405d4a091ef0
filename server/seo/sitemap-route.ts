/**
 * Produces /sitemap.xml from the CMS lists through the upstream client, so it is built from cached
 * answers and stored in the output cache with their tags: the webhook purges it with the lists.
 */
import type { Request } from "express";
import type { RenderResponse } from "../../shared/contract/render";
import type { Site } from "../../shared/site";
import type { RequestCalls } from "../upstream/call-context";
import type { UpstreamClient } from "../upstream/client";
import { strongEtag, type StoredPage } from "../render/stored-page";
import { sitemapEntries, sitemapXml } from "./sitemap";

const PER_PAGE = 500;
/** 20 × 500 items per list: far beyond the venue's catalogue, and a bound on a CMS that never stops paging. */
const MAX_PAGES = 20;
const PAGED_LISTS = ["/page-list-nl", "/page-list-en", "/news-page-list-nl", "/news-page-list-en"];
const WHOLE_LISTS = ["/production-page-list-nl", "/production-page-list-en"];

export function sitemapProducer(upstream: UpstreamClient, origin: string, site: Pick<Site, "showPagesHome">) {
  // Only pages whose home is this site: show pages belonging to the other site stay out.
  const whole = site.showPagesHome ? [] : WHOLE_LISTS;
  return async (_req: Request, calls: RequestCalls): Promise<StoredPage> => {
    const lists = await Promise.all([...whole.map((path) => fetchPages(upstream, path, calls, 1)), ...PAGED_LISTS.map((path) => fetchPages(upstream, path, calls, MAX_PAGES))]);
    const usage = calls.usage.snapshot();
    if (lists.some((l) => l === null)) return { status: 503, body: Buffer.from("Sitemap temporarily unavailable\n"), usage: { ...usage, hasFailure: true }, isPrivate: false, contentType: "text/plain; charset=utf-8" };
    const body = Buffer.from(sitemapXml(sitemapEntries(lists.flat() as RenderResponse[]), origin));
    return { status: 200, body, etag: strongEtag(body), usage, isPrivate: false, contentType: "application/xml; charset=utf-8" };
  };
}

/** Every page of a list; null when any call failed (a partial sitemap would tell crawlers pages are gone). */
async function fetchPages(upstream: UpstreamClient, path: string, calls: RequestCalls, maxPages: number): Promise<RenderResponse[] | null> {
  const pages: RenderResponse[] = [];
  for (let page = 0; page < maxPages; page++) {
    const query = maxPages > 1 ? new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) }) : new URLSearchParams();
    const result = await upstream.render(path, query, calls);
    // Its lists are fixed CMS paths: a 404 is a failure too (server/upstream/client.ts).
    if (result.type !== "OK") return null;
    pages.push(result.value);
    const ids = result.value.node.query_result?.node_ids ?? [];
    const total = result.value.node.query_result?.statistics?.total_matches ?? 0;
    if (ids.length === 0 || (page + 1) * PER_PAGE >= total) break;
  }
  return pages;
}
