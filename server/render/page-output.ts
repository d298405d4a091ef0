/**
 * Page responses through the output cache: anonymous GET pages are produced once per site, path and
 * normalised query, stored with the tags and freshness of the data they were made from (so the
 * webhook purges them with it), and sent from the stored bytes — a hit renders nothing. Concurrent
 * misses produce once. A page shaped by a presale code is produced for its visitor alone; preview
 * pages, failures and redirects are never stored.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, Response } from "express";
import { CONFIRM_PATHS } from "../../shared/routes/confirm";
import { routedPath } from "../../shared/paths/table";
import { hasUnreadParams, keyQuery } from "../../shared/routes/page-query";
import type { NamedCache } from "../cache";
import type { SetCacheHeaders } from "../http/cache-headers";
import type { SecurityHeaders } from "../http/security";
import { tellWhenToRetry } from "../http/unavailable";
import { callContext, type RequestCalls } from "../upstream/call-context";
import { bodyLength, plainBytes, sendBytes, sendEncoded } from "./encoded-body";
import type { PageUsage, StoredPage } from "./stored-page";

/** A page made from data that had no freshness left (the CMS failing) is kept briefly, so an outage does not mean a render per request. */
const MIN_FRESH_MS = 5_000;
const ENTRY_OVERHEAD_BYTES = 1024;
/** The plain bytes plus their brotli and gzip copies (HTML compresses to well under a fifth each). */
const COMPRESSED_SHARE = 1.4;

export function pageResponder(opts: {
  produce: (req: Request, calls: RequestCalls) => Promise<StoredPage | null>;
  /** null: every page is produced afresh (OUTPUT_CACHE=off). */
  output: NamedCache<StoredPage, StoredPage> | null;
  deadlineMs: number;
  headers: PageHeaders;
}) {
  return async function respond(req: Request, res: Response): Promise<void> {
    const url = new URL(req.originalUrl, "http://site.invalid");
    const key = outputKey(url);
    const output = opts.output;
    const send = (page: StoredPage, how: Omit<SendOptions, "headers">) => sendStoredPage(req, res, page, { ...how, headers: opts.headers });
    if (key === null || output === null) {
      const page = await opts.produce(req, callContext(req, res, opts.deadlineMs));
      if (page) send(page, { state: page.usage.state, outcome: "bypass" });
      return;
    }
    // A page found (200) is the same whatever else the address carries; a 404 or redirect made for
    // unread parameters is that address's alone (shared/routes/page-query.ts).
    const serves = servesAddress(url);
    const stored = output.peek(key);
    if (stored && !serves(stored)) {
      const page = await opts.produce(req, callContext(req, res, opts.deadlineMs));
      if (page) send(page, { state: page.usage.state, outcome: "bypass" });
      return;
    }
    const visitor = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) visitor.abort();
    });
    const answer = await output.fetch(
      key,
      url.pathname,
      async () => {
        const page = await opts.produce(req, callContext(req, res, opts.deadlineMs, { shared: true }));
        if (!page) throw new Error("page production stopped");
        // Made from stale data (the CMS failing) or failed: not stored, so a stored page never
        // outlives the stale-if-error window of its data; the cache may serve its older copy instead.
        if (page.usage.hasFailure || page.status >= 500 || page.usage.state === "STALE") return { kind: "failure", failure: page };
        if (!storable(page) || !serves(page)) return { kind: "uncacheable", answer: page };
        const ttlMs = Math.max(MIN_FRESH_MS, Number.isFinite(page.usage.freshForMs) ? page.usage.freshForMs : 60_000);
        // The compressed copies made on first use (encoded-body.ts) live as long as the entry: counted up front.
        return { kind: "value", value: page, bytes: Math.ceil(bodyLength(page.body) * COMPRESSED_SHARE) + ENTRY_OVERHEAD_BYTES, tags: page.usage.tags, ttlMs };
      },
      { signal: visitor.signal, onAbort: () => null as unknown as StoredPage },
    );
    if (visitor.signal.aborted || res.destroyed) return;
    if (answer.kind === "failure") return send(answer.failure, { state: answer.failure.usage.state, outcome: "miss" });
    if (answer.kind === "notFound") throw new Error("output cache holds no not-found entries");
    const page = answer.value;
    // A stored page's own data state counts only for the visitor it was made for; later it is a hit.
    const state = answer.state === "MISS" ? page.usage.state : answer.state === "STALE" || page.usage.state === "STALE" ? "STALE" : "HIT";
    // An older copy served because its refresh failed says so like a page made from stale data
    // (no-store): its remaining freshness may belong to data a purge has since replaced, and a
    // cache in front must not store it as fresh (docs/decisions/scale-out.md).
    const outcome = answer.state === "MISS" ? "miss" : answer.state === "STALE" || answer.failure !== undefined ? "stale" : "hit";
    send(page, { state, outcome, remainingMs: answer.state === "MISS" ? undefined : answer.freshForMs, failed: answer.failure !== undefined });
  };
}

function storable(page: StoredPage): boolean {
  return (page.status === 200 || page.status === 404) && !page.isPrivate && !page.usage.isPersonal;
}

/** The page's cache key, or null when the page is made for this visitor alone (a presale code). */
export function outputKey(url: URL): string | null {
  // A confirmation spends a token for its visitor: never shared, not even with a concurrent HEAD.
  // Routes match without regard to case or a trailing slash, so the check does too.
  if (url.searchParams.has("presale") || CONFIRM_PATHS.includes(routedPath(url.pathname))) return null;
  const query = keyQuery(url);
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Whether a stored page may answer this address (see `respond`): any page without unread parameters, else only a page found. */
export function servesAddress(url: URL): (page: StoredPage) => boolean {
  return hasUnreadParams(url) ? (page) => page.status === 200 : () => true;
}

/** What every response of a stored page needs besides the page: its cache and security headers. */
export interface PageHeaders {
  cache: SetCacheHeaders;
  security: SecurityHeaders;
}

export interface SendOptions {
  headers: PageHeaders;
  /** The data state X-Cache reports. */
  state: PageUsage["state"];
  /** Server-Timing's `cache` outcome: from the output cache fresh or stale, produced for it, or produced past it. */
  outcome: "hit" | "stale" | "miss" | "bypass";
  /** Freshness the stored entry has left; absent for a page produced for this response. */
  remainingMs?: number;
  /** An older stored copy stands in for a refresh that failed. */
  failed?: boolean;
}

/** Plain Node request and response: the hit lane sends stored pages before Express has seen them. */
export function sendStoredPage(req: IncomingMessage, res: ServerResponse, page: StoredPage, how: SendOptions): void {
  res.statusCode = page.status;
  tellWhenToRetry(res, page.status);
  const ageS = ageOf(page, how.remainingMs);
  const failed = how.failed === true;
  how.headers.cache(res, { ...page.usage, state: how.state, hasFailure: page.usage.hasFailure || failed, staleIfError: page.usage.staleIfError || failed }, { private: page.isPrivate, ageS });
  res.setHeader("Server-Timing", serverTiming(page, how.outcome));
  res.setHeader("Content-Type", page.contentType ?? "text/html; charset=utf-8");
  if (page.location) res.setHeader("Location", page.location);
  if (page.csp) how.headers.security.applyDocumentPolicy(res, page.csp);
  if (!page.etag) return sendBytes(res, plainBytes(page.body));
  // Vary: Accept-Encoding is among the cache headers above.
  sendEncoded(req, res, page.body, page.etag);
}

/** Seconds of its freshness a stored page has used: with s-maxage naming the whole, caches in front count the rest. */
export function ageOf(page: StoredPage, remainingMs: number | undefined): number {
  const lifetimeMs = page.usage.freshForMs;
  return remainingMs === undefined || !Number.isFinite(lifetimeMs) ? 0 : Math.floor(lifetimeMs / 1000) - Math.floor(remainingMs / 1000);
}


/** `cache;desc=…` always; the time its data and its rendering took when this response waited for them. */
function serverTiming(page: StoredPage, outcome: SendOptions["outcome"]): string {
  const cache = `cache;desc=${outcome}`;
  if ((outcome !== "miss" && outcome !== "bypass") || !page.timing) return cache;
  return `${cache}, cms;dur=${page.timing.dataMs.toFixed(1)}, render;dur=${page.timing.renderMs.toFixed(1)}`;
}
