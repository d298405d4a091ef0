import pino from "pino";
import { describe, expect, it } from "vitest";
import { CacheRegistry } from "../../server/cache";
import { FrontPurger, type SendBatch } from "../../server/scale/front-purge";
import { createPurgeFlow } from "../../server/scale/purge-flow";

function capture() {
  const lines: Array<Record<string, any>> = [];
  const log = pino({ level: "info" }, { write: (l: string) => void lines.push(JSON.parse(l)) });
  return { lines, log };
}

/** A sender that fails the first `failures` calls, recording every call. */
function flakySender(failures: number) {
  const calls: Array<{ keys: string[]; mode: string }> = [];
  const send: SendBatch = async (keys, mode) => {
    calls.push({ keys, mode });
    if (calls.length <= failures) throw new Error("connect ECONNREFUSED");
    return keys.length;
  };
  return { calls, send };
}

describe("front-cache purge", () => {
  it("reports the objects purged when the front cache answers", async () => {
    const { send, calls } = flakySender(0);
    const { log } = capture();
    const purger = new FrontPurger({ send });
    const report = await purger.purge(["a", "b"], "soft", log);
    expect(report).toEqual({ status: "purged", keys: 2, objects: 2 });
    expect(calls).toEqual([{ keys: ["a", "b"], mode: "soft" }]);
    expect(purger.outcomes).toEqual({ purged: 1, purged_on_retry: 0, failed: 0 });
  });

  it("retries a failed purge on the backoff schedule and logs the success", async () => {
    const { send, calls } = flakySender(2);
    const waits: number[] = [];
    const { lines, log } = capture();
    const purger = new FrontPurger({ send, delays: () => [10, 20, 40], wait: async (ms) => void waits.push(ms) });
    const report = await purger.purge(["k"], "hard", log);
    expect(report).toMatchObject({ status: "retrying", keys: 1, notPurged: 1, nextInMs: 10 });
    expect(report).toHaveProperty("error", "connect ECONNREFUSED");
    await purger.settled();
    expect(waits).toEqual([10, 20]);
    expect(calls).toHaveLength(3);
    expect(lines.at(-1)).toMatchObject({ msg: "front-cache purge succeeded on retry", frontPurge: { attempts: 3 } });
    expect(purger.outcomes).toEqual({ purged: 0, purged_on_retry: 1, failed: 0 });
  });

  it("gives up after the last retry and logs the keys that were not purged", async () => {
    const { send, calls } = flakySender(Infinity);
    const { lines, log } = capture();
    const purger = new FrontPurger({ send, delays: () => [1, 1], wait: async () => undefined });
    await purger.purge(["/pagina/contact", "DEFAULT_FOOTER"], "soft", log);
    await purger.settled();
    expect(calls).toHaveLength(3);
    const last = lines.at(-1)!;
    expect(last.level).toBe(50);
    expect(last.frontPurge).toMatchObject({ attempts: 3, keysNotPurged: ["/pagina/contact", "DEFAULT_FOOTER"] });
    expect(purger.outcomes).toEqual({ purged: 0, purged_on_retry: 0, failed: 1 });
  });
});

describe("purge flow", () => {
  it("purges this process, then the bus, then the front cache, and reports each step", async () => {
    const order: string[] = [];
    const registry = new CacheRegistry();
    registry.on("cache", (e) => void (e.event === "purge" && order.push("local")));
    registry.define({ name: "c", ttlMs: 1000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, negativeTtlMs: 0, maxEntries: 10, maxBytes: 1e6, purgeKey: "path" });
    const flow = createPurgeFlow({
      registry,
      bus: { publish: async () => (order.push("bus"), { status: "published", receivers: 2, acknowledged: 2 }) },
      front: { purge: async (keys) => (order.push(`front:${keys.join(",")}`), { status: "purged", keys: keys.length, objects: 1 }) },
    });
    const report = await flow.purge({ tags: ["DEFAULT_FOOTER"] }, "soft", capture().log);
    expect(order).toEqual(["local", "bus", "front:DEFAULT_FOOTER"]);
    expect(report).toEqual({ purged: { c: 0 }, bus: { status: "published", receivers: 2, acknowledged: 2 }, front: { status: "purged", keys: 1, objects: 1 } });
  });

  it("still purges the front cache when the bus is unavailable", async () => {
    const registry = new CacheRegistry();
    const flow = createPurgeFlow({
      registry,
      bus: { publish: async () => ({ status: "unavailable", error: "Connection is closed." }) },
      front: { purge: async (keys) => ({ status: "purged", keys: keys.length, objects: 0 }) },
    });
    const report = await flow.purge({ all: true }, "hard", capture().log);
    expect(report.bus).toEqual({ status: "unavailable", error: "Connection is closed." });
    expect(report.front).toEqual({ status: "purged", keys: 1, objects: 0 });
  });
});

describe("front-cache purge at shutdown", () => {
  it("logs the keys whose retries will not run, and does not retry them afterwards", async () => {
    const { send, calls } = flakySender(Infinity);
    const { lines, log } = capture();
    let release!: () => void;
    const purger = new FrontPurger({ send, delays: () => [1000], wait: () => new Promise<void>((r) => (release = r)) });
    await purger.purge(["/nieuws"], "soft", log);
    purger.abandon(log);
    expect(lines.at(-1)).toMatchObject({ msg: "front-cache purge abandoned at shutdown", frontPurge: { keysNotPurged: ["/nieuws"] } });
    release();
    await purger.settled();
    expect(calls).toHaveLength(1);
    expect(purger.outcomes).toEqual({ purged: 0, purged_on_retry: 0, failed: 1 });
  });
});
