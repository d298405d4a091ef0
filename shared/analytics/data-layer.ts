/**
 * Pushes to the tag manager's data layer (`window.dataLayer`). The array exists whether or not a
 * container is configured, so pushes are never lost and tests can read them; a failing push is
 * logged only (spec 1 §8).
 */
import { COOKIE_BANNER_EVENT_DELAY_MS } from "../domain/analytics/constants";
import { cookieBannerEvent, customEventPush, pageViewPush, type CustomEvent } from "../domain/analytics/data-layer";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function pushToDataLayer(entry: unknown): void {
  try {
    const w = window as DataLayerWindow;
    w.dataLayer ??= [];
    w.dataLayer.push(entry);
  } catch (err) {
    console.warn("analytics: data layer push failed", err);
  }
}

export function trackView(name: string, address: string): void {
  pushToDataLayer(pageViewPush(name, address));
}

export function trackEvent(event: CustomEvent): void {
  pushToDataLayer(customEventPush(event));
}

/**
 * The banner's event waits 2 s (spec 1 §4, §9) so the consent update it follows has reached the
 * tag manager (which may still be loading) before any tag the event triggers decides what it may store.
 */
export function trackCookieBannerChoice(choice: "basic" | "personalized"): void {
  const path = window.location.pathname;
  setTimeout(() => trackEvent(cookieBannerEvent(choice, path)), COOKIE_BANNER_EVENT_DELAY_MS);
}
