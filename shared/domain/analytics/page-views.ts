/**
 * Page-view records for the analytics beacon (spec 1 §4 "Analytics page view", §7 beacon call,
 * §9 limits), as pure functions over plain data: the browser recorder keeps the state and the
 * clock, these decide what a closed view becomes and what a batch holds.
 */
import { BATCH_SIZE, MIN_PAGE_VIEW_MS, MIN_TIMED_EVENT_MS } from "./constants";
import { addressForBeacon } from "./url-privacy";

/** A view shorter than the minimum, kept on the next view instead of as a view of its own. */
export interface Breadcrumb {
  name: string;
  uri: string;
  started_at: string;
  ended_at: string;
}

export interface TimedEvent {
  name: string;
  started_at: string;
  ended_at: string;
}

export interface PageViewAttributes {
  site: string;
  lang: string;
  breadcrumbs?: Breadcrumb[];
}

/** One entry of `page_views` (spec 1 §7). Times are ISO 8601 in UTC. */
export interface PageViewRecord {
  name: string;
  attributes: PageViewAttributes;
  events: TimedEvent[];
  started_at: string;
  ended_at: string;
  uri: string;
  referrer: string;
  user_agent: string;
  screen: string;
  window: string;
  locale: string;
}

export interface BeaconBody {
  device_id: string;
  request_sent_at: string;
  page_views: PageViewRecord[];
}

/** What the browser knows about itself when a view opens. */
export interface DeviceFacts {
  user_agent: string;
  screen: string;
  window: string;
  locale: string;
}

/** A view being recorded: addresses still raw (privacy is applied when it closes), times in ms. */
export interface OpenView {
  name: string;
  site: string;
  lang: string;
  uri: string;
  referrer: string;
  startedAt: number;
  device: DeviceFacts;
  breadcrumbs: Breadcrumb[];
  events: { name: string; startedAt: number; endedAt: number | null; key: string }[];
}

export type ClosedView = { kind: "breadcrumb"; breadcrumb: Breadcrumb } | { kind: "record"; record: PageViewRecord };

const iso = (ms: number) => new Date(ms).toISOString();

/** Spec 1 §9 "minimum timed event 2 s": shorter timed events are not worth reporting. */
export function keepTimedEvent(startedAt: number, endedAt: number): boolean {
  return endedAt - startedAt >= MIN_TIMED_EVENT_MS;
}

/**
 * Ends a view at `endedAt`. Spec 1 §4: a view shorter than 150 ms is merged into the next one as
 * a breadcrumb; `last` says there is no next one (the page was hidden or unloaded), so it is kept.
 * Timed events still open end with the view.
 */
export function closeView(view: OpenView, endedAt: number, consent: boolean, last: boolean): ClosedView {
  const uri = addressForBeacon(view.uri, consent);
  if (!last && endedAt - view.startedAt < MIN_PAGE_VIEW_MS) {
    return { kind: "breadcrumb", breadcrumb: { name: view.name, uri, started_at: iso(view.startedAt), ended_at: iso(endedAt) } };
  }
  const events = view.events
    .map((e) => ({ name: e.name, startedAt: e.startedAt, endedAt: e.endedAt ?? endedAt }))
    .filter((e) => keepTimedEvent(e.startedAt, e.endedAt))
    .map((e) => ({ name: e.name, started_at: iso(e.startedAt), ended_at: iso(e.endedAt) }));
  const attributes: PageViewAttributes = { site: view.site, lang: view.lang };
  if (view.breadcrumbs.length) attributes.breadcrumbs = view.breadcrumbs;
  return {
    kind: "record",
    record: {
      name: view.name,
      attributes,
      events,
      started_at: iso(view.startedAt),
      ended_at: iso(endedAt),
      uri,
      referrer: addressForBeacon(view.referrer, consent),
      ...view.device,
    },
  };
}

/** Spec 1 §7: batches of up to 10 views; the rest wait for the next send. */
export function takeBatch<T>(queue: readonly T[]): { batch: T[]; rest: T[] } {
  return { batch: queue.slice(0, BATCH_SIZE), rest: queue.slice(BATCH_SIZE) };
}

/** A full batch goes at once instead of waiting for the 4 s timer. */
export function batchIsFull(queueLength: number): boolean {
  return queueLength >= BATCH_SIZE;
}

export function beaconBody(deviceId: string, sentAt: number, pageViews: PageViewRecord[]): BeaconBody {
  return { device_id: deviceId, request_sent_at: iso(sentAt), page_views: pageViews };
}
