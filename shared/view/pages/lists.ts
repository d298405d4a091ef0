/**
 * The news list screen (spec 1 §2): search box (q), tag filter, 1-based page p, ten items a page
 * and previous/next links. Every state has its own address, so people without JavaScript and
 * crawlers page through all items by plain links, and each page has its own title, description
 * and canonical.
 */
import { NEWS_TEXTS } from "../../i18n/news-texts";
import type { Lang } from "../../i18n/lang";
import type { MessageKind } from "../../paths/message-kind";
import type { ViewContext } from "../../paths/view-context";
import { fromSite, type Site } from "../../site";
import { newsItems, newsListHref, type NewsBlockItemVM } from "../blocks/news";
import { pageTitle, type HeadVM } from "../head";

/** Spec 1 §7: the news list page asks for 10 items a page. */
export const NEWS_PAGE_SIZE = 10;
/** Longer texts say nothing more; the render query keeps 200 characters as well (source.ts). */
const MAX_Q = 200;
const MAX_TAGS = 5;
const MAX_TAG_LENGTH = 100;
// Six digits cover a million pages; longer numbers are junk, not a page.
const PAGE_PARAM = /^[1-9]\d{0,5}$/;

export interface NewsListQuery {
  /** The 1-based page, or null when `p` is not a page number (p=0, p=-1, p=abc). */
  page: number | null;
  q?: string;
  tags: string[];
}

export function readNewsListQuery(params: URLSearchParams): NewsListQuery {
  const p = params.get("p");
  const q = params.get("q")?.trim().slice(0, MAX_Q).trim();
  const tags = [...new Set(params.getAll("tag").map((t) => t.trim().slice(0, MAX_TAG_LENGTH)).filter(Boolean))].slice(0, MAX_TAGS);
  return { page: p === null ? 1 : PAGE_PARAM.test(p) ? Number(p) : null, q: q || undefined, tags };
}

/**
 * What the render API gets for the list (spec 1 §7): per_page, page (0-based, as the CMS counts),
 * q and one filter_newsPageTag per tag; empty ones dropped. Runs before the fetch, in the loader.
 */
export function newsListRenderQuery(params: URLSearchParams): URLSearchParams {
  const { page, q, tags } = readNewsListQuery(params);
  const out = new URLSearchParams({ per_page: String(NEWS_PAGE_SIZE), page: String((page ?? 1) - 1) });
  if (q) out.set("q", q);
  for (const tag of tags) out.append("filter_newsPageTag", tag);
  return out;
}

export interface NewsListView {
  kind: "list";
  heading: string;
  /** "Het laatste nieuws uit Carré." / "... van het Carré Fonds." (the site's own wording). */
  intro: string;
  head: Partial<HeadVM>;
  q?: string;
  /** The active tag filter, each with the address of the list without it. */
  filters: { tag: string; removeHref: string }[];
  items: NewsBlockItemVM[];
  /** Items matching the search and filter, on every page: what the list's status says after a search. */
  total: number;
  page: number;
  totalPages: number;
  prevHref?: string;
  nextHref?: string;
}

export type ListView = NewsListView;

export function mapNewsList(ctx: ViewContext): NewsListView | { kind: "message"; message: MessageKind } {
  const { render, lang } = ctx;
  const t = NEWS_TEXTS[lang];
  const { page, q, tags } = readNewsListQuery(ctx.url.searchParams);
  const result = render.node.query_result;
  const ids = result?.node_ids ?? [];
  const total = Math.max(result?.statistics?.total_matches ?? 0, ids.length);
  const totalPages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  // A page past the end (p=99999) or no page number at all is not a page of this list.
  if (page === null || page > totalPages) return { kind: "message", message: "notFound" };
  const href = (p: number) => newsListHref(lang, tags, { q, page: p });
  return {
    kind: "list",
    heading: t.listTitle,
    intro: `${t.listDescription(fromSite(ctx.source.site, lang))}.`,
    head: listHead(lang, ctx.source.site, { page, totalPages, q, tags, empty: ids.length === 0 }, href(page)),
    q,
    filters: tags.map((tag) => ({ tag, removeHref: newsListHref(lang, tags.filter((x) => x !== tag), { q }) })),
    items: newsItems(render, ids, lang),
    total,
    page,
    totalPages,
    prevHref: page > 1 ? href(page - 1) : undefined,
    nextHref: page < totalPages ? href(page + 1) : undefined,
  };
}

/**
 * Title and description name the filter, the search and the page, so no two list pages share
 * them. Only the plain first page has a translation (tags are per language); searches are not
 * indexed (their results are the news items' own pages), nor are empty lists (an unknown tag).
 */
function listHead(lang: Lang, site: Site, s: { page: number; totalPages: number; q?: string; tags: string[]; empty: boolean }, path: string): Partial<HeadVM> {
  const t = NEWS_TEXTS[lang];
  const parts = [t.listTitle, ...s.tags, ...(s.q ? [t.searchedFor(s.q)] : [])];
  const pageText = s.totalPages > 1 ? ` (${t.pageOf(s.page, s.totalPages)})` : "";
  const plain = s.page === 1 && s.tags.length === 0 && !s.q;
  return {
    title: pageTitle(`${parts.join(" - ")}${pageText}`, site.name),
    description: `${t.listDescription(fromSite(site, lang))}${s.tags.length ? `: ${s.tags.join(", ")}` : ""}.${pageText}`,
    path,
    ...(plain ? {} : { alternates: undefined }),
    ...(s.q || s.empty ? { robots: "noindex, follow" } : {}),
  };
}
