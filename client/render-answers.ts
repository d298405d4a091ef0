/**
 * The render API's answers in the browser (issue 22 point 4). A request goes out at once and is
 * decoded once the decoder has loaded, the two overlapping; a navigation asks for the answers its
 * page starts with as it starts, beside its code (`anticipate`); and the production list, one large
 * answer most pages read, is fetched and decoded once for every page that reads it within a while.
 */
import type { RenderResponse } from "../shared/contract/render";
import type { FetchResult } from "../shared/contract/result";
import { langOfPath } from "../shared/i18n/lang";
import { CMS_LIST_PATHS, type RouteId } from "../shared/paths/table";
import { firstRenderRequest, startsWithPlainRender } from "../shared/routes/render-request";
import { createPrefetches, PREFETCH_KEEP_MS } from "./prefetches";
import { withDecoder } from "./with-decoder";

/** How long a proxied answer may take before the page shows its error. */
export const TIMEOUT_MS = 15_000;
/** Routes whose page reads the production list beside its own answer: the home page's calendar, a show's related shows, the calendar. */
const READS_PROGRAMME: ReadonlySet<RouteId> = new Set(["home", "show", "calendar"]);
const LIST_PATHS: ReadonlySet<string> = new Set(Object.values(CMS_LIST_PATHS.calendar!));

type Answer = Promise<FetchResult<RenderResponse>>;

export function renderAnswers() {
  /**
   * The production list (~70 KB gzip, ~650 KB of JSON to decode), kept as long as a prefetch: a
   * visitor going from page to page gets it once, and the server keeps it about as long (s-maxage 59).
   */
  const lists = new Map<string, { at: number; answer: Answer }>();
  /** A page's own answer asked ahead, taken by its loader once. */
  const ahead = createPrefetches<FetchResult<RenderResponse>>();

  const ask = async (path: string, signal?: AbortSignal): Answer => {
    const url = `/api/render${path}`;
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    const response = fetch(url, { headers: { accept: "application/json" }, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    // Handled where it is decoded; until then a failure is no unhandled rejection.
    response.catch(() => undefined);
    const [fetchDecoded, { RenderResponse }] = await withDecoder(import("../shared/contract/render"));
    return fetchDecoded(url, RenderResponse, { fetchImpl: () => response });
  };

  /** Asked without a navigation's signal, so it outlives the navigation that asked (its result is then only ignored). */
  const list = (path: string): Answer => {
    const known = lists.get(path);
    if (known && Date.now() - known.at < PREFETCH_KEEP_MS) return known.answer;
    const entry = { at: Date.now(), answer: ask(path) };
    lists.set(path, entry);
    // A failed answer is not kept: the next page asks again.
    const forget = () => lists.get(path) === entry && lists.delete(path);
    entry.answer.then((answer) => answer.type !== "OK" && forget(), forget);
    return entry.answer;
  };

  return {
    /** As a navigation's loader starts: its page's first answer, and the production list where the page reads it. */
    anticipate(routeId: RouteId | null, url: URL): void {
      if (routeId && READS_PROGRAMME.has(routeId)) list(CMS_LIST_PATHS.calendar![langOfPath(url.pathname)]).catch(() => undefined);
      if (!startsWithPlainRender(routeId)) return;
      const { cmsPath, query } = firstRenderRequest(routeId, url);
      const path = pathOf(cmsPath, query);
      // A failure rejects, so the store forgets it and the loader asks again.
      if (!LIST_PATHS.has(path)) ahead.start(keyUrl(path), () => ask(path).then((answer) => (answer.type === "OK" ? answer : Promise.reject(answer))));
    },
    render(cmsPath: string, query: URLSearchParams, signal: AbortSignal): Answer {
      const path = pathOf(cmsPath, query);
      if (LIST_PATHS.has(path)) return list(path);
      return ahead.take({ url: keyUrl(path) })?.catch(() => ask(path, signal)) ?? ask(path, signal);
    },
  };
}

/** The store keys by a URL's path and query; the origin is none of its business. */
const keyUrl = (path: string) => `http://same.origin${path}`;

function pathOf(cmsPath: string, query: URLSearchParams): string {
  const qs = query.toString();
  return qs ? `${cmsPath}?${qs}` : cmsPath;
}
