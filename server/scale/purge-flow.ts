/**
 * One accepted webhook purge, in the order that keeps a cache in front from being refilled with old
 * pages: this process's caches, then every other process of the site (the Redis bus, acknowledged),
 * and only then the front cache (its surrogate keys). Each step reports what it did; the webhook
 * answers with all of it. A step that cannot run (Redis down) does not stop the next one.
 */
import type { Logger } from "pino";
import type { CacheRegistry, PurgeMode, PurgeRequest } from "../cache";
import { type FrontPurgeReport, type FrontPurger, purgeKeys } from "./front-purge";
import type { BusReport, RedisPurgeBus } from "./redis-bus";

export interface PurgeReport {
  purged: Record<string, number>;
  /** Present when REDIS_URL is set. */
  bus?: BusReport;
  /** Present when CDN_PURGE_URL is set. */
  front?: FrontPurgeReport | { status: "skipped"; reason: string };
}

export interface PurgeFlow {
  purge(request: PurgeRequest, mode: PurgeMode, log: Logger): Promise<PurgeReport>;
}

export function createPurgeFlow(deps: { registry: CacheRegistry; bus?: Pick<RedisPurgeBus, "publish">; front?: Pick<FrontPurger, "purge"> }): PurgeFlow {
  return {
    async purge(request, mode, log) {
      const report: PurgeReport = { purged: deps.registry.purge(request, mode) };
      if (deps.bus) report.bus = await deps.bus.publish(request, mode);
      if (deps.front) {
        const keys = purgeKeys(request);
        report.front = keys.length === 0 ? { status: "skipped", reason: "no purge key the front cache could know" } : await deps.front.purge(keys, mode, log);
      }
      return report;
    },
  };
}
