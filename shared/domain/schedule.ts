/**
 * Play schedule of a show page (spec 2 §2 "Play schedule", §5, §9). Pure: `now` is passed in so
 * the server decides "today" once per request and tests can pin it. All calendar arithmetic is
 * done in Europe/Amsterdam, whatever zone the process runs in.
 */
import type { CmsEvent } from "../contract/render";
import { amsterdam, formatDayMonth, formatTime, isoDay, isoMonth, monthLabel, type AmsterdamTime } from "../i18n/dates";
import type { Lang } from "../i18n/lang";
import { eventPrices, fromPriceText, isFreeEvent, minPrice, type DomainLog } from "./prices";
import { eventSalesState, type SalesState as EventSalesState } from "./sales-button";
import { ownValue } from "./own-key";

/** Spec 2 §9: the table collapses above 10 events; collapsed it shows the first 10 rows. */
export const COLLAPSED_ROWS = 10;
/** Spec 2 §2 gives the Dutch 'wachtlijst'; English pages say it in English, as their sales button does ("Wait list"). */
export const WAITING_LIST_TOOLTIP: Record<Lang, string> = { nl: "wachtlijst", en: "wait list" };

/** Tolerant parse (spec 4 "Dates": junk occurs); null instead of an invalid date. */
export function parseAmsterdam(value: unknown): AmsterdamTime | null {
  return typeof value === "string" ? amsterdam(value) : null;
}

function upcoming(events: readonly CmsEvent[], now: Date): { event: CmsEvent; start: AmsterdamTime }[] {
  // Compared as "YYYY-MM-DD" texts: an event is visible when its Amsterdam day is not before today's.
  const today = isoDay(now) ?? "";
  return events
    .map((event) => ({ event, start: parseAmsterdam(event.start_date) }))
    .filter((x): x is { event: CmsEvent; start: AmsterdamTime } => x.start !== null && isoDay(x.start)! >= today)
    .sort((a, b) => a.start.epoch - b.start.epoch);
}

/** Events from today on (Amsterdam), earliest first; events without a readable start cannot be listed. */
export function visibleEvents(events: readonly CmsEvent[], now: Date): CmsEvent[] {
  return upcoming(events, now).map((x) => x.event);
}

export type CalendarLabel = "best_deal" | "supertitle_en";
const CALENDAR_LABEL_IDS: Record<string, CalendarLabel> = { "16826": "best_deal", "16805": "supertitle_en" };

/** `data.calendarlabel` has been seen as a string, number or list; accept all, ignore unknown ids. */
export function calendarLabels(event: CmsEvent): CalendarLabel[] {
  const raw = event.data?.calendarlabel;
  const items = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(",") : [raw];
  const out = new Set<CalendarLabel>();
  for (const item of items) {
    const id = typeof item === "object" && item !== null ? (item as { id?: unknown }).id : item;
    const label = ownValue(CALENDAR_LABEL_IDS, String(id ?? "").trim());
    if (label) out.add(label);
  }
  return [...out];
}

export interface DisplayEventBase {
  id: string;
  /** Amsterdam calendar day "2026-10-24", for the calendar view and tag pages. */
  day: string;
  date: string;
  year: number;
  time: string;
  status: EventSalesState;
  minPrice: number | null;
  /** "va € 43,50" / "from € 43,50"; null for free events or unknown prices. */
  minPriceText: string | null;
  /** Per-event line such as "Première" (data.speellijsttekst). */
  details: string | null;
  calendarLabels: CalendarLabel[];
  tooltip: string | null;
}

export interface EventGroup {
  key: string;
  label: string;
  events: DisplayEventBase[];
}

export function displayEvent(event: CmsEvent, start: AmsterdamTime, lang: Lang, log: DomainLog, surcharge?: number): DisplayEventBase {
  const prices = eventPrices(event, log, surcharge);
  const status = eventSalesState(event);
  const details = typeof event.data?.speellijsttekst === "string" ? event.data.speellijsttekst.trim() : "";
  return {
    id: event.id,
    day: isoDay(start)!,
    date: formatDayMonth(start, lang)!,
    year: start.year,
    time: formatTime(start)!,
    status,
    minPrice: isFreeEvent(event, prices) ? null : minPrice(prices),
    minPriceText: fromPriceText(event, prices, lang),
    details: details || null,
    calendarLabels: calendarLabels(event),
    tooltip: status === "waiting_list" ? WAITING_LIST_TOOLTIP[lang] : null,
  };
}

/**
 * Month groups of the visible events. Hidden until `playlistPublicationDate` is reached; an
 * unreadable publication date counts as absent, so a typo never hides a whole schedule.
 */
export function eventGroups(
  events: readonly CmsEvent[],
  opts: { lang: Lang; now: Date; playlistPublicationDate?: string | null; log?: DomainLog; surcharge?: number },
): EventGroup[] {
  const publication = parseAmsterdam(opts.playlistPublicationDate);
  if (publication && opts.now.getTime() < publication.epoch) return [];
  const log = opts.log ?? (() => {});
  const groups: EventGroup[] = [];
  for (const { event, start } of upcoming(events, opts.now)) {
    const key = isoMonth(start)!;
    let group = groups[groups.length - 1];
    if (!group || group.key !== key) {
      group = { key, label: monthLabel(key, opts.lang)!, events: [] };
      groups.push(group);
    }
    group.events.push(displayEvent(event, start, opts.lang, log, opts.surcharge));
  }
  return groups;
}

/** Slug or path ("/voorstelling/hadestown") both work, so callers need not strip the prefix. */
/**
 * Spec 2 §2: "The table collapses when more than 10 events (and always for three named headliner
 * productions)". The spec names the headliners without their slugs, so they are configuration
 * (ALWAYS_COLLAPSED_SHOWS): such a table starts collapsed, with its toggle, whatever its length.
 */
export function isCollapsed(eventCount: number, productionSlug: string | null | undefined, alwaysCollapsed: readonly string[]): boolean {
  const slug = (productionSlug ?? "").split("/").filter(Boolean).pop()?.toLowerCase() ?? "";
  return eventCount > COLLAPSED_ROWS || (eventCount > 0 && alwaysCollapsed.includes(slug));
}

const DURATION_WORDS: Record<Lang, { h: [string, string]; m: [string, string]; and: string }> = {
  nl: { h: ["uur", "uur"], m: ["minuut", "minuten"], and: "en" },
  en: { h: ["hour", "hours"], m: ["minute", "minutes"], and: "and" },
};

/** Elapsed minutes (not wall-clock), so a show across the clock change reports its real length. */
function spanMinutes(event: CmsEvent): number | null {
  if (event.data?.eindtijdbekend !== true) return null;
  const start = parseAmsterdam(event.start_date);
  const end = parseAmsterdam(event.end_date);
  if (!start || !end) return null;
  const minutes = Math.round((end.epoch - start.epoch) / 60_000);
  return minutes > 0 && minutes < 24 * 60 ? minutes : null;
}

/**
 * "2 uur en 30 minuten" / "2 hours and 30 minutes", only when every event has the same known
 * span under a day. An editor's override text wins even over hideStartEndTimeInfo: that flag
 * hides computed time information, an explicit text is the editor's deliberate choice.
 */
export function durationText(
  events: readonly CmsEvent[],
  opts: { overruleDurationText?: string | null; hideStartEndTimeInfo?: boolean | null; lang: Lang },
): string | null {
  const overrule = opts.overruleDurationText?.trim();
  if (overrule) return overrule;
  if (opts.hideStartEndTimeInfo || events.length === 0) return null;
  const spans = events.map(spanMinutes);
  const first = spans[0];
  if (first === null || spans.some((s) => s !== first)) return null;
  const w = DURATION_WORDS[opts.lang];
  const h = Math.floor(first / 60);
  const m = first % 60;
  const hours = h > 0 ? `${h} ${w.h[h === 1 ? 0 : 1]}` : "";
  const mins = m > 0 ? `${m} ${w.m[m === 1 ? 0 : 1]}` : "";
  return hours && mins ? `${hours} ${w.and} ${mins}` : hours || mins;
}

const BREAK_TEXT: Record<Lang, { ja: string; nee: string }> = {
  nl: { ja: "Met pauze", nee: "Zonder pauze" },
  en: { ja: "With a break", nee: "Without a break" },
};

function breakOf(event: CmsEvent): "ja" | "nee" | null {
  const raw = event.data?.break;
  const v = typeof raw === "boolean" ? (raw ? "ja" : "nee") : String(raw ?? "").trim().toLowerCase();
  return v === "ja" || v === "nee" ? v : null;
}

/** Shown only when all events agree on yes or no; "Nog onbekend" or a mix says nothing. */
export function breakText(events: readonly CmsEvent[], lang: Lang): string | null {
  const values = events.map(breakOf);
  const first = values[0];
  if (!first || values.some((v) => v !== first)) return null;
  return BREAK_TEXT[lang][first];
}

/** Calendar view width: busy days (3+ shows) need the large cells. */
export function calendarWidthClass(events: readonly CmsEvent[]): "medium" | "large" {
  const perDay = new Map<string, number>();
  for (const event of events) {
    const day = isoDay(parseAmsterdam(event.start_date));
    if (day) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return Math.max(0, ...perDay.values()) < 3 ? "medium" : "large";
}
