/**
 * The purge sent to the cache in front (CDN_PURGE_URL) once every process has purged its own
 * caches: the webhook's paths or tags as surrogate keys, `PURGE` with `xkey-softpurge` (soft) or
 * `xkey-purge` (hard), which deploy/varnish/site.vcl answers. The first attempt runs while the
 * webhook waits, so its answer says what happened; a failure is retried in the background with
 * backoff, and the keys still not purged at the end are logged at error level, never dropped quietly.
 */
import type { Logger } from "pino";
import type { PurgeMode, PurgeRequest } from "../cache";
import { normalisePath } from "../cms-path";
import { readBoundedText } from "../../shared/contract/bounded-body";
import { SURROGATE_KEY } from "../http/cache-headers";
import { backoffDelays, FRONT_PURGE_BACKOFF } from "./backoff";

/** One purge request's key header stays well inside Varnish's 8 KB header limit. */
export const MAX_KEYS_CHARS = 4_000;
const ATTEMPT_TIMEOUT_MS = 2_000;
/** The front cache answers `{"purged":n}`; anything longer is not its answer. */
const MAX_ANSWER_BYTES = 4 * 1024;

export type FrontPurgeReport =
  | { status: "purged"; keys: number; objects: number }
  | { status: "retrying"; keys: number; notPurged: number; error: string; nextInMs: number }
  | { status: "failed"; keys: number; notPurged: number; error: string };

/** How each webhook's front-cache purge ended: at once, on a background retry, or not at all (given up, or abandoned at shutdown). */
export type FrontPurgeOutcome = "purged" | "purged_on_retry" | "failed";

/** Sends one batch; resolves with the number of objects the front cache says it purged, throws on failure. */
export type SendBatch = (keys: string[], mode: PurgeMode) => Promise<number>;

/** The surrogate keys a purge reaches: the ones the site puts in `Surrogate-Key` for the same paths and nodes. */
export function purgeKeys(request: PurgeRequest): string[] {
  const raw = "all" in request ? ["all"] : "paths" in request ? request.paths.map(normalisePath) : request.tags;
  return [...new Set(raw.filter((k) => SURROGATE_KEY.test(k)))];
}

/** Keys in batches whose space-separated header stays within `maxChars`. */
export function chunkKeys(keys: readonly string[], maxChars = MAX_KEYS_CHARS): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const key of keys) {
    if (current.length > 0 && length + 1 + key.length > maxChars) {
      batches.push(current);
      current = [];
      length = 0;
    }
    length += (current.length > 0 ? 1 : 0) + key.length;
    current.push(key);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** The Varnish form: `PURGE <url>` with the keys in `xkey-softpurge` or `xkey-purge`; answers `{"purged":n}`. */
export function varnishSender(url: string, timeoutMs = ATTEMPT_TIMEOUT_MS): SendBatch {
  return async (keys, mode) => {
    const res = await fetch(url, {
      method: "PURGE",
      headers: { [mode === "soft" ? "xkey-softpurge" : "xkey-purge"]: keys.join(" ") },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`front cache answered ${res.status}`);
    }
    const text = await readBoundedText(res, MAX_ANSWER_BYTES);
    const count = /"purged"\s*:\s*(\d+)/.exec(text);
    return count ? Number(count[1]) : 0;
  };
}

export interface FrontPurgerOptions {
  send: SendBatch;
  /** Waits before each retry; FRONT_PURGE_BACKOFF by default. */
  delays?: () => number[];
  /** Injected so tests need not wait out real backoff. */
  wait?: (ms: number) => Promise<void>;
}

export class FrontPurger {
  private readonly inFlight = new Set<Promise<void>>();
  /** Keys still waiting for a retry, per purge mode: what a stopping process must not drop silently. */
  private readonly waiting = new Map<symbol, { mode: PurgeMode; keys: () => string[] }>();
  private readonly delays: () => number[];
  private readonly wait: (ms: number) => Promise<void>;
  /** Counts per outcome since start: the `front_purges_total` counter, so a front cache that stopped taking purges can alert. */
  readonly outcomes: Record<FrontPurgeOutcome, number> = { purged: 0, purged_on_retry: 0, failed: 0 };

  constructor(private readonly opts: FrontPurgerOptions) {
    this.delays = opts.delays ?? (() => backoffDelays(FRONT_PURGE_BACKOFF));
    // Unref'd: a retry still waiting must not keep a stopping process alive.
    this.wait = opts.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms).unref()));
  }

  async purge(keys: readonly string[], mode: PurgeMode, log: Logger): Promise<FrontPurgeReport> {
    const first = await this.attempt(chunkKeys(keys), mode);
    if (first.failed.length === 0) {
      this.outcomes.purged++;
      return { status: "purged", keys: keys.length, objects: first.objects };
    }
    const delays = this.delays();
    const notPurged = first.failed.flat();
    if (delays.length === 0) {
      this.outcomes.failed++;
      log.error({ frontPurge: { mode, keysNotPurged: notPurged, error: first.error } }, "front-cache purge failed");
      return { status: "failed", keys: keys.length, notPurged: notPurged.length, error: first.error };
    }
    log.warn({ frontPurge: { mode, keys: notPurged.length, error: first.error, retryInMs: delays[0] } }, "front-cache purge failed, retrying");
    const retrying = this.retry(first.failed, mode, delays, log).finally(() => this.inFlight.delete(retrying));
    this.inFlight.add(retrying);
    return { status: "retrying", keys: keys.length, notPurged: notPurged.length, error: first.error, nextInMs: delays[0]! };
  }

  /** Resolves when every background retry has ended (tests). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** At shutdown: the keys whose retries will not run, logged so an operator can purge them by hand. */
  abandon(log: Logger): void {
    for (const { mode, keys } of this.waiting.values()) {
      this.outcomes.failed++;
      log.error({ frontPurge: { mode, keysNotPurged: keys() } }, "front-cache purge abandoned at shutdown");
    }
    this.waiting.clear();
  }

  private async retry(batches: string[][], mode: PurgeMode, delays: number[], log: Logger): Promise<void> {
    const state = { remaining: batches, error: "" };
    const id = Symbol("retry");
    this.waiting.set(id, { mode, keys: () => state.remaining.flat() });
    for (const [i, delay] of delays.entries()) {
      await this.wait(delay);
      // Abandoned at shutdown: already logged with its keys.
      if (!this.waiting.has(id)) return;
      const result = await this.attempt(state.remaining, mode);
      state.remaining = result.failed;
      state.error = result.error;
      if (state.remaining.length === 0) {
        this.waiting.delete(id);
        this.outcomes.purged_on_retry++;
        log.info({ frontPurge: { mode, attempts: i + 2, objects: result.objects } }, "front-cache purge succeeded on retry");
        return;
      }
    }
    this.waiting.delete(id);
    this.outcomes.failed++;
    log.error({ frontPurge: { mode, attempts: delays.length + 1, keysNotPurged: state.remaining.flat(), error: state.error } }, "front-cache purge failed, giving up");
  }

  private async attempt(batches: string[][], mode: PurgeMode): Promise<{ failed: string[][]; objects: number; error: string }> {
    const failed: string[][] = [];
    let objects = 0;
    let error = "";
    for (const batch of batches) {
      try {
        objects += await this.opts.send(batch, mode);
      } catch (err) {
        failed.push(batch);
        error = err instanceof Error ? (err.cause instanceof Error ? `${err.message}: ${err.cause.message}` : err.message) : String(err);
      }
    }
    return { failed, objects, error };
  }
}
