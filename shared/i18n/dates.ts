/**
 * Every date and time the site shows, read and written in Europe/Amsterdam whatever zone the
 * process or the browser runs in (spec 1 §9), so server and client render the same text.
 * docs/decisions/dates.md says why this is its own module and not luxon.
 *
 * Names come from the tables below, not from ICU: ICU versions differ ("mrt." with a dot,
 * "Sept"), and the spec fixes the Dutch short forms. The zone's offset is the EU's summer-time
 * rule in the years it holds, and Intl's answer (one formatter built once) outside them.
 */
import type { Lang } from "./lang";

export const TIME_ZONE = "Europe/Amsterdam";

export const MONTHS_SHORT: Readonly<Record<Lang, readonly string[]>> = {
  nl: ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"],
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};
export const MONTHS_LONG: Readonly<Record<Lang, readonly string[]>> = {
  nl: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
};
/** Monday first, indexed by `weekday - 1` (ISO weekday 1 = Monday … 7 = Sunday). */
export const WEEKDAYS_SHORT: Readonly<Record<Lang, readonly string[]>> = {
  nl: ["ma", "di", "wo", "do", "vr", "za", "zo"],
  en: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
};
export const WEEKDAYS_LONG: Readonly<Record<Lang, readonly string[]>> = {
  nl: ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
};

/** A moment as a clock on a wall in Amsterdam shows it. */
export interface AmsterdamTime {
  /** Milliseconds since the epoch. */
  epoch: number;
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
  /** Minutes ahead of UTC: 60 in winter, 120 in summer. */
  offset: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Date.UTC, minus its habit of reading years 0–99 as 1900–1999. */
function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.setUTCHours(hour, minute, second, ms);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

let wallClock: Intl.DateTimeFormat | undefined;

/** Amsterdam's offset at an instant, from the zone database (Intl), in minutes. */
function zoneOffset(epoch: number): number {
  wallClock ??= new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(epoch)) parts[part.type] = Number(part.value);
  const wall = utc(parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((wall - Math.floor(epoch / 1000) * 1000) / MINUTE);
}

/**
 * Summer time as the EU has set it since 1996 (directive 2000/84/EC and the ones before it): from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, CEST (+120),
 * else CET (+60). Within these years the offset is this arithmetic, not a question to Intl: a
 * browser's first zone question loads the zone database (tens of milliseconds on a phone, during
 * hydration). test/unit/dates.test.ts holds the rule against the zone database hour by hour around
 * every change in these years, so a tzdata that changes the rule fails the tests.
 */
export const EU_RULE_YEARS = { first: 1996, last: 2099 } as const;

/** 01:00 UTC on the last Sunday of a month (1–12) of a year. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = utc(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY;
}

function euRuleOffset(epoch: number): number | null {
  const year = new Date(epoch).getUTCFullYear();
  if (year < EU_RULE_YEARS.first || year > EU_RULE_YEARS.last) return null;
  return epoch >= lastSundayOneUtc(year, 3) && epoch < lastSundayOneUtc(year, 10) ? 120 : 60;
}

// Outside the rule's years Intl answers. Asking costs microseconds, and a calendar asks for hundreds
// of events. Amsterdam's offset changes at most once a day and on a whole UTC hour, so a UTC day
// whose first and last hour agree has one offset throughout (kept here); only clock-change days
// ask per hour.
const offsetByDay = new Map<number, number | null>();

function offsetAt(epoch: number): number {
  const ruled = euRuleOffset(epoch);
  if (ruled !== null) return ruled;
  const day = Math.floor(epoch / DAY);
  let known = offsetByDay.get(day);
  if (known === undefined) {
    const first = zoneOffset(day * DAY);
    known = first === zoneOffset(day * DAY + DAY - HOUR) ? first : null;
    if (offsetByDay.size >= 20_000) offsetByDay.clear();
    offsetByDay.set(day, known);
  }
  return known ?? zoneOffset(Math.floor(epoch / HOUR) * HOUR);
}

function fromEpoch(epoch: number): AmsterdamTime {
  const offset = offsetAt(epoch);
  const wall = new Date(epoch + offset * MINUTE);
  return {
    epoch,
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: ((wall.getUTCDay() + 6) % 7) + 1,
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    offset,
  };
}

/**
 * The instant an Amsterdam wall-clock reading stands for. Like Temporal's "compatible" choice:
 * in the autumn hour that happens twice the earlier one, in the spring hour that never happens
 * the reading one hour later (02:30 on the last Sunday of March is 03:30 summer time).
 */
function fromAmsterdamWall(wall: number): number {
  const before = offsetAt(wall - DAY);
  const after = offsetAt(wall + DAY);
  const fits = [before, after].map((o) => wall - o * MINUTE).filter((epoch) => wall - offsetAt(epoch) * MINUTE === epoch);
  return fits.length > 0 ? Math.min(...fits) : wall - before * MINUTE;
}

// ISO 8601 as the CMS writes it (spec 4 "Dates"): a date, optionally a time, optionally an offset.
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * Milliseconds since the epoch of an ISO text or a Date; null for junk (the CMS sends some, and a
 * bare number there is junk too, not a timestamp). A text without an offset is Amsterdam wall
 * time: a bare "2026-10-24" is Amsterdam's midnight, not UTC's.
 */
export function parseInstant(value: unknown): number | null {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  if (typeof value !== "string") return null;
  const m = ISO.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
  const ms = Math.floor(Number(`0.${m[7] ?? 0}`) * 1000);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) return null;
  const wall = utc(year, month, day, hour, minute, second, ms);
  const zone = m[8]?.toUpperCase();
  if (zone === undefined) return fromAmsterdamWall(wall);
  if (zone === "Z") return wall;
  const [, sign, oh, om] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
  const offset = (Number(oh) * 60 + Number(om ?? 0)) * (sign === "-" ? -1 : 1);
  return Number(oh) > 23 || Number(om ?? 0) > 59 ? null : wall - offset * MINUTE;
}

// Pages read the same CMS date texts on every request (a calendar a few hundred, a show page its
// whole schedule), so each text is parsed and zoned once and its reading shared, frozen; bounded
// like offsetByDay. Date objects are not kept: they are the clock's, each one new.
const readings = new Map<string, AmsterdamTime | null>();
const noons = new WeakMap<AmsterdamTime, AmsterdamTime>();

/** The Amsterdam reading of an ISO text or a Date (or a reading already made); null for junk. */
export function amsterdam(value: unknown): AmsterdamTime | null {
  if (value !== null && typeof value === "object" && "epoch" in value) return value as AmsterdamTime;
  if (typeof value !== "string") return readingOf(value);
  let reading = readings.get(value);
  if (reading === undefined) {
    reading = readingOf(value);
    if (readings.size >= 20_000) readings.clear();
    readings.set(value, reading && Object.freeze(reading));
  }
  return reading;
}

function readingOf(value: unknown): AmsterdamTime | null {
  const epoch = parseInstant(value);
  return epoch === null ? null : fromEpoch(epoch);
}

/**
 * The Amsterdam calendar day of a value, at noon (spec 1 §9 "dates are normalised to noon"): noon
 * is never in a clock-change gap or overlap, so day arithmetic on it cannot slip a day.
 */
export function amsterdamNoon(value: unknown): AmsterdamTime | null {
  const t = amsterdam(value);
  if (!t) return null;
  let noon = noons.get(t);
  if (!noon) noons.set(t, (noon = Object.freeze(fromEpoch(fromAmsterdamWall(utc(t.year, t.month, t.day, 12))))));
  return noon;
}

function daysInMonth(year: number, month: number): number {
  return new Date(utc(year, month + 1, 0)).getUTCDate();
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar day; no zone involved. */
function weekdayOf(year: number, month: number, day: number): number {
  return ((new Date(utc(year, month, day)).getUTCDay() + 6) % 7) + 1;
}

/** The weeks of a month key "2026-10", Monday first, as "YYYY-MM-DD" days; null pads the first and last week. */
export function monthGrid(monthKey: string): (string | null)[][] {
  const match = /^(\d{4})-(\d{2})$/.exec(monthKey);
  const [year, month] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (month < 1 || month > 12) return [];
  const cells: (string | null)[] = Array.from({ length: weekdayOf(year, month, 1) - 1 }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(`${monthKey}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Whole days since the epoch of a calendar day: differences ignore 23- and 25-hour days. */
export function dayNumber(t: Pick<AmsterdamTime, "year" | "month" | "day">): number {
  return utc(t.year, t.month, t.day) / DAY;
}

type Input = unknown;

/** "2026-10-24": the Amsterdam calendar day (spec 1 §9 date format); null for junk. */
export function isoDay(value: Input): string | null {
  const t = amsterdam(value);
  return t && `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
}

/** "2026-10": the Amsterdam month; null for junk. */
export function isoMonth(value: Input): string | null {
  return isoDay(value)?.slice(0, 7) ?? null;
}

/** "20:00" in Amsterdam; null for junk. */
export function formatTime(value: Input): string | null {
  const t = amsterdam(value);
  return t && `${pad(t.hour)}:${pad(t.minute)}`;
}

/** "2026-10-24T20:00:00+02:00": the instant with Amsterdam's offset, for JSON-LD; null for junk. */
export function formatIsoOffset(value: Input): string | null {
  const t = amsterdam(value);
  if (!t) return null;
  const sign = t.offset < 0 ? "-" : "+";
  return `${isoDay(t)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}${sign}${pad(Math.trunc(t.offset / 60))}:${pad(t.offset % 60)}`;
}

/** "24 oktober 2026" / "24 October 2026" (publication dates); null for junk. */
export function formatLongDate(value: Input, lang: Lang): string | null {
  const t = amsterdam(value);
  return t && `${t.day} ${MONTHS_LONG[lang][t.month - 1]} ${t.year}`;
}

/** "za 24 okt" / "Sat 24 Oct" (play-schedule rows); null for junk. */
export function formatDayMonth(value: Input, lang: Lang): string | null {
  const t = amsterdam(value);
  return t && `${WEEKDAYS_SHORT[lang][t.weekday - 1]} ${t.day} ${MONTHS_SHORT[lang][t.month - 1]}`;
}

/** "za 24 okt 2026" / "Sat 24 Oct 2026" (date ranges, news block); null for junk. */
export function formatWeekdayDate(value: Input, lang: Lang): string | null {
  const t = amsterdam(value);
  return t && `${formatDayMonth(t, lang)} ${t.year}`;
}

/** "zaterdag 24 oktober 2026" / "Saturday 24 October 2026"; null for junk. */
export function formatWeekdayLongDate(value: Input, lang: Lang): string | null {
  const t = amsterdam(value);
  return t && `${WEEKDAYS_LONG[lang][t.weekday - 1]} ${formatLongDate(t, lang)}`;
}

/** "oktober 2026" / "October 2026" for a month key "2026-10"; null for a malformed key. */
export function monthLabel(key: unknown, lang: Lang): string | null {
  const match = typeof key === "string" ? /^(\d{4})-(\d{2})$/.exec(key.trim()) : null;
  const month = match ? Number(match[2]) : 0;
  return match && month >= 1 && month <= 12 ? `${MONTHS_LONG[lang][month - 1]} ${match[1]}` : null;
}

/**
 * News dates, on the news list, news items and the news block: "weekday day month year" (spec 2
 * §2 block 6) written out, "zaterdag 24 oktober 2026"; the live site's year-1021 placeholder
 * dates count as missing.
 */
export function formatNewsDate(value: Input, lang: Lang): string | null {
  const t = amsterdam(value);
  return t && t.year >= 1900 ? formatWeekdayLongDate(t, lang) : null;
}
