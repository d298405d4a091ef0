/**
 * Issue 8 items 1, 3 and 6 through the whole stack: the site's caches against the sample CMS's
 * fault modes on an injected clock (no sleeps), upstream calls counted at a pass-through in front
 * of the CMS, keys that a client cannot inflate, and the HTTP cache headers pages carry.
 */
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countingProxy } from "./counting-proxy";
import { neverBreaks, startStack } from "./harness";

const MINUTE = 60_000;
const clock = { now: Date.now() };
let proxy: Awaited<ReturnType<typeof countingProxy>>;
let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  proxy = await countingProxy();
  stack = await startStack({ upstreamUrl: proxy.url, timeoutMs: 500, now: () => clock.now, breaker: neverBreaks(), env: { FRONT_CACHE: "varnish" } });
  proxy.target = stack.cms.url;
});
beforeEach(() => {
  stack.caches.registry.purge({ all: true }, "hard");
  proxy.calls.length = 0;
});
afterEach(() => stack.cms.faults.clear());
afterAll(async () => {
  proxy.close();
  await stack.close();
});

const page = (path: string) => request(stack.app).get(path);

describe("one upstream call per key", () => {
  it("100 concurrent requests for a cold page make one render call, and all get the page", async () => {
    // Another page first, so the code's own first run (module loading, compiling) is not what the
    // 500 ms upstream deadline of this file measures; the contact page stays cold.
    await page("/nieuws").expect(200);
    const answers = await Promise.all(Array.from({ length: 100 }, () => page("/pagina/contact")));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(proxy.count("/api/render/pagina/contact")).toBe(1);
  });

  it("a repeated unknown path costs no CMS call (negative caching), also with a query", async () => {
    await page("/pagina/bestaat-niet?x=1").expect(404);
    const first = proxy.calls.length;
    expect(first).toBeGreaterThan(0);
    await page("/pagina/bestaat-niet?x=1").expect(404);
    await page("/pagina/bestaat-niet?x=1").expect(404);
    expect(proxy.calls.length).toBe(first);
  });

  it("one key per CMS path however it is encoded, with only the parameters the call reads", async () => {
    for (let n = 0; n < 30; n++) await request(stack.app).get(`/api/render/%2Fproduction-page-list-nl?page=${n}&q=${n}`).expect(200);
    await request(stack.app).get("/api/render/production-page-list-nl").expect(200);
    expect(proxy.count("/api/render/production-page-list-nl")).toBe(1);
    const sizes = Object.fromEntries(stack.caches.registry.describe().map((c) => [c.name, c.size]));
    expect(sizes["render:production-list"]).toBe(1);
    expect(sizes["render:pages"]).toBe(0);
  });

  it("five different calendar searches share the one production list", async () => {
    for (const q of ["a", "b", "c", "d", "e", "f"]) await page(`/agenda?q=${q}`).expect(200);
    expect(proxy.count("/api/render/production-page-list-nl")).toBe(1);
  });
});

const FAULTS = [
  { name: "500", set: () => stack.cms.faults.set({ mode: "500" }) },
  { name: "malformed JSON", set: () => stack.cms.faults.set({ mode: "malformed" }) },
  { name: "wrong shape", set: () => stack.cms.faults.set({ mode: "wrong-shape" }) },
  // A connection lost before any answer is asked once more on a fresh one (server/upstream/client.ts).
  { name: "reset", set: () => stack.cms.faults.set({ mode: "reset" }), tries: 2 },
  { name: "slow past the timeout", set: () => stack.cms.faults.set({ mode: "slow", delayMs: 60_000 }) },
  { name: "refused", set: () => proxy.refuse(), clear: () => proxy.accept() },
];

describe.each(FAULTS)("the CMS fails: $name", (fault) => {
  afterEach(async () => {
    await fault.clear?.();
  });

  it("a cached page is served stale (200, X-Cache: STALE, then STALE-IF-ERROR) through both stale windows, then the 503 page", async () => {
    expect((await page("/pagina/contact").expect(200)).headers["x-cache"]).toBe("MISS");
    await fault.set();
    clock.now += MINUTE + 1_000; // past its 60 s TTL: stale-while-revalidate, served at once
    const swr = await page("/pagina/contact").expect(200);
    expect(swr.headers["x-cache"]).toBe("STALE");
    expect(swr.text).toContain("Contact");
    clock.now += 10 * MINUTE; // past the SWR window: waits for the refresh, which fails: stale-if-error
    const sie = await page("/pagina/contact").expect(200);
    expect(sie.headers["x-cache"]).toBe("STALE-IF-ERROR");
    expect(stack.logs.some((l) => l.msg === "request completed" && JSON.stringify(l.upstream ?? "").includes("(CMS "))).toBe(true);
    clock.now += 24 * 60 * MINUTE; // past the stale-if-error window: gone
    const gone = await page("/pagina/contact").expect(503);
    expect(gone.headers["retry-after"]).toBe("30");
    expect(gone.text).toContain("Er is iets misgegaan. Probeer het later opnieuw.");
    expect(gone.headers["cache-control"]).toBe("no-store");
  });

  it("a page that was not cached answers the message page with 503, and no call starts after its deadline", async () => {
    await fault.set();
    const res = await page("/pagina/over-ons").expect(503);
    expect(res.text).toContain("Er is iets misgegaan. Probeer het later opnieuw.");
    // The home answer (for the menus) is asked only if the deadline has not passed yet: at most once
    // (or once more for a lost connection).
    const tries = fault.tries ?? 1;
    expect(proxy.count("/api/render/home-nl")).toBeLessThanOrEqual(tries);
    expect(proxy.calls.filter((c) => c.startsWith("/api/render/pagina")).length).toBeLessThanOrEqual(tries);
  });
});

describe("HTTP caching", () => {
  it("pages carry RFC 5861 directives, surrogate keys with their node ids, Vary and X-Cache", async () => {
    const miss = await page("/pagina/contact").expect(200);
    expect(miss.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=(59|60), stale-while-revalidate=300, stale-if-error=86400$/);
    const keys = miss.headers["surrogate-key"]!.split(" ");
    expect(keys).toContain("all");
    expect(keys).toContain("/pagina/contact");
    expect(keys).toContain("DEFAULT_FOOTER");
    expect(miss.headers["cache-tag"]).toBeUndefined(); // Varnish reads Surrogate-Key only
    expect(miss.headers.vary).toMatch(/Accept-Encoding/);
    expect(miss.headers["x-cache"]).toBe("MISS");
    clock.now += 20_000;
    const hit = await page("/pagina/contact").expect(200);
    expect(hit.headers["x-cache"]).toBe("HIT");
    // s-maxage names the page's whole freshness and Age what it has used: a cache in front keeps it 39–40 s more.
    expect(Number(/s-maxage=(\d+),/.exec(hit.headers["cache-control"]!)![1]) - Number(hit.headers.age)).toBeOneOf([39, 40]);
  });

  it("answers a conditional request with 304 and no body, from a strong ETag of the bytes", async () => {
    const first = await page("/pagina/contact").expect(200);
    const etag = first.headers.etag!;
    // supertest asks for gzip: the ETag names the representation it validates.
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}-gzip"$/);
    const again = await page("/pagina/contact").set("If-None-Match", etag).expect(304);
    expect(again.text ?? "").toBe("");
    await page("/pagina/contact").set("If-None-Match", '"something-else"').expect(200);
  });

  it("preview pages and pages for a presale code are private, no-store", async () => {
    expect((await page("/pagina/preview-voorbeeld").expect(200)).headers["cache-control"]).toBe("private, no-store");
    expect((await page("/voorstelling/hadestown?presale=voorverkoop").expect(200)).headers["cache-control"]).toBe("private, no-store");
    expect((await page("/voorstelling/hadestown").expect(200)).headers["cache-control"]).toMatch(/^public/);
  });

  it("the render proxy carries the same headers as the pages it feeds", async () => {
    const res = await request(stack.app).get("/api/render/pagina/contact").expect(200);
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=300/);
    expect(res.headers["surrogate-key"]).toContain("/pagina/contact");
  });
});
