/**
 * One request's view of the upstream: a single deadline for everything the request waits on (the
 * page, its frame, its redirect lookups: one budget, not one per call), ended early when the
 * visitor goes away; timings for the log line; cache usage for the response headers.
 */
import type { Request, Response } from "express";
import { CacheUsage } from "./cache-usage";
import type { UpstreamCallContext, UpstreamTiming } from "./client";

export interface RequestCalls extends UpstreamCallContext {
  /** Aborted only when the visitor goes away (the deadline ends the waiting, not the answer). */
  visitor: AbortSignal;
}

/**
 * `shared`: the work is for every visitor waiting on it (a page for the output cache), so the
 * visitor who started it leaving must not end it; only the deadline does.
 */
export function callContext(req: Request, res: Response, deadlineMs: number, opts: { shared?: boolean } = {}): RequestCalls {
  const controller = new AbortController();
  if (!opts.shared) {
    res.on("close", () => {
      if (!res.writableFinished) controller.abort(new Error("visitor went away"));
    });
  }
  res.locals.upstream ??= [];
  res.locals.cacheUsage ??= new CacheUsage();
  return {
    visitor: controller.signal,
    signal: AbortSignal.any([controller.signal, AbortSignal.timeout(deadlineMs)]),
    timings: res.locals.upstream as UpstreamTiming[],
    usage: res.locals.cacheUsage as CacheUsage,
    requestId: String(req.id),
  };
}
