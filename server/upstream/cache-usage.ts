/**
 * What one request's answers came from, so the response can say it: the worst cache state of the
 * data used (X-Cache), the tags of every answer (Surrogate-Key), the shortest freshness left
 * (s-maxage), and whether anything personal or failed went into it (then nothing may store it).
 */
import type { CacheState } from "../cache";
import type { PageUsage } from "../render/stored-page";

const RANK: Record<CacheState, number> = { HIT: 0, MISS: 1, STALE: 2 };

/**
 * The tags of an ordered list of answers, merged once per list: each answer's tag set is the one
 * its cache entry keeps, so a page made again from the same answers (every cold render of it) finds
 * the very set made last time, and with it the key headers worked out for that set
 * (server/http/cache-headers.ts), instead of merging hundreds of tags (~10 µs of a cold show page)
 * and writing them out again. Held weakly, along the list: a union goes when one of its answers does.
 */
interface Unions {
  next: WeakMap<ReadonlySet<string>, Unions>;
  union?: ReadonlySet<string>;
}
const unions: Unions = { next: new WeakMap() };

/** Each answer's path and own node id first, so a capped key header keeps them; then everything the answers contain. */
function merged(answers: readonly ReadonlySet<string>[]): ReadonlySet<string> {
  const all = new Set<string>();
  for (const tags of answers) {
    let i = 0;
    for (const tag of tags) {
      if (i++ === 2) break;
      all.add(tag);
    }
  }
  for (const tags of answers) for (const tag of tags) all.add(tag);
  return all;
}

export class CacheUsage {
  state: CacheState = "HIT";
  /** Each answer's tags as its cache entry keeps them (hundreds on a page), read once when the page is done. */
  private readonly answers: ReadonlySet<string>[] = [];
  freshForMs = Number.POSITIVE_INFINITY;
  /** A presale code (or other per-visitor input) shaped the page: private, no-store. */
  isPersonal = false;
  /** A call failed with no usable cache: the page is an error page, never stored. */
  hasFailure = false;
  /** A call failed and a stale answer stood in for it (stale-if-error): said in X-Cache, never stored. */
  staleIfError = false;

  /** `tags` most specific first: the answer's path, its node id, then what it contains. */
  note(state: CacheState, tags: ReadonlySet<string>, freshForMs: number): void {
    if (RANK[state] > RANK[this.state]) this.state = state;
    this.answers.push(tags);
    this.freshForMs = Math.min(this.freshForMs, freshForMs);
  }

  /** Shared with every request made from the same answers: read, never changed. */
  get tags(): ReadonlySet<string> {
    let node = unions;
    for (const tags of this.answers) {
      let next = node.next.get(tags);
      if (!next) node.next.set(tags, (next = { next: new WeakMap() }));
      node = next;
    }
    return (node.union ??= merged(this.answers));
  }

  personal(): void {
    this.isPersonal = true;
  }

  coveredFailure(): void {
    this.staleIfError = true;
  }

  failed(): void {
    this.hasFailure = true;
    this.state = "MISS";
  }

  /** A copy that stays as it is while the request's usage goes on. */
  snapshot(): PageUsage {
    return { state: this.state, tags: this.tags, freshForMs: this.freshForMs, isPersonal: this.isPersonal, hasFailure: this.hasFailure, staleIfError: this.staleIfError };
  }
}
