/**
 * Helpers for the analytics browser tests: a frozen page clock (so every time in a push or a
 * beacon is known), the data layer as plain JSON, the tab hidden and shown, and the page-view
 * entry a beacon should hold.
 */
import type { Page } from "playwright-core";

/** Every test starts at this instant; the page clock moves only when a test moves it. */
export const T0 = Date.parse("2026-03-02T10:00:00.000Z");
export const at = (ms: number) => new Date(T0 + ms).toISOString();

export async function freezeClock(page: Page): Promise<void> {
  await page.clock.install({ time: T0 - 1000 });
  await page.clock.pauseAt(T0);
}

/** The data layer with gtag's `arguments` objects as arrays, the way they serialise. */
export function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) =>
      Object.prototype.toString.call(e) === "[object Arguments]" ? Array.from(e as ArrayLike<unknown>) : e,
    ),
  );
}

export function pageViewsPushed(page: Page): Promise<number> {
  return dataLayer(page).then((entries) => entries.filter((e) => (e as { event?: string }).event === "content-view").length);
}

/**
 * Headless Chromium keeps every tab visible, so the test sets what the browser would report when
 * the visitor switches tabs and fires the same event.
 */
export async function setVisibility(page: Page, state: "hidden" | "visible"): Promise<void> {
  await page.evaluate((s) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => s });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => s === "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}

export interface Device {
  user_agent: string;
  screen: string;
  window: string;
  locale: string;
}

export function device(page: Page): Promise<Device> {
  return page.evaluate(() => ({
    user_agent: navigator.userAgent,
    screen: `${screen.width}x${screen.height}`,
    window: `${window.innerWidth}x${window.innerHeight}`,
    locale: navigator.language,
  }));
}

export function deviceId(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("analytics_device_id"));
}

export const CONSENT_BASIC = { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "granted" };
export const CONSENT_PERSONALIZED = { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" };

export function contentView(path: string, name = "content") {
  return { event: "content-view", "content-name": path, "content-view-name": name };
}
