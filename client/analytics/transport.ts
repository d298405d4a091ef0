/**
 * Sends a beacon body to the analytics host's /page_view (spec 1 §7). sendBeacon survives the page
 * being closed; where it is missing or refuses (its queue is full), fetch with keepalive does the
 * same job. The body goes as text/plain, a "simple" request, so no CORS preflight is needed and
 * nothing is lost to one while the page unloads. The answer is not used; failures are logged only.
 */
import type { BeaconBody } from "../../shared/domain/analytics/page-views";

export function sendBeacon(url: string, body: BeaconBody): void {
  const text = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, text)) return;
  } catch (err) {
    console.warn("analytics: sendBeacon failed, trying fetch", err);
  }
  fetch(url, { method: "POST", body: text, keepalive: true, mode: "no-cors", credentials: "omit", headers: { "Content-Type": "text/plain;charset=UTF-8" } }).catch((err: unknown) =>
    console.warn("analytics: beacon not sent", err),
  );
}
