/**
 * Calendar dates of spec 1 §2/§9: grouping of show dates, date-range texts, month keys and times,
 * always in Europe/Amsterdam so server and browser render the same text. Upstream dates contain
 * junk (spec 4), so every function returns null or drops the value instead of throwing.
 */
import { DateTime } from "luxon";
import type { Lang } from "../i18n/lang";

export const TIME_ZONE = "Europe/Amsterdam";

// Own name tables instead of Intl: ICU versions differ ("sep"/"sept", "mrt."), and the spec fixes the Dutch forms.
const MONTHS_SHORT: Record<Lang, readonly string[]> = {
  nl: ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"],
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};
const MONTHS_LONG: Record<Lang, readonly string[]> = {
  nl: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
};
// Indexed by luxon weekday 1 (Monday) … 7 (Sunday).
const WEEKDAYS_SHORT: Record<Lang, readonly string[]> = {
  nl: ["ma", "di", "wo", "do", "vr", "za", "zo"],
  en: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
};
const RANGE_WORDS: Record<Lang, { and: string; through: string }> = {
  nl: { and: "en", through: "t/m" },
  en: { and: "and", through: "to" },
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day in Amsterdam at noon (noon never falls in a DST gap or overlap). "YYYY-MM-DD" is
 * read as an Amsterdam date; a full ISO timestamp is converted to Amsterdam first.
 */
export function amsterdamNoon(value: unknown): DateTime | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const text = value.trim();
  const parsed = DATE_ONLY.test(text)
    ? DateTime.fromISO(text, { zone: TIME_ZONE })
    : DateTime.fromISO(text, { setZone: true }).setZone(TIME_ZONE);
  if (!parsed.isValid) return null;
  return parsed.set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
}

/** "YYYY-MM-DD" of the Amsterdam calendar day, or null for junk. */
export function isoDate(value: unknown): string | null {
  return amsterdamNoon(value)?.toISODate() ?? null;
}

/** Whole calendar days between two dates, independent of DST (23- and 25-hour days count as one). */
function dayNumber(d: DateTime): number {
  return Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
}

function sortedDays(dates: readonly unknown[]): DateTime[] {
  const unique = new Map<string, DateTime>();
  for (const value of dates) {
    const day = amsterdamNoon(value);
    if (day) unique.set(day.toISODate() as string, day);
  }
  return [...unique.values()].sort((a, b) => dayNumber(a) - dayNumber(b));
}

/** Groups of consecutive show dates; a new group starts at a month change or a gap of more than 1 day. */
export function groupShowDates(dates: readonly unknown[]): string[][] {
  const groups: string[][] = [];
  let previous: DateTime | null = null;
  for (const day of sortedDays(dates)) {
    const split: boolean =
      previous === null || previous.month !== day.month || previous.year !== day.year || dayNumber(day) - dayNumber(previous) > 1;
    if (split) groups.push([]);
    groups[groups.length - 1].push(day.toISODate() as string);
    previous = day;
  }
  return groups;
}

function shortDate(day: DateTime, lang: Lang): string {
  return `${WEEKDAYS_SHORT[lang][day.weekday - 1]} ${day.day} ${MONTHS_SHORT[lang][day.month - 1]} ${day.year}`;
}

/** "za 24 okt 2026" / "Sat 24 Oct 2026"; null for junk. */
export function formatShortDate(value: unknown, lang: Lang): string | null {
  const day = amsterdamNoon(value);
  return day ? shortDate(day, lang) : null;
}

/** One date, "a en b" / "a and b", or "first t/m last" / "first to last"; null without valid dates. */
export function dateRangeText(dates: readonly unknown[], lang: Lang): string | null {
  const days = sortedDays(dates);
  if (days.length === 0) return null;
  const first = shortDate(days[0], lang);
  if (days.length === 1) return first;
  const last = shortDate(days[days.length - 1], lang);
  const words = RANGE_WORDS[lang];
  return `${first} ${days.length === 2 ? words.and : words.through} ${last}`;
}

/** "2026-11": the month a date belongs to in Amsterdam; null for junk. */
export function monthKey(value: unknown): string | null {
  return amsterdamNoon(value)?.toFormat("yyyy-MM") ?? null;
}

/** "november 2026" / "November 2026" for a month key; null for a malformed key. */
export function monthLabel(key: unknown, lang: Lang): string | null {
  const match = typeof key === "string" ? /^(\d{4})-(\d{2})$/.exec(key.trim()) : null;
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return null;
  return `${MONTHS_LONG[lang][month - 1]} ${match[1]}`;
}

/** "HH:mm" in Amsterdam for an ISO timestamp; null for junk. */
export function formatTime(iso: unknown): string | null {
  if (typeof iso !== "string" || iso.trim() === "") return null;
  const parsed = DateTime.fromISO(iso.trim(), { setZone: true });
  return parsed.isValid ? parsed.setZone(TIME_ZONE).toFormat("HH:mm") : null;
}
