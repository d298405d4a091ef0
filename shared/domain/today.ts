/** The earliest date a "today" minimum allows, in Europe/Amsterdam (spec 3 §5 meeting booking). */
import { isoDay } from "../i18n/dates";

export function todayIso(now: number = Date.now()): string {
  return isoDay(new Date(now).toISOString())!;
}
