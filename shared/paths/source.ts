/**
 * Where page data comes from: on the server the upstream client (with caches), in the browser the
 * same-origin proxies. Loaders only see this interface, so one resolver serves both sides.
 */
import type { RenderResponse } from "../contract/render";
import type { FetchResult } from "../contract/result";
import type { FormState } from "../forms/engine";
import type { ConfirmCallId } from "../contract/service-calls";
import type { PresaleData, RedirectLookup } from "../contract/services";
import type { ConfirmResult } from "../i18n/confirm-texts";
import type { PublicConfig } from "../public-config";
import type { Site } from "../site";

export interface PageSource {
  environment: "server" | "browser";
  site: Site;
  config: PublicConfig;
  /** `cmsPath` starts with "/" and is already URL-safe (percent-encoded where needed). */
  render(cmsPath: string, query: URLSearchParams, signal: AbortSignal): Promise<FetchResult<RenderResponse>>;
  redirectLookup(path: string, signal: AbortSignal): Promise<FetchResult<RedirectLookup>>;
  presale(code: string, signal: AbortSignal): Promise<FetchResult<PresaleData>>;
  /**
   * Confirms a mail token (a PATCH: never cached). null: this request may not confirm (a HEAD, a
   * prefetch), so the page shows its loading state and nothing is spent.
   */
  confirm(call: ConfirmCallId, token: string, signal: AbortSignal): Promise<ConfirmResult | null>;
  /** Server only: what a native form post left for this page (server/forms/), shown once. */
  formState?: FormState;
  /**
   * Server: the random source of a page's choices (the home slider's order, a show's related
   * genre), seeded by its path and the minute (server/source.ts). Browser: none, Math.random.
   */
  randomFor?(url: URL, now: Date): () => number;
  /** Server: the request's pino logger (carries the request id); browser: the console. */
  log(level: "warn" | "error", msg: string, details?: Record<string, unknown>): void;
}

/**
 * Query parameters the render API reads, per CMS path (spec 1 §7): the news list takes page,
 * per_page, q and filter_newsPageTag, the page list page, per_page and q, every other path none.
 * Others never leave the site, so they can neither reach the CMS nor multiply cache keys.
 */
const RENDER_QUERY_BY_PATH: Array<[RegExp, readonly string[]]> = [
  [/^\/news-page-list-(nl|en)$/, ["filter_newsPageTag", "page", "per_page", "q"]],
  [/^\/page-list-(nl|en)$/, ["page", "per_page", "q"]],
];

/** The parameters `cmsPath` reads, trimmed, non-empty, cut to 200 characters, in one fixed order. */
export function allowedRenderQuery(cmsPath: string, query: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  const allowed = RENDER_QUERY_BY_PATH.find(([pattern]) => pattern.test(cmsPath))?.[1] ?? [];
  for (const key of allowed) {
    for (const value of query.getAll(key)) if (value.trim() !== "") out.append(key, value.trim().slice(0, 200));
  }
  return out;
}
