/** Calendar view model (programme issue). STUB: the calendar helper replaces this file's contents. */
import type { ViewContext } from "../../routes/view-context";
import type { HeadVM } from "../head";
import { mapCalendarList, type ListItem } from "./lists";

export interface CalendarView {
  kind: "calendar";
  head?: Partial<HeadVM>;
  heading: string;
  items: ListItem[];
}

export function mapCalendarView(ctx: ViewContext): CalendarView {
  const list = mapCalendarList(ctx.render, ctx.lang === "nl" ? "Agenda" : "Calendar");
  return { kind: "calendar", heading: list.heading, items: list.items };
}
