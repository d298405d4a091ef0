/**
 * Operations endpoints beside /healthz (server/app.ts):
 * - `GET /readyz`: 200 when the CMS answered within the last minute or a render cache holds an
 *   answer it can serve; else the server probes the CMS itself (the home page, through the cache,
 *   so a new process is ready on its first probe when the CMS is up) and answers 503 if that fails.
 *   With REDIS_URL it also reports the purge bus (`redis: {connected, downSince}`); a Redis outage
 *   does not make a process unready, since it still serves and purges its own caches. The CMS
 *   circuit breaker's state is shown (`cms.circuit`). A change of readiness is logged once, at warn
 *   with the reason when the process becomes unready and at info when it is ready again; the
 *   probes' own request lines are debug (server/app.ts).
 * - `GET /metrics`: Prometheus text, only for the configured addresses or the bearer token; anyone
 *   else falls through to the page routes and gets the site's ordinary 404, so its existence is
 *   not revealed.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { Router } from "express";
import type { Logger } from "pino";
import { CMS_LIST_PATHS } from "../../shared/paths/table";
import type { CacheRegistry } from "../cache";
import type { Metrics } from "../metrics";
import { CacheUsage } from "../upstream/cache-usage";
import type { UpstreamClient } from "../upstream/client";
import { refuseNonGet } from "./methods";

/** "The CMS answered within the last minute" (issue 8 §5). */
export const RECENT_ANSWER_MS = 60_000;
/** Orchestrators give a readiness probe about a second (Kubernetes' default timeout is 1 s). */
const PROBE_DEADLINE_MS = 800;

export function readinessRouter(deps: {
  upstream: UpstreamClient;
  caches: CacheRegistry;
  timeoutMs: number;
  log: Pick<Logger, "warn" | "info">;
  now?: () => number;
  /** Reported beside the CMS state without deciding readiness (the Redis purge bus: serving does not need it). */
  report?: () => Record<string, unknown>;
}): Router {
  const { upstream, caches } = deps;
  const now = deps.now ?? Date.now;
  const router = Router();
  let wasReady: boolean | null = null;
  const noteReadiness = (ready: boolean, details: object) => {
    if (ready === wasReady) return;
    // The first answer of a process is news only when it is a failure.
    if (!ready) deps.log.warn(details, "not ready");
    else if (wasReady === false) deps.log.info(details, "ready again");
    wasReady = ready;
  };
  router.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const renderEntries = () =>
      Object.entries(caches.usable())
        .filter(([name]) => name.startsWith("render:"))
        .reduce((sum, [, n]) => sum + n, 0);
    let probe: string | undefined;
    if (!answeredRecently(upstream, now()) && renderEntries() === 0) {
      // A probe that outlives its deadline still lands (loads are shared, never cancelled by a
      // caller) and stores the home page, so the next probe sees the answer.
      const result = await upstream.render(CMS_LIST_PATHS.home!.nl, new URLSearchParams(), {
        signal: AbortSignal.timeout(Math.min(PROBE_DEADLINE_MS, deps.timeoutMs)),
        timings: [],
        usage: new CacheUsage(),
      });
      probe = result.type;
    }
    const last = upstream.lastAnswerAt();
    const cms = { answeredSecondsAgo: last === null ? null : Math.round((now() - last) / 1000), circuit: upstream.breaker.state(), ...(probe ? { probe } : {}) };
    const usableEntries = renderEntries();
    const ready = answeredRecently(upstream, now()) || usableEntries > 0;
    const extra = deps.report?.() ?? {};
    if (ready) {
      noteReadiness(true, { cms, usableEntries });
      res.json({ ready, cms, usableEntries, ...extra });
      return;
    }
    const reason = "the CMS has not answered within the last minute and no render cache holds an answer it can serve";
    noteReadiness(false, { reason, cms, usableEntries });
    res.status(503).json({ ready, cms, usableEntries, ...extra, reason });
  });
  router.all("/readyz", refuseNonGet);
  return router;
}

function answeredRecently(upstream: UpstreamClient, now: number): boolean {
  const last = upstream.lastAnswerAt();
  return last !== null && now - last <= RECENT_ANSWER_MS;
}

export function metricsRouter(metrics: Metrics, access: { token?: string; allow: readonly string[] }): Router {
  const allowed = new Set(access.allow.map(plainIp));
  const router = Router();
  router.get("/metrics", async (req, res, next) => {
    if (!allowed.has(plainIp(req.ip ?? "")) && !hasToken(req.get("authorization"), access.token)) return next();
    try {
      const text = await metrics.registry.metrics();
      res.setHeader("Cache-Control", "no-store");
      res.type(metrics.registry.contentType).send(text);
    } catch (err) {
      next(err);
    }
  });
  return router;
}

/** An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d; the allow-list names a.b.c.d. */
function plainIp(ip: string): string {
  return ip.startsWith("::ffff:") && ip.includes(".") ? ip.slice("::ffff:".length) : ip;
}

function hasToken(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith("Bearer ")) return false;
  // Digests have equal length whatever was sent, so the comparison time says nothing about the token.
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(header.slice("Bearer ".length)), digest(token));
}
