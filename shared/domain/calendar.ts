/**
 * Calendar dates of spec 1 §2/§9: grouping of show dates, date-range texts, month keys and times,
 * always in Europe/Amsterdam so server and browser render the same text. Upstream dates contain
 * junk (spec 4), so every function returns null or drops the value instead of throwing.
 */
import { amsterdamNoon, dayNumber, formatWeekdayDate, isoDay, type AmsterdamTime } from "../i18n/dates";
import type { Lang } from "../i18n/lang";

export { amsterdamNoon, formatTime, isoDay as isoDate, isoMonth as monthKey, monthLabel, TIME_ZONE } from "../i18n/dates";

const RANGE_WORDS: Record<Lang, { and: string; through: string }> = {
  nl: { and: "en", through: "t/m" },
  en: { and: "and", through: "to" },
};

function sortedDays(dates: readonly unknown[]): AmsterdamTime[] {
  const unique = new Map<string, AmsterdamTime>();
  for (const value of dates) {
    const day = amsterdamNoon(value);
    if (day) unique.set(isoDay(day)!, day);
  }
  return [...unique.values()].sort((a, b) => a.epoch - b.epoch);
}

/** Groups of consecutive show dates; a new group starts at a month change or a gap of more than 1 day. */
export function groupShowDates(dates: readonly unknown[]): string[][] {
  const groups: string[][] = [];
  let previous: AmsterdamTime | null = null;
  for (const day of sortedDays(dates)) {
    const split: boolean =
      previous === null || previous.month !== day.month || previous.year !== day.year || dayNumber(day) - dayNumber(previous) > 1;
    if (split) groups.push([]);
    groups[groups.length - 1].push(isoDay(day)!);
    previous = day;
  }
  return groups;
}

/** "za 24 okt 2026" / "Sat 24 Oct 2026"; null for junk. */
export const formatShortDate = formatWeekdayDate;

/** One date, "a en b" / "a and b", or "first t/m last" / "first to last"; null without valid dates. */
export function dateRangeText(dates: readonly unknown[], lang: Lang): string | null {
  const days = sortedDays(dates);
  if (days.length === 0) return null;
  const first = formatWeekdayDate(days[0], lang)!;
  if (days.length === 1) return first;
  const last = formatWeekdayDate(days[days.length - 1], lang)!;
  const words = RANGE_WORDS[lang];
  return `${first} ${days.length === 2 ? words.and : words.through} ${last}`;
}
