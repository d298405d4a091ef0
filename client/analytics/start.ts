/**
 * Starts page-view beacons (loaded lazily by the entry, only on a site with an analytics host):
 * the recorder listens to the page's notices, sends every 4 s, and stops and sends when the page
 * is hidden or unloads, resuming when it shows again (spec 1 §4, §7, §9).
 */
import { listenToAnalytics } from "../../shared/analytics/notices";
import { FLUSH_INTERVAL_MS, PAGE_VIEW_PATH } from "../../shared/domain/analytics/constants";
import type { DeviceFacts } from "../../shared/domain/analytics/page-views";
import { readLocal, writeLocal } from "../../shared/state/storage";
import { createRecorder } from "./recorder";
import { sendBeacon } from "./transport";

/** Storage keys of spec 1 §3 ("analytics device id and consent flag"). */
export const DEVICE_ID_KEY = "analytics_device_id";
export const CONSENT_FLAG_KEY = "analytics_consent";

function deviceId(): string {
  const stored = readLocal(DEVICE_ID_KEY);
  if (stored) return stored;
  const id = typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  writeLocal(DEVICE_ID_KEY, id);
  return id;
}

function device(): DeviceFacts {
  return {
    user_agent: navigator.userAgent,
    screen: `${screen.width}x${screen.height}`,
    window: `${window.innerWidth}x${window.innerHeight}`,
    locale: navigator.language,
  };
}

export function startAnalytics(analyticsHost: string): void {
  const url = analyticsHost + PAGE_VIEW_PATH;
  const recorder = createRecorder({
    deviceId: deviceId(),
    device,
    send: (body) => sendBeacon(url, body),
    visible: () => document.visibilityState !== "hidden",
    consent: { read: () => readLocal(CONSENT_FLAG_KEY) === "accepted", write: (accepted) => writeLocal(CONSENT_FLAG_KEY, accepted ? "accepted" : "rejected") },
  });
  const guarded = (fn: () => void) => () => {
    try {
      fn();
    } catch (err) {
      console.warn("analytics: recording failed", err);
    }
  };
  setInterval(guarded(() => recorder.flush(Date.now())), FLUSH_INTERVAL_MS);
  document.addEventListener(
    "visibilitychange",
    guarded(() => (document.visibilityState === "hidden" ? recorder.pause(Date.now()) : recorder.resume(Date.now()))),
  );
  window.addEventListener("pagehide", guarded(() => recorder.pause(Date.now())));
  window.addEventListener("pageshow", guarded(() => recorder.resume(Date.now())));
  listenToAnalytics((notice) => recorder.handle(notice));
  // Like data-hydrated: says the recorder is listening (a tab hidden before this is not seen).
  document.documentElement.dataset.analytics = "recording";
}
