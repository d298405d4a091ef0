/**
 * Loader results fetched on a visitor's intent (client/intent-prefetch.ts), by URL: a navigation's
 * loader takes its URL's result once, if it is less than 30 s old (shared/routes/routes.tsx).
 */
const KEEP_MS = 30_000;

export interface Prefetches {
  /** The prefetched result for a loader's request, once. */
  take(request: Request): Promise<unknown> | undefined;
}

const keyOf = (url: URL | string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

export type PrefetchStore = Prefetches & { start(url: URL, load: () => Promise<unknown>): void };

export function createPrefetches(): PrefetchStore {
  const entries = new Map<string, { at: number; result: Promise<unknown> }>();
  return {
    take(request) {
      const key = keyOf(request.url);
      const entry = entries.get(key);
      entries.delete(key);
      return entry && Date.now() - entry.at < KEEP_MS ? entry.result : undefined;
    },
    start(url, load) {
      const key = keyOf(url);
      const known = entries.get(key);
      if (known && Date.now() - known.at < KEEP_MS) return;
      const entry = { at: Date.now(), result: load() };
      entries.set(key, entry);
      // A failed prefetch is forgotten: the navigation then loads as usual and shows its own error.
      entry.result.catch(() => entries.get(key) === entry && entries.delete(key));
    },
  };
}
