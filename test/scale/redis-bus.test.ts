/**
 * The purge bus against a real redis-server: per-site channels, acknowledgements, the shared replay
 * guard, and what a bus does with a message it cannot read or a subscriber that never answers.
 */
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CacheEvent, CacheRegistry } from "../../server/cache";
import { channels } from "../../server/scale/purge-message";
import { RedisPurgeBus } from "../../server/scale/redis-bus";
import { type Engine, startRedis, until } from "../../scripts/scale-engines";

let redis: Engine;
let url: string;
const buses: RedisPurgeBus[] = [];

function bus(site: string, ackTimeoutMs = 1000) {
  const registry = new CacheRegistry();
  const purges: CacheEvent[] = [];
  registry.on("cache", (e) => void (e.event === "purge" && purges.push(e)));
  registry.define({ name: "c", ttlMs: 1000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, negativeTtlMs: 0, maxEntries: 10, maxBytes: 1e6, purgeKey: "path" });
  const logs: Array<Record<string, any>> = [];
  const logger = pino({ level: "info" }, { write: (l: string) => void logs.push(JSON.parse(l)) });
  const b = new RedisPurgeBus({ url, prefix: "bus-test", site, registry, logger, ackTimeoutMs });
  b.start();
  buses.push(b);
  return { bus: b, purges, logs };
}

beforeAll(async () => {
  redis = await startRedis();
  url = `redis://127.0.0.1:${redis.port}`;
});
afterAll(async () => {
  await Promise.all(buses.map((b) => b.close()));
  await redis.stop();
});

describe("Redis purge bus", () => {
  it("carries a purge to the other processes of the same site only, acknowledged, and never back to its sender", async () => {
    const [one, two, fonds] = [bus("carre"), bus("carre"), bus("fonds")];
    await until("buses connected", () => [one, two, fonds].every((b) => b.bus.status().connected));
    const report = await one.bus.publish({ tags: ["DEFAULT_FOOTER"] }, "hard");
    expect(report).toEqual({ status: "published", receivers: 2, acknowledged: 2 });
    expect(two.purges).toEqual([{ cache: "c", event: "purge", mode: "hard", count: 0 }]);
    expect(one.purges).toEqual([]);
    expect(fonds.purges).toEqual([]);
  });

  it("ignores a malformed message, and stops waiting for a subscriber that never acknowledges", async () => {
    const [one, two] = [bus("carre", 200), bus("carre", 200)];
    await until("buses connected", () => [one, two].every((b) => b.bus.status().connected));
    const raw = new Redis(url);
    const silent = new Redis(url);
    try {
      await silent.subscribe(channels("bus-test", "carre").purge);
      await raw.publish(channels("bus-test", "carre").purge, '{"v":1,"purge":"everything"}');
      await until("the malformed message logged", () => two.logs.some((l) => l.msg === "ignored a malformed purge message"));
      expect(two.purges).toEqual([]);
      const report = await one.bus.publish({ all: true }, "soft");
      // Every subscriber on the channel answers (this file's buses), except the silent one.
      if (report.status !== "published") throw new Error(`not published: ${report.error}`);
      expect(report.receivers).toBeGreaterThanOrEqual(3);
      expect(report.acknowledged).toBe(report.receivers - 1);
    } finally {
      raw.disconnect();
      silent.disconnect();
    }
  });

  it("shares the replay guard: the first claim wins on every process, until it expires", async () => {
    const [one, two] = [bus("carre"), bus("carre")];
    await until("buses connected", () => [one, two].every((b) => b.bus.status().connected));
    expect(await one.bus.claimReplay("1700000000:abc", 60_000)).toBe("claimed");
    expect(await two.bus.claimReplay("1700000000:abc", 60_000)).toBe("seen");
    expect(await one.bus.claimReplay("1700000000:abc", 60_000)).toBe("seen");
    expect(await two.bus.claimReplay("1700000000:short", 1)).toBe("claimed");
    await until("the short claim to expire", async () => (await one.bus.claimReplay("1700000000:short", 60_000)) === "claimed");
  });

  it("stashes a value for any process of the site, taken once", async () => {
    const [one, two] = [bus("carre"), bus("carre")];
    await until("buses connected", () => [one, two].every((b) => b.bus.status().connected));
    expect(await one.bus.stash("flash-1", '{"path":"/x","state":{}}', 5000)).toBe(true);
    expect(await two.bus.takeStash("flash-1")).toBe('{"path":"/x","state":{}}');
    expect(await one.bus.takeStash("flash-1")).toBeNull();
  });
});
