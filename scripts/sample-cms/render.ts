/**
 * Assembles `GET /api/render/{path}` answers from a site store: the node, every node its relations
 * reach (plus the frame of its language), and for show pages and the production list the
 * top-level productions, venues and arrangements (spec 4). Lists take their query parameters here.
 */
import { frameRelations } from "./content/frame";
import type { CmsNodeRecord, Lang, SiteStore } from "./content/model";
import { NEWS_TAGS } from "./content/news";
import { genreFilter } from "./content/venues";

export interface RenderResult {
  status: number;
  body: unknown;
}

type Query = Record<string, unknown>;

const LIST_PATH = /^\/(home|production-page-list|news-page-list|page-list)-(nl|en)$/;
const NOT_FOUND: RenderResult = { status: 404, body: { message: "Not found" } };

export function renderPath(store: SiteStore, path: string, query: Query): RenderResult {
  const list = LIST_PATH.exec(path);
  if (list) {
    const lang = list[2] as Lang;
    switch (list[1]) {
      case "home":
        return ok(assemble(store, store.nodes.get(`home-${lang}`)!, lang));
      case "production-page-list":
        return ok(productionList(store, lang));
      case "news-page-list":
        return ok(newsList(store, lang, query));
      default:
        return ok(pageList(store, lang, query));
    }
  }
  const target = store.paths.get(path) ?? (path.length > 1 && path.endsWith("/") ? store.paths.get(path.slice(0, -1)) : undefined);
  if (!target) return NOT_FOUND;
  if (target.type === "redirect") {
    return ok({ node: target.node, nodes: {}, url_data: {}, is_preview: false, is_redirect: true, filters: {} });
  }
  const node = store.nodes.get(target.id)!;
  const body = assemble(store, node, target.lang);
  body.is_preview = Boolean(target.preview);
  if (node.kind === "production-page") addProgramme(store, body, [node.production_id!]);
  return ok(body);
}

function siteName(store: SiteStore): string {
  return store.site === "fonds" ? "Carré Fonds" : "Koninklijk Theater Carré";
}

function ok(body: unknown): RenderResult {
  return { status: 200, body };
}

interface Envelope {
  node: CmsNodeRecord;
  nodes: Record<string, CmsNodeRecord>;
  url_data: Record<string, unknown>;
  is_preview: boolean;
  is_redirect: boolean;
  filters: unknown;
  productions?: Record<string, unknown>;
  venues?: Record<string, unknown>;
  arrangements?: Record<string, unknown>;
}

/**
 * The root gets its frame relations; related nodes are followed transitively, except that a
 * page reached through a relation only brings its images along (otherwise one show would pull
 * in the whole programme through related_production_pages).
 */
function assemble(store: SiteStore, root: CmsNodeRecord, lang: Lang, extraIds: string[] = []): Envelope {
  const node: CmsNodeRecord = { ...root, relations: { ...root.relations, ...frameRelations(lang) } };
  const nodes: Record<string, CmsNodeRecord> = {};
  const queue: [string, boolean][] = [];
  const push = (value: string | string[] | null | undefined, shallow: boolean) => {
    if (!value) return;
    for (const id of Array.isArray(value) ? value : [value]) queue.push([id, shallow]);
  };
  const follow = (n: CmsNodeRecord, shallow: boolean) => {
    for (const [key, value] of Object.entries(n.relations ?? {})) {
      if (!shallow || key.startsWith("image_") || key === "image" || key === "crop_of") push(value, false);
    }
    push(n.query_result?.node_ids, true);
  };
  follow(node, false);
  push(extraIds, true);
  while (queue.length > 0) {
    const [id, shallowHint] = queue.shift()!;
    if (nodes[id] || id === node.id) continue;
    const found = store.frame[lang].get(id) ?? store.nodes.get(id);
    if (!found) continue;
    nodes[id] = found;
    const isPage = found.kind === "production-page" || found.kind === "news-page" || found.kind === "page";
    follow(found, shallowHint || isPage);
  }
  return { node, nodes, url_data: {}, is_preview: false, is_redirect: false, filters: {} };
}

/** Top-level productions, the venues their events use and the arrangements they reference. */
function addProgramme(store: SiteStore, body: Envelope, productionIds: string[]): void {
  body.productions = {};
  body.arrangements = {};
  const venueIds = new Set<string>(["10008"]);
  for (const id of productionIds) {
    const production = store.productions.get(id);
    if (!production) continue;
    body.productions[id] = production;
    for (const event of production.events) {
      venueIds.add(event.venue_id);
      for (const a of event.arrangement_ids) {
        const arrangement = store.arrangements.get(a);
        if (arrangement) body.arrangements[a] = arrangement;
      }
    }
  }
  body.venues = Object.fromEntries([...venueIds].map((id) => [id, store.venues.get(id)]).filter(([, v]) => v));
  body.filters = genreFilter();
}

function listNode(store: SiteStore, id: string, kind: string, lang: Lang, data: Record<string, unknown>, nodeIds: string[], perPage: number, statistics?: Record<string, unknown>): CmsNodeRecord {
  return {
    id,
    kind,
    data: { siteTitle: siteName(store), language: lang, ...data },
    query_result: { node_ids: nodeIds, per_page: perPage, ...(statistics ? { statistics } : {}) },
  };
}

function productionList(store: SiteStore, lang: Lang): Envelope {
  const ids = store.productionPages[lang];
  const node = listNode(store, `production-page-list-${lang}`, "production-page-list", lang,
    { maxHighlights: 9, copyright: `© ${siteName(store)}`, url: lang === "nl" ? "/agenda" : "/en/calendar", urlTranslated: lang === "nl" ? "/en/calendar" : "/agenda" },
    ids, 500);
  const body = assemble(store, node, lang);
  addProgramme(store, body, ids.map((id) => store.nodes.get(id)!.production_id!));
  return body;
}

function newsList(store: SiteStore, lang: Lang, query: Query): Envelope {
  const { page, perPage, terms } = paging(query);
  const tags = values(query.filter_newsPageTag);
  const searched = store.news[lang].map((id) => store.nodes.get(id)!).filter((n) => !n.data.hide && matches(n, terms));
  const counts = new Map<string, number>();
  for (const n of searched) for (const t of n.data.tags as string[]) counts.set(t, (counts.get(t) ?? 0) + 1);
  const filtered = tags.length ? searched.filter((n) => (n.data.tags as string[]).some((t) => tags.includes(t))) : searched;
  const statistics = {
    total_matches: filtered.length,
    available_attributes: { newsPageTag: NEWS_TAGS[lang].filter((t) => counts.has(t)).map((value) => ({ value, count: counts.get(value) })) },
  };
  const node = listNode(store, `news-page-list-${lang}`, "news-page-list", lang,
    { heading: lang === "nl" ? "Nieuws" : "News", url: lang === "nl" ? "/nieuws" : "/en/news", urlTranslated: lang === "nl" ? "/en/news" : "/nieuws" },
    filtered.slice(page * perPage, (page + 1) * perPage).map((n) => n.id), perPage, statistics);
  return assemble(store, node, lang);
}

function pageList(store: SiteStore, lang: Lang, query: Query): Envelope {
  const { page, perPage, terms } = paging(query);
  const found = store.pages[lang].map((id) => store.nodes.get(id)!).filter((n) => matches(n, terms));
  const node = listNode(store, `page-list-${lang}`, "page-list", lang, {}, found.slice(page * perPage, (page + 1) * perPage).map((n) => n.id), perPage, { total_matches: found.length });
  return assemble(store, node, lang);
}

function values(v: unknown): string[] {
  return (Array.isArray(v) ? v : v === undefined ? [] : [v]).map(String).filter((s) => s.trim() !== "");
}

function paging(query: Query): { page: number; perPage: number; terms: string[] } {
  const num = (v: unknown, fallback: number) => {
    const n = Number(values(v)[0]);
    return Number.isInteger(n) && n >= 0 ? n : fallback;
  };
  const perPage = Math.min(Math.max(num(query.per_page, 10), 1), 500);
  const terms = (values(query.q)[0] ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  return { page: num(query.page, 0), perPage, terms };
}

/** Every term must occur in the heading, subheading or text (case-insensitive, tags stripped). */
function matches(node: CmsNodeRecord, terms: string[]): boolean {
  if (terms.length === 0) return true;
  const d = node.data;
  const text = [d.heading, d.subheading, d.contentMain, d.contentRemaining]
    .filter((v) => typeof v === "string")
    .join(" ")
    .replace(/<[^>]*>/g, " ")
    .toLowerCase();
  return terms.every((t) => text.includes(t));
}
