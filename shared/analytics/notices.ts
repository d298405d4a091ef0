/**
 * What the page tells the page-view recorder (client/analytics), which loads lazily and only on a
 * site with an analytics host: notices sent before it is listening wait here, with the time they
 * happened, so the first view is not lost and its times stay true.
 */
export type AnalyticsNotice =
  | { type: "view"; at: number; name: string; site: string; lang: string; uri: string; referrer: string }
  | { type: "consent"; at: number; accepted: boolean }
  | { type: "event-start"; at: number; key: string; name: string }
  | { type: "event-end"; at: number; key: string };

/** More than this many notices before the recorder listens means it never will; keep memory bounded. */
const MAX_PENDING = 200;

let listener: ((notice: AnalyticsNotice) => void) | null = null;
const pending: AnalyticsNotice[] = [];

/** Analytics errors are logged only and never break the page (spec 1 §8). */
function deliver(notice: AnalyticsNotice): void {
  try {
    listener!(notice);
  } catch (err) {
    console.warn("analytics: recording failed", err);
  }
}

export function notifyAnalytics(notice: AnalyticsNotice): void {
  if (listener) deliver(notice);
  else if (pending.length < MAX_PENDING) pending.push(notice);
}

export function listenToAnalytics(fn: (notice: AnalyticsNotice) => void): void {
  listener = fn;
  for (const notice of pending.splice(0)) deliver(notice);
}

let nextKey = 0;

/** Starts a timed event (kept only if it lasts 2 s or more); call the result to end it. */
export function startTimedEvent(name: string): () => void {
  const key = `e${++nextKey}`;
  notifyAnalytics({ type: "event-start", at: Date.now(), key, name });
  return () => notifyAnalytics({ type: "event-end", at: Date.now(), key });
}
