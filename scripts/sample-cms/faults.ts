/**
 * Switchable upstream failures, so server tests can see how the site behaves when the CMS is
 * slow, down, lying, hanging up, trickling or answering without end (issue 28). Only `/api/*` (of either site) is affected: the images, the
 * account service and the fault switch itself keep working.
 */
import type { NextFunction, Request, Response } from "express";
import { z } from "zod";

export const FaultSettings = z.object({
  mode: z.enum(["slow", "500", "503", "404", "redirect", "html", "malformed", "wrong-shape", "reset", "trickle", "huge"]),
  /** slow: before answering; trickle: between bytes. */
  delayMs: z.number().int().min(0).max(120_000).optional(),
  /** huge: the length of the answer, streamed as it is made (never held), up to 4 GB. */
  sizeBytes: z.number().int().min(1).max(4 * 1024 ** 3).optional(),
  pathPrefix: z.string().startsWith("/").optional(),
  /** Only the next this many matching calls fail; every one while absent. */
  times: z.number().int().min(1).optional(),
});
export type FaultSettings = z.infer<typeof FaultSettings>;

export interface FaultControl {
  set(settings: FaultSettings): void;
  clear(): void;
  current(): FaultSettings | null;
  /** A matching call is failing: counts down `times`, clearing the fault when they are used up. */
  spend(): void;
}

export function createFaultControl(): FaultControl {
  let settings: FaultSettings | null = null;
  let left = Number.POSITIVE_INFINITY;
  return {
    set: (s) => {
      settings = FaultSettings.parse(s);
      left = settings.times ?? Number.POSITIVE_INFINITY;
    },
    clear: () => {
      settings = null;
    },
    current: () => settings,
    spend: () => {
      if (--left <= 0) settings = null;
    },
  };
}

/** The site-relative path: "/fonds/api/render/x" and "/api/render/x" both match prefix "/api/render". */
function sitePath(path: string): string {
  return path.startsWith("/fonds/") ? path.slice("/fonds".length) : path;
}

const PASSED = "fault=passed";

export function faultMiddleware(control: FaultControl) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const settings = control.current();
    const path = sitePath(req.path);
    // The address a redirect sends to answers, as another address's answer would.
    if (!settings || !path.startsWith("/api/") || req.url.endsWith(`?${PASSED}`)) return next();
    const prefix = settings.pathPrefix ?? "/api/";
    if (!path.startsWith(prefix) && !req.path.startsWith(prefix)) return next();
    control.spend();
    switch (settings.mode) {
      case "slow": {
        const timer = setTimeout(next, settings.delayMs ?? 2000);
        // A client that gave up must not leave a timer that answers a closed socket.
        res.on("close", () => clearTimeout(timer));
        return;
      }
      case "500":
        res.status(500).json({ message: "Injected fault: internal server error" });
        return;
      case "503":
        res.status(503).setHeader("Retry-After", "10").json({ message: "Injected fault: unavailable" });
        return;
      case "404":
        // A misrouted proxy's own "not found", for paths the CMS does have.
        res.status(404).type("text/html").send("<h1>404 Not Found</h1><hr>nginx");
        return;
      case "redirect":
        // Sends the client to another address's answer.
        res.redirect(302, `${req.path.startsWith("/fonds/") ? "/fonds" : ""}/api/render/voorstelling/hadestown?${PASSED}`);
        return;
      case "html":
        // A proxy's or load balancer's error page with a 200 status.
        res.status(200).type("text/html").send("<!doctype html><title>Bad gateway</title><h1>Something went wrong</h1>");
        return;
      case "trickle":
        trickle(res, settings.delayMs ?? 500);
        return;
      case "huge":
        streamHuge(res, settings.sizeBytes ?? 400 * 1024 ** 2);
        return;
      case "malformed":
        res.status(200).type("application/json").send('{"node": {"id": "home-nl", "kind": ');
        return;
      case "wrong-shape":
        res.status(200).json({ node: 42 });
        return;
      case "reset":
        req.socket.destroy();
        return;
    }
  };
}

/** A JSON-looking answer, one byte at a time, never finishing (until the client gives up). */
function trickle(res: Response, delayMs: number): void {
  res.status(200).type("application/json");
  res.flushHeaders();
  const timer = setInterval(() => res.write("{"), delayMs);
  res.on("close", () => clearInterval(timer));
}

/**
 * `size` bytes of one JSON string, written as the socket drains: memory stays at one chunk however
 * large the answer, and writing stops when the client hangs up. No Content-Length, as a runaway
 * list answer would come (chunked): the client must count.
 */
function streamHuge(res: Response, size: number): void {
  const chunk = Buffer.alloc(64 * 1024, "x");
  let left = size;
  res.status(200).type("application/json");
  const pump = () => {
    while (left > 0 && !res.destroyed) {
      const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
      left -= part.length;
      if (left === 0) return void res.end(part);
      if (!res.write(part)) return void res.once("drain", pump);
    }
  };
  pump();
}
