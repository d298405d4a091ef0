/**
 * The CMS circuit breaker (issue 28 §2), with cockatiel's: after BREAK_AFTER_FAILURES failed CMS
 * calls in a row the circuit opens, and calls fail at once (the caches then serve their stale
 * copies, or the page answers 503 with Retry-After) instead of reaching a CMS that is struggling;
 * every PROBE_INTERVAL_MS one call goes through as a probe, and its success closes the circuit.
 * While that probe is on its way, other calls fail at once too (cockatiel would queue them behind
 * it, which a page deadline cannot afford).
 */
import { BrokenCircuitError, CircuitState, circuitBreaker, ConsecutiveBreaker, handleWhenResult } from "cockatiel";
import type { FetchResult } from "../../shared/contract/result";

export const BREAK_AFTER_FAILURES = 5;
/** One probe a second: a CMS that answers again serves pages within about a second. */
export const PROBE_INTERVAL_MS = 1_000;

export type BreakerState = "closed" | "open" | "half-open";

export interface CmsBreaker {
  /**
   * Runs a CMS call, or answers a failure at once while the circuit is open (or its probe is out).
   * `counts: false`: the call's outcome neither opens nor closes the circuit.
   */
  run<T>(opts: { counts: boolean }, call: () => Promise<FetchResult<T>>): Promise<FetchResult<T>>;
  state(): BreakerState;
  /** Called on every change of state, with the failure that opened the circuit. */
  onChange(listener: (state: BreakerState, reason?: string) => void): void;
}

const isFailure = (result: unknown) => {
  const type = (result as FetchResult<unknown>).type;
  return type !== "OK" && type !== "NOT_FOUND";
};

const STATES: Record<CircuitState, BreakerState> = {
  [CircuitState.Closed]: "closed",
  [CircuitState.Open]: "open",
  [CircuitState.HalfOpen]: "half-open",
  [CircuitState.Isolated]: "open",
};

export function createCmsBreaker(opts: { breakAfter?: number; probeIntervalMs?: number } = {}): CmsBreaker {
  const policy = circuitBreaker(handleWhenResult(isFailure), {
    halfOpenAfter: opts.probeIntervalMs ?? PROBE_INTERVAL_MS,
    breaker: new ConsecutiveBreaker(opts.breakAfter ?? BREAK_AFTER_FAILURES),
  });
  const open = (): FetchResult<never> => ({ type: "HTTP_ERROR", status: 0, message: "CMS circuit open: calls paused after repeated failures" });
  return {
    async run({ counts }, call) {
      if (policy.state === CircuitState.HalfOpen) return open();
      if (!counts) return policy.state === CircuitState.Closed ? call() : open();
      try {
        return await policy.execute(call);
      } catch (err) {
        if (err instanceof BrokenCircuitError) return open();
        throw err;
      }
    },
    state: () => STATES[policy.state],
    onChange(listener) {
      policy.onStateChange((state) => {
        const failure = policy.lastFailure;
        const reason = failure && "value" in failure ? describe(failure.value as FetchResult<unknown>) : failure && "error" in failure ? String(failure.error) : undefined;
        listener(STATES[state], reason);
      });
    },
  };
}

function describe(result: FetchResult<unknown>): string {
  return "message" in result ? `${result.type}: ${result.message}` : result.type;
}
