/**
 * Every cache of the server in one registry: name, TTL, size and purge key, listed at start-up and
 * purged by the CMS webhook. Entries carry tags (the CMS node ids in the answer) so one changed node
 * can purge every page that shows it. Failures and preview answers are never stored (callers decide).
 */
import { LRUCache } from "lru-cache";

export interface CacheSpec {
  name: string;
  ttlMs: number;
  max: number;
  /** What a purge matches on, for operators reading the registry. */
  purgeKey: string;
}

interface Entry<V> {
  value: V;
  path: string;
  tags: ReadonlySet<string>;
}

export class NamedCache<V extends {}> {
  private readonly lru: LRUCache<string, Entry<V>>;
  constructor(readonly spec: CacheSpec) {
    this.lru = new LRUCache({ max: spec.max, ttl: spec.ttlMs });
  }
  get(key: string): V | undefined {
    return this.lru.get(key)?.value;
  }
  set(key: string, value: V, meta: { path: string; tags?: Iterable<string> }): void {
    this.lru.set(key, { value, path: meta.path, tags: new Set(meta.tags ?? []) });
  }
  get size(): number {
    return this.lru.size;
  }
  /** Removes entries matching the predicate; returns how many went. */
  purgeWhere(match: (entry: { path: string; tags: ReadonlySet<string> }) => boolean): number {
    let n = 0;
    for (const [key, entry] of this.lru.entries()) {
      if (match(entry)) {
        this.lru.delete(key);
        n++;
      }
    }
    return n;
  }
  clear(): number {
    const n = this.lru.size;
    this.lru.clear();
    return n;
  }
}

export type PurgeRequest = { all: true } | { paths: string[] } | { tags: string[] };

export class CacheRegistry {
  private readonly caches = new Map<string, NamedCache<{}>>();

  define<V extends {}>(spec: CacheSpec): NamedCache<V> {
    if (this.caches.has(spec.name)) throw new Error(`cache ${spec.name} defined twice`);
    const cache = new NamedCache<V>(spec);
    this.caches.set(spec.name, cache as unknown as NamedCache<{}>);
    return cache;
  }

  describe(): Array<CacheSpec & { size: number }> {
    return [...this.caches.values()].map((c) => ({ ...c.spec, size: c.size }));
  }

  /** Purges by path (leading slash optional), by tag, or everything; answers the count per cache. */
  purge(request: PurgeRequest): Record<string, number> {
    const result: Record<string, number> = {};
    const paths = "paths" in request ? new Set(request.paths.map(normalisePath)) : null;
    const tags = "tags" in request ? request.tags : null;
    for (const [name, cache] of this.caches) {
      result[name] =
        "all" in request
          ? cache.clear()
          : cache.purgeWhere((e) => (paths ? paths.has(e.path) : tags!.some((t) => e.tags.has(t))));
    }
    return result;
  }
}

export function normalisePath(path: string): string {
  const p = path.split("?")[0]!.replace(/\/+$/, "");
  return p.startsWith("/") ? p : `/${p}`;
}
