/**
 * Calendar view model (spec 1 §2 Calendar, §5): the production list as entries grouped by the month
 * of each show's first upcoming date, or, with q, the matching entries best first. "Now" comes from
 * the context, so past events are dropped once, where the loader runs.
 */
import type { CmsEvent, CmsNode, RenderResponse } from "../../contract/render";
import { dateRangeText, monthKey, monthLabel } from "../../domain/calendar";
import { salesButton, salesButtonState, type SalesButton } from "../../domain/sales-button";
import { visibleEvents } from "../../domain/schedule";
import { normaliseQuery, rankResults, searchTerms, type SearchItem } from "../../domain/search";
import type { Lang } from "../../i18n/lang";
import { PROGRAMME_TEXTS } from "../../i18n/programme-texts";
import type { ViewContext } from "../../routes/view-context";
import { routePath } from "../../routes/table";
import { readBool, readImage, readStringList, readText, type ImageRef } from "../cms-read";
import { pageTitle, type HeadVM } from "../head";

export interface CalendarEntry {
  /** Production-page node id (also the wish-list id). */
  id: string;
  heading: string;
  subheading?: string;
  href: string;
  image?: ImageRef;
  /** "za 24 okt 2026 t/m zo 1 nov 2026"; null when the show has no upcoming dates. */
  dateText: string | null;
  /** "2026-11" of the first upcoming date; null without upcoming dates. */
  month: string | null;
  salesButton: SalesButton | null;
}

export interface CalendarMonth {
  key: string;
  label: string;
  /** Element id of the month's section: the no-JS navigation links to "#" + anchor. */
  anchor: string;
  /** Index of the month's first entry in `items` and the number of its entries. */
  start: number;
  count: number;
}

export interface CalendarView {
  kind: "calendar";
  head?: Partial<HeadVM>;
  heading: string;
  /** The normalised search phrase; null shows the full calendar. */
  q: string | null;
  /** Full calendar: chronological by first upcoming date. Search mode: best match first. */
  items: CalendarEntry[];
  /** Empty in search mode (results are ranked, not dated). */
  months: CalendarMonth[];
  calendarHref: string;
}

/** An entry plus the fields it is searched on (kept out of the embedded view model). */
export interface ShowCandidate extends SearchItem {
  entry: CalendarEntry;
  firstStart: number;
}

/** Month anchor ids as the spec's Dutch site uses them, on both languages: "maand-2026-12". */
export function monthAnchor(key: string): string {
  return `maand-${key}`;
}

/**
 * Every listed production page with a heading, as an entry: dates from its upcoming events, the
 * sales button over those events. Odd nodes (no data, no production, junk dates) yield fewer fields,
 * never an exception.
 */
export function showCandidates(render: RenderResponse, ctx: Pick<ViewContext, "lang" | "now" | "source">): ShowCandidate[] {
  const ids = Array.isArray(render.node.query_result?.node_ids) ? render.node.query_result.node_ids : [];
  const out: ShowCandidate[] = [];
  for (const id of ids) {
    const node = render.nodes?.[id];
    if (!node || node.kind !== "production-page") continue;
    const heading = readText(node.data, "heading");
    const href = readText(node.data, "url");
    if (!heading || !href) continue;
    const events = upcomingEvents(render, node, ctx.now);
    const dates = events.map((e) => e.start_date);
    const entry: CalendarEntry = {
      id: node.id,
      heading,
      subheading: readText(node.data, "subheading"),
      href,
      image: readImage(render, node, "image_thumb") ?? readImage(render, node, "image_header_small") ?? readImage(render, node, "image_header_large"),
      dateText: dateRangeText(dates, ctx.lang),
      month: dates.length > 0 ? monthKey(dates[0]) : null,
      salesButton: showSalesButton(node, events, href, ctx),
    };
    out.push({
      entry,
      firstStart: dates.length > 0 ? Date.parse(dates[0]) : Number.POSITIVE_INFINITY,
      heading,
      subheading: entry.subheading,
      keywords: readStringList(node.data, "searchKeywords"),
      contentMain: readText(node.data, "contentMain"),
      contentRemaining: readText(node.data, "contentRemaining"),
    });
  }
  return out;
}

/** Spec 1 §5: calendar entries need isAllowedInCalendar, a heading and an image; and a date to be placed. */
export function isCalendarEntry(render: RenderResponse, c: ShowCandidate): boolean {
  const node = render.nodes?.[c.entry.id];
  return readBool(node?.data, "isAllowedInCalendar") && c.entry.image !== undefined && c.entry.month !== null;
}

function upcomingEvents(render: RenderResponse, node: CmsNode, now: Date): CmsEvent[] {
  const productionId = node.production_id;
  const events = productionId != null ? render.productions?.[String(productionId)]?.events : undefined;
  if (!Array.isArray(events)) return [];
  return visibleEvents(
    events.filter((e) => e && typeof e.start_date === "string"),
    now,
  );
}

/**
 * One event: its own ticket link and override text. Several events: the combined state (differing
 * states give the default on-sale look) linking to the show page's play schedule.
 */
function showSalesButton(node: CmsNode, events: CmsEvent[], href: string, ctx: Pick<ViewContext, "lang" | "source">): SalesButton | null {
  const state = salesButtonState(events);
  if (!state) return null;
  const single = events.length === 1 ? events[0] : undefined;
  const overrideText = readText(node.data, "salesButtonOverrideText") ?? (single ? readText(single.data, "bestelbutton") : undefined);
  return salesButton({
    state,
    lang: ctx.lang,
    salesUrl: single ? single.sales_url : `${href}#speeldata`,
    overrideText,
    site: ctx.source.site,
  });
}

/** Query q of the address: the first value, normalised; repeated or empty values never fail. */
export function queryOf(url: URL): string | null {
  return normaliseQuery(url.searchParams.get("q"));
}

export function mapCalendarView(ctx: ViewContext): CalendarView {
  const t = PROGRAMME_TEXTS[ctx.lang];
  const q = queryOf(ctx.url);
  const candidates = showCandidates(ctx.render, ctx).filter((c) => isCalendarEntry(ctx.render, c));
  const base = {
    kind: "calendar" as const,
    heading: q ? t.calendarSearchTitle : t.calendarTitle,
    q,
    calendarHref: routePath("calendar", ctx.lang),
    head: calendarHead(ctx, q),
  };
  if (q) {
    return { ...base, items: rankResults(candidates, searchTerms(q)).map((c) => c.entry), months: [] };
  }
  const items = candidates
    .sort((a, b) => a.firstStart - b.firstStart || a.entry.heading.localeCompare(b.entry.heading))
    .map((c) => c.entry);
  return { ...base, items, months: groupByMonth(items, ctx.lang) };
}

/** Consecutive entries of one month (items are sorted by first date, so each month is one run). */
export function groupByMonth(items: readonly CalendarEntry[], lang: Lang): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  items.forEach((item, index) => {
    if (!item.month) return;
    const last = months[months.length - 1];
    if (last && last.key === item.month) {
      last.count++;
      return;
    }
    months.push({ key: item.month, label: monthLabel(item.month, lang) ?? item.month, anchor: monthAnchor(item.month), start: index, count: 1 });
  });
  return months;
}

function calendarHead(ctx: ViewContext, q: string | null): Partial<HeadVM> {
  const title = pageTitle(PROGRAMME_TEXTS[ctx.lang].calendarTitle, ctx.source.site.name);
  // Result pages can be shared, but only the full calendar belongs in a search engine's index.
  return q ? { title, robots: "noindex, follow" } : { title };
}
