/**
 * Where page data comes from: on the server the upstream client (with caches), in the browser the
 * same-origin proxies. Loaders only see this interface, so one resolver serves both sides.
 */
import type { RenderResponse } from "../contract/render";
import type { FetchResult } from "../contract/result";
import type { PresaleData, RedirectLookup } from "../contract/services";
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
  /** Server: the request's pino logger (carries the request id); browser: the console. */
  log(level: "warn" | "error", msg: string, details?: Record<string, unknown>): void;
}

/** Query parameters the render API accepts (spec 1 §2 news list, §7); others never leave the site. */
export const RENDER_QUERY_ALLOW_LIST = ["page", "per_page", "q", "filter_newsPageTag"] as const;

export function allowedRenderQuery(query: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of RENDER_QUERY_ALLOW_LIST) {
    for (const value of query.getAll(key)) if (value.trim() !== "") out.append(key, value.slice(0, 200));
  }
  return out;
}
