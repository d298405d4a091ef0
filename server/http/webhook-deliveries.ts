/**
 * Delivery ids of accepted webhook calls, so a sender's retry of a delivery it is unsure of (the
 * same `webhook-id`, or the same body `"id"`, with a fresh signature) answers 2xx without purging
 * again. Every process of the site agrees through Redis when it is configured (SET NX, the shared
 * guard of server/scale/); each process also keeps its own bounded memory, which decides alone while
 * Redis is down. Forgetting an id (evicted, expired) only costs a repeated purge: purges are
 * idempotent, so the memory may evict where the signature replay guard must refuse.
 */
import { LRUCache } from "lru-cache";

/** Longer than senders retry: Standard Webhooks senders (Svix) give up after about a day. */
export const DELIVERY_MEMORY_MS = 2 * 24 * 60 * 60_000;
const MAX_REMEMBERED = 10_000;

export type SharedClaim = (key: string, ttlMs: number) => Promise<"claimed" | "seen" | "unavailable">;
export type DeliveryVerdict = "new" | "redelivery" | "new (this process only)";

export class DeliveryLog {
  private readonly seen: LRUCache<string, true>;

  constructor(private readonly opts: { shared?: SharedClaim; now?: () => number; max?: number } = {}) {
    const now = opts.now ?? Date.now;
    this.seen = new LRUCache<string, true>({ max: opts.max ?? MAX_REMEMBERED, ttl: DELIVERY_MEMORY_MS, perf: { now } });
  }

  /** Claims the id: "redelivery" when this or another process accepted it before. */
  async claim(id: string): Promise<DeliveryVerdict> {
    // Checked and recorded in one synchronous stretch: two copies arriving together cannot both pass.
    if (this.seen.has(id)) return "redelivery";
    this.seen.set(id, true);
    if (!this.opts.shared) return "new";
    const shared = await this.opts.shared(`delivery:${id}`, DELIVERY_MEMORY_MS);
    return shared === "seen" ? "redelivery" : shared === "claimed" ? "new" : "new (this process only)";
  }
}
