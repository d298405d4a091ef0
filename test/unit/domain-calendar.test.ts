import { describe, expect, it } from "vitest";
import {
  amsterdamNoon,
  dateRangeText,
  formatShortDate,
  formatTime,
  groupShowDates,
  isoDate,
  monthKey,
  monthLabel,
  TIME_ZONE,
} from "../../shared/domain/calendar";
import { formatIsoOffset } from "../../shared/i18n/dates";

describe("groupShowDates (spec 1 §2: a group splits when the month changes or the gap exceeds 1 day)", () => {
  it("keeps consecutive days together", () => {
    expect(groupShowDates(["2026-11-05", "2026-11-06", "2026-11-07"])).toEqual([["2026-11-05", "2026-11-06", "2026-11-07"]]);
  });
  it("splits when the gap exceeds 1 day", () => {
    expect(groupShowDates(["2026-11-05", "2026-11-06", "2026-11-08"])).toEqual([["2026-11-05", "2026-11-06"], ["2026-11-08"]]);
  });
  it("splits when the month changes, even on consecutive days", () => {
    expect(groupShowDates(["2026-10-30", "2026-10-31", "2026-11-01"])).toEqual([["2026-10-30", "2026-10-31"], ["2026-11-01"]]);
    expect(groupShowDates(["2026-12-31", "2027-01-01"])).toEqual([["2026-12-31"], ["2027-01-01"]]);
  });
  it("counts the day of the clock change as one day", () => {
    expect(groupShowDates(["2026-10-24", "2026-10-25", "2026-10-26"])).toEqual([["2026-10-24", "2026-10-25", "2026-10-26"]]);
    expect(groupShowDates(["2026-03-28", "2026-03-29", "2026-03-30"])).toEqual([["2026-03-28", "2026-03-29", "2026-03-30"]]);
  });
  it("sorts, removes duplicates, reads timestamps in Amsterdam and drops junk", () => {
    expect(
      groupShowDates(["2026-11-06", "nonsense", "2026-11-05T20:00:00+01:00", "2026-11-05", "", "2026-11-04T23:30:00Z"]),
    ).toEqual([["2026-11-05", "2026-11-06"]]);
    expect(groupShowDates([])).toEqual([]);
  });
});

describe("dateRangeText (spec 1 §9)", () => {
  it("one date reads as a short date", () => {
    expect(dateRangeText(["2026-10-24"], "nl")).toBe("za 24 okt 2026");
    expect(dateRangeText(["2026-10-24"], "en")).toBe("Sat 24 Oct 2026");
  });
  it("two dates are joined with en / and", () => {
    expect(dateRangeText(["2026-10-25", "2026-10-24"], "nl")).toBe("za 24 okt 2026 en zo 25 okt 2026");
    expect(dateRangeText(["2026-10-24", "2026-10-25"], "en")).toBe("Sat 24 Oct 2026 and Sun 25 Oct 2026");
  });
  it("more than two dates read first t/m last / first to last", () => {
    const dates = ["2026-03-01", "2026-03-15", "2026-05-12"];
    expect(dateRangeText(dates, "nl")).toBe("zo 1 mrt 2026 t/m di 12 mei 2026");
    expect(dateRangeText(dates, "en")).toBe("Sun 1 Mar 2026 to Tue 12 May 2026");
  });
  it("keeps the Amsterdam day across the October clock change", () => {
    const dates = ["2026-10-24T20:00:00+02:00", "2026-10-25T14:00:00+01:00", "2026-10-26T00:30:00+01:00"];
    expect(dateRangeText(dates, "nl")).toBe("za 24 okt 2026 t/m ma 26 okt 2026");
  });
  it("uses the customised Dutch month and weekday names", () => {
    const months = Array.from({ length: 12 }, (_, i) => formatShortDate(`2026-${String(i + 1).padStart(2, "0")}-01`, "nl")?.split(" ")[2]);
    expect(months).toEqual(["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"]);
    const weekdays = ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-07"].map(
      (d) => formatShortDate(d, "nl")?.split(" ")[0],
    );
    expect(weekdays).toEqual(["zo", "ma", "di", "wo", "do", "vr", "za"]);
  });
  it("junk dates give no text instead of an error", () => {
    expect(dateRangeText([], "nl")).toBeNull();
    expect(dateRangeText(["2026-13-45", null, 7], "en")).toBeNull();
    expect(formatShortDate("yesterday", "nl")).toBeNull();
  });
});

describe("months and times in Europe/Amsterdam", () => {
  it("uses the Amsterdam time zone and normalises dates to noon", () => {
    expect(TIME_ZONE).toBe("Europe/Amsterdam");
    const noon = amsterdamNoon("2026-10-25");
    expect(formatIsoOffset(noon)).toBe("2026-10-25T12:00:00+01:00");
    expect(isoDate("2026-10-31T23:30:00Z")).toBe("2026-11-01");
  });
  it("gives the month key and label", () => {
    expect(monthKey("2026-11-05")).toBe("2026-11");
    expect(monthKey("2026-10-31T23:30:00Z")).toBe("2026-11");
    expect(monthLabel("2026-11", "nl")).toBe("november 2026");
    expect(monthLabel("2026-11", "en")).toBe("November 2026");
    expect(monthLabel("2026-03", "nl")).toBe("maart 2026");
  });
  it("tolerates junk month keys", () => {
    expect(monthKey("junk")).toBeNull();
    expect(monthLabel("2026-13", "nl")).toBeNull();
    expect(monthLabel(undefined, "en")).toBeNull();
  });
  it("formats times as HH:mm in Amsterdam on both sides of the clock change", () => {
    expect(formatTime("2026-10-24T20:00:00+02:00")).toBe("20:00");
    expect(formatTime("2026-10-25T14:00:00+01:00")).toBe("14:00");
    expect(formatTime("2026-10-25T13:00:00Z")).toBe("14:00");
    expect(formatTime("2026-07-01T18:30:00Z")).toBe("20:30");
  });
  it("never throws on a junk date", () => {
    expect(formatTime("not a date")).toBeNull();
    expect(formatTime(null)).toBeNull();
    expect(formatTime("1021-12-18T00:00:00+00:19")).toMatch(/^\d{2}:\d{2}$/);
  });
});
