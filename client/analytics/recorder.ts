/**
 * The page-view recorder (spec 1 §4 "Analytics page view"): keeps the open view and the views
 * waiting to be sent, and turns notices, visibility changes and timer ticks into beacons. Time,
 * device facts and sending come in from outside, so tests drive it with a fake clock.
 */
import type { AnalyticsNotice } from "../../shared/analytics/notices";
import {
  batchIsFull,
  beaconBody,
  closeView,
  takeBatch,
  type BeaconBody,
  type Breadcrumb,
  type DeviceFacts,
  type OpenView,
  type PageViewRecord,
} from "../../shared/domain/analytics/page-views";

export interface RecorderDeps {
  deviceId: string;
  device: () => DeviceFacts;
  send: (body: BeaconBody) => void;
  /** False while the page is hidden: a view that arrives then starts when it shows. */
  visible: () => boolean;
  /** The consent flag kept in storage (spec 1 §3), read once and written on every change. */
  consent: { read: () => boolean; write: (accepted: boolean) => void };
}

export interface Recorder {
  handle(notice: AnalyticsNotice): void;
  /** Page hidden or unloading: recording stops, the open view ends and everything is sent. */
  pause(at: number): void;
  /** Page visible again: a new view of the same address starts. */
  resume(at: number): void;
  /** The 4 s timer: whatever is waiting goes. */
  flush(at: number): void;
}

type ViewNotice = Extract<AnalyticsNotice, { type: "view" }>;

export function createRecorder(deps: RecorderDeps): Recorder {
  let consent = deps.consent.read();
  let open: OpenView | null = null;
  let paused: ViewNotice | null = null;
  let breadcrumbs: Breadcrumb[] = [];
  let queue: PageViewRecord[] = [];

  const flush = (at: number) => {
    while (queue.length) {
      const { batch, rest } = takeBatch(queue);
      queue = rest;
      deps.send(beaconBody(deps.deviceId, at, batch));
    }
  };

  const end = (at: number, last: boolean) => {
    if (!open) return;
    const closed = closeView(open, at, consent, last);
    open = null;
    if (closed.kind === "breadcrumb") breadcrumbs.push(closed.breadcrumb);
    else queue.push(closed.record);
  };

  const start = (notice: ViewNotice, at: number) => {
    const { name, site, lang, uri, referrer } = notice;
    open = { name, site, lang, uri, referrer, startedAt: at, device: deps.device(), breadcrumbs, events: [] };
    breadcrumbs = [];
  };

  return {
    handle(notice) {
      switch (notice.type) {
        case "consent":
          consent = notice.accepted;
          deps.consent.write(consent);
          return;
        case "view":
          end(notice.at, false);
          if (!deps.visible()) paused = notice;
          else start(notice, notice.at);
          if (batchIsFull(queue.length)) flush(notice.at);
          return;
        case "event-start":
          open?.events.push({ key: notice.key, name: notice.name, startedAt: notice.at, endedAt: null });
          return;
        case "event-end": {
          const event = open?.events.find((e) => e.key === notice.key && e.endedAt === null);
          if (event) event.endedAt = notice.at;
          return;
        }
      }
    },
    pause(at) {
      if (open) paused = { type: "view", at, name: open.name, site: open.site, lang: open.lang, uri: open.uri, referrer: open.referrer };
      end(at, true);
      flush(at);
    },
    resume(at) {
      if (open || !paused) return;
      start(paused, at);
      paused = null;
    },
    flush,
  };
}
