/**
 * The home calendar widget's data (spec 1 §2 Home): every day with shows, each show once in a
 * table, and the initial selection (today when it has shows, else the first day that has), all
 * decided in the mapper so the server's markup and the first client render agree. The compact
 * shape it writes, and the join the component renders from, are in calendar-widget-vm.ts.
 */
import { formatTime, isoDate } from "../../domain/calendar";
import { salesButton, eventSalesState, type SalesButton } from "../../domain/sales-button";
import type { Lang } from "../../i18n/lang";
import type { Site } from "../../site";
import { perAnswer } from "../answer-memo";
import { readText } from "../cms-read";
import { matchesLanguage, type ProgrammeShow } from "../programme";
import type { ButtonLook, CalendarWidgetVM, WidgetDayVM, WidgetEventVM, WidgetShowVM } from "./calendar-widget-vm";
import { buildLinkTable } from "./link-table";

/** Keeps the embedded page data small; the full calendar page covers what lies further ahead. */
export const CALENDAR_WIDGET_DAYS = 400;

/** Index of a value in a table, adding it when new (keyed by its JSON for objects). */
function indexer<T>(table: T[]): (value: T) => number {
  const seen = new Map<string, number>();
  return (value) => {
    const key = typeof value === "string" ? value : JSON.stringify(value);
    let i = seen.get(key);
    if (i === undefined) seen.set(key, (i = table.push(value) - 1));
    return i;
  };
}

function look({ text, color, kind, newTab, rel }: SalesButton): ButtonLook {
  return { text, color, kind, ...(newTab ? { newTab: true as const } : {}), ...(rel !== null ? { rel } : {}) };
}

type WidgetOptions = { now: Date; lang: Lang; site: Site; phoneNumber: string | undefined };

/**
 * Kept with the programme it is made from (itself kept per answer and day, view/programme.ts): the
 * clock only counts through today and the horizon's day, so both are in the key.
 */
export function mapCalendarWidget(shows: readonly ProgrammeShow[], opts: WidgetOptions): CalendarWidgetVM | undefined {
  const today = isoDate(opts.now);
  if (!today) return undefined;
  const horizon = isoDate(new Date(opts.now.getTime() + CALENDAR_WIDGET_DAYS * 86_400_000)) ?? today;
  return perAnswer(shows, `widget:${[opts.lang, today, horizon, opts.site.id, opts.phoneNumber ?? ""].join("|")}`, () => widgetOf(shows, opts, today, horizon));
}

function widgetOf(shows: readonly ProgrammeShow[], opts: WidgetOptions, today: string, horizon: string): CalendarWidgetVM | undefined {
  const table: WidgetShowVM[] = [];
  const byDate = new Map<string, { start: number; show: number; time: string | null; button: SalesButton }[]>();
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
      list.push({ start: Date.parse(event.start_date), show: index, time: formatTime(event.start_date), button });
      byDate.set(date, list);
    }
  }
  if (byDate.size === 0) return undefined;
  const sorted = [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, list]) => ({ date, list: list.sort((a, b) => a.start - b.start) }));
  const links = buildLinkTable(sorted.flatMap(({ list }) => list.flatMap((e) => (e.button.href ? [e.button.href] : []))));
  const times: string[] = [];
  const buttons: ButtonLook[] = [];
  const [timeIndex, buttonIndex] = [indexer(times), indexer(buttons)];
  const days = sorted.map(({ date, list }): WidgetDayVM => [
    date,
    list.map(({ show, time, button }): WidgetEventVM => {
      const event: WidgetEventVM = [show, time === null ? null : timeIndex(time), buttonIndex(look(button))];
      if (button.href) event.push(links.ref(button.href));
      return event;
    }),
  ]);
  const initialDate = byDate.has(today) ? today : days[0]![0];
  return { today, initialDate, shows: table, times, buttons, links: links.templates, days };
}
