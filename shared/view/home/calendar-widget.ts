/**
 * The home calendar widget's data (spec 1 §2 Home): every day with shows, each show once in a
 * table, and the initial selection (today when it has shows, else the first day that has), all
 * decided in the mapper so the server's markup and the first client render agree.
 */
import { formatTime, isoDate } from "../../domain/calendar";
import { salesButton, eventSalesState, type SalesButton } from "../../domain/sales-button";
import type { Lang } from "../../i18n/lang";
import type { Site } from "../../site";
import { readText, type ImageRef } from "../cms-read";
import { matchesLanguage, type ProgrammeShow } from "../programme";

/** Keeps the embedded page data small; the full calendar page covers what lies further ahead. */
export const CALENDAR_WIDGET_DAYS = 400;

export interface WidgetShowVM {
  heading: string;
  subheading?: string;
  href: string;
  image: ImageRef;
}

export interface WidgetEventVM {
  /** Index into CalendarWidgetVM.shows. */
  show: number;
  time: string | null;
  button: SalesButton;
}

export interface WidgetDayVM {
  date: string;
  events: WidgetEventVM[];
}

export interface CalendarWidgetVM {
  today: string;
  initialDate: string;
  shows: WidgetShowVM[];
  days: WidgetDayVM[];
}

export function mapCalendarWidget(shows: readonly ProgrammeShow[], opts: { now: Date; lang: Lang; site: Site; phoneNumber: string | undefined }): CalendarWidgetVM | undefined {
  const today = isoDate(opts.now);
  if (!today) return undefined;
  const horizon = isoDate(new Date(opts.now.getTime() + CALENDAR_WIDGET_DAYS * 86_400_000)) ?? today;
  const table: WidgetShowVM[] = [];
  const byDate = new Map<string, { start: number; event: WidgetEventVM }[]>();
  for (const show of shows) {
    if (!show.allowedInCalendar || !show.thumb || !matchesLanguage(show, opts.lang)) continue;
    let index = -1;
    for (const event of show.upcoming) {
      const date = isoDate(event.start_date);
      if (!date || date < today || date > horizon) continue;
      if (index < 0) index = table.push({ heading: show.heading, subheading: show.subheading, href: show.href, image: show.thumb }) - 1;
      const button = salesButton({
        state: eventSalesState(event),
        lang: opts.lang,
        site: opts.site,
        salesUrl: event.sales_url,
        overrideText: readText(event.data, "bestelbutton") ?? show.overrideText,
        phoneNumber: opts.phoneNumber,
      });
      const list = byDate.get(date) ?? [];
      list.push({ start: Date.parse(event.start_date), event: { show: index, time: formatTime(event.start_date), button } });
      byDate.set(date, list);
    }
  }
  if (byDate.size === 0) return undefined;
  const days = [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, list]) => ({ date, events: list.sort((a, b) => a.start - b.start).map((x) => x.event) }));
  const initialDate = byDate.has(today) ? today : days[0]!.date;
  return { today, initialDate, shows: table, days };
}
