/**
 * Same-origin proxies the browser uses for client-side navigation: render API, redirect lookup and
 * presale lookup. Only safe paths and allow-listed parameters leave the site; upstream failures
 * become 404 / 502 JSON answers the client decodes like any other failure.
 */
import { Router, type Request, type Response } from "express";
import type { FetchResult } from "../../shared/contract/result";
import { callContext } from "../upstream/call-context";
import type { CacheUsage } from "../upstream/cache-usage";
import type { UpstreamClient } from "../upstream/client";
import { sendEncoded } from "../render/encoded-body";
import { strongEtag } from "../render/stored-page";
import type { SetCacheHeaders } from "./cache-headers";
import { refuseNonGet } from "./methods";

const SAFE_PATH = /^\/[A-Za-z0-9\-._~%/]*$/;
const MAX_PATH = 1024;

/** Only plain path characters, and no dot segments (also encoded) that could climb the upstream's tree. */
function isSafePath(raw: string): boolean {
  if (raw.length > MAX_PATH || !SAFE_PATH.test(raw)) return false;
  return !decodeURIComponent(raw).split("/").some((segment) => segment === "." || segment === "..");
}

export function apiRouter(upstream: UpstreamClient, deadlineMs: number, setCacheHeaders: SetCacheHeaders): Router {
  const router = Router();
  const send = answerWith(setCacheHeaders);

  router.get("/api/render/{*path}", async (req, res) => {
    const raw = req.originalUrl.slice("/api/render".length).split("?")[0]!;
    if (!isSafePath(raw)) return badRequest(req, res, "invalid render path");
    // The upstream client keeps only the parameters this CMS path reads.
    const query = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
    const calls = callContext(req, res, deadlineMs);
    const result = await upstream.render(raw, query, calls);
    send(res, result, calls.usage, (value) => value.is_preview);
  });
  router.all("/api/render/{*path}", refuseNonGet);

  router.get("/api/redirect", async (req, res) => {
    const path = req.query.path;
    if (typeof path !== "string" || !path.startsWith("/") || path.length > MAX_PATH) return badRequest(req, res, "invalid redirect path");
    const calls = callContext(req, res, deadlineMs);
    send(res, await upstream.redirectLookup(path, calls), calls.usage, () => false);
  });
  router.all("/api/redirect", refuseNonGet);

  router.get("/api/services/presale", async (req, res) => {
    const code = req.query.q;
    if (typeof code !== "string" || code.trim() === "" || code.length > 100) return badRequest(req, res, "invalid presale code");
    const calls = callContext(req, res, deadlineMs);
    send(res, await upstream.presale(code.trim(), calls), calls.usage, () => true);
  });
  router.all("/api/services/presale", refuseNonGet);

  return router;
}

/**
 * An answer's JSON as bytes with a strong ETag, made once per answer: the upstream caches hand out
 * the same decoded object on every hit, and the production list (~650 KB of JSON) took ~20 ms per
 * request to write, hash and compress. Kept as long as the answer is (the bytes and their
 * compressed copies, encoded-body.ts, go with it).
 */
const answers = new WeakMap<object, { body: Buffer; etag: string }>();

function answerBytes(value: object): { body: Buffer; etag: string } {
  let made = answers.get(value);
  if (!made) {
    const body = Buffer.from(JSON.stringify(value));
    answers.set(value, (made = { body, etag: strongEtag(body) }));
  }
  return made;
}

/** The answer with the cache headers its data allows, sent from its bytes (with a strong ETag, 304 when unchanged). */
const answerWith = (setCacheHeaders: SetCacheHeaders) =>
  function send<T>(res: Response, result: FetchResult<T>, usage: CacheUsage, isPrivate: (value: T) => boolean): void {
    if (res.destroyed) return;
    if (result.type === "OK") {
      setCacheHeaders(res, usage, { private: isPrivate(result.value) });
      const { body, etag } = answerBytes(result.value as object);
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      sendEncoded(res.req, res, body, etag);
    } else if (result.type === "NOT_FOUND") {
      setCacheHeaders(res.status(404), usage);
      res.json({ message: "Not found" });
    } else {
      res.log.error({ result: result.type, reason: result.message }, "upstream call failed");
      res.status(502).setHeader("Cache-Control", "no-store");
      res.json({ message: "Upstream failed", result: result.type });
    }
  };

function badRequest(req: Request, res: Response, reason: string): void {
  req.log.warn({ reason }, "bad api request");
  res.status(400).json({ message: reason });
}
