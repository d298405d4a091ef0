/**
 * `/media/*` pass-through (docs/decisions/media.md): hero videos the CMS names site-relative are
 * fetched from the media upstream through the upstream client and streamed on, byte ranges and
 * revalidation included, so a player can seek and a cache in front can keep them. Bounded: only
 * video files by a plain path, a deadline for the upstream's answer, a size limit, and the
 * upstream body stops when the visitor leaves.
 */
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import express, { type Request, type Response, type Router } from "express";
import { MEDIA_PATH } from "../../shared/domain/video";
import type { UpstreamClient } from "../upstream/client";
import { MEDIA_REQUEST_HEADERS, MediaTimeout, type MediaRequest } from "../upstream/media-fetch";
import { refuseNonGet } from "./methods";

const PASSED_STATUSES = new Set([200, 206, 304, 416]);
const RESPONSE_HEADERS = ["content-length", "content-range", "accept-ranges", "etag", "last-modified"];
/** Media files change rarely and keep their name; a day in browsers and the cache in front, a week of grace. */
export const MEDIA_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

/** `idleMs`: how long the host may send nothing while the visitor waits for more (UPSTREAM_TIMEOUT_MS). */
export function mediaRouter(opts: { upstream: UpstreamClient; maxBytes: number; idleMs: number }): Router {
  const router = express.Router();
  router.get("/media/{*rest}", (req, res, next) => {
    if (!MEDIA_PATH.test(req.path)) return void notFound(res);
    passThrough(req, res, opts).catch(next);
  });
  router.all("/media/{*rest}", refuseNonGet);
  return router;
}

function notFound(res: Response): void {
  res.status(404).set("Cache-Control", "public, max-age=60").type("text/plain").send("Not found");
}

function mediaRequest(req: Request, signal: AbortSignal): MediaRequest {
  const headers: MediaRequest["headers"] = {};
  for (const name of MEDIA_REQUEST_HEADERS) {
    const value = req.get(name);
    if (value) headers[name] = value;
  }
  return { method: req.method === "HEAD" ? "HEAD" : "GET", headers, signal };
}

async function passThrough(req: Request, res: Response, opts: { upstream: UpstreamClient; maxBytes: number; idleMs: number }): Promise<void> {
  const visitor = new AbortController();
  res.once("close", () => visitor.abort(new Error("visitor left")));
  let upstream: globalThis.Response;
  try {
    upstream = await opts.upstream.media(req.path, mediaRequest(req, visitor.signal));
  } catch (err) {
    if (visitor.signal.aborted) return;
    req.log.warn({ path: req.path, reason: (err as Error).message }, "media upstream did not answer");
    // A redirect or a reset is the host answering wrongly, not late.
    const late = err instanceof MediaTimeout;
    return void res.status(late ? 504 : 502).set("Cache-Control", "no-store").type("text/plain").send(late ? "Gateway timeout" : "Bad gateway");
  }
  const type = upstream.headers.get("content-type") ?? "";
  const length = Number(upstream.headers.get("content-length") ?? "NaN");
  const refuse = (reason: string) => {
    void upstream.body?.cancel();
    req.log.warn({ path: req.path, status: upstream.status, type, reason }, "media upstream answer refused");
    res.status(502).set("Cache-Control", "no-store").type("text/plain").send("Bad gateway");
  };
  if (upstream.status === 404 || upstream.status === 410) {
    void upstream.body?.cancel();
    return notFound(res);
  }
  if (!PASSED_STATUSES.has(upstream.status)) return refuse("unexpected status");
  const hasBody = upstream.status === 200 || upstream.status === 206;
  if (hasBody && !/^video\//i.test(type)) return refuse("not a video");
  if (length > opts.maxBytes) return refuse(`larger than ${opts.maxBytes} bytes`);

  res.status(upstream.status);
  if (hasBody) res.type(type);
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) res.set(name, value);
  }
  res.set("Cache-Control", upstream.status === 416 ? "no-store" : MEDIA_CACHE_CONTROL);
  if (!upstream.body || req.method === "HEAD" || !hasBody) {
    void upstream.body?.cancel();
    return void res.end();
  }
  // A streamed answer carries a close listener from each layer that watches it (request log,
  // metrics, compression, this visitor, the pipeline's stages): eleven on a video, none leaked.
  res.setMaxListeners(20);
  try {
    await pipeline(Readable.fromWeb(upstream.body as import("node:stream/web").ReadableStream), bodyGuard(opts.maxBytes, opts.idleMs, res), res);
  } catch (err) {
    // A visitor who leaves mid-video is normal; an upstream that breaks off or runs over is worth a
    // line (the guard's cut closes the response too, which looks like the visitor leaving).
    if (err instanceof BodyCut || !visitor.signal.aborted) req.log.warn({ path: req.path, reason: (err as Error).message }, "media stream ended early");
    res.destroy();
  }
}

/** The guard ended a body: over the byte limit, or the host went quiet. */
class BodyCut extends Error {}

/**
 * Stops a body without a Content-Length (or a lying one) at the limit, and a host that stops
 * sending: the deadline covers the answer's head only, and a stalled body held the visitor (and
 * its socket) until undici's own 300 s. A pause while the visitor is not reading (the response
 * waits for a drain) is the visitor's and does not count.
 */
function bodyGuard(maxBytes: number, idleMs: number, res: Response): Transform {
  let seen = 0;
  let timer: NodeJS.Timeout | undefined;
  const guard: Transform = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      watch();
      callback(seen > maxBytes ? new BodyCut(`media body over ${maxBytes} bytes`) : null, chunk);
    },
    flush(callback: TransformCallback) {
      clearTimeout(timer);
      callback();
    },
    destroy(err, callback) {
      clearTimeout(timer);
      callback(err);
    },
  });
  const watch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => (res.writableNeedDrain ? watch() : guard.destroy(new BodyCut(`media upstream sent nothing for ${idleMs} ms`))), idleMs);
  };
  watch();
  return guard;
}
