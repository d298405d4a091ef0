/**
 * Scale-out wiring from configuration: the Redis purge bus (REDIS_URL) and the front-cache purge
 * (CDN_PURGE_URL), as the webhook, /readyz and the process entry use them. Neither set: undefined,
 * and the single-process behaviour is exactly as before.
 */
import type { Logger } from "pino";
import type { CacheRegistry, PurgeMode, PurgeRequest } from "../cache";
import type { Config } from "../config";
import { FrontPurger, varnishSender, type FrontPurgeOutcome } from "./front-purge";
import { createPurgeFlow, type PurgeReport } from "./purge-flow";
import { RedisPurgeBus } from "./redis-bus";
import type { SharedFlash } from "../forms/flash";

export interface ScaleOut {
  purge(what: PurgeRequest, mode: PurgeMode, log: Logger): Promise<PurgeReport>;
  sharedReplay?: (replayKey: string, ttlMs: number) => Promise<"claimed" | "seen" | "unavailable">;
  /** Where the no-JS form flash lives so any process can answer the GET after a post (server/forms/flash.ts). */
  sharedFlash?: SharedFlash;
  /** What /readyz adds to its answer. */
  report(): Record<string, unknown>;
  /** With REDIS_URL: whether both Redis connections are up (the `redis_connected` gauge). */
  redisConnected?: () => boolean;
  /** With CDN_PURGE_URL: how the front-cache purges ended so far (the `front_purges_total` counter). */
  frontPurges?: () => Readonly<Record<FrontPurgeOutcome, number>>;
  close(): Promise<void>;
}

export function createScaleOut(config: Pick<Config, "REDIS_URL" | "REDIS_KEY_PREFIX" | "CDN_PURGE_URL" | "site">, registry: CacheRegistry, logger: Logger): ScaleOut | undefined {
  if (!config.REDIS_URL && !config.CDN_PURGE_URL) return undefined;
  const bus = config.REDIS_URL ? new RedisPurgeBus({ url: config.REDIS_URL, prefix: config.REDIS_KEY_PREFIX, site: config.site, registry, logger }) : undefined;
  const front = config.CDN_PURGE_URL ? new FrontPurger({ send: varnishSender(config.CDN_PURGE_URL) }) : undefined;
  bus?.start();
  const flow = createPurgeFlow({ registry, bus, front });
  return {
    purge: flow.purge,
    sharedReplay: bus ? (key, ttl) => bus.claimReplay(key, ttl) : undefined,
    sharedFlash: bus ? { put: (key, value, ttl) => bus.stash(key, value, ttl), take: (key) => bus.takeStash(key) } : undefined,
    report: () => (bus ? { redis: bus.status() } : {}),
    redisConnected: bus ? () => bus.status().connected : undefined,
    frontPurges: front ? () => front.outcomes : undefined,
    close: async () => {
      front?.abandon(logger);
      await bus?.close();
    },
  };
}
