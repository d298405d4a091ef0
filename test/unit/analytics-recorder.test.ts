import { describe, expect, it } from "vitest";
import { createRecorder } from "../../client/analytics/recorder";
import type { AnalyticsNotice } from "../../shared/analytics/notices";
import type { BeaconBody } from "../../shared/domain/analytics/page-views";

const T = Date.parse("2026-03-02T10:00:00.000Z");
const iso = (ms: number) => new Date(T + ms).toISOString();
const device = { user_agent: "UA", screen: "1920x1080", window: "1280x800", locale: "nl-NL" };

function setup(storedConsent = false) {
  const sent: BeaconBody[] = [];
  const stored: boolean[] = [];
  let visible = true;
  const recorder = createRecorder({
    deviceId: "dev",
    device: () => device,
    send: (b) => sent.push(b),
    visible: () => visible,
    consent: { read: () => storedConsent, write: (v) => stored.push(v) },
  });
  const view = (at: number, path: string): AnalyticsNotice => ({ type: "view", at: T + at, name: "content", site: "fonds", lang: "nl", uri: `https://x.nl${path}`, referrer: "" });
  return { recorder, sent, stored, view, hide: () => (visible = false) };
}

const uris = (b: BeaconBody) => b.page_views.map((v) => v.uri);

describe("page-view recorder (spec 1 §4 'Analytics page view', §7 beacon call)", () => {
  it("a navigation closes the open view; the timer sends what is closed", () => {
    const { recorder, sent, view } = setup(true);
    recorder.handle(view(0, "/a"));
    recorder.handle(view(1000, "/b"));
    recorder.flush(T + 4000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.request_sent_at).toBe(iso(4000));
    expect(uris(sent[0]!)).toEqual(["https://x.nl/a"]);
    recorder.flush(T + 8000);
    expect(sent).toHaveLength(1);
  });

  it("'batches of up to 10': the tenth closed view sends at once", () => {
    const { recorder, sent, view } = setup(true);
    for (let i = 0; i <= 10; i++) recorder.handle(view(i * 200, `/${i}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.page_views).toHaveLength(10);
  });

  it("'hidden or unload stops recording; visible resumes it': pause sends, resume opens a new view of the same page", () => {
    const { recorder, sent, view } = setup(true);
    recorder.handle(view(0, "/a"));
    recorder.pause(T + 3000);
    expect(sent.map((b) => [b.page_views[0]!.started_at, b.page_views[0]!.ended_at])).toEqual([[iso(0), iso(3000)]]);
    recorder.pause(T + 3100);
    expect(sent).toHaveLength(1);
    recorder.resume(T + 9000);
    recorder.pause(T + 9500);
    expect(sent[1]!.page_views.map((v) => [v.uri, v.started_at, v.ended_at])).toEqual([["https://x.nl/a", iso(9000), iso(9500)]]);
  });

  it("a view that arrives while the page is hidden starts when it shows", () => {
    const { recorder, sent, view, hide } = setup(true);
    hide();
    recorder.handle(view(0, "/a"));
    recorder.resume(T + 500);
    recorder.pause(T + 800);
    expect(sent[0]!.page_views.map((v) => [v.started_at, v.ended_at])).toEqual([[iso(500), iso(800)]]);
  });

  it("keeps the consent flag: stored value first, every change written; addresses follow it", () => {
    const { recorder, sent, stored, view } = setup(false);
    recorder.handle(view(0, "/a?q=x"));
    recorder.pause(T + 200);
    recorder.handle({ type: "consent", at: T + 300, accepted: true });
    recorder.resume(T + 400);
    recorder.pause(T + 600);
    expect(stored).toEqual([true]);
    expect(sent.map((b) => b.page_views[0]!.uri)).toEqual(["https://x.nl/a?q=redacted", "https://x.nl/a?q=x"]);
  });

  it("timed events of 2 s or more are kept, shorter ones dropped", () => {
    const { recorder, sent, view } = setup(true);
    recorder.handle(view(0, "/a"));
    recorder.handle({ type: "event-start", at: T + 100, key: "1", name: "video" });
    recorder.handle({ type: "event-end", at: T + 1500, key: "1" });
    recorder.handle({ type: "event-start", at: T + 2000, key: "2", name: "video" });
    recorder.handle({ type: "event-end", at: T + 4500, key: "2" });
    recorder.pause(T + 5000);
    expect(sent[0]!.page_views[0]!.events).toEqual([{ name: "video", started_at: iso(2000), ended_at: iso(4500) }]);
  });
});
