/**
 * The output cache's fast lane (issue 12 §2, issue 21 §4): a GET or HEAD for a page stored fresh is
 * answered from its stored bytes by the request listener itself, before Express sets the request up
 * (its request and response prototypes, its router) and before the logging, metrics, compression
 * and security middleware, which together cost more than sending a page from memory.
 * It answers as the full pipeline would (same headers, same log line, same counters), also with a
 * stale page whose refresh the pipeline has started. Whatever it cannot be sure of goes on to that
 * pipeline: a miss or a stale page nobody is refreshing yet (the pipeline starts that, once for
 * concurrent callers), an address the URL rules would answer, a form's outcome waiting in
 * a cookie. Only the pipeline stores pages, so the lane repeats
 * answers the pipeline gave.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import type { NamedCache } from "../cache";
import { FLASH_COOKIE } from "../forms/flash";
import { redactUrl } from "../http/log-redact";
import { requestIdOf } from "../http/request-id";
import { urlVerdict } from "../http/url-rules";
import { routeKind, type Metrics } from "../metrics";
import { routedPath } from "../../shared/paths/table";
import { sendRecorded, takesRecordedAnswer } from "./lane-answer";
import { outputKey, type PageHeaders, sendStoredPage, servesAddress } from "./page-output";
import type { StoredPage } from "./stored-page";

const FLASH = `${FLASH_COOKIE}=`;
/**
 * A site's hits come from a few hundred addresses, and what the lane makes of one (URL rules, route,
 * stored page key, the URL as logged) depends on the request target alone: worked out once per
 * target, not per hit (about a tenth of a small page's cost per hit). Bounded by count, and by target
 * length: longer targets are worked out each time.
 */
const ADDRESSES_KEPT = 2000;
const LONGEST_KEPT_TARGET = 512;

/** What the lane makes of a request target: the stored page's key, which stored pages may answer it, the URL for the log. */
interface LaneAddress {
  key: string;
  serves: (page: StoredPage) => boolean;
  logged: string | undefined;
}

/** Answers the request from a fresh stored page and says so, or leaves it alone and says false. */
export type HitLane = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The request listener: the lane first, and what it leaves to the app. */
export function laneBefore(lane: HitLane, app: RequestListener): RequestListener {
  return (req, res) => {
    if (!lane(req, res)) app(req, res);
  };
}

export function hitLane(opts: { output: NamedCache<StoredPage, StoredPage> | null; headers: PageHeaders; logger: Logger; metrics: Metrics }): HitLane {
  const { output } = opts;
  // The line below is made here of known fields (the URL already redacted): the logger's redaction,
  // which copies every line it inspects, has nothing to find in it.
  const requestLog = opts.logger.child({}, { redact: [] });
  const addresses = new LRUCache<string, LaneAddress | false>({ max: ADDRESSES_KEPT });
  const addressOf = (target: string): LaneAddress | null => {
    if (target.length > LONGEST_KEPT_TARGET) return laneAddress(target);
    let address = addresses.get(target);
    if (address === undefined) addresses.set(target, (address = laneAddress(target) ?? false));
    return address || null;
  };
  return function hitLane(req, res) {
    if (!output || !req.url || (req.method !== "GET" && req.method !== "HEAD") || !sameAnswerForAll(req)) return false;
    const address = addressOf(req.url);
    if (!address) return false;
    // Fresh, or stale while the pipeline's refresh of it is on its way (what the pipeline answers
    // meanwhile too): a page whose CMS answers slowly is not sent by the slow path until it is back.
    const answer = output.freshHit(address.key, address.serves) ?? output.staleWhileRefreshing(address.key, address.serves);
    if (!answer) return false;
    const started = performance.now();
    const id = requestIdOf(req);
    res.on("close", () => {
      const statusCode = res.writableFinished ? res.statusCode : null;
      opts.metrics.countPage(statusCode, started);
      // The line pino-http writes for the pipeline's requests (server/app.ts), field for field.
      const line = { req: { id, method: req.method, url: address.logged }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) };
      if (statusCode === null) requestLog.warn(line, "request aborted");
      else if (statusCode >= 400) requestLog.warn(line, "request completed");
      else requestLog.info(line, "request completed");
    });
    const how = { headers: opts.headers, state: answer.state, outcome: answer.state === "HIT" ? "hit" : "stale", remainingMs: answer.freshForMs } as const;
    if (takesRecordedAnswer(req) && sendRecorded(req, res, answer.value, how, id)) return true;
    res.setHeader("X-Request-Id", id);
    opts.headers.security.apply(res);
    sendStoredPage(req, res, answer.value, how);
    return true;
  };
}

/** What the lane makes of a request target, or null for a target it leaves to the pipeline. */
function laneAddress(target: string): LaneAddress | null {
  if (urlVerdict(target).kind !== "plain") return null;
  const url = new URL(target, "http://site.invalid");
  // Operations and API routes answer for themselves (/metrics may pass a caller on to the page 404).
  if (routeKind(routedPath(url.pathname)) !== "page") return null;
  const key = outputKey(url);
  return key === null ? null : { key, serves: servesAddress(url), logged: redactUrl(target) };
}

/**
 * Requests the pipeline could answer otherwise than from the stored page: a form's outcome left in
 * a cookie for this visitor. (A client that takes deflate alone gets the plain bytes from both.)
 */
function sameAnswerForAll(req: IncomingMessage): boolean {
  return !req.headers.cookie?.includes(FLASH);
}
