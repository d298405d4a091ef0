/**
 * The query parameters that change the server's HTML, per route (issue 28 §3): one list for the
 * output cache's key (server/render/page-output.ts), the CMS query of a list page (loaders read a
 * route's parameters through `pageParams`) and the front cache's key (deploy/varnish/query-keys.ts
 * writes it into the VCL). Any other parameter (tracking, a referral, `?zz=1`) gives the same page.
 *
 * One exception, spec 2 §8 and spec 3 §2: a path the CMS does not know is looked up again with its
 * full query (an old address such as `/index.php?id=5` may redirect). So only a page that was found
 * (200) may be shared across unread parameters; a 404 or redirect made for a request with unread
 * parameters is that address's alone (`hasUnreadParams`).
 */
import { ROUTES, routedPath, type RouteId } from "../paths/table";

/** Parameters a route's page reads on the server, in key order. Routes not named read none. */
export const PAGE_PARAMS: Partial<Record<RouteId, readonly string[]>> = {
  calendar: ["q"],
  search: ["q"],
  news: ["p", "q", "tag"],
};

/**
 * Read on every page: a presale code makes the page its visitor's own; `rsvp` (an invitation's
 * "no" link, spec 3 §5) sets the premiere form's default, and that form may be on any content page.
 */
export const EVERY_PAGE_PARAMS: readonly string[] = ["presale", "rsvp"];

/** One visitor's pages (a mail token, a cancel reference): every parameter counts. */
export const PERSONAL_ROUTES: readonly RouteId[] = ["confirm", "premiereConfirm", "panelConfirm", "cultuurbankConfirm", "premiereCancel"];

/** Fixed-path routes (no `:param`) by routed path, each with the table's own spelling of it. */
const FIXED_ROUTES = new Map(
  ROUTES.flatMap(({ id, paths }) =>
    [paths.nl, paths.en].filter((path): path is string => !!path && !path.includes(":")).map((path) => [routedPath(path), { id, path }] as const),
  ),
);

/**
 * The fixed route a path names, however spelt ("/Agenda/" is the calendar, "/agenda"), or undefined:
 * its `path` is the address a crawler should know it by, the others sent there with a 301.
 */
export function fixedRoute(pathname: string): { id: RouteId; path: string } | undefined {
  return FIXED_ROUTES.get(routedPath(pathname));
}

/** The parameters that count for a path: its route's and every page's, or "all" for a personal page. */
export function countedParams(pathname: string): readonly string[] | "all" {
  // Fixed-path routes are the only ones with parameters of their own.
  const routeId = fixedRoute(pathname)?.id;
  if (routeId && PERSONAL_ROUTES.includes(routeId)) return "all";
  return [...EVERY_PAGE_PARAMS, ...((routeId && PAGE_PARAMS[routeId]) ?? [])];
}

/** The parameters of `params` a route reads, every other one dropped: what its loader sees. */
export function pageParams(routeId: RouteId, params: URLSearchParams): URLSearchParams {
  const read = PAGE_PARAMS[routeId] ?? [];
  return new URLSearchParams([...params].filter(([k]) => read.includes(k)));
}

/** The counted parameters of a URL, sorted by name and then value: the query part of a cache key. */
export function keyQuery(url: URL): string {
  const counted = countedParams(url.pathname);
  const kept = [...url.searchParams].filter(([k]) => counted === "all" || counted.includes(k));
  kept.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  return new URLSearchParams(kept).toString();
}

/** Whether the URL carries parameters its page does not read (see the module's note on 404s). */
export function hasUnreadParams(url: URL): boolean {
  const counted = countedParams(url.pathname);
  return counted !== "all" && [...url.searchParams.keys()].some((k) => !counted.includes(k));
}
