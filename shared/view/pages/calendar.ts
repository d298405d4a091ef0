/**
 * Calendar view model (spec 1 §2 Calendar, §5): the production list as entries grouped by the month
 * of each show's first upcoming date, or, with q, the matching entries best first. "Now" comes from
 * the context, so past events are dropped once, where the loader runs.
 */
import type { RenderResponse } from "../../contract/render";
import { dateRangeText, groupShowDates, isoDate, monthKey, monthLabel } from "../../domain/calendar";
import type { SalesButton } from "../../domain/sales-button";
import { normaliseQuery, rankResults, searchTerms, type SearchItem } from "../../domain/search";
import { isoDay } from "../../i18n/dates";
import type { Lang } from "../../i18n/lang";
import { PROGRAMME_TEXTS } from "../../i18n/programme-texts";
import type { ViewContext } from "../../paths/view-context";
import { routePath } from "../../paths/table";
import { perAnswer, valueKey } from "../answer-memo";
import type { ImageRef } from "../cms-read";
import { pageTitle, type HeadVM } from "../head";
import { programmeShows, showSalesButton, type ProgrammeShow } from "../programme";

export interface CalendarEntry {
  /** Production-page node id (also the wish-list id). */
  id: string;
  /** Unique per entry: a show with several date groups has one entry per group. */
  key: string;
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
  show: ProgrammeShow;
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
export function showCandidates(render: RenderResponse, ctx: Pick<ViewContext, "lang" | "now" | "source">): readonly ShowCandidate[] {
  return perAnswer(render, `candidates:${answerKey(ctx)}`, () => mapCandidates(render, ctx));
}

/** What a calendar mapping reads besides the answer: kept results are keyed by all of it (see answer-memo.ts). */
function answerKey(ctx: Pick<ViewContext, "lang" | "now" | "source">): string {
  return [ctx.lang, isoDay(ctx.now), ctx.source.site.id, valueKey(ctx.source.config)].join("|");
}

function mapCandidates(render: RenderResponse, ctx: Pick<ViewContext, "lang" | "now" | "source">): ShowCandidate[] {
  return programmeShows(render, ctx.now).map((show) => {
    const dates = show.upcoming.map((e) => e.start_date);
    const entry: CalendarEntry = {
      id: show.pageId,
      key: show.pageId,
      // The agenda's own short title where the editors gave one (spec 2 §3 agendaTitle).
      heading: show.agendaTitle ?? show.heading,
      subheading: show.subheading,
      href: show.href,
      image: show.thumb,
      dateText: dateRangeText(dates, ctx.lang),
      month: dates.length > 0 ? monthKey(dates[0]) : null,
      salesButton: show.upcoming.length > 0 ? showSalesButton(show, ctx.lang, ctx.source.site, ctx.source.config.callUsPhoneNumber) : null,
    };
    return { entry, show, firstStart: dates.length > 0 ? Date.parse(dates[0]!) : Number.POSITIVE_INFINITY, ...show };
  });
}

/** Spec 1 §5: calendar entries need isAllowedInCalendar, a heading and an image; and a date to be placed. */
export function isCalendarEntry(c: ShowCandidate): boolean {
  return c.show.allowedInCalendar && c.entry.image !== undefined && c.entry.month !== null;
}

/** Query q of the address: the first value, normalised; repeated or empty values never fail. */
export function queryOf(url: URL): string | null {
  return normaliseQuery(url.searchParams.get("q"));
}

/** The full calendar is the same for every request of a day on one answer: kept with it. Search results are not (one per phrase). */
export function mapCalendarView(ctx: ViewContext): CalendarView {
  const q = queryOf(ctx.url);
  return q ? calendarView(ctx, q) : perAnswer(ctx.render, `calendar:${answerKey(ctx)}`, () => calendarView(ctx, null));
}

function calendarView(ctx: ViewContext, q: string | null): CalendarView {
  const t = PROGRAMME_TEXTS[ctx.lang];
  const candidates = showCandidates(ctx.render, ctx).filter(isCalendarEntry);
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
    .flatMap((c) => dateGroupEntries(c, ctx.lang))
    .sort((a, b) => a.firstStart - b.firstStart || a.entry.heading.localeCompare(b.entry.heading))
    .map((c) => c.entry);
  return { ...base, items, months: groupByMonth(items, ctx.lang) };
}

/**
 * Spec 1 §2 "Calendar grouping: a group splits when the month changes or the gap between dates
 * exceeds 1 day": a show runs in the calendar once per group, under that group's month, with that
 * group's own date text. (Search results stay one per show: they are ranked, not dated.)
 */
export function dateGroupEntries(c: ShowCandidate, lang: Lang): { entry: CalendarEntry; firstStart: number }[] {
  const groups = groupShowDates(c.show.upcoming.map((e) => e.start_date));
  if (groups.length <= 1) return [{ entry: c.entry, firstStart: c.firstStart }];
  return groups.map((days) => {
    const first = days[0]!;
    // The group's own first performance, for ordering among other shows of that month.
    const starts = c.show.upcoming.filter((e) => isoDate(e.start_date) === first).map((e) => Date.parse(e.start_date));
    return {
      entry: { ...c.entry, key: `${c.entry.id}:${first}`, dateText: dateRangeText(days.map((d) => `${d}T12:00:00Z`), lang), month: first.slice(0, 7) },
      firstStart: Math.min(...starts),
    };
  });
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
  return q ? { title, robots: "noindex, follow" } : { title, description: PROGRAMME_TEXTS[ctx.lang].calendarDescription.replace("{site}", ctx.source.site.name) };
}
