/**
 * Operations endpoints against the app factory and the sample CMS: readiness (CMS recently
 * answered, or caches that can serve, else 503) and Prometheus metrics behind an address
 * allow-list or a bearer token.
 */
import express from "express";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { readinessRouter } from "../../server/http/ops";
import { createMetrics } from "../../server/metrics";
import { createUpstreamCaches } from "../../server/upstream/caches";
import { signWebhook, WEBHOOK_PATH } from "../../server/http/webhook";
import { startStack, WEBHOOK_SECRET } from "./harness";

const MINUTE = 60_000;
const TOKEN = "metrics-token-0123456789";

/** The value of the first sample of `name` carrying every given label, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return undefined;
}

describe("/readyz", () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let offset = 0;
  const clock = () => Date.now() + offset;
  /** The readiness check of `stack` as it would answer at `clock()` (the CMS's last answer keeps its real time). */
  const later = () => express().use(readinessRouter({ upstream: stack.upstream, caches: stack.caches.registry, timeoutMs: 1500, now: clock, log: stack.logger }));
  beforeAll(async () => {
    stack = await startStack({ now: clock });
  });
  afterEach(() => {
    stack.cms.faults.clear();
    offset = 0;
  });
  afterAll(() => stack.close());

  it("is ready on a new process's first probe when the CMS is up, by probing it", async () => {
    const res = await request(stack.app).get("/readyz").expect(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toMatchObject({ ready: true, cms: { probe: "OK", answeredSecondsAgo: 0 } });
  });

  it("answers 503 with its reason when the CMS refuses and nothing is cached", async () => {
    const refused = await startStack({ upstreamUrl: "http://127.0.0.1:9" });
    try {
      const res = await request(refused.app).get("/readyz").expect(503);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body).toMatchObject({ ready: false, usableEntries: 0, cms: { answeredSecondsAgo: null, probe: "HTTP_ERROR" } });
      expect(res.body.reason).toMatch(/CMS has not answered/);
    } finally {
      await refused.close();
    }
  });

  it("logs a failing readiness once per change, at warn with its reason and no stack, and its return at info", async () => {
    const refused = await startStack({ upstreamUrl: "http://127.0.0.1:9" });
    try {
      for (let n = 0; n < 3; n++) await request(refused.app).get("/readyz").expect(503);
      const lines = refused.logs.filter((l) => l.msg === "not ready");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 40, reason: expect.stringMatching(/CMS has not answered/) });
      expect(JSON.stringify(lines[0])).not.toContain("stack");
      // The probes' own request lines are debug: none at error with pino-http's "failed with status code".
      expect(refused.logs.filter((l) => (l.req as { url?: string } | undefined)?.url === "/readyz")).toHaveLength(0);
    } finally {
      await refused.close();
    }
    await request(stack.app).get("/readyz").expect(200);
    expect(stack.logs.filter((l) => l.msg === "not ready" || l.msg === "ready again")).toHaveLength(0);
  });

  it("stays ready when the CMS fails but a page is cached, also once its last answer is minutes old", async () => {
    await request(stack.app).get("/pagina/contact").expect(200);
    stack.cms.faults.set({ mode: "500" });
    await request(stack.app).get("/readyz").expect(200);
    // Two minutes on the CMS is no longer "recent": the cache is what keeps the process ready.
    offset = 2 * MINUTE;
    const res = await request(later()).get("/readyz").expect(200);
    expect(res.body.ready).toBe(true);
    expect(res.body.usableEntries).toBeGreaterThan(0);
    expect(res.body.cms.answeredSecondsAgo).toBeGreaterThanOrEqual(120);
  });

  it("is not ready once the cached pages are past their stale-if-error window and the CMS still fails", async () => {
    await request(stack.app).get("/pagina/contact").expect(200);
    stack.cms.faults.set({ mode: "500" });
    offset = 25 * 60 * MINUTE;
    const res = await request(later()).get("/readyz").expect(503);
    expect(res.body).toMatchObject({ ready: false, usableEntries: 0, cms: { probe: "HTTP_ERROR" } });
  });

  it("becomes ready on the next probe when a slow CMS answers after the probe's deadline", async () => {
    const slow = await startStack({ timeoutMs: 5000 });
    try {
      // Well past the probe's 800 ms deadline, well inside the upstream timeout.
      slow.cms.faults.set({ mode: "slow", delayMs: 2000, pathPrefix: "/api/render/home-nl" });
      const first = await request(slow.app).get("/readyz").expect(503);
      expect(first.body.cms.probe).toBe("HTTP_ERROR");
      slow.cms.faults.clear();
      let second = await request(slow.app).get("/readyz");
      for (let i = 0; second.status !== 200 && i < 40; i++) {
        await new Promise((r) => setTimeout(r, 100));
        second = await request(slow.app).get("/readyz");
      }
      expect(second.status).toBe(200);
      expect(second.body.usableEntries).toBeGreaterThan(0);
    } finally {
      await slow.close();
    }
  });
});

describe("/metrics", () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it("serves Prometheus text with event-loop lag to a loopback client", async () => {
    const res = await request(stack.app).get("/metrics").expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.text).toContain("nodejs_eventloop_lag_seconds");
    expect(sample(res.text, "cache_lookups_total", { cache: "render:home", result: "miss" })).toBe(0);
  });

  it("counts cache hits per cache, upstream latency per call, render time and requests by kind", async () => {
    await request(stack.app).get("/pagina/contact").expect(200);
    await request(stack.app).get("/pagina/contact").expect(200);
    await request(stack.app).get("/api/render/pagina/contact").expect(200);
    await request(stack.app).get("/").expect(200);
    stack.caches.registry.purge({ paths: ["/pagina/contact"] }, "hard");
    const text = (await request(stack.app).get("/metrics").expect(200)).text;
    expect(sample(text, "cache_lookups_total", { cache: "render:pages", result: "hit" })).toBeGreaterThan(0);
    expect(sample(text, "upstream_request_duration_seconds_count", { call: "render", result: "OK" })).toBeGreaterThan(0);
    expect(sample(text, "upstream_request_duration_seconds_bucket", { call: "render", result: "OK", le: "+Inf" })).toBeGreaterThan(0);
    expect(sample(text, "page_render_duration_seconds_count", { status_class: "2xx" })).toBeGreaterThanOrEqual(2);
    expect(sample(text, "http_requests_total", { kind: "page", status_class: "2xx" })).toBeGreaterThanOrEqual(2);
    expect(sample(text, "http_requests_total", { kind: "api", status_class: "2xx" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "cache_purged_entries_total", { cache: "render:pages", mode: "hard" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "cache_entries", { cache: "render:home" })).toBeGreaterThan(0);
    expect(sample(text, "cache_bytes", { cache: "render:home" })).toBeGreaterThan(0);
  });

  it("is the site's ordinary 404 for an address off the allow-list unless the bearer token is right", async () => {
    const guarded = await startStack({ env: { METRICS_ALLOW: "10.1.2.3", METRICS_TOKEN: TOKEN } });
    try {
      const anonymous = await request(guarded.app).get("/metrics").expect(404);
      expect(anonymous.text).not.toContain("cache_lookups_total");
      // The page an unknown path gets, not a tell-tale "forbidden".
      expect(anonymous.headers["content-type"]).toMatch(/^text\/html/);
      expect(anonymous.text.includes("Pagina niet gevonden")).toBe(true);
      await request(guarded.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}x`).expect(404);
      await request(guarded.app).get("/metrics").set("Authorization", TOKEN).expect(404);
      const res = await request(guarded.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`).expect(200);
      expect(res.text).toContain("cache_lookups_total");
    } finally {
      await guarded.close();
    }
  });

  it("counts the CMS webhook's calls by their answer: a refused purge is worth an alert", async () => {
    const before = (await request(stack.app).get("/metrics").expect(200)).text;
    expect([sample(before, "webhook_requests_total", { status: "202" }), sample(before, "webhook_requests_total", { status: "401" })]).toEqual([0, 0]);
    const body = JSON.stringify({ paths: ["/pagina/contact"] });
    const post = (signature: string) => request(stack.app).post(WEBHOOK_PATH).set("Content-Type", "application/json").set("X-Webhook-Signature", signature).send(body);
    await post(signWebhook(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000))).expect(202);
    await post(signWebhook(body, "not-the-secret-0123456789", Math.floor(Date.now() / 1000))).expect(401);
    await post("t=1,v1=forged").expect(401);
    const after = (await request(stack.app).get("/metrics").expect(200)).text;
    expect([sample(after, "webhook_requests_total", { status: "202" }), sample(after, "webhook_requests_total", { status: "401" })]).toEqual([1, 2]);
  });

  it("says whether Redis is connected, where the site uses it (redis_connected); nothing without REDIS_URL", async () => {
    let up = true;
    const metrics = createMetrics({ caches: createUpstreamCaches({ budgetMb: 8 }).registry, scaleOut: { redisConnected: () => up } });
    expect(sample(await metrics.registry.metrics(), "redis_connected", {})).toBe(1);
    up = false;
    expect(sample(await metrics.registry.metrics(), "redis_connected", {})).toBe(0);
    expect(await createMetrics({ caches: createUpstreamCaches({ budgetMb: 8 }).registry }).registry.metrics()).not.toContain("redis_connected");
  });

  it("rejects a short token and an allow-list entry that is not an IP address at start-up", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_ALLOW: "127.0.0.1,localhost" })).toThrow(/METRICS_ALLOW/);
    expect(loadConfig({}).METRICS_ALLOW).toEqual(["127.0.0.1", "::1"]);
    expect(loadConfig({ METRICS_ALLOW: "none" }).METRICS_ALLOW).toEqual([]);
  });
});
