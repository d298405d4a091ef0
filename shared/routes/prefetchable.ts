/**
 * Pages a visitor's browser may fetch before the visitor asks for them (docs/decisions/rendering.md,
 * "The next page is already there"): the CMS's pages, which are the same for everyone and stored.
 * Never a confirmation (it spends its token), the cancel form, or the search (a query per keystroke
 * of no use); the redirect resolver's unknown paths are left out too.
 */
import { ROUTES, type RouteId } from "../paths/table";

const PREFETCHABLE: readonly RouteId[] = ["home", "calendar", "show", "page", "newsitem", "news"];

/** Whether a route of the router (`<id>-<lang>`, shared/routes/routes.tsx) may be prefetched. */
export function isPrefetchableRoute(routeId: string): boolean {
  return (PREFETCHABLE as readonly string[]).includes(routeId.replace(/-(nl|en)$/, ""));
}

/** Their paths, in react-router syntax, which URL patterns (speculation rules) read alike. */
export function prefetchablePaths(): string[] {
  return ROUTES.filter((route) => PREFETCHABLE.includes(route.id)).flatMap((route) => [route.paths.nl, route.paths.en].filter((p): p is string => p !== null));
}
