/**
 * Prometheus metrics (prom-client) of one app instance: cache lookups and purges per cache (from
 * the registry's events), entries and bytes per cache (read at scrape time), upstream latency per
 * call kind and result, page render time, requests by route kind, and Node's default metrics
 * (event-loop lag, heap, GC). Each instance has its own prom-client registry, never the global
 * one, so tests can build several apps in one process. Who may read it: server/http/ops.ts.
 */
import type { RequestHandler } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { CacheEvent, CacheRegistry } from "./cache";
import type { BreakerState, CmsBreaker } from "./upstream/breaker";
import type { UpstreamObserver } from "./upstream/client";
import type { ScaleOut } from "./scale/scale-out";

export interface Metrics {
  registry: Registry;
  /** Pass to createUpstreamClient's `observe`. */
  observeUpstream: UpstreamObserver;
  /** Counts every request by route kind and times page requests; mount before the routes. */
  track: RequestHandler;
  /** For a page answered without `track` (the output cache's fast lane); `started` from performance.now(). */
  countPage(statusCode: number | null, started: number): void;
  /** Pass to webhookRouter's `observe`: each CMS webhook call by its answer's status. */
  observeWebhook(status: number): void;
}

const LOOKUP_RESULTS = ["hit", "miss", "stale", "coalesced", "stale-if-error", "refresh-failed"] as const;
/** Seconds: a cached page answers in milliseconds, a cold one waits for the CMS (timeout 5 s by default). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type RouteKind = "page" | "api" | "asset" | "ops";

export function routeKind(path: string): RouteKind {
  if (path.startsWith("/api/")) return "api";
  if (path.startsWith("/assets/") || path.startsWith("/static/") || path === "/favicon.ico" || path === "/robots.txt") return "asset";
  if (path === "/healthz" || path === "/readyz" || path === "/metrics") return "ops";
  return "page";
}

const BREAKER_STATES: readonly BreakerState[] = ["closed", "open", "half-open"];

export function createMetrics(opts: { caches: CacheRegistry; site?: string; breaker?: CmsBreaker; scaleOut?: Pick<ScaleOut, "redisConnected" | "frontPurges"> }): Metrics {
  const registry = new Registry();
  if (opts.site) registry.setDefaultLabels({ site: opts.site });
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const lookups = new Counter({ name: "cache_lookups_total", help: "Cache lookups by outcome", labelNames: ["cache", "result"], registers });
  const purges = new Counter({ name: "cache_purges_total", help: "Purge requests applied to a cache", labelNames: ["cache", "mode"], registers });
  const purged = new Counter({ name: "cache_purged_entries_total", help: "Entries matched by purges", labelNames: ["cache", "mode"], registers });
  // Zero series from the start, so rate() and alerts see a cache before its first event.
  for (const { name } of opts.caches.describe()) for (const result of LOOKUP_RESULTS) lookups.inc({ cache: name, result }, 0);
  opts.caches.on("cache", (e: CacheEvent) => {
    if (e.event === "purge") {
      purges.inc({ cache: e.cache, mode: e.mode });
      purged.inc({ cache: e.cache, mode: e.mode }, e.count);
    } else lookups.inc({ cache: e.cache, result: e.event });
  });

  const caches = opts.caches;
  const sizeGauge = (name: string, help: string, read: (c: ReturnType<CacheRegistry["describe"]>[number]) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["cache"],
      registers,
      collect() {
        for (const c of caches.describe()) this.set({ cache: c.name }, read(c));
      },
    });
  sizeGauge("cache_entries", "Entries held per cache (expired ones count until read)", (c) => c.size);
  sizeGauge("cache_bytes", "Estimated bytes held per cache", (c) => c.bytes);
  sizeGauge("cache_max_bytes", "Byte budget per cache", (c) => c.maxBytes);

  const breaker = opts.breaker;
  if (breaker) {
    new Gauge({
      name: "cms_circuit_state",
      help: "The CMS circuit breaker: 1 for its current state (closed: calls flow; open: paused after failures; half-open: one probe on its way)",
      labelNames: ["state"],
      registers,
      collect() {
        for (const state of BREAKER_STATES) this.set({ state }, breaker.state() === state ? 1 : 0);
      },
    });
  }

  const redisConnected = opts.scaleOut?.redisConnected;
  if (redisConnected) {
    // Purges reach the other processes only through Redis: an alert when it stays 0.
    new Gauge({
      name: "redis_connected",
      help: "1 while both Redis connections (purge bus, shared replay guard and form flash) are up",
      registers,
      collect() {
        this.set(redisConnected() ? 1 : 0);
      },
    });
  }

  const frontPurges = opts.scaleOut?.frontPurges;
  if (frontPurges) {
    // Edits reach visitors behind the front cache only through these purges: an alert on `failed`.
    new Counter({
      name: "front_purges_total",
      help: "Front-cache purges (CDN_PURGE_URL), one per webhook, by how they ended: purged, purged_on_retry, failed (given up or abandoned at shutdown)",
      labelNames: ["result"],
      registers,
      collect() {
        this.reset();
        for (const [result, count] of Object.entries(frontPurges())) this.inc({ result }, count);
      },
    });
  }

  const upstream = new Histogram({ name: "upstream_request_duration_seconds", help: "CMS calls (cache misses and refreshes) by kind and result", labelNames: ["call", "result"], buckets: LATENCY_BUCKETS, registers });
  const render = new Histogram({ name: "page_render_duration_seconds", help: "Page requests from arrival to the last byte, by status class", labelNames: ["status_class"], buckets: LATENCY_BUCKETS, registers });
  // A CMS whose purges are refused leaves edits to the caches' lifetimes: worth an alert (401, 503).
  const webhooks = new Counter({ name: "webhook_requests_total", help: "CMS webhook calls by answer status (202 purged, 200 a redelivery, 4xx/503 refused)", labelNames: ["status"], registers });
  for (const status of ["202", "401", "503"]) webhooks.inc({ status }, 0);
  const requests = new Counter({ name: "http_requests_total", help: "Requests by route kind and status class (aborted: the client left first)", labelNames: ["kind", "status_class"], registers });

  // Every request counts: each label set's series is looked up once (a few kinds × status classes),
  // not hashed from its labels per request.
  const requestSeries = new Map<string, { inc(): void }>();
  const renderSeries = new Map<string, { observe(seconds: number): void }>();
  /** statusCode null: the client left before the last byte. */
  const count = (kind: RouteKind, statusCode: number | null, started: number) => {
    const statusClass = statusCode === null ? "aborted" : `${Math.floor(statusCode / 100)}xx`;
    let counter = requestSeries.get(`${kind} ${statusClass}`);
    if (!counter) requestSeries.set(`${kind} ${statusClass}`, (counter = requests.labels({ kind, status_class: statusClass })));
    counter.inc();
    if (kind !== "page" || statusCode === null) return;
    let histogram = renderSeries.get(statusClass);
    if (!histogram) renderSeries.set(statusClass, (histogram = render.labels({ status_class: statusClass })));
    histogram.observe((performance.now() - started) / 1000);
  };

  return {
    registry,
    observeUpstream: (call, ms, result) => upstream.observe({ call, result }, ms / 1000),
    observeWebhook: (status) => webhooks.inc({ status: String(status) }),
    track(req, res, next) {
      const started = performance.now();
      const kind = routeKind(req.path);
      res.on("close", () => count(kind, res.writableFinished ? res.statusCode : null, started));
      next();
    },
    countPage: (statusCode, started) => count("page", statusCode, started),
  };
}
