/**
 * What one request's answers came from, so the response can say it: the worst cache state of the
 * data used (X-Cache), the tags of every answer (Surrogate-Key), the shortest freshness left
 * (s-maxage), and whether anything personal or failed went into it (then nothing may store it).
 */
import type { CacheState } from "../cache";
import type { PageUsage } from "../render/stored-page";

const RANK: Record<CacheState, number> = { HIT: 0, MISS: 1, STALE: 2 };

export class CacheUsage {
  state: CacheState = "HIT";
  /** Each answer's path and own node id: they lead the tags, so a capped key header keeps them. */
  private readonly heads = new Set<string>();
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
    let i = 0;
    for (const tag of tags) {
      if (i++ === 2) break;
      this.heads.add(tag);
    }
    this.answers.push(tags);
    this.freshForMs = Math.min(this.freshForMs, freshForMs);
  }

  get tags(): ReadonlySet<string> {
    const all = new Set(this.heads);
    for (const tags of this.answers) for (const tag of tags) all.add(tag);
    return all;
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
