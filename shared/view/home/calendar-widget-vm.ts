/**
 * The home calendar widget's view model (spec 1 §2 Home) and the join the component renders from:
 * kept apart from the mapper (calendar-widget.ts), so the home page's browser code does not load the
 * programme rules and their schemas to show what the server already mapped.
 *
 * A day is a [date, events] pair, an event a tuple of indexes into tables of shows, start times and
 * button looks, plus its own ticket link as a reference into a table of link templates (issue 12
 * point 4: the view is embedded in the page for hydration). `widgetEvent` joins them back into the
 * full button the domain rule built.
 */
import type { SalesButton } from "../../domain/sales-button";
import type { ImageRef } from "../cms-read";
import { fillLink, type LinkRef, type LinkTemplate } from "./link-table";

export interface WidgetShowVM {
  heading: string;
  subheading?: string;
  href: string;
  image: ImageRef;
}

/** A sales button without its link; `newTab: false` and `rel: null` are left out. */
export type ButtonLook = Omit<SalesButton, "href" | "newTab" | "rel"> & { newTab?: true; rel?: string };

/** One event: indexes into `shows`, `times` (null: no time) and `buttons`, and its link if any. */
export type WidgetEventVM = [show: number, time: number | null, button: number, link?: LinkRef];

/** A day with shows (YYYY-MM-DD) and its events in start order. */
export type WidgetDayVM = [date: string, events: WidgetEventVM[]];

export interface CalendarWidgetVM {
  today: string;
  initialDate: string;
  shows: WidgetShowVM[];
  times: string[];
  buttons: ButtonLook[];
  links: LinkTemplate[];
  days: WidgetDayVM[];
}

/** An event as the component shows it. */
export interface WidgetEvent {
  show: WidgetShowVM;
  time: string | null;
  button: SalesButton;
}

export function widgetEvent(calendar: CalendarWidgetVM, [show, time, button, link]: WidgetEventVM): WidgetEvent {
  const look = calendar.buttons[button]!;
  return {
    show: calendar.shows[show]!,
    time: time === null ? null : calendar.times[time]!,
    button: { text: look.text, color: look.color, href: link ? fillLink(calendar.links, link) : null, kind: look.kind, newTab: look.newTab ?? false, rel: look.rel ?? null },
  };
}
