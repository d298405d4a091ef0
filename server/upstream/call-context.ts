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
  const visitor = new AbortController();
  const calls = new AbortController();
  // A timer of our own, cleared with the response: AbortSignal.timeout's fired for every request,
  // nearly all long done, each making its TimeoutError (a DOMException, with a stack) and keeping
  // the request's signals alive until then, thousands at a time under load (1.7 % of a cold
  // server's CPU, profiled). Like that one it keeps no process alive.
  const deadline = setTimeout(() => calls.abort(new DOMException("The deadline passed", "TimeoutError")), deadlineMs).unref();
  if (!opts.shared) {
    res.on("close", () => {
      // The response is over, and with it everything this request waited on: caches bound only
      // a caller's waiting by the signal, never their loads. Shared work may outlive it.
      clearTimeout(deadline);
      if (res.writableFinished) return;
      const gone = new Error("visitor went away");
      visitor.abort(gone);
      calls.abort(gone);
    });
  }
  res.locals.upstream ??= [];
  res.locals.cacheUsage ??= new CacheUsage();
  return {
    visitor: visitor.signal,
    signal: calls.signal,
    timings: res.locals.upstream as UpstreamTiming[],
    usage: res.locals.cacheUsage as CacheUsage,
    requestId: String(req.id),
  };
}
