import { describe, expect, it } from "vitest";
import {
  amsterdam,
  amsterdamNoon,
  dayNumber,
  formatDayMonth,
  formatIsoOffset,
  formatLongDate,
  formatNewsDate,
  formatTime,
  formatWeekdayDate,
  formatWeekdayLongDate,
  isoDay,
  isoMonth,
  monthGrid,
  monthLabel,
  parseInstant,
  EU_RULE_YEARS,
  TIME_ZONE,
} from "../../shared/i18n/dates";

const month = (m: number) => `2026-${String(m).padStart(2, "0")}-15`;

describe("Dutch and English names (spec 1 §9: short months mrt, mei, okt; weekdays zo–za)", () => {
  it("writes every Dutch short month without a dot", () => {
    const names = Array.from({ length: 12 }, (_, i) => formatDayMonth(month(i + 1), "nl")!.split(" ")[2]);
    expect(names).toEqual(["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"]);
  });

  it("writes every English short month, September as Sep", () => {
    const names = Array.from({ length: 12 }, (_, i) => formatDayMonth(month(i + 1), "en")!.split(" ")[2]);
    expect(names).toEqual(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]);
  });

  it("writes every long month in both languages", () => {
    expect(Array.from({ length: 12 }, (_, i) => formatLongDate(month(i + 1), "nl")!.split(" ")[1])).toEqual([
      "januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december",
    ]);
    expect(formatLongDate("2026-03-15", "en")).toBe("15 March 2026");
  });

  it("writes the Dutch short weekdays zo, ma, di, wo, do, vr, za (Sunday 25 October 2026 first)", () => {
    const week = ["25", "26", "27", "28", "29", "30", "31"].map((d) => formatDayMonth(`2026-10-${d}`, "nl")!.split(" ")[0]);
    expect(week).toEqual(["zo", "ma", "di", "wo", "do", "vr", "za"]);
    const en = ["25", "26", "27", "28", "29", "30", "31"].map((d) => formatDayMonth(`2026-10-${d}`, "en")!.split(" ")[0]);
    expect(en).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
  });
});

describe("the site's formats", () => {
  const show = "2026-10-24T20:00:00+02:00";
  it.each([
    ["formatLongDate", formatLongDate(show, "nl"), "24 oktober 2026"],
    ["formatLongDate en", formatLongDate(show, "en"), "24 October 2026"],
    ["formatWeekdayDate", formatWeekdayDate(show, "nl"), "za 24 okt 2026"],
    ["formatWeekdayDate en", formatWeekdayDate(show, "en"), "Sat 24 Oct 2026"],
    ["formatDayMonth", formatDayMonth(show, "nl"), "za 24 okt"],
    ["formatWeekdayLongDate", formatWeekdayLongDate(show, "nl"), "zaterdag 24 oktober 2026"],
    ["formatNewsDate", formatNewsDate("2026-11-23T09:00:00+01:00", "nl"), "maandag 23 november 2026"],
    ["formatNewsDate en", formatNewsDate("2026-11-23T09:00:00+01:00", "en"), "Monday 23 November 2026"],
    ["formatTime", formatTime(show), "20:00"],
    ["formatIsoOffset", formatIsoOffset(show), "2026-10-24T20:00:00+02:00"],
    ["isoDay", isoDay(show), "2026-10-24"],
    ["isoMonth", isoMonth(show), "2026-10"],
    ["monthLabel", monthLabel("2026-03", "nl"), "maart 2026"],
    ["monthLabel en", monthLabel("2026-05", "en"), "May 2026"],
  ])("%s", (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("drops the live site's year-1021 placeholder news dates", () => {
    expect(formatNewsDate("1021-12-18T00:00:00+00:19", "nl")).toBeNull();
  });

  it("builds Monday-first month grids padded with null", () => {
    const grid = monthGrid("2026-11");
    expect(grid[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(grid[grid.length - 1]).toEqual(["2026-11-30", null, null, null, null, null, null]);
    expect(monthGrid("2028-02").flat().filter(Boolean)).toHaveLength(29);
    expect(monthGrid("2026-13")).toEqual([]);
    expect(monthGrid("junk")).toEqual([]);
  });
});

describe("Europe/Amsterdam, whatever zone the process runs in", () => {
  it("names the zone", () => {
    expect(TIME_ZONE).toBe("Europe/Amsterdam");
  });

  it("puts a late UTC evening on the next Amsterdam day, in winter and in summer", () => {
    expect(isoDay("2026-10-31T23:30:00Z")).toBe("2026-11-01");
    expect(isoDay("2026-10-31T22:59:59Z")).toBe("2026-10-31");
    expect(isoDay("2026-07-01T22:00:00Z")).toBe("2026-07-02");
    expect(isoDay("2026-07-01T21:59:59Z")).toBe("2026-07-01");
    expect(isoDay("2026-12-31T23:00:00Z")).toBe("2027-01-01");
    expect(isoMonth("2026-10-31T23:30:00Z")).toBe("2026-11");
  });

  it("reads a date or time without an offset as Amsterdam wall time", () => {
    expect(formatIsoOffset("2026-10-24")).toBe("2026-10-24T00:00:00+02:00");
    expect(formatIsoOffset("2026-12-24T19:30")).toBe("2026-12-24T19:30:00+01:00");
    expect(formatIsoOffset("2026-12-24 19:30:00")).toBe("2026-12-24T19:30:00+01:00");
  });

  it("switches to summer time at 01:00 UTC on the last Sunday of March", () => {
    expect(formatIsoOffset("2026-03-29T00:59:59Z")).toBe("2026-03-29T01:59:59+01:00");
    expect(formatIsoOffset("2026-03-29T01:00:00Z")).toBe("2026-03-29T03:00:00+02:00");
    expect(formatTime("2026-03-29T01:30:00Z")).toBe("03:30");
  });

  it("reads a wall time in the skipped spring hour as the hour after it", () => {
    expect(formatIsoOffset("2026-03-29T02:30:00")).toBe("2026-03-29T03:30:00+02:00");
  });

  it("switches back at 01:00 UTC on the last Sunday of October", () => {
    expect(formatIsoOffset("2026-10-25T00:59:59Z")).toBe("2026-10-25T02:59:59+02:00");
    expect(formatIsoOffset("2026-10-25T01:00:00Z")).toBe("2026-10-25T02:00:00+01:00");
  });

  it("reads a wall time in the repeated autumn hour as its first (summer-time) occurrence", () => {
    expect(formatIsoOffset("2026-10-25T02:30:00")).toBe("2026-10-25T02:30:00+02:00");
    expect(parseInstant("2026-10-25T02:30:00")).toBe(Date.parse("2026-10-25T00:30:00Z"));
  });

  it("counts the 23- and 25-hour days of the clock changes as one calendar day each", () => {
    const days = ["2026-03-28", "2026-03-29", "2026-03-30", "2026-10-24", "2026-10-25", "2026-10-26"].map((d) => dayNumber(amsterdam(d)!));
    expect([days[1]! - days[0]!, days[2]! - days[1]!, days[4]! - days[3]!, days[5]! - days[4]!]).toEqual([1, 1, 1, 1]);
  });

  it("normalises a day to noon, on both sides of the clock change", () => {
    expect(formatIsoOffset(amsterdamNoon("2026-10-25"))).toBe("2026-10-25T12:00:00+01:00");
    expect(formatIsoOffset(amsterdamNoon("2026-03-29T23:30:00+02:00"))).toBe("2026-03-29T12:00:00+02:00");
    expect(formatIsoOffset(amsterdamNoon("2026-10-24T23:30:00Z"))).toBe("2026-10-25T12:00:00+01:00");
  });

  it("takes a Date as the instant it is", () => {
    expect(formatTime(new Date("2026-01-15T12:00:00Z"))).toBe("13:00");
  });

  it("keeps fractions and other offsets as the instant they name", () => {
    expect(formatIsoOffset("2026-10-24T20:00:00.500-05:30")).toBe("2026-10-25T02:30:00+01:00");
    expect(formatTime("1021-12-18T00:00:00+00:19")).toMatch(/^\d{2}:\d{2}$/);
  });
});

describe("junk gives null, never an error", () => {
  it.each([
    null, undefined, 7, {}, [], "", "   ", "yesterday", "2026-13-01", "2026-02-29", "2026-02-30", "2026-04-31",
    "2026-10-24T24:00:00", "2026-10-24T20:60", "2026-10-24T20:00:00+25:00", "24-10-2026", "2026-10-24T20:00:00Zjunk", new Date("nope"),
  ])("%j", (value) => {
    expect(parseInstant(value)).toBeNull();
    expect(amsterdam(value)).toBeNull();
    expect(formatLongDate(value, "nl")).toBeNull();
    expect(formatTime(value)).toBeNull();
    expect(formatIsoOffset(value)).toBeNull();
  });

  it("knows leap days", () => {
    expect(isoDay("2028-02-29")).toBe("2028-02-29");
  });
});

describe("the zone offset (spec 1 §9: every time in Europe/Amsterdam)", () => {
  const zoneDatabase = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, timeZoneName: "longOffset" });
  /** The offset in minutes as the zone database (ICU's tzdata) gives it: "GMT+02:00" → 120. */
  const databaseOffset = (epoch: number) => {
    const name = zoneDatabase.formatToParts(epoch).find((p) => p.type === "timeZoneName")!.value;
    const m = /GMT([+-])(\d\d):(\d\d)/.exec(name)!;
    return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  };
  const HOUR = 3_600_000;

  it(`follows the zone database hour by hour around every clock change of ${EU_RULE_YEARS.first}–${EU_RULE_YEARS.last}, and mid-month all year`, () => {
    const wrong: string[] = [];
    for (let year = EU_RULE_YEARS.first; year <= EU_RULE_YEARS.last; year++) {
      const instants: number[] = [];
      for (let m = 0; m < 12; m++) instants.push(Date.UTC(year, m, 15, 12));
      // Every hour of the last week of March and of October: the changes and the hours either side.
      for (const m of [2, 9]) for (let h = 0; h < 8 * 24; h++) instants.push(Date.UTC(year, m + 1, 1) - 8 * 24 * HOUR + h * HOUR);
      for (const epoch of instants) {
        const ours = amsterdam(new Date(epoch).toISOString())!.offset;
        if (ours !== databaseOffset(epoch)) wrong.push(`${new Date(epoch).toISOString()}: ${ours} vs ${databaseOffset(epoch)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("asks the zone database outside those years (the 1995 September change, 2100)", () => {
    for (const iso of ["1995-09-24T00:30:00Z", "1995-09-24T01:30:00Z", "1995-10-29T12:00:00Z", "2100-07-01T12:00:00Z", "2100-12-01T12:00:00Z"]) {
      expect(amsterdam(iso)!.offset, iso).toBe(databaseOffset(Date.parse(iso)));
    }
    expect(amsterdam("1995-09-24T00:30:00Z")!.offset).toBe(120);
    expect(amsterdam("1995-09-24T01:30:00Z")!.offset).toBe(60);
  });
});
