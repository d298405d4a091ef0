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

/** How long a proxied answer may take before the page shows its error. */
export const TIMEOUT_MS = 15_000;
/**
 * The production list (~70 KB gzip, ~650 KB of JSON to decode) is kept this long: a visitor going
 * from page to page gets it once, and the server keeps it about as long (s-maxage 59).
 */
const LIST_KEEP_MS = 30_000;
/** A page's own answer asked ahead is taken by its loader once, if this fresh (a prefetch keeps it 30 s: client/prefetches.ts). */
const AHEAD_KEEP_MS = 30_000;
/** Routes whose page reads the production list beside its own answer: the home page's calendar, a show's related shows, the calendar. */
const READS_PROGRAMME: ReadonlySet<RouteId> = new Set(["home", "show", "calendar"]);
const LIST_PATHS: ReadonlySet<string> = new Set(Object.values(CMS_LIST_PATHS.calendar!));

type Answer = Promise<FetchResult<RenderResponse>>;

export function renderAnswers() {
  const kept = new Map<string, { at: number; answer: Answer; once: boolean }>();

  const ask = async (path: string, signal?: AbortSignal): Answer => {
    const url = `/api/render${path}`;
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    const response = fetch(url, { headers: { accept: "application/json" }, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    // Handled where it is decoded; until then a failure is no unhandled rejection.
    response.catch(() => undefined);
    const [{ fetchDecoded }, { RenderResponse }] = await Promise.all([import("../shared/contract/result"), import("../shared/contract/render")]);
    return fetchDecoded(url, RenderResponse, { fetchImpl: () => response });
  };

  /** An answer asked without a navigation's signal, so it outlives the navigation that asked (its result is then only ignored). */
  const keep = (path: string, once: boolean): Answer => {
    const known = kept.get(path);
    if (known && Date.now() - known.at < (once ? AHEAD_KEEP_MS : LIST_KEEP_MS)) return known.answer;
    for (const [key, entry] of kept) if (Date.now() - entry.at >= LIST_KEEP_MS) kept.delete(key);
    const entry = { at: Date.now(), answer: ask(path), once };
    kept.set(path, entry);
    // A failed answer is not kept: the next page asks again.
    const forget = () => kept.get(path) === entry && kept.delete(path);
    entry.answer.then((answer) => answer.type !== "OK" && forget(), forget);
    return entry.answer;
  };

  return {
    /** As a navigation's loader starts: its page's first answer, and the production list where the page reads it. */
    anticipate(routeId: RouteId | null, url: URL): void {
      if (routeId && READS_PROGRAMME.has(routeId)) keep(CMS_LIST_PATHS.calendar![langOfPath(url.pathname)], false).catch(() => undefined);
      if (!startsWithPlainRender(routeId)) return;
      const { cmsPath, query } = firstRenderRequest(routeId, url);
      const path = pathOf(cmsPath, query);
      if (!LIST_PATHS.has(path)) keep(path, true).catch(() => undefined);
    },
    render(cmsPath: string, query: URLSearchParams, signal: AbortSignal): Answer {
      const path = pathOf(cmsPath, query);
      if (LIST_PATHS.has(path)) return keep(path, false);
      const ahead = kept.get(path);
      if (ahead?.once && Date.now() - ahead.at < AHEAD_KEEP_MS) {
        kept.delete(path);
        return ahead.answer;
      }
      return ask(path, signal);
    },
  };
}

function pathOf(cmsPath: string, query: URLSearchParams): string {
  const qs = query.toString();
  return qs ? `${cmsPath}?${qs}` : cmsPath;
}
