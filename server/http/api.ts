/**
 * Same-origin proxies the browser uses for client-side navigation: render API, redirect lookup and
 * presale lookup. Only safe paths and allow-listed parameters leave the site; upstream failures
 * become 404 / 502 JSON answers the client decodes like any other failure.
 */
import { Router, type Request, type Response } from "express";
import type { FetchResult } from "../../shared/contract/result";
import { allowedRenderQuery } from "../../shared/routes/source";
import type { UpstreamClient, UpstreamTiming } from "../upstream/client";

const SAFE_PATH = /^\/[A-Za-z0-9\-._~%/]*$/;
const MAX_PATH = 1024;

/** Only plain path characters, and no dot segments (also encoded) that could climb the upstream's tree. */
function isSafePath(raw: string): boolean {
  if (raw.length > MAX_PATH || !SAFE_PATH.test(raw)) return false;
  return !decodeURIComponent(raw).split("/").some((segment) => segment === "." || segment === "..");
}

export function apiRouter(upstream: UpstreamClient): Router {
  const router = Router();

  router.get("/api/render/{*path}", async (req, res) => {
    const raw = req.originalUrl.slice("/api/render".length).split("?")[0]!;
    if (!isSafePath(raw)) return badRequest(req, res, "invalid render path");
    const query = allowedRenderQuery(new URLSearchParams(req.originalUrl.split("?")[1] ?? ""));
    const result = await upstream.render(raw, query, callContext(req, res));
    send(res, result, (value) => (value.is_preview ? "private, no-store" : "public, max-age=30"));
  });

  router.get("/api/redirect", async (req, res) => {
    const path = req.query.path;
    if (typeof path !== "string" || !path.startsWith("/") || path.length > MAX_PATH) return badRequest(req, res, "invalid redirect path");
    send(res, await upstream.redirectLookup(path, callContext(req, res)), () => "public, max-age=60");
  });

  router.get("/api/services/presale", async (req, res) => {
    const code = req.query.q;
    if (typeof code !== "string" || code.trim() === "" || code.length > 100) return badRequest(req, res, "invalid presale code");
    send(res, await upstream.presale(code.trim(), callContext(req, res)), () => "private, no-store");
  });

  return router;
}

/** Aborts the upstream call when the visitor goes away; timings go to the request's log line. */
export function callContext(req: Request, res: Response): { signal: AbortSignal; timings: UpstreamTiming[] } {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  res.locals.upstream ??= [];
  return { signal: controller.signal, timings: res.locals.upstream as UpstreamTiming[] };
}

function send<T>(res: Response, result: FetchResult<T>, cacheControl: (value: T) => string): void {
  if (res.destroyed) return;
  if (result.type === "OK") {
    res.setHeader("Cache-Control", cacheControl(result.value));
    res.json(result.value);
  } else if (result.type === "NOT_FOUND") {
    res.status(404).json({ message: "Not found" });
  } else {
    res.log.error({ result: result.type, reason: result.message }, "upstream call failed");
    res.status(502).json({ message: "Upstream failed", result: result.type });
  }
}

function badRequest(req: Request, res: Response, reason: string): void {
  req.log.warn({ reason }, "bad api request");
  res.status(400).json({ message: reason });
}
