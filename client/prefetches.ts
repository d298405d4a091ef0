/**
 * Results fetched ahead of a navigation, by URL: loader results on a visitor's intent
 * (client/intent-prefetch.ts), render answers as a navigation starts (client/render-answers.ts). The
 * navigation takes its URL's result once, if it is less than 30 s old (shared/routes/routes.tsx).
 */
export const PREFETCH_KEEP_MS = 30_000;

export interface Prefetches<T = unknown> {
  /** The prefetched result for a request, once. */
  take(request: { url: string }): Promise<T> | undefined;
}

const keyOf = (url: URL | string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

export type PrefetchStore<T = unknown> = Prefetches<T> & { start(url: URL | string, load: () => Promise<T>): void };

export function createPrefetches<T = unknown>(): PrefetchStore<T> {
  const entries = new Map<string, { at: number; result: Promise<T> }>();
  return {
    take(request) {
      const key = keyOf(request.url);
      const entry = entries.get(key);
      entries.delete(key);
      return entry && Date.now() - entry.at < PREFETCH_KEEP_MS ? entry.result : undefined;
    },
    start(url, load) {
      const key = keyOf(url);
      const known = entries.get(key);
      if (known && Date.now() - known.at < PREFETCH_KEEP_MS) return;
      const entry = { at: Date.now(), result: load() };
      entries.set(key, entry);
      // A failed prefetch is forgotten: the navigation then loads as usual and shows its own error.
      entry.result.catch(() => entries.get(key) === entry && entries.delete(key));
    },
  };
}
