import { describe, expect, it } from "vitest";
import { BATCH_SIZE, COOKIE_BANNER_EVENT_DELAY_MS, FLUSH_INTERVAL_MS, MIN_PAGE_VIEW_MS, MIN_TIMED_EVENT_MS } from "../../shared/domain/analytics/constants";
import { cookieBannerEvent, customEventPush, pageViewPush } from "../../shared/domain/analytics/data-layer";
import { batchIsFull, beaconBody, closeView, keepTimedEvent, takeBatch, type OpenView } from "../../shared/domain/analytics/page-views";
import { addressForBeacon, maskForTagManager } from "../../shared/domain/analytics/url-privacy";

describe("analytics constants (spec 1 §9)", () => {
  it("'batch size 10, flush every 4 s, minimum timed event 2 s, minimum page view 150 ms'; 'cookie banner event delay 2 s'", () => {
    expect([BATCH_SIZE, FLUSH_INTERVAL_MS, MIN_TIMED_EVENT_MS, MIN_PAGE_VIEW_MS, COOKIE_BANNER_EVENT_DELAY_MS]).toEqual([10, 4000, 2000, 150, 2000]);
  });
});

describe("addresses (spec 1 §5 'Analytics removes the query parameters email and phone ... the tag manager masks email and emailadres')", () => {
  it("the tag manager sees email and emailadres masked, everything else as it was", () => {
    expect(maskForTagManager("/pagina/contact?email=a%40b.nl&phone=06&EmailAdres=c%40d.nl&q=a+b#top")).toBe("/pagina/contact?email=***&phone=06&EmailAdres=***&q=a+b#top");
    expect(maskForTagManager("/agenda")).toBe("/agenda");
    expect(maskForTagManager("/zoeken?q=email")).toBe("/zoeken?q=email");
  });

  it("the beacon never carries email or phone; with consent the other parameters stay", () => {
    expect(addressForBeacon("https://carre.nl/x?email=a%40b.nl&utm=mail&phone=06", true)).toBe("https://carre.nl/x?utm=mail");
    expect(addressForBeacon("https://carre.nl/x?email=a&phone=b", true)).toBe("https://carre.nl/x");
    expect(addressForBeacon("https://carre.nl/x?%65mail=a", true)).toBe("https://carre.nl/x");
  });

  it("without consent every remaining query value is redacted (names stay)", () => {
    expect(addressForBeacon("https://carre.nl/x?q=musical&r=radio&email=a#h", false)).toBe("https://carre.nl/x?q=redacted&r=redacted#h");
    expect(addressForBeacon("https://carre.nl/x", false)).toBe("https://carre.nl/x");
    expect(addressForBeacon("", false)).toBe("");
  });
});

describe("data-layer pushes (spec 1 §7 'page views and custom events (category, action, label, value)')", () => {
  it("a page view names the view and its masked address", () => {
    expect(pageViewPush("content", "/pagina/x?emailadres=a")).toEqual({ event: "content-view", "content-name": "/pagina/x?emailadres=***", "content-view-name": "content" });
  });
  it("a custom event carries category, action, label and value; absent ones are left out", () => {
    expect(customEventPush({ category: "c", action: "a", label: "l", value: 3 })).toEqual({ event: "interaction", target: "c", action: "a", "target-properties": "l", value: 3, "interaction-type": false });
    expect(customEventPush({ category: "c", action: "a" })).toEqual({ event: "interaction", target: "c", action: "a", "interaction-type": false });
  });
  it("the cookie banner's event says accept or refuse and where", () => {
    expect(cookieBannerEvent("personalized", "/")).toEqual({ category: "cookie-banner", action: "accept", label: "/" });
    expect(cookieBannerEvent("basic", "/en")).toEqual({ category: "cookie-banner", action: "refuse", label: "/en" });
  });
});

const T = Date.parse("2026-03-02T10:00:00.000Z");
const iso = (ms: number) => new Date(T + ms).toISOString();
const device = { user_agent: "UA", screen: "1920x1080", window: "1280x800", locale: "nl-NL" };
function openView(overrides: Partial<OpenView> = {}): OpenView {
  return { name: "content", site: "carre", lang: "nl", uri: "https://carre.nl/pagina/x?q=1&phone=06", referrer: "https://google.nl/?q=carre", startedAt: T, device, breadcrumbs: [], events: [], ...overrides };
}

describe("closing a page view (spec 1 §4 'Analytics page view', §9 minimums)", () => {
  it("a view of 150 ms or more becomes a record with the spec's fields, addresses made private", () => {
    expect(closeView(openView(), T + 150, false, false)).toEqual({
      kind: "record",
      record: { name: "content", attributes: { site: "carre", lang: "nl" }, events: [], started_at: iso(0), ended_at: iso(150), uri: "https://carre.nl/pagina/x?q=redacted", referrer: "https://google.nl/?q=redacted", ...device },
    });
  });

  it("'a view shorter than 150 ms is merged into the next one as a breadcrumb'", () => {
    expect(closeView(openView(), T + 149, true, false)).toEqual({ kind: "breadcrumb", breadcrumb: { name: "content", uri: "https://carre.nl/pagina/x?q=1", started_at: iso(0), ended_at: iso(149) } });
  });

  it("a short view is kept when there is no next one (hidden or unloading)", () => {
    expect(closeView(openView(), T + 20, true, true).kind).toBe("record");
  });

  it("breadcrumbs carried into the view appear in its attributes", () => {
    const crumb = { name: "home", uri: "https://carre.nl/", started_at: iso(-100), ended_at: iso(0) };
    const closed = closeView(openView({ breadcrumbs: [crumb] }), T + 1000, true, false);
    expect(closed.kind === "record" && closed.record.attributes).toEqual({ site: "carre", lang: "nl", breadcrumbs: [crumb] });
  });

  it("'minimum timed event 2 s': shorter timed events are dropped, open ones end with the view", () => {
    expect([keepTimedEvent(0, 1999), keepTimedEvent(0, 2000)]).toEqual([false, true]);
    const events = [
      { key: "a", name: "video", startedAt: T, endedAt: T + 1999 },
      { key: "b", name: "video", startedAt: T + 2000, endedAt: T + 4000 },
      { key: "c", name: "video", startedAt: T + 5000, endedAt: null },
    ];
    const closed = closeView(openView({ events }), T + 8000, true, false);
    expect(closed.kind === "record" && closed.record.events).toEqual([
      { name: "video", started_at: iso(2000), ended_at: iso(4000) },
      { name: "video", started_at: iso(5000), ended_at: iso(8000) },
    ]);
  });
});

describe("batches (spec 1 §7 'sent in batches of up to 10 or every 4 s')", () => {
  it("takes at most 10, leaving the rest", () => {
    const queue = Array.from({ length: 23 }, (_, i) => i);
    expect(takeBatch(queue)).toEqual({ batch: queue.slice(0, 10), rest: queue.slice(10) });
    expect(takeBatch([1, 2])).toEqual({ batch: [1, 2], rest: [] });
  });
  it("a batch of 10 is full and goes without waiting for the timer", () => {
    expect([batchIsFull(9), batchIsFull(10)]).toEqual([false, true]);
  });
  it("the body holds device_id, request_sent_at and page_views", () => {
    expect(beaconBody("dev", T + 4000, [])).toEqual({ device_id: "dev", request_sent_at: iso(4000), page_views: [] });
  });
});
