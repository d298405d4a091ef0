/**
 * The output cache's fast lane (issue 12 §2): a GET or HEAD for a page stored fresh is answered
 * from its stored bytes as the app's first step, before the logging, metrics, compression and
 * security middleware and the routers, which together cost more than sending a page from memory.
 * It answers as the full pipeline would (same headers, same log line, same counters). Whatever it
 * cannot be sure of goes on to that pipeline: a miss or a stale page (which the pipeline refreshes,
 * once for concurrent callers), an address the URL rules would answer, a form's outcome waiting in
 * a cookie, a client that only takes deflate. Only the pipeline stores pages, so the lane repeats
 * answers the pipeline gave.
 */
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import type { NamedCache } from "../cache";
import { FLASH_COOKIE } from "../forms/flash";
import { redactUrl } from "../http/log-redact";
import { assignRequestId } from "../http/request-id";
import { urlVerdict } from "../http/url-rules";
import { routeKind, type Metrics } from "../metrics";
import { routedPath } from "../../shared/routes/page-query";
import { outputKey, type PageHeaders, sendStoredPage, servesAddress } from "./page-output";
import type { StoredPage } from "./stored-page";

const FLASH = `${FLASH_COOKIE}=`;

export function hitLane(opts: { output: NamedCache<StoredPage, StoredPage> | null; headers: PageHeaders; logger: Logger; metrics: Metrics }) {
  const { output } = opts;
  return function hitLaneMiddleware(req: Request, res: Response, next: NextFunction): void {
    if (!output || (req.method !== "GET" && req.method !== "HEAD") || !sameAnswerForAll(req) || urlVerdict(req.url).kind !== "plain") return next();
    const url = new URL(req.url, "http://site.invalid");
    // Operations and API routes answer for themselves (/metrics may pass a caller on to the page 404).
    if (routeKind(routedPath(url.pathname)) !== "page") return next();
    const key = outputKey(url);
    const hit = key === null ? undefined : output.freshHit(key, servesAddress(url));
    if (!hit) return next();
    const started = performance.now();
    const id = assignRequestId(req, res);
    res.on("close", () => {
      const statusCode = res.writableFinished ? res.statusCode : null;
      opts.metrics.countPage(statusCode, started);
      // The line pino-http writes for the pipeline's requests (server/app.ts), field for field.
      const line = { req: { id, method: req.method, url: redactUrl(req.url) }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) };
      if (statusCode === null) opts.logger.warn(line, "request aborted");
      else if (statusCode >= 400) opts.logger.warn(line, "request completed");
      else opts.logger.info(line, "request completed");
    });
    opts.headers.security.apply(res);
    sendStoredPage(req, res, hit.value, { headers: opts.headers, state: "HIT", outcome: "hit", remainingMs: hit.freshForMs });
  };
}

/**
 * Requests the pipeline could answer otherwise than from the stored page: a form's outcome left in
 * a cookie for this visitor, and clients that accept deflate but neither brotli nor gzip (the
 * pipeline's compression middleware deflates for them).
 */
function sameAnswerForAll(req: Request): boolean {
  if (req.headers.cookie?.includes(FLASH)) return false;
  const accepts = req.headers["accept-encoding"];
  return !accepts || !/deflate/i.test(accepts) || /\b(br|gzip)\b/i.test(accepts);
}
