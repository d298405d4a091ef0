import { describe, expect, it } from "vitest";
import { isDaytime, sunTimes, VENUE_COORDINATES } from "../../shared/domain/sun";

const { lat, lon } = VENUE_COORDINATES;
const minutesApart = (a: Date, iso: string) => Math.abs(a.getTime() - new Date(iso).getTime()) / 60_000;

function normal(date: string) {
  const t = sunTimes(new Date(date), lat, lon);
  if (!t || t.kind !== "normal") throw new Error("expected a normal day");
  return t;
}

describe("sunrise and sunset at the venue (NOAA equations)", () => {
  it("21 June 2024: sunrise about 05:18 and sunset about 22:06 Amsterdam summer time", () => {
    const t = normal("2024-06-21T12:00:00Z");
    expect(minutesApart(t.sunrise, "2024-06-21T05:18:00+02:00")).toBeLessThan(4);
    expect(minutesApart(t.sunset, "2024-06-21T22:06:00+02:00")).toBeLessThan(4);
  });

  it("21 December 2024: sunrise about 08:48 and sunset about 16:29 Amsterdam winter time", () => {
    const t = normal("2024-12-21T12:00:00Z");
    expect(minutesApart(t.sunrise, "2024-12-21T08:48:00+01:00")).toBeLessThan(4);
    expect(minutesApart(t.sunset, "2024-12-21T16:29:00+01:00")).toBeLessThan(4);
  });

  it("the time of day of the input does not change the answer for that UTC day", () => {
    const a = normal("2025-03-20T00:10:00Z");
    const b = normal("2025-03-20T23:50:00Z");
    expect(a.sunrise.getTime()).toBe(b.sunrise.getTime());
  });

  it("noon is day, midnight and late evening in winter are night", () => {
    expect(isDaytime(new Date("2024-12-21T12:00:00+01:00"))).toBe(true);
    expect(isDaytime(new Date("2024-12-21T17:30:00+01:00"))).toBe(false);
    expect(isDaytime(new Date("2024-12-22T00:30:00+01:00"))).toBe(false);
    expect(isDaytime(new Date("2024-06-21T21:30:00+02:00"))).toBe(true);
    expect(isDaytime(new Date("2024-06-21T04:30:00+02:00"))).toBe(false);
  });

  it("polar night and midnight sun are reported instead of impossible times", () => {
    expect(sunTimes(new Date("2024-12-21T12:00:00Z"), 80, 15)?.kind).toBe("polarNight");
    expect(sunTimes(new Date("2024-06-21T12:00:00Z"), 80, 15)?.kind).toBe("polarDay");
    expect(isDaytime(new Date("2024-06-21T00:00:00Z"), { lat: 80, lon: 15 })).toBe(true);
  });

  it("junk input gives null, and an invalid date counts as day", () => {
    expect(sunTimes(new Date("nope"), lat, lon)).toBeNull();
    expect(sunTimes(new Date(), Number.NaN, lon)).toBeNull();
    expect(isDaytime(new Date("nope"))).toBe(true);
  });
});
