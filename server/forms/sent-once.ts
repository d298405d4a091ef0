/**
 * A native form post sent twice goes upstream once. Without scripts nothing stops a second click
 * on the button while the first post is on its way: the browser drops the first request and sends
 * the form again, and both reached the services (two sign-ups, two donations). The second now
 * waits for the first's call and gets its outcome, as does one arriving just after it succeeded.
 * Joined are the same call with the same body from the same address: the same form, filled in the
 * same way by the same visitor. A failure is not remembered, so the visitor can try again at once.
 *
 * lru-cache joins concurrent fetches of one key; no visitor's signal is passed, so the call goes
 * on when the browser gives up on the first request (the second is waiting for it). Keys are
 * hashes: no email or name is kept. One process's memory: behind a balancer the two posts may
 * reach two processes (forms.md).
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

/** How long after a success the same post is answered with it: a double click's second request. */
export const SAME_POST_MS = 10_000;
const MAX_KEPT = 10_000;

export type SentOnce = <T extends object>(parts: readonly string[], send: () => Promise<T>, succeeded: (outcome: T) => boolean) => Promise<T>;

export function createSentOnce(): SentOnce {
  const sent = new LRUCache<string, object, () => Promise<object>>({ max: MAX_KEPT, ttl: SAME_POST_MS, fetchMethod: (_key, _stale, { context }) => context() });
  return async (parts, send, succeeded) => {
    const key = createHash("sha256").update(JSON.stringify(parts)).digest("base64url");
    const outcome = (await sent.fetch(key, { context: send })) as Awaited<ReturnType<typeof send>>;
    if (!succeeded(outcome)) sent.delete(key);
    return outcome;
  };
}
