/**
 * Retry schedules. Kept pure (no timers, no randomness unless given) so the schedule the front-cache
 * purge follows is unit-tested, not guessed from logs.
 */
export interface BackoffOptions {
  /** Delay before the first retry. */
  baseMs: number;
  /** No single wait is longer than this. */
  maxMs: number;
  /** Retries after the first attempt. */
  retries: number;
  /** 0..1: how much of each delay is randomised downwards, so many processes do not retry in step. */
  jitter?: number;
}

/** Front-cache purges: 0.5 s, 1 s, 2 s, 4 s, 8 s, 16 s, 30 s, 30 s: about 1.5 minutes of retrying. */
export const FRONT_PURGE_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 30_000, retries: 8, jitter: 0.2 };

/** The waits before each retry: exponential from baseMs, capped at maxMs. `random` returns [0, 1). */
export function backoffDelays(opts: BackoffOptions, random: () => number = Math.random): number[] {
  const delays: number[] = [];
  for (let i = 0; i < opts.retries; i++) {
    const full = Math.min(opts.maxMs, opts.baseMs * 2 ** i);
    const cut = (opts.jitter ?? 0) * random();
    delays.push(Math.round(full * (1 - cut)));
  }
  return delays;
}

/**
 * A log gate: true at most once per `intervalMs`, so an outage that fails every call (a Redis down
 * for an hour) writes one line a minute, not one per attempt.
 */
export function rateGate(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < intervalMs) return false;
    last = t;
    return true;
  };
}
