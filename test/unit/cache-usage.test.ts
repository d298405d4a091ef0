/** What a page's answers came from (server/upstream/cache-usage.ts): the tags its headers and the output cache carry. */
import { describe, expect, it } from "vitest";
import { CacheUsage } from "../../server/upstream/cache-usage";

describe("a page's cache usage", () => {
  it("leads its tags with each answer's path and node id, in the order they were used, then the rest, each once", () => {
    const usage = new CacheUsage();
    usage.note("HIT", new Set(["/voorstelling/x", "node-x", "prod-1", "node-y"]), 60_000);
    usage.note("MISS", new Set(["/agenda", "node-list", "node-x", "prod-1", "node-z"]), 30_000);
    expect([...usage.tags]).toEqual(["/voorstelling/x", "node-x", "/agenda", "node-list", "prod-1", "node-y", "node-z"]);
    expect(usage.snapshot()).toMatchObject({ state: "MISS", freshForMs: 30_000 });
  });

  it("keeps the tags as they were noted when a snapshot is taken, while the request goes on", () => {
    const usage = new CacheUsage();
    usage.note("HIT", new Set(["/a", "node-a"]), 60_000);
    const snapshot = usage.snapshot();
    usage.note("HIT", new Set(["/b", "node-b"]), 60_000);
    expect([...snapshot.tags]).toEqual(["/a", "node-a"]);
    expect([...usage.tags]).toEqual(["/a", "node-a", "/b", "node-b"]);
  });

  it("gives pages made from the same answers the same tags, merged once; other answers their own", () => {
    const [show, programme] = [new Set(["/voorstelling/x", "node-x", "prod-1"]), new Set(["/agenda", "node-list", "prod-1", "prod-2"])];
    const made = (...answers: Set<string>[]) => {
      const usage = new CacheUsage();
      for (const tags of answers) usage.note("HIT", tags, 60_000);
      return usage.tags;
    };
    const first = made(show, programme);
    expect(made(show, programme)).toBe(first);
    // Refreshed: a new answer brings a new set, and the page its tags from it.
    const refreshed = made(show, new Set(["/agenda", "node-list", "prod-3"]));
    expect(refreshed).not.toBe(first);
    expect([...refreshed]).toEqual(["/voorstelling/x", "node-x", "/agenda", "node-list", "prod-1", "prod-3"]);
    expect([...made(programme, show)]).toEqual(["/agenda", "node-list", "/voorstelling/x", "node-x", "prod-1", "prod-2"]);
  });
});
