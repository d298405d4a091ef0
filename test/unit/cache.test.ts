/**
 * The cache's lifecycle on an injected clock: fresh → stale-while-revalidate → stale-if-error →
 * gone; one load for concurrent misses; negative caching; soft and hard purges (also of a load in
 * flight); a byte budget that holds whatever is asked; failures and previews never stored.
 */
import { describe, expect, it } from "vitest";
import { CacheRegistry, type CacheSpec, type LoadOutcome } from "../../server/cache";
import { normalisePath } from "../../server/cms-path";

const SPEC: CacheSpec = {
  name: "test",
  ttlMs: 60_000,
  staleWhileRevalidateMs: 30_000,
  staleIfErrorMs: 3_600_000,
  negativeTtlMs: 10_000,
  maxEntries: 100,
  maxBytes: 10_000,
  purgeKey: "path or tag",
};

type Failure = { type: "HTTP_ERROR" };
const FAILURE: Failure = { type: "HTTP_ERROR" };

function setup(spec: Partial<CacheSpec> = {}) {
  let now = 1_000_000;
  const registry = new CacheRegistry(() => now);
  const cache = registry.define<{ v: string }, Failure>({ ...SPEC, ...spec });
  const events: string[] = [];
  registry.on("cache", (e) => events.push(e.event));
  let calls = 0;
  const never = new AbortController().signal;
  /** A loader whose next answer the test chooses; counts its calls. */
  const answer = (outcome: LoadOutcome<{ v: string }, Failure>) => async () => {
    calls++;
    return outcome;
  };
  const value = (v: string, tags: string[] = [], bytes = 100): LoadOutcome<{ v: string }, Failure> => ({ kind: "value", value: { v }, bytes, tags });
  const get = (key: string, load: () => Promise<LoadOutcome<{ v: string }, Failure>>, signal = never) =>
    cache.fetch(key, normalisePath(key), load, { signal, onAbort: () => FAILURE });
  return { registry, cache, events, get, answer, value, calls: () => calls, tick: (ms: number) => (now += ms) };
}

describe("cache lifecycle", () => {
  it("serves a fresh entry without a load, then a stale one at once while one background refresh runs", async () => {
    const t = setup();
    expect(await t.get("/a", t.answer(t.value("one")))).toMatchObject({ kind: "value", value: { v: "one" }, state: "MISS" });
    expect(await t.get("/a", t.answer(t.value("two")))).toMatchObject({ value: { v: "one" }, state: "HIT" });
    expect(t.calls()).toBe(1);
    t.tick(60_001);
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((r) => (release = r));
      return t.value("two");
    };
    expect(await t.get("/a", slow)).toMatchObject({ value: { v: "one" }, state: "STALE" });
    expect(await t.get("/a", slow)).toMatchObject({ value: { v: "one" }, state: "STALE" });
    release();
    await new Promise((r) => setImmediate(r));
    expect(await t.get("/a", t.answer(t.value("three")))).toMatchObject({ value: { v: "two" }, state: "HIT" });
  });

  it("past the stale-while-revalidate window waits for the refresh, and serves the stale entry if it fails", async () => {
    const t = setup();
    await t.get("/a", t.answer(t.value("one")));
    t.tick(60_000 + 30_001);
    expect(await t.get("/a", t.answer(t.value("two")))).toMatchObject({ value: { v: "two" }, state: "MISS" });
    t.tick(60_000 + 30_001);
    const failed = await t.get("/a", t.answer({ kind: "failure", failure: FAILURE }));
    expect(failed).toMatchObject({ kind: "value", value: { v: "two" }, state: "STALE", failure: FAILURE });
    expect(t.events).toContain("stale-if-error");
    // The failed refresh left the stale entry in place for the next visitor too.
    expect(await t.get("/a", t.answer({ kind: "failure", failure: FAILURE }))).toMatchObject({ value: { v: "two" }, state: "STALE" });
  });

  it("after the stale-if-error window the entry is gone and a failure is the answer", async () => {
    const t = setup();
    await t.get("/a", t.answer(t.value("one")));
    t.tick(60_000 + 3_600_001);
    expect(await t.get("/a", t.answer({ kind: "failure", failure: FAILURE }))).toEqual({ kind: "failure", failure: FAILURE });
  });

  it("a caller whose deadline passes gets the stale entry (or the failure) while the shared load goes on", async () => {
    const t = setup();
    await t.get("/a", t.answer(t.value("one")));
    t.tick(100_000);
    const deadline = new AbortController();
    const gate = Promise.withResolvers<void>();
    const release = () => gate.resolve();
    const slow = async () => {
      await gate.promise;
      return t.value("two");
    };
    const pending = t.get("/a", slow, deadline.signal);
    deadline.abort();
    expect(await pending).toMatchObject({ value: { v: "one" }, state: "STALE" });
    const cold = new AbortController();
    const coldPending = t.get("/b", slow, cold.signal);
    cold.abort();
    expect(await coldPending).toEqual({ kind: "failure", failure: FAILURE });
    release();
    await new Promise((r) => setImmediate(r));
    expect(await t.get("/a", t.answer(t.value("three")))).toMatchObject({ value: { v: "two" }, state: "HIT" });
  });
});

describe("coalescing", () => {
  it("100 concurrent misses for one key make one load and all get its answer", async () => {
    const t = setup();
    let release!: () => void;
    const slow = t.answer(t.value("one"));
    const gated = async () => {
      await new Promise<void>((r) => (release = r));
      return slow();
    };
    const all = Array.from({ length: 100 }, () => t.get("/a", gated));
    release();
    const answers = await Promise.all(all);
    expect(t.calls()).toBe(1);
    expect(answers.every((a) => a.kind === "value" && a.value.v === "one")).toBe(true);
    expect(t.events.filter((e) => e === "coalesced")).toHaveLength(99);
  });

  it("concurrent callers of a failing load all get the failure, and nothing is stored", async () => {
    const t = setup();
    const all = await Promise.all([1, 2, 3].map(() => t.get("/a", t.answer({ kind: "failure", failure: FAILURE }))));
    expect(all).toEqual([1, 2, 3].map(() => ({ kind: "failure", failure: FAILURE })));
    expect(t.calls()).toBe(1);
    expect(t.cache.size).toBe(0);
  });
});

describe("what is stored", () => {
  it("stores a not-found for its short lifetime only", async () => {
    const t = setup();
    expect(await t.get("/nope", t.answer({ kind: "notFound" }))).toMatchObject({ kind: "notFound", state: "MISS" });
    expect(await t.get("/nope", t.answer({ kind: "notFound" }))).toMatchObject({ kind: "notFound", state: "HIT" });
    expect(t.calls()).toBe(1);
    t.tick(10_001);
    await t.get("/nope", t.answer({ kind: "notFound" }));
    expect(t.calls()).toBe(2);
  });

  it("never stores an uncacheable answer (a preview) but returns it", async () => {
    const t = setup();
    expect(await t.get("/p", t.answer({ kind: "uncacheable", answer: { v: "draft" } }))).toMatchObject({ kind: "value", value: { v: "draft" }, state: "MISS" });
    expect(t.cache.size).toBe(0);
  });

  it("keeps the bytes within the budget whatever is asked", async () => {
    const t = setup({ maxBytes: 5_000 });
    for (let i = 0; i < 200; i++) await t.get(`/k${i}`, t.answer(t.value(`v${i}`, [], 400)));
    expect(t.cache.bytes).toBeLessThanOrEqual(5_000);
    expect(t.cache.size).toBeLessThan(200);
    // An answer larger than the whole budget is served but not stored.
    expect(await t.get("/huge", t.answer(t.value("huge", [], 50_000)))).toMatchObject({ value: { v: "huge" } });
    expect(t.cache.bytes).toBeLessThanOrEqual(5_000);
  });
});

describe("purges", () => {
  it("soft: the next caller waits for new data, and gets the old if the CMS fails", async () => {
    const t = setup();
    await t.get("/a", t.answer(t.value("one", ["node-1"])));
    expect(t.registry.purge({ tags: ["node-1"] }, "soft")).toEqual({ test: 1 });
    expect(await t.get("/a", t.answer({ kind: "failure", failure: FAILURE }))).toMatchObject({ value: { v: "one" }, state: "STALE" });
    expect(await t.get("/a", t.answer(t.value("two")))).toMatchObject({ value: { v: "two" }, state: "MISS" });
  });

  it("hard: the entry goes, so a failing CMS is a failure", async () => {
    const t = setup();
    await t.get("/pagina/x", t.answer(t.value("one")));
    expect(t.registry.purge({ paths: ["pagina/x/"] }, "hard")).toEqual({ test: 1 });
    expect(await t.get("/pagina/x", t.answer({ kind: "failure", failure: FAILURE }))).toEqual({ kind: "failure", failure: FAILURE });
  });

  it("a purge during a load marks what that load brings back as stale", async () => {
    const t = setup();
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((r) => (release = r));
      return t.value("old", ["node-1"]);
    };
    const pending = t.get("/a", slow);
    t.registry.purge({ tags: ["node-1"] }, "soft");
    release();
    expect(await pending).toMatchObject({ value: { v: "old" } });
    expect(await t.get("/a", t.answer(t.value("new")))).toMatchObject({ value: { v: "new" }, state: "MISS" });
  });

  it("purges by every encoding of a path and by everything", async () => {
    const t = setup();
    await t.get("/pagina/caf%C3%A9", t.answer(t.value("one")));
    await t.get("/b", t.answer(t.value("two")));
    expect(t.registry.purge({ paths: ["/pagina/café"] }, "hard")).toEqual({ test: 1 });
    expect(t.registry.purge({ all: true }, "hard")).toEqual({ test: 1 });
    expect(t.cache.size).toBe(0);
  });
});

describe("normalisePath", () => {
  it("gives one form for every encoding of a CMS path", () => {
    expect(normalisePath("/%2Fproduction-page-list-nl")).toBe("/production-page-list-nl");
    expect(normalisePath("production-page-list-nl/")).toBe("/production-page-list-nl");
    expect(normalisePath("//pagina//contact?x=1")).toBe("/pagina/contact");
    expect(normalisePath("/pagina/%E0%A4%A")).toBe("/pagina/%E0%A4%A");
  });
});
