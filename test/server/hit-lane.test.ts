/**
 * The output cache's fast lane (server/render/hit-lane.ts): which requests it answers from a fresh
 * stored page, and that its answers are the pipeline's — same headers, log line and counters.
 */
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMetrics } from "../../server/metrics";
import { createCacheHeaders } from "../../server/http/cache-headers";
import { securityHeaders } from "../../server/http/security";
import { documentSources, sha256Source } from "../../server/render/document-csp";
import { hitLane, laneBefore } from "../../server/render/hit-lane";
import { strongEtag, type StoredPage } from "../../server/render/stored-page";
import { createUpstreamCaches } from "../../server/upstream/caches";
import { startStack, type LogLine, type Stack } from "./harness";

/** The lane in front of a stand-in pipeline that answers 599: a 599 means the lane passed the request on. */
function laneAlone(now?: () => number) {
  const caches = createUpstreamCaches({ budgetMb: 16, now });
  const logs: LogLine[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) });
  const security = securityHeaders({ imageCdn: "https://images.example", accountService: "", tagManager: false });
  const app = laneBefore(hitLane({ output: caches.output, headers: { cache: createCacheHeaders("varnish"), security }, logger, metrics: createMetrics({ caches: caches.registry }) }), (_req, res) => {
    res.statusCode = 599;
    res.end();
  });
  const store = async (key: string, html = `<!doctype html><script>probe()</script><p>${key}</p>${"x".repeat(2000)}`) => {
    // In pieces, as the producer keeps a document (server/render/encoded-body.ts).
    const body = [Buffer.from(html.slice(0, 40)), Buffer.from(html.slice(40))];
    const page: StoredPage = { status: 200, body, etag: strongEtag(body), csp: documentSources(html), usage: { state: "MISS", tags: new Set(["node:1"]), freshForMs: 60_000, isPersonal: false, hasFailure: false }, isPrivate: false };
    await caches.output.fetch(key, key.split("?")[0]!, async () => ({ kind: "value", value: page, bytes: html.length, tags: page.usage.tags, ttlMs: 60_000 }), { signal: new AbortController().signal, onAbort: () => page });
    return page;
  };
  return { app, caches, logs, store };
}

describe("the fast lane on its own", () => {
  let lane: ReturnType<typeof laneAlone>;
  beforeEach(async () => {
    lane = laneAlone();
    for (const key of ["/pagina/contact", "/metrics", "/agenda?l=en", "/zoeken?q=a+b", "/pagina/contact?email=a%40b.example"]) await lane.store(key);
  });

  it("answers a GET or HEAD for a fresh stored page with its bytes, headers and script hashes", async () => {
    const res = await request(lane.app).get("/pagina/contact").set("Accept-Encoding", "identity").expect(200);
    expect(res.text).toContain("<p>/pagina/contact</p>");
    expect(res.headers["x-cache"]).toBe("HIT");
    expect(res.headers["server-timing"]).toBe("cache;desc=hit");
    expect(res.headers["content-security-policy"]).toContain(`script-src 'self' 'strict-dynamic' ${sha256Source("probe()")};`);
    expect(res.headers["content-security-policy"]).not.toContain("nonce");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expect(res.headers["surrogate-key"]).toBe("all node:1");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    // A client that takes deflate alone gets the plain bytes here as from the pipeline (app.ts).
    const deflate = await request(lane.app).get("/pagina/contact").set("Accept-Encoding", "deflate").expect(200);
    expect([deflate.headers["content-encoding"], deflate.headers.etag, deflate.text]).toEqual([undefined, res.headers.etag, res.text]);
    const head = await request(lane.app).head("/pagina/contact").set("Accept-Encoding", "identity").expect(200);
    expect(head.headers["content-length"]).toBe(res.headers["content-length"]);
    // Ignored parameters share the entry; the parameters' order does not count.
    await request(lane.app).get("/pagina/contact?utm_source=x").expect(200);
    await request(lane.app).get("/zoeken?q=a%20b").expect(200);
  });

  it("answers a matching If-None-Match with a 304 that carries no policy (the stored page keeps its own)", async () => {
    const first = await request(lane.app).get("/pagina/contact").set("Accept-Encoding", "br");
    expect(first.headers["content-encoding"]).toBe("br");
    const again = await request(lane.app).get("/pagina/contact").set("Accept-Encoding", "br").set("If-None-Match", first.headers.etag!).expect(304);
    expect(again.headers["content-security-policy"]).toBeUndefined();
  });

  it("a plain GET gets the headers recorded for its page and encoding, the same as the ordinary path writes them one by one", async () => {
    for (const encoding of ["identity", "gzip", "br"]) {
      const [recorded, again] = [await request(lane.app).get("/pagina/contact").set("Accept-Encoding", encoding).expect(200), await request(lane.app).get("/pagina/contact").set("Accept-Encoding", encoding).expect(200)];
      // A copy the server does not have: not a 304, but the ordinary path (sendStoredPage on the response itself).
      const ordinary = await request(lane.app).get("/pagina/contact").set("Accept-Encoding", encoding).set("If-None-Match", '"other"').expect(200);
      // Age counts whole seconds of the page's life, so it may tick between the requests.
      const fixed = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).filter(([k]) => !["date", "x-request-id", "age"].includes(k)));
      // The first request for a compressed copy waits on the ordinary path for it to be made; then it is recorded.
      for (const answer of [recorded, again]) {
        expect(fixed(answer.headers)).toEqual(fixed(ordinary.headers));
        expect(Math.abs(Number(answer.headers.age) - Number(ordinary.headers.age))).toBeLessThanOrEqual(1);
        expect(answer.text).toBe(ordinary.text);
      }
      // Each response names its own request.
      expect(recorded.headers["x-request-id"]).not.toBe(again.headers["x-request-id"]);
    }
  });

  it("answers requests that come while a page's compressed copy is being made with that copy (made once: encoded-body.test.ts)", async () => {
    // supertest decodes what it receives: the header says what was sent.
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(lane.app).get("/pagina/contact").set("Accept-Encoding", "br")));
    expect(answers.map((a) => [a.status, a.headers["content-encoding"], a.text.includes("<p>/pagina/contact</p>")])).toEqual(Array(5).fill([200, "br", true]));
  });

  it("passes on what the pipeline may answer otherwise", async () => {
    const passed = async (req: request.Test) => expect((await req).status).toBe(599);
    await passed(request(lane.app).get("/pagina/nieuw")); // nothing stored
    await passed(request(lane.app).post("/pagina/contact"));
    await passed(request(lane.app).get("/pagina/contact").set("Cookie", "form_flash=abc"));
    await passed(request(lane.app).get("/pagina/x/../contact")); // the URL rules' 400
    await passed(request(lane.app).get("/pagina//contact")); // the URL rules' 301
    await passed(request(lane.app).get("/agenda?l=en")); // the URL rules' redirect to the English calendar
    await passed(request(lane.app).get("/METRICS")); // operations routes decide for themselves
    await passed(request(lane.app).get("/pagina/contact?presale=CODE"));
    lane.caches.registry.purge({ tags: ["node:1"] }, "soft");
    await passed(request(lane.app).get("/pagina/contact")); // purged: the pipeline makes it again
  });

  it("answers a stale page while the pipeline's refresh of it is on its way, as the pipeline does, and the refreshed page after", async () => {
    let clock = Date.parse("2026-11-26T12:00:00Z");
    const stale = laneAlone(() => clock);
    await stale.store("/pagina/contact");
    clock += 61_000; // past its 60 s
    // Nobody refreshes it yet: the pipeline starts that.
    expect((await request(stale.app).get("/pagina/contact")).status).toBe(599);
    let finish!: () => void;
    const made = new Promise<void>((resolve) => (finish = resolve));
    const fresh = Buffer.from(`<!doctype html><p>refreshed</p>${"y".repeat(2000)}`);
    const page: StoredPage = { status: 200, body: fresh, etag: strongEtag(fresh), usage: { state: "MISS", tags: new Set(["node:1"]), freshForMs: 60_000, isPersonal: false, hasFailure: false }, isPrivate: false };
    const refresh = stale.caches.output.fetch("/pagina/contact", "/pagina/contact", async () => (await made, { kind: "value", value: page, bytes: fresh.length, tags: page.usage.tags, ttlMs: 60_000 }), { signal: new AbortController().signal, onAbort: () => page });
    expect(await refresh).toMatchObject({ kind: "value", state: "STALE" }); // the pipeline's own caller got the stale page at once
    const during = await request(stale.app).get("/pagina/contact").set("Accept-Encoding", "identity").expect(200);
    expect(during.text).toContain("<p>/pagina/contact</p>");
    expect(during.headers["x-cache"]).toBe("STALE");
    expect(during.headers["server-timing"]).toBe("cache;desc=stale");
    expect(during.headers["age"]).toBe("60"); // its whole lifetime used, as the pipeline says of a stale page
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    const after = await request(stale.app).get("/pagina/contact").set("Accept-Encoding", "identity").expect(200);
    expect(after.text).toContain("<p>refreshed</p>");
    expect(after.headers["x-cache"]).toBe("HIT");
  });

  it("writes the pipeline's log line with the caller's request id", async () => {
    await request(lane.app).get("/pagina/contact?email=a@b.example").set("X-Request-Id", "lane-check-0001").expect(200);
    const line = lane.logs.find((l) => l.msg === "request completed");
    expect(line).toMatchObject({ level: 30, req: { id: "lane-check-0001", method: "GET" }, res: { statusCode: 200 } });
    expect(JSON.stringify(line)).not.toContain("a@b.example");
    expect(typeof line!.responseTime).toBe("number");
  });
});

describe("the fast lane in the app", () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it("sends what the pipeline sent when it made the page, and counts it", async () => {
    const made = await request(stack.app).get("/pagina/contact").set("Accept-Encoding", "gzip").expect(200);
    const hit = await request(stack.app).get("/pagina/contact").set("Accept-Encoding", "gzip").expect(200);
    expect([made.headers["x-cache"], hit.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    const varying = new Set(["date", "x-cache", "x-request-id", "cache-control", "age", "server-timing"]);
    const fixed = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).filter(([k]) => !varying.has(k)));
    expect(fixed(hit.headers)).toEqual(fixed(made.headers));
    expect(hit.text).toBe(made.text);
    const metrics = await request(stack.app).get("/metrics").expect(200);
    expect(metrics.text).toMatch(/http_requests_total\{kind="page",status_class="2xx"[^}]*\} [2-9]/);
    expect(metrics.text).toMatch(/cache_lookups_total\{cache="output:pages",result="hit"[^}]*\} [1-9]/);
  });
});
