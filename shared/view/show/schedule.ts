/**
 * Play schedule view model (spec 2 §2 "Play schedule"): month groups of table rows, or a Monday-first
 * month calendar, with a sales button per event, the legend and the duration, break and price lines.
 * Everything time-based uses ctx.now, so the server decides once and the browser hydrates the same.
 */
import type { CmsEvent } from "../../contract/render";
import { formatPrice, minPrice, eventPrices, isFreeEvent, type DomainLog } from "../../domain/prices";
import { eventSalesState, legendColor, salesButton, scheduleButtonColor, type LegendColor, type SalesButton, type SalesState } from "../../domain/sales-button";
import {
  breakText,
  calendarWidthClass,
  durationText,
  eventGroups,
  isCollapsed,
  COLLAPSED_ROWS,
  type DisplayEventBase,
} from "../../domain/schedule";
import { monthGrid, WEEKDAYS_SHORT } from "../../i18n/dates";
import type { Lang } from "../../i18n/lang";
import type { Site } from "../../site";

export interface ScheduleEvent extends DisplayEventBase {
  button: SalesButton;
  /** Restaurant-bundled (its prices include the surcharge). */
  dinner: boolean;
  /** The event's `nobookingcosts`: no booking fee on top of the price. */
  noBookingCosts: boolean;
}

export interface ScheduleGroup {
  key: string;
  label: string;
  events: ScheduleEvent[];
}

export interface LegendEntry {
  status: SalesState;
  color: LegendColor;
}

export interface CalendarDay {
  day: number;
  iso: string;
  events: ScheduleEvent[];
}

export interface CalendarMonth {
  key: string;
  label: string;
  /** Weeks of 7 cells, Monday first; null for days outside the month. */
  weeks: (CalendarDay | null)[][];
}

export interface ScheduleVM {
  form: "table" | "calendar";
  groups: ScheduleGroup[];
  eventCount: number;
  /** Start collapsed to the first COLLAPSED_ROWS rows: above 10 events, or always for a configured headliner. */
  collapsible: boolean;
  collapsedRows: number;
  legend: LegendEntry[];
  duration: string | null;
  breakText: string | null;
  /** "€ 43,50": the lowest price over the visible events, for the 'Tickets vanaf' line. */
  priceFrom: string | null;
  hasDinner: boolean;
  calendar: { widthClass: "medium" | "large"; weekdays: readonly string[]; months: CalendarMonth[] } | null;
  /** Groups are hidden because playlistPublicationDate lies in the future. */
  notPublished: boolean;
}

export interface ScheduleInput {
  events: readonly CmsEvent[];
  visible: readonly CmsEvent[];
  lang: Lang;
  now: Date;
  site: Pick<Site, "ownHosts" | "ticketShopHosts">;
  /** Restaurant surcharge (configuration, RESTAURANT_SURCHARGE_EUR). */
  surcharge: number;
  /** call_us number (configuration, CALL_US_PHONE_NUMBER). */
  phoneNumber: string | undefined;
  slug: string;
  /** Production slugs whose table always starts collapsed (configuration: ALWAYS_COLLAPSED_SHOWS). */
  alwaysCollapsed: readonly string[];
  playlistPublicationDate?: string | null;
  calendarView: boolean;
  overruleDurationText?: string | null;
  hideStartEndTimeInfo: boolean;
  log: DomainLog;
}

const LEGEND_ORDER: readonly SalesState[] = ["on_sale", "last_chance", "call_us", "waiting_list", "sold_out", "cancelled", "free", "non_reservable"];

export function eventButton(event: CmsEvent, lang: Lang, site: ScheduleInput["site"], phoneNumber: string | undefined): SalesButton {
  return salesButton({ state: eventSalesState(event), lang, salesUrl: event.sales_url, overrideText: event.data?.bestelbutton, site, phoneNumber });
}

export function mapSchedule(input: ScheduleInput): ScheduleVM {
  const { lang, log } = input;
  const byId = new Map(input.visible.map((e) => [e.id, e]));
  const groups: ScheduleGroup[] = eventGroups(input.visible, { lang, now: input.now, playlistPublicationDate: input.playlistPublicationDate, log, surcharge: input.surcharge }).map((g) => ({
    key: g.key,
    label: g.label,
    events: g.events.map((e) => {
      const raw = byId.get(e.id)!;
      // The schedule has its own palette (spec 2 §2): the button takes its status's legend colour.
      const button = { ...eventButton(raw, lang, input.site, input.phoneNumber), color: scheduleButtonColor(eventSalesState(raw)) };
      return { ...e, time: input.hideStartEndTimeInfo ? "" : e.time, button, dinner: raw.data?.restauratietoeslag === true, noBookingCosts: raw.data?.nobookingcosts === true };
    }),
  }));
  const shown = groups.flatMap((g) => g.events);
  const statuses = new Set(shown.map((e) => e.status));
  const legend = LEGEND_ORDER.filter((s) => statuses.has(s)).flatMap((status) => {
    const color = legendColor(status);
    return color ? [{ status, color }] : [];
  });
  // From the events shown: a playlist not yet published gives no price away either.
  const prices = shown.map((e) => byId.get(e.id)!).flatMap((e) => {
    const p = eventPrices(e, () => {}, input.surcharge);
    return isFreeEvent(e, p) ? [] : p;
  });
  const lowest = minPrice(prices);
  const calendar = input.calendarView && shown.length > 0 ? { widthClass: calendarWidthClass(input.visible), weekdays: WEEKDAYS_SHORT[lang], months: calendarMonths(groups) } : null;
  return {
    form: calendar ? "calendar" : "table",
    groups,
    eventCount: shown.length,
    collapsible: isCollapsed(shown.length, input.slug, input.alwaysCollapsed),
    collapsedRows: COLLAPSED_ROWS,
    legend,
    duration: durationText(input.visible, { overruleDurationText: input.overruleDurationText, hideStartEndTimeInfo: input.hideStartEndTimeInfo, lang }),
    breakText: breakText(input.visible, lang),
    priceFrom: lowest === null ? null : formatPrice(lowest),
    hasDinner: shown.some((e) => e.dinner),
    calendar,
    notPublished: input.visible.length > 0 && groups.length === 0,
  };
}

/** Whole months holding events, as Monday-first week rows. */
function calendarMonths(groups: readonly ScheduleGroup[]): CalendarMonth[] {
  return groups.map((group) => {
    const byDay = new Map<string, ScheduleEvent[]>();
    for (const e of group.events) byDay.set(e.day, [...(byDay.get(e.day) ?? []), e]);
    const weeks = monthGrid(group.key).map((week) =>
      week.map((iso): CalendarDay | null => (iso ? { day: Number(iso.slice(8)), iso, events: byDay.get(iso) ?? [] } : null)),
    );
    return { key: group.key, label: group.label, weeks };
  });
}

