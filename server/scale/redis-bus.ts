/**
 * The Redis side of scale-out (REDIS_URL): a purge channel per site that every process of the site
 * subscribes to, acknowledgements so the webhook knows the others have applied a purge before the
 * front cache is told, and the webhook replay guard shared by all processes (SET NX with expiry).
 *
 * Redis is never on the serving path: when it is down a process keeps serving and purging its own
 * caches, logs the outage at most once a minute, and reports it on /readyz. A subscriber that was
 * disconnected may have missed purges, so on reconnect the process soft-purges everything it holds.
 * Two connections, because a subscribed Redis connection can run no other commands.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { CacheRegistry, PurgeMode, PurgeRequest } from "../cache";
import { rateGate } from "./backoff";
import { channels, decodeAck, decodePurge, encodeAck, encodePurge } from "./purge-message";

/** How long a webhook waits for the other processes to confirm a purge before purging the front cache. */
export const ACK_TIMEOUT_MS = 1_000;
/** A Redis command that takes longer counts as Redis being unavailable. */
const COMMAND_TIMEOUT_MS = 1_000;
export const OUTAGE_LOG_INTERVAL_MS = 60_000;

export type BusReport =
  | { status: "published"; receivers: number; acknowledged: number }
  | { status: "unavailable"; error: string };

export interface BusStatus {
  connected: boolean;
  /** ISO time since when Redis has been unreachable; null while connected. */
  downSince: string | null;
}

export interface RedisBusOptions {
  url: string;
  prefix: string;
  site: string;
  registry: CacheRegistry;
  logger: Logger;
  ackTimeoutMs?: number;
  now?: () => number;
}

export class RedisPurgeBus {
  readonly processId = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly names: ReturnType<typeof channels>;
  private readonly logOutage: () => boolean;
  private readonly pendingAcks = new Map<string, { expected: number; by: Set<string>; done: () => void }>();
  private downSince: number | null = null;
  /** Set when the subscriber loses its connection (or never had one): purges may have been missed. */
  private missedPurges = false;
  private closing = false;

  constructor(private readonly opts: RedisBusOptions) {
    this.names = channels(opts.prefix, opts.site);
    const now = opts.now ?? Date.now;
    this.logOutage = rateGate(OUTAGE_LOG_INTERVAL_MS, now);
    // Commands fail at once while disconnected (no offline queue): a webhook must not wait for Redis.
    this.pub = new Redis(opts.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS, lazyConnect: true });
    // The subscription is queued until the first connection, however late, and renewed on every reconnect.
    this.sub = new Redis(opts.url, { maxRetriesPerRequest: null, autoResubscribe: true, lazyConnect: true });
    for (const [role, client] of [["publisher", this.pub], ["subscriber", this.sub]] as const) {
      client.on("error", (err: Error) => this.outage(role, err.message));
      client.on("close", () => this.outage(role, "connection closed"));
      client.on("ready", () => this.connected(role));
    }
    this.sub.on("message", (channel: string, text: string) => this.onMessage(channel, text));
  }

  /** Connects in the background: start-up never waits for Redis. */
  start(): void {
    this.pub.connect().catch(() => undefined);
    this.sub.connect().catch(() => undefined);
    this.sub.subscribe(this.names.purge, this.names.ack).catch((err: Error) => this.outage("subscriber", err.message));
  }

  status(): BusStatus {
    const connected = this.pub.status === "ready" && this.sub.status === "ready";
    return { connected, downSince: connected || this.downSince === null ? null : new Date(this.downSince).toISOString() };
  }

  /**
   * Publishes a purge this process has applied, and waits (at most ACK_TIMEOUT_MS) until every
   * subscriber has said it applied it too, so the front cache is purged only after the processes
   * that would refill it. PUBLISH counts our own subscriber, which acknowledges without re-applying.
   */
  async publish(purge: PurgeRequest, mode: PurgeMode): Promise<BusReport> {
    const id = randomUUID();
    const acks = { expected: Infinity, by: new Set<string>(), done: () => undefined as void };
    const allAcked = new Promise<void>((resolve) => (acks.done = resolve));
    this.pendingAcks.set(id, acks);
    try {
      const receivers = await this.pub.publish(this.names.purge, encodePurge({ id, from: this.processId, mode, purge }));
      acks.expected = receivers;
      if (acks.by.size >= receivers) acks.done();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([allAcked, new Promise<void>((resolve) => (timer = setTimeout(resolve, this.opts.ackTimeoutMs ?? ACK_TIMEOUT_MS)))]);
      clearTimeout(timer);
      return { status: "published", receivers, acknowledged: acks.by.size };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      this.outage("publisher", error);
      return { status: "unavailable", error };
    } finally {
      this.pendingAcks.delete(id);
    }
  }

  /** The shared replay guard: "claimed" the first time any process sees this key, "seen" after. */
  async claimReplay(replayKey: string, ttlMs: number): Promise<"claimed" | "seen" | "unavailable"> {
    try {
      const ok = await this.pub.set(this.names.replay + replayKey, "1", "PX", Math.max(1, Math.ceil(ttlMs)), "NX");
      return ok === "OK" ? "claimed" : "seen";
    } catch (err) {
      this.outage("publisher", err instanceof Error ? err.message : String(err));
      return "unavailable";
    }
  }

  /** Keeps a value for any process of the site (the no-JS form flash); false when Redis is out. */
  async stash(key: string, value: string, ttlMs: number): Promise<boolean> {
    try {
      return (await this.pub.set(this.names.flash + key, value, "PX", Math.max(1, Math.ceil(ttlMs)))) === "OK";
    } catch (err) {
      this.outage("publisher", err instanceof Error ? err.message : String(err));
      return false;
    }
  }

  /** Takes a stashed value once (GETDEL); null when absent, "unavailable" when Redis is out. */
  async takeStash(key: string): Promise<string | null | "unavailable"> {
    try {
      return await this.pub.getdel(this.names.flash + key);
    } catch (err) {
      this.outage("publisher", err instanceof Error ? err.message : String(err));
      return "unavailable";
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    // quit() waits for a connection to send QUIT on: with Redis down it waited out the shutdown's
    // grace and the process exited 1. A client that is not connected is just dropped.
    await Promise.allSettled([this.pub, this.sub].map((client) => (client.status === "ready" ? client.quit() : client.disconnect())));
  }

  private onMessage(channel: string, text: string): void {
    if (channel === this.names.ack) {
      const ack = decodeAck(text);
      const pending = ack && this.pendingAcks.get(ack.id);
      if (!pending) return;
      pending.by.add(ack.by);
      if (pending.by.size >= pending.expected) pending.done();
      return;
    }
    if (channel !== this.names.purge) return;
    const message = decodePurge(text);
    if (!message) {
      this.opts.logger.warn({ bus: { channel, bytes: text.length } }, "ignored a malformed purge message");
      return;
    }
    // Our own message: the webhook already purged this process.
    if (message.from !== this.processId) {
      const purged = this.opts.registry.purge(message.purge, message.mode);
      this.opts.logger.info({ bus: { id: message.id, from: message.from, purge: message.purge, mode: message.mode, purged } }, "cache purged by another process");
    }
    this.pub.publish(this.names.ack, encodeAck({ id: message.id, by: this.processId })).catch((err: Error) => this.outage("publisher", err.message));
  }

  private outage(role: string, error: string): void {
    if (this.closing) return;
    if (role === "subscriber") this.missedPurges = true;
    this.downSince ??= (this.opts.now ?? Date.now)();
    if (this.logOutage()) this.opts.logger.error({ redis: { role, error, downSince: new Date(this.downSince).toISOString() } }, "Redis unavailable: purges reach this process only (logged at most once a minute)");
  }

  private connected(role: string): void {
    if (role === "subscriber" && this.missedPurges) {
      this.missedPurges = false;
      // Purges published while we were away are lost (pub/sub keeps nothing): treat everything as changed.
      const purged = this.opts.registry.purge({ all: true }, "soft");
      this.opts.logger.warn({ redis: { role }, purged }, "Redis reconnected: purged every cache softly, purges may have been missed");
    }
    if (this.pub.status === "ready" && this.sub.status === "ready" && this.downSince !== null) {
      this.opts.logger.info({ redis: { downSince: new Date(this.downSince).toISOString() } }, "Redis available again");
      this.downSince = null;
    }
  }
}
