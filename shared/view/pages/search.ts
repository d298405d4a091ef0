/**
 * Search view model (spec 1 §2 Search, §5): shows from the production list, pages and news from
 * their own list calls, each ranked by where they match and cut to the section limits. A failing
 * page or news call empties only its section.
 */
import type { CmsNode, RenderResponse } from "../../contract/render";
import type { SalesButton } from "../../domain/sales-button";
import { rankResults, searchTerms, SEARCH_SECTION_LIMITS, type SearchItem } from "../../domain/search";
import { PROGRAMME_TEXTS } from "../../i18n/programme-texts";
import type { ViewContext } from "../../paths/view-context";
import { routePath } from "../../paths/table";
import { readBool, readImage, readStringList, readText, type ImageRef } from "../cms-read";
import { pageTitle, type HeadVM } from "../head";
import { queryOf, showCandidates } from "./calendar";

export interface SearchResult {
  id: string;
  heading: string;
  subheading?: string;
  href: string;
  image?: ImageRef;
  /** Shows only: the upcoming dates and the sales button. */
  dateText?: string | null;
  salesButton?: SalesButton | null;
}

export interface SearchView {
  kind: "search";
  head?: Partial<HeadVM>;
  /** The normalised phrase; null shows only the search box. */
  q: string | null;
  shows: SearchResult[];
  pages: SearchResult[];
  news: SearchResult[];
  calendarHref: string;
}

/** How many list items are asked for before ranking: enough to fill a section with the best ones. */
export const SEARCH_FETCH_SIZE = "50";

export async function mapSearchView(ctx: ViewContext): Promise<SearchView> {
  const q = queryOf(ctx.url);
  const base = { kind: "search" as const, q, calendarHref: routePath("calendar", ctx.lang), head: searchHead(ctx, q) };
  if (!q) return { ...base, shows: [], pages: [], news: [] };
  const terms = searchTerms(q);
  const [pages, news] = await Promise.all([
    listResults(ctx, `/page-list-${ctx.lang}`, q, terms, SEARCH_SECTION_LIMITS.pages),
    listResults(ctx, `/news-page-list-${ctx.lang}`, q, terms, SEARCH_SECTION_LIMITS.news),
  ]);
  return { ...base, shows: showResults(ctx, terms), pages, news };
}

function showResults(ctx: ViewContext, terms: string[]): SearchResult[] {
  // Shows kept out of the calendar (private, unlisted) are kept out of search too.
  const candidates = showCandidates(ctx.render, ctx).filter((c) => isListedShow(ctx.render.nodes?.[c.entry.id]));
  return rankResults(candidates, terms)
    .slice(0, SEARCH_SECTION_LIMITS.shows)
    .map(({ entry }) => ({
      id: entry.id,
      heading: entry.heading,
      subheading: entry.subheading,
      href: entry.href,
      image: entry.image,
      dateText: entry.dateText,
      salesButton: entry.salesButton,
    }));
}

function isListedShow(node: CmsNode | undefined): boolean {
  return readBool(node?.data, "isAllowedInCalendar") && node?.data.isIndexable !== false;
}

async function listResults(ctx: ViewContext, cmsPath: string, q: string, terms: string[], limit: number): Promise<SearchResult[]> {
  try {
    const result = await ctx.source.render(cmsPath, new URLSearchParams({ q, per_page: SEARCH_FETCH_SIZE }), ctx.signal);
    if (result.type !== "OK") {
      ctx.source.log("warn", "search list failed", { path: cmsPath, result: result.type });
      return [];
    }
    return rankResults(listCandidates(result.value), terms)
      .slice(0, limit)
      .map((c) => c.result);
  } catch (err) {
    if (ctx.signal.aborted) throw err;
    ctx.source.log("warn", "search list failed", { path: cmsPath, reason: String(err) });
    return [];
  }
}

interface ListCandidate extends SearchItem {
  result: SearchResult;
}

/** Page and news nodes of a list answer with a heading and a link; hidden news is left out. */
export function listCandidates(render: RenderResponse): ListCandidate[] {
  const ids = Array.isArray(render.node.query_result?.node_ids) ? render.node.query_result.node_ids : [];
  const out: ListCandidate[] = [];
  for (const id of ids) {
    const node = render.nodes?.[id];
    const heading = readText(node?.data, "heading");
    const href = readText(node?.data, "url");
    if (!node || !heading || !href || readBool(node.data, "hide")) continue;
    const subheading = readText(node.data, "subheading");
    out.push({
      result: { id: node.id, heading, subheading, href, image: readImage(render, node, "image_thumb") ?? readImage(render, node, "image_header_small") },
      heading,
      subheading,
      keywords: [...readStringList(node.data, "searchKeywords"), ...(readText(node.data, "seoKeywords")?.split(",") ?? [])],
      contentMain: readText(node.data, "contentMain"),
      contentRemaining: readText(node.data, "contentRemaining"),
    });
  }
  return out;
}

function searchHead(ctx: ViewContext, q: string | null): Partial<HeadVM> {
  const title = pageTitle(PROGRAMME_TEXTS[ctx.lang].searchTitle, ctx.source.site.name);
  return q ? { title, robots: "noindex, follow" } : { title };
}
