/**
 * Date helpers. Every generated date is relative to the CMS's "today" and written the way the live
 * API writes them: ISO 8601 in Europe/Amsterdam with the offset and without milliseconds
 * ("2026-10-24T20:00:00+02:00"), so the clock change shows up in the data.
 */
import { DateTime } from "luxon";

export const ZONE = "Europe/Amsterdam";

/** The instant "now" as seen by the sample CMS, in Amsterdam time. */
export function amsterdamNow(today: Date): DateTime {
  return DateTime.fromJSDate(today, { zone: ZONE }).set({ millisecond: 0 });
}

/** Midnight of the Amsterdam calendar day of `today`. */
export function amsterdamDay(today: Date): DateTime {
  return amsterdamNow(today).startOf("day");
}

/** A local wall-clock time ("20:00") on the day `offsetDays` after `day`. */
export function at(day: DateTime, offsetDays: number, time: string): DateTime {
  const [hour, minute] = time.split(":").map(Number);
  return day.plus({ days: offsetDays }).set({ hour, minute, second: 0, millisecond: 0 });
}

export function iso(dt: DateTime): string {
  return dt.set({ millisecond: 0 }).toISO({ suppressMilliseconds: true }) ?? "";
}
