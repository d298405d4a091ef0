/**
 * The server's client of the venue's content system: render API, redirect lookup, presale lookup,
 * and the media files (hero videos) the site passes through under `/media/*`. Every JSON answer is decoded into a FetchResult and goes through its named cache (one key per CMS path
 * however it was encoded, only the parameters the call reads); each call's timing and cache state
 * is recorded on the request, for its log line and its HTTP cache headers.
 */
import { leftOut, RenderResponse } from "../../shared/contract/render";
import { fetchDecoded, type FetchResult } from "../../shared/contract/result";
import { PresaleData, RedirectLookup } from "../../shared/contract/services";
import { allowedRenderQuery } from "../../shared/paths/source";
import { CMS_LIST_PATHS, langOfCmsPath } from "../../shared/paths/table";
import type { CacheAnswer, LoadOutcome, NamedCache } from "../cache";
import { normalisePath } from "../cms-path";
import { CacheUsage } from "./cache-usage";
import { fetchMedia, type MediaRequest } from "./media-fetch";
import type { UpstreamCaches, UpstreamFailure } from "./caches";
import { createCmsBreaker, type CmsBreaker } from "./breaker";
import { PLAIN_TEXT_LIMITS, RICH_TEXT_LIMITS, sanitiseRender } from "./sanitise-render";
import type { LinkContext } from "../../shared/domain/links";

export type UpstreamCallKind = "render" | "redirect" | "presale";

export interface UpstreamTiming {
  call: string;
  ms: number;
  result: FetchResult<unknown>["type"] | "HIT" | "STALE";
}

export interface UpstreamCallContext {
  /** Aborted at the request's deadline or when the visitor leaves: this caller stops waiting; loads other callers share go on. */
  signal: AbortSignal;
  timings: UpstreamTiming[];
  usage: CacheUsage;
  /** The asking request's id: a load it starts names it in its log lines (later askers share the load). */
  requestId?: string;
}

export interface UpstreamClient {
  render(cmsPath: string, query: URLSearchParams, ctx: UpstreamCallContext): Promise<FetchResult<RenderResponse>>;
  redirectLookup(path: string, ctx: UpstreamCallContext): Promise<FetchResult<RedirectLookup>>;
  presale(code: string, ctx: UpstreamCallContext): Promise<FetchResult<PresaleData>>;
  /** A media file as the media host answers it (status, headers, streamed body); `path` starts with `/media/`. */
  media(path: string, request: MediaRequest): Promise<Response>;
  /** When the CMS last answered (any decoded answer, 404 included); null before the first. */
  lastAnswerAt(): number | null;
  /** The circuit breaker in front of the CMS (server/upstream/breaker.ts): readiness and metrics show it. */
  readonly breaker: CmsBreaker;
  /** Where the services API lives too (server/services/forward.ts calls it without these caches). */
  readonly baseUrl: string;
}

/** How one kind of call's answers are kept and judged. */
interface LoadRules<T> {
  /** Purge tags of an answer (none by default). */
  tagsOf?: (value: T) => Iterable<string>;
  storable?: (value: T) => boolean;
  prepare?: (value: T) => T;
  /** A path the CMS always has (FIXED_CMS_PATHS): its 404 is a failure. */
  alwaysThere?: boolean;
  /**
   * The call carries what a visitor typed (a search, a presale code): its failures do not open the
   * circuit, or a CMS that fails on some queries would let anyone close every uncached page (503).
   */
  visitorTyped?: boolean;
  /** The request whose call started the load, for its log lines. */
  startedBy?: string;
}

/** An upstream call as it happened: for metrics (latency per call kind and result). */
export type UpstreamObserver = (call: UpstreamCallKind, ms: number, result: FetchResult<unknown>["type"]) => void;

/**
 * CMS paths the site always reads and the CMS always has: a 404 for one is the CMS failing, not a
 * page gone. The content pages' lists are read by the site search and the sitemap.
 */
const FIXED_CMS_PATHS: ReadonlySet<string> = new Set([...Object.values(CMS_LIST_PATHS).flatMap((paths) => [paths.nl, paths.en]), "/page-list-nl", "/page-list-en"]);

const DEADLINE: UpstreamFailure = { type: "HTTP_ERROR", status: 0, message: "page deadline passed before the CMS answered" };
/** Decoded objects take more memory than their JSON text; the budget counts this multiple of it. */
const HEAP_PER_JSON_BYTE = 3;

export function createUpstreamClient(opts: {
  baseUrl: string;
  /** Where `/media/*` lives (MEDIA_URL); the CMS itself when absent. */
  mediaBaseUrl?: string;
  timeoutMs: number;
  caches: UpstreamCaches;
  /** Reading an answer stops past this many bytes (UPSTREAM_MAX_BYTES). */
  maxBytes?: number;
  fetchImpl?: typeof fetch;
  observe?: UpstreamObserver;
  breaker?: CmsBreaker;
  /** The site whose link rule the answers' rich text follows (sanitise-render.ts): required, so no caller serves links as typed. */
  site: LinkContext["site"];
  /** Where an answer over the byte limit is reported, once per call (not per waiting visitor), and the circuit's opening and closing. */
  log?: { warn(details: object, msg: string): void; info(details: object, msg: string): void };
}): UpstreamClient {
  const { baseUrl, timeoutMs, caches, maxBytes, fetchImpl, observe, log } = opts;
  const breaker = opts.breaker ?? createCmsBreaker();
  let lastAnswer: number | null = null;
  // An outage in two lines, with the failure that opened the circuit: each request's own line only
  // says "circuit open", and the probes' half-open ↔ open flips every second say nothing new.
  let outage = false;
  breaker.onChange((state, reason) => {
    if (state === "open" && !outage) log?.warn({ cms: { circuit: state, reason } }, "CMS circuit open: calls paused");
    if (state === "closed" && outage) log?.info({ cms: { circuit: state } }, "CMS circuit closed: calls flow again");
    if (state !== "half-open") outage = state === "open";
  });

  /**
   * One upstream call, bounded by its own timeout and never by a visitor: other callers may share
   * it. `prepare` runs once on each decoded answer, before anyone sees or stores it.
   */
  function load<T>(kind: UpstreamCallKind, url: string, schema: Parameters<typeof fetchDecoded>[1], how: LoadRules<T> = {}) {
    const { tagsOf = () => [], storable = () => true, prepare = (value: T) => value, alwaysThere = false, visitorTyped = false, startedBy } = how;
    return async (): Promise<LoadOutcome<T, UpstreamFailure>> => {
      const result = await breaker.run({ counts: !visitorTyped }, async () => {
        const started = performance.now();
        const call = async () => (await fetchDecoded(url, schema, { timeoutMs, fetchImpl, maxBytes })) as FetchResult<T>;
        let answer = await call();
        // A keep-alive connection the CMS closed just as it was reused fails before any answer:
        // every call here is a GET, so it is asked once more, on a fresh connection.
        if (answer.type === "HTTP_ERROR" && answer.connectionLost) answer = await call();
        // A list the site always reads cannot be gone: its 404 is a misrouted or broken CMS. Believed,
        // it replaced a good home page with "not found", cached, and emptied the sitemap's shows.
        if (answer.type === "NOT_FOUND" && alwaysThere) answer = { type: "HTTP_ERROR", status: 404, message: "HTTP 404 for a list the CMS always has" };
        observe?.(kind, performance.now() - started, answer.type);
        if (answer.type === "HTTP_ERROR" && answer.tooLarge) log?.warn({ call: kind, path: new URL(url).pathname, startedBy, limitBytes: answer.tooLarge.limitBytes, seenBytes: answer.tooLarge.seenBytes }, "CMS answer over the byte limit");
        return answer;
      });
      if (result.type === "OK" || result.type === "NOT_FOUND") lastAnswer = Date.now();
      if (result.type === "NOT_FOUND") return { kind: "notFound" };
      if (result.type !== "OK") return { kind: "failure", failure: result };
      const value = prepare(result.value);
      if (!storable(value)) return { kind: "uncacheable", answer: value };
      return { kind: "value", value, bytes: (result.bytes ?? 0) * HEAP_PER_JSON_BYTE, tags: tagsOf(value) };
    };
  }

  async function cached<T extends {}>(
    cache: NamedCache<T, UpstreamFailure>,
    key: string,
    path: string,
    call: string,
    loader: () => Promise<LoadOutcome<T, UpstreamFailure>>,
    ctx: UpstreamCallContext,
  ): Promise<FetchResult<T>> {
    const started = performance.now();
    const answer: CacheAnswer<T, UpstreamFailure> = await cache.fetch(key, path, loader, { signal: ctx.signal, onAbort: () => DEADLINE });
    const ms = Math.round(performance.now() - started);
    if (answer.kind === "failure") {
      ctx.timings.push({ call, ms, result: answer.failure.type });
      ctx.usage.failed();
      return answer.failure;
    }
    ctx.usage.note(answer.state, answer.tags, answer.freshForMs);
    if (answer.kind === "notFound") {
      ctx.timings.push({ call, ms, result: "NOT_FOUND" });
      return { type: "NOT_FOUND" };
    }
    if (answer.kind === "value" && answer.failure) ctx.usage.coveredFailure();
    const failed = answer.kind === "value" && answer.failure ? ` (CMS ${answer.failure.type}: ${"message" in answer.failure ? answer.failure.message : ""})` : "";
    ctx.timings.push({ call: call + failed, ms, result: answer.state === "MISS" ? "OK" : answer.state });
    return { type: "OK", value: answer.value };
  }

  return {
    baseUrl,
    breaker,
    lastAnswerAt: () => lastAnswer,

    render(cmsPath, query, ctx) {
      const path = normalisePath(cmsPath);
      const allowed = allowedRenderQuery(path, query);
      const qs = allowed.toString();
      const key = qs ? `${path}?${qs}` : path;
      const url = `${baseUrl}/api/render${encodePath(path)}${qs ? `?${qs}` : ""}`;
      const tagsOf = (value: RenderResponse) => [value.node.id, ...Object.keys(value.productions ?? {}), ...Object.keys(value.nodes)];
      // Preview answers show unpublished content to an editor: never stored.
      const prepare = (value: RenderResponse) => {
        const left = leftOut(value);
        if (left.length > 0) log?.warn({ call: "render", path, startedBy: ctx.requestId, count: left.length, items: left.slice(0, 10) }, "CMS answer items that do not decode left out");
        return sanitiseRender(value, opts.site, langOfCmsPath(path), (fields) => log?.warn({ call: "render", path, startedBy: ctx.requestId, fields, limits: { richText: RICH_TEXT_LIMITS, plainText: PLAIN_TEXT_LIMITS } }, "CMS text cut at its length limit"));
      };
      const loader = load<RenderResponse>("render", url, RenderResponse, {
        tagsOf,
        storable: (value) => !value.is_preview,
        prepare,
        alwaysThere: FIXED_CMS_PATHS.has(path),
        visitorTyped: allowed.has("q"),
        startedBy: ctx.requestId,
      });
      return cached(caches.renderCacheFor(path), key, path, `render ${key}`, loader, ctx);
    },

    redirectLookup(path, ctx) {
      const url = `${baseUrl}/api/redirect?path=${encodeURIComponent(path)}`;
      const loader = load<RedirectLookup>("redirect", url, RedirectLookup, { startedBy: ctx.requestId });
      return cached(caches.redirects, path, normalisePath(path), `redirect ${path}`, loader, ctx);
    },

    presale(code, ctx) {
      const key = code.trim();
      const url = `${baseUrl}/api/services/presale?q=${encodeURIComponent(code)}`;
      const loader = load<PresaleData>("presale", url, PresaleData, { visitorTyped: true, startedBy: ctx.requestId });
      ctx.usage.personal();
      return cached(caches.presale, key, `presale:${key}`, "presale", loader, ctx);
    },

    media(path, request) {
      return fetchMedia(`${opts.mediaBaseUrl ?? baseUrl}${encodePath(path)}`, request, { timeoutMs, fetchImpl });
    },
  };
}

/** The one URL form of a normalised path: each segment percent-encoded. */
function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}
