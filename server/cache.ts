/**
 * Every cache of the server in one registry: name, lifetimes, byte budget and purge key, listed at
 * start-up and purged by the CMS webhook. An entry goes fresh → stale-but-usable → gone:
 * - fresh (ttl): served as is;
 * - stale, inside the stale-while-revalidate window: served at once while one refresh runs;
 * - stale, inside the stale-if-error window: the caller waits for the refresh, and gets the stale
 *   entry back when the upstream fails, times out or answers garbage;
 * - gone after that (lru-cache's own ttl is the whole lifetime).
 * lru-cache does the storing, the byte budget and the coalescing (concurrent misses for one key
 * share one `fetchMethod` call); this module decides freshness, because soft purges and the two
 * stale windows are ours. Entries carry tags (CMS node ids and their path) so one changed node
 * purges every answer that shows it.
 */
import { EventEmitter } from "node:events";
import { LRUCache } from "lru-cache";
import { normalisePath } from "./cms-path";
import { ABORTED, untilAborted } from "./until-aborted";

export interface CacheSpec {
  name: string;
  ttlMs: number;
  /** How long after ttl a stale entry is served at once while it is refreshed in the background. */
  staleWhileRevalidateMs: number;
  /** How long after ttl a stale entry is served when the refresh fails. At least the SWR window. */
  staleIfErrorMs: number;
  /** Lifetime of a stored "not found" (negative caching); 0 stores none. */
  negativeTtlMs: number;
  /**
   * How long a failed load is remembered for its key (jittered ±50 %): callers meanwhile get the
   * stale entry or the failure at once, and the upstream no call. 0 (or absent) remembers none.
   */
  failureMemoryMs?: number;
  maxEntries: number;
  /** Budget of this cache in bytes (sizes are estimates of the decoded answer, see `entrySize`). */
  maxBytes: number;
  /** What a purge matches on, for operators reading the registry. */
  purgeKey: string;
}

/** What the loader of a key found: a value to store, a "not found" to store briefly, or a failure never stored. */
export type LoadOutcome<V, F> =
  | { kind: "value"; value: V; bytes: number; tags: Iterable<string>; /** Freshness of this entry when not the cache's TTL. */ ttlMs?: number }
  | { kind: "notFound" }
  | { kind: "uncacheable"; answer: V }
  | { kind: "failure"; failure: F };

export type CacheState = "HIT" | "STALE" | "MISS";

export type CacheAnswer<V, F> =
  | { kind: "value"; value: V; state: CacheState; tags: ReadonlySet<string>; freshForMs: number; failure?: F }
  | { kind: "notFound"; state: CacheState; tags: ReadonlySet<string>; freshForMs: number }
  | { kind: "failure"; failure: F };

export type CacheEvent =
  | { cache: string; event: "hit" | "stale" | "miss" | "coalesced" | "stale-if-error" | "refresh-failed" }
  | { cache: string; event: "purge"; mode: PurgeMode; count: number };

export type PurgeMode = "soft" | "hard";
export type PurgeRequest = { all: true } | { paths: string[] } | { tags: string[] };

interface Entry<V> {
  value: V | null;
  path: string;
  tags: ReadonlySet<string>;
  bytes: number;
  freshUntil: number;
  /** A soft purge leaves the entry usable if the upstream fails, but the next caller waits for new data. */
  purged: boolean;
}

class LoadFailed<F> extends Error {
  constructor(readonly failure: F) {
    super("upstream load failed");
  }
}
class NotStored<V> extends Error {
  constructor(readonly answer: V) {
    super("answer not stored");
  }
}

interface FetchContext<V, F> {
  path: string;
  load: () => Promise<LoadOutcome<V, F>>;
}

/** Purges that happened while a load was in flight must apply to what that load brings back. */
const PURGE_MEMORY_MS = 120_000;
/** Bookkeeping per entry (key, tags, sets) on top of the answer itself. */
const ENTRY_OVERHEAD_BYTES = 512;

export class NamedCache<V extends {}, F = unknown> {
  private readonly lru: LRUCache<string, Entry<V>, FetchContext<V, F>>;
  /** Purges by sequence number (a clock can stand still between a purge and a load). */
  private readonly recentPurges: Array<{ seq: number; at: number; match: (e: { path: string; tags: ReadonlySet<string> }) => boolean }> = [];
  private purgeSeq = 0;
  /** Keys whose load is on its way (shared by every caller of `fetch` until it ends). */
  private readonly loading = new Set<string>();
  /** Recent failures per key (lru-cache's own per-entry ttl), so a failing key costs one call per memory span. */
  private readonly failures: LRUCache<string, { failure: F; path: string; tags: ReadonlySet<string> }> | null;

  constructor(
    readonly spec: CacheSpec,
    private readonly emit: (event: CacheEvent) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.lru = new LRUCache<string, Entry<V>, FetchContext<V, F>>({
      max: spec.maxEntries,
      maxSize: spec.maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.bytes),
      ttl: spec.ttlMs + Math.max(spec.staleIfErrorMs, spec.staleWhileRevalidateMs),
      perf: { now },
      // Read the clock on every check: an injected test clock jumps, and 1 ms of reuse is no saving here.
      ttlResolution: 0,
      // A failed refresh puts the stale entry back (our stale-if-error); a caller that gives up
      // (deadline, visitor gone) never cancels a load other callers share.
      noDeleteOnFetchRejection: true,
      ignoreFetchAbort: true,
      fetchMethod: (key, _stale, { options, context }) => this.whileLoading(key, () => this.loadEntry(key, options, context)),
    });
    this.failures = spec.failureMemoryMs ? new LRUCache({ max: spec.maxEntries, ttl: spec.failureMemoryMs, perf: { now }, ttlResolution: 0 }) : null;
  }

  /**
   * The value for a key: from the cache when fresh (or stale inside its windows), else from `load`,
   * shared with every concurrent caller of the same key. `wait` bounds how long this caller waits
   * (its page deadline): when it ends first, a usable stale entry is served, else the failure.
   */
  async fetch(key: string, path: string, load: () => Promise<LoadOutcome<V, F>>, wait: { signal: AbortSignal; onAbort: () => F }): Promise<CacheAnswer<V, F>> {
    const now = this.now();
    const entry = this.lru.peek(key);
    if (entry && !entry.purged && now < entry.freshUntil) return this.hit(key, entry, now);
    // Past its deadline a caller starts no load: a struggling CMS gets no calls nobody waits for.
    if (wait.signal.aborted) return this.fallBack(entry, wait.onAbort(), now);
    const remembered = this.failures?.get(key);
    if (remembered) return this.fallBack(entry, remembered.failure, now);
    const servesStaleAtOnce = entry !== undefined && !entry.purged && entry.value !== null && now < entry.freshUntil + this.spec.staleWhileRevalidateMs;
    const status: LRUCache.Status<string, Entry<V>, FetchContext<V, F>> = {};
    const pending = this.lru.fetch(key, { forceRefresh: true, allowStale: servesStaleAtOnce, context: { path, load }, status });
    try {
      const got = await untilAborted(pending, wait.signal);
      if (got === ABORTED) return this.fallBack(entry, wait.onAbort(), now);
      if (!got) throw new Error(`cache ${this.spec.name}: no value for ${key}`);
      // The entry this caller already saw coming back means the stale one was served (lru-cache
      // flags that only for its own expiry, not for our forced refreshes).
      const stale = got === entry;
      this.emit({ cache: this.spec.name, event: stale ? "stale" : status.fetch === "inflight" ? "coalesced" : "miss" });
      const state: CacheState = stale ? "STALE" : "MISS";
      return answerOf(got, state, this.now());
    } catch (err) {
      if (err instanceof NotStored) return { kind: "value", value: err.answer as V, state: "MISS", tags: new Set(), freshForMs: 0 };
      if (err instanceof LoadFailed) {
        // Jittered, so keys that failed together are not all retried in the same instant.
        this.failures?.set(key, { failure: err.failure as F, path, tags: new Set([path]) }, { ttl: Math.round(this.spec.failureMemoryMs! * (0.5 + Math.random())) });
        return this.fallBack(entry, err.failure as F, now);
      }
      throw err;
    }
  }

  /**
   * The stored answer when it is fresh, counted as a hit, without waiting for anything; undefined
   * when only `fetch` can answer (nothing stored, stale, purged, or a stored not-found).
   */
  freshHit(key: string, accept: (value: V) => boolean = () => true): (CacheAnswer<V, F> & { kind: "value" }) | undefined {
    const now = this.now();
    const entry = this.lru.peek(key);
    if (!entry || entry.purged || entry.value === null || now >= entry.freshUntil || !accept(entry.value)) return undefined;
    return this.hit(key, entry, now) as CacheAnswer<V, F> & { kind: "value" };
  }

  /**
   * The stale answer `fetch` gives every caller while a refresh of the key is on its way (inside
   * stale-while-revalidate, not purged), without waiting for anything: a fast path can give it
   * too. Undefined when no refresh is under way, so that only `fetch` starts one.
   */
  staleWhileRefreshing(key: string, accept: (value: V) => boolean = () => true): (CacheAnswer<V, F> & { kind: "value" }) | undefined {
    if (!this.loading.has(key)) return undefined;
    const now = this.now();
    const entry = this.lru.peek(key);
    if (!entry || entry.purged || entry.value === null || now < entry.freshUntil || now >= entry.freshUntil + this.spec.staleWhileRevalidateMs || !accept(entry.value)) return undefined;
    this.emit({ cache: this.spec.name, event: "stale" });
    return answerOf(entry, "STALE", now) as CacheAnswer<V, F> & { kind: "value" };
  }

  /** The stored value whatever its freshness, without counting a lookup or touching its recency. */
  peek(key: string): V | undefined {
    return this.lru.peek(key)?.value ?? undefined;
  }

  private hit(key: string, entry: Entry<V>, now: number): CacheAnswer<V, F> {
    this.lru.get(key);
    this.emit({ cache: this.spec.name, event: "hit" });
    return answerOf(entry, "HIT", now);
  }

  /** Stale-if-error: the entry this caller saw, if it is still inside its window. */
  private fallBack(entry: Entry<V> | undefined, failure: F, now: number): CacheAnswer<V, F> {
    if (entry && entry.value !== null && now < entry.freshUntil + this.spec.staleIfErrorMs) {
      this.emit({ cache: this.spec.name, event: "stale-if-error" });
      return { ...answerOf(entry, "STALE", now), failure } as CacheAnswer<V, F>;
    }
    this.emit({ cache: this.spec.name, event: "refresh-failed" });
    return { kind: "failure", failure };
  }

  private async whileLoading<T>(key: string, load: () => Promise<T>): Promise<T> {
    this.loading.add(key);
    try {
      return await load();
    } finally {
      this.loading.delete(key);
    }
  }

  private async loadEntry(key: string, options: LRUCache.FetcherFetchOptions<string, Entry<V>, FetchContext<V, F>>, context: FetchContext<V, F>): Promise<Entry<V>> {
    const startedSeq = this.purgeSeq;
    const outcome = await context.load();
    const now = this.now();
    let entry: Entry<V>;
    if (outcome.kind === "value") {
      const tags = new Set([context.path, ...outcome.tags]);
      const ttl = outcome.ttlMs ?? this.spec.ttlMs;
      if (outcome.ttlMs !== undefined) options.ttl = ttl + Math.max(this.spec.staleIfErrorMs, this.spec.staleWhileRevalidateMs);
      entry = { value: outcome.value, path: context.path, tags, bytes: outcome.bytes + ENTRY_OVERHEAD_BYTES, freshUntil: now + ttl, purged: false };
    } else if (outcome.kind === "notFound" && this.spec.negativeTtlMs > 0) {
      options.ttl = this.spec.negativeTtlMs;
      entry = { value: null, path: context.path, tags: new Set([context.path]), bytes: ENTRY_OVERHEAD_BYTES + key.length, freshUntil: now + this.spec.negativeTtlMs, purged: false };
    } else if (outcome.kind === "notFound") {
      throw new NotStored(null as unknown as V);
    } else if (outcome.kind === "uncacheable") {
      throw new NotStored(outcome.answer);
    } else {
      throw new LoadFailed(outcome.failure);
    }
    // A purge that arrived while this load was on its way may have been about what it brings back.
    entry.purged = this.recentPurges.some((p) => p.seq > startedSeq && p.match(entry));
    return entry;
  }

  get size(): number {
    return this.lru.size;
  }
  get bytes(): number {
    return this.lru.calculatedSize;
  }
  /**
   * Stored answers a caller could still be given: fresh, or stale inside the stale-if-error window,
   * including one being refreshed. Not `size`, which also counts loads in flight and stored 404s.
   */
  get usable(): number {
    const now = this.now();
    let n = 0;
    this.lru.forEach((entry) => {
      if (entry.value !== null && now < entry.freshUntil + this.spec.staleIfErrorMs) n++;
    });
    return n;
  }

  /** Soft: matching entries become stale (kept for stale-if-error); hard: they go. Returns how many matched. */
  purgeWhere(match: (entry: { path: string; tags: ReadonlySet<string> }) => boolean, mode: PurgeMode): number {
    const now = this.now();
    this.recentPurges.push({ seq: ++this.purgeSeq, at: now, match });
    while (this.recentPurges.length > 0 && this.recentPurges[0]!.at < now - PURGE_MEMORY_MS) this.recentPurges.shift();
    // The purge says the CMS has something new for these paths: ask it again, whatever failed before.
    for (const [key, failed] of this.failures?.entries() ?? []) if (match(failed)) this.failures!.delete(key);
    let n = 0;
    for (const [key, entry] of this.lru.entries()) {
      if (!match(entry)) continue;
      n++;
      if (mode === "hard") this.lru.delete(key);
      else entry.purged = true;
    }
    this.emit({ cache: this.spec.name, event: "purge", mode, count: n });
    return n;
  }
}

function answerOf<V, F>(entry: Entry<V>, state: CacheState, now: number): CacheAnswer<V, F> {
  const freshForMs = Math.max(0, entry.freshUntil - now);
  return entry.value === null ? { kind: "notFound", state, tags: entry.tags, freshForMs } : { kind: "value", value: entry.value, state, tags: entry.tags, freshForMs };
}

export class CacheRegistry extends EventEmitter<{ cache: [CacheEvent] }> {
  private readonly caches = new Map<string, NamedCache<{}, unknown>>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  define<V extends {}, F = unknown>(spec: CacheSpec): NamedCache<V, F> {
    if (this.caches.has(spec.name)) throw new Error(`cache ${spec.name} defined twice`);
    const cache = new NamedCache<V, F>(spec, (event) => this.emit("cache", event), this.now);
    this.caches.set(spec.name, cache as unknown as NamedCache<{}, unknown>);
    return cache;
  }

  describe(): Array<CacheSpec & { size: number; bytes: number }> {
    return [...this.caches.values()].map((c) => ({ ...c.spec, size: c.size, bytes: c.bytes }));
  }

  /** Per cache, how many entries it could serve now (NamedCache.usable): what readiness counts. */
  usable(): Record<string, number> {
    return Object.fromEntries([...this.caches].map(([name, c]) => [name, c.usable]));
  }

  /** The sum of every cache's byte budget: what the caches can hold at most. */
  get budgetBytes(): number {
    return [...this.caches.values()].reduce((sum, c) => sum + c.spec.maxBytes, 0);
  }

  /**
   * Purges by path (leading slash optional, query ignored), by tag, or everything; answers the count
   * per cache. A path reaches the entries made from its answer too (an entry's tags hold the path of
   * every answer it was made from): "/production-page-list-nl" purges the stored calendar pages.
   */
  purge(request: PurgeRequest, mode: PurgeMode = "soft"): Record<string, number> {
    const result: Record<string, number> = {};
    const paths = "paths" in request ? [...new Set(request.paths.map(normalisePath))] : null;
    const tags = "tags" in request ? request.tags : null;
    const match = (e: { path: string; tags: ReadonlySet<string> }) =>
      "all" in request ? true : paths ? paths.some((p) => p === e.path || e.tags.has(p)) : tags!.some((t) => e.tags.has(t));
    for (const [name, cache] of this.caches) result[name] = cache.purgeWhere(match, mode);
    return result;
  }
}
