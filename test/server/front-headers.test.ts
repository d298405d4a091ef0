/**
 * Issue 21 §4: what a front cache and an operator read on a stored page: the freshness also as
 * CDN-Cache-Control and Surrogate-Control, Age with s-maxage naming the whole, Server-Timing with
 * the cache outcome and the time spent, and the purge keys only in the header the configured front
 * indexes (FRONT_CACHE).
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "./harness";

const clock = { now: Date.now() };
const stacks: Partial<Record<"none" | "varnish" | "cloudflare", Stack>> = {};
beforeAll(async () => {
  const [none, varnish, cloudflare] = await Promise.all([
    startStack({ now: () => clock.now }),
    startStack({ env: { FRONT_CACHE: "varnish" } }),
    startStack({ env: { FRONT_CACHE: "cloudflare" } }),
  ]);
  Object.assign(stacks, { none, varnish, cloudflare });
});
afterAll(() => Promise.all(Object.values(stacks).map((s) => s!.close())));

const get = (front: keyof typeof stacks, path: string) => request(stacks[front]!.app).get(path);

describe("headers for the cache in front", () => {
  it("say a stored page's freshness three ways, and Age how much of it is used", async () => {
    const miss = await get("none", "/pagina/contact").expect(200);
    const lifetime = Number(/s-maxage=(\d+),/.exec(miss.headers["cache-control"]!)![1]);
    expect(lifetime).toBeGreaterThan(50);
    expect(miss.headers["cdn-cache-control"]).toBe(`public, max-age=${lifetime}, stale-while-revalidate=300, stale-if-error=86400`);
    expect(miss.headers["surrogate-control"]).toBe(`max-age=${lifetime}, stale-while-revalidate=300, stale-if-error=86400`);
    expect(miss.headers.age).toBe("0");
    clock.now += 15_000;
    const hit = await get("none", "/pagina/contact").expect(200);
    expect(hit.headers["cache-control"]).toBe(miss.headers["cache-control"]);
    expect(Number(hit.headers.age)).toBeOneOf([15, 16]);
  });

  it("give Server-Timing the cache outcome, and the data and render time of a page made for this response", async () => {
    const made = await get("none", "/pagina/over-carre").expect(200);
    expect(made.headers["server-timing"]).toMatch(/^cache;desc=miss, cms;dur=\d+(\.\d)?, render;dur=\d+(\.\d)?$/);
    expect((await get("none", "/pagina/over-carre").expect(200)).headers["server-timing"]).toBe("cache;desc=hit");
    // A page for a presale code is made past the output cache.
    const personal = await get("none", "/voorstelling/hadestown?presale=voorverkoop").expect(200);
    expect(personal.headers["server-timing"]).toMatch(/^cache;desc=bypass, cms;dur=/);
    expect(personal.headers["cdn-cache-control"]).toBeUndefined();
    expect(personal.headers["surrogate-control"]).toBeUndefined();
  });

  it("carry purge keys only in the header the configured front indexes", async () => {
    const none = await get("none", "/nieuws").expect(200);
    expect([none.headers["surrogate-key"], none.headers["cache-tag"]]).toEqual([undefined, undefined]);
    const varnish = await get("varnish", "/nieuws").expect(200);
    expect(varnish.headers["surrogate-key"]!.split(" ")).toEqual(expect.arrayContaining(["all", "/news-page-list-nl"]));
    expect(varnish.headers["cache-tag"]).toBeUndefined();
    const cloudflare = await get("cloudflare", "/nieuws").expect(200);
    expect(cloudflare.headers["cache-tag"]!.split(",")).toEqual(expect.arrayContaining(["all", "/news-page-list-nl"]));
    expect(cloudflare.headers["surrogate-key"]).toBeUndefined();
  });
});
