/**
 * The real data router: a chunk of its own, loaded by client/deferred-router.ts once a navigation
 * is near (a link's intent) or asked for.
 */
import { createBrowserRouter, type HydrationState, type RouteObject } from "react-router";

export function makeRouter(routes: RouteObject[], hydrationData: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
