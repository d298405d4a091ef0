/** Month grid arithmetic of the calendar widget, on "YYYY-MM-DD" strings only (same result everywhere). */
import { DateTime } from "luxon";
import { TIME_ZONE } from "../../domain/calendar";

/** Weeks of a month, Monday first; null marks a cell outside the month. */
export function monthGrid(monthKey: string): (string | null)[][] {
  const first = DateTime.fromISO(`${monthKey}-01`, { zone: TIME_ZONE });
  if (!first.isValid) return [];
  const cells: (string | null)[] = Array.from({ length: first.weekday - 1 }, () => null);
  for (let day = 1; day <= (first.daysInMonth ?? 0); day++) cells.push(first.set({ day }).toISODate());
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export const WEEKDAY_HEADERS = {
  nl: ["ma", "di", "wo", "do", "vr", "za", "zo"],
  en: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
} as const;

export const WEEKDAY_NAMES = {
  nl: ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
} as const;
