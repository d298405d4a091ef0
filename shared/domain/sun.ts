/**
 * Sunrise and sunset after NOAA's "General Solar Position Calculations" (fractional-year series
 * for the equation of time and declination, zenith 90.833° for refraction and the sun's radius).
 * Good to about a minute at mid latitudes, which is all the day/night header image needs.
 */

/** The venue on the Amstel, Amsterdam. */
export const VENUE_COORDINATES = { lat: 52.362, lon: 4.904 } as const;

const RAD = Math.PI / 180;
const ZENITH = 90.833 * RAD;
const MINUTE = 60_000;

export type SunTimes =
  | { kind: "normal"; sunrise: Date; sunset: Date }
  /** The sun never rises or never sets on this day (polar night or midnight sun). */
  | { kind: "polarDay" | "polarNight" };

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Sunrise and sunset (as instants) of the UTC calendar day of `date`; null for an invalid date or position. */
export function sunTimes(date: Date, lat: number, lon: number): SunTimes | null {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90) return null;
  const year = date.getUTCFullYear();
  const midnight = Date.UTC(year, date.getUTCMonth(), date.getUTCDate());
  const dayOfYear = Math.round((midnight - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
  // Fractional year at noon; noon is close enough to both events for a one-minute answer.
  const gamma = ((2 * Math.PI) / (isLeapYear(year) ? 366 : 365)) * (dayOfYear - 1);
  const eqTime =
    229.18 *
    (0.000075 + 0.001868 * Math.cos(gamma) - 0.032077 * Math.sin(gamma) - 0.014615 * Math.cos(2 * gamma) - 0.040849 * Math.sin(2 * gamma));
  const decl =
    0.006918 -
    0.399912 * Math.cos(gamma) +
    0.070257 * Math.sin(gamma) -
    0.006758 * Math.cos(2 * gamma) +
    0.000907 * Math.sin(2 * gamma) -
    0.002697 * Math.cos(3 * gamma) +
    0.00148 * Math.sin(3 * gamma);
  const latRad = lat * RAD;
  const cosHourAngle = Math.cos(ZENITH) / (Math.cos(latRad) * Math.cos(decl)) - Math.tan(latRad) * Math.tan(decl);
  if (cosHourAngle > 1) return { kind: "polarNight" };
  if (cosHourAngle < -1) return { kind: "polarDay" };
  const hourAngleDeg = Math.acos(cosHourAngle) / RAD;
  const sunriseMinutes = 720 - 4 * (lon + hourAngleDeg) - eqTime;
  const sunsetMinutes = 720 - 4 * (lon - hourAngleDeg) - eqTime;
  return {
    kind: "normal",
    sunrise: new Date(midnight + Math.round(sunriseMinutes * MINUTE)),
    sunset: new Date(midnight + Math.round(sunsetMinutes * MINUTE)),
  };
}

/** Whether the sun is up at `now` at the given place (defaults to the venue); an invalid date counts as day. */
export function isDaytime(now: Date, coordinates: { lat: number; lon: number } = VENUE_COORDINATES): boolean {
  const times = sunTimes(now, coordinates.lat, coordinates.lon);
  if (times === null) return true;
  if (times.kind !== "normal") return times.kind === "polarDay";
  const t = now.getTime();
  return t >= times.sunrise.getTime() && t < times.sunset.getTime();
}
