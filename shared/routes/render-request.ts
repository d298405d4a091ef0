/**
 * The render API request a route's page starts with (spec 3 §2, before any retry): its CMS path and
 * query. The loaders ask it (loaders.ts), and the browser asks the same as a navigation starts,
 * beside the navigation's code (client/browser-source.ts), so the two must never differ.
 */
import { langOfPath } from "../i18n/lang";
import { allowedRenderQuery } from "../paths/source";
import { CMS_LIST_PATHS, type RouteId } from "../paths/table";
import { pageParams, PERSONAL_ROUTES } from "./page-query";

/** Routes whose CMS query is made from their parameters by the view's own rule (the news list's p and tag): the loaders give each its rule. */
export const CUSTOM_QUERY_ROUTES = ["news"] as const satisfies readonly RouteId[];
export type CustomQueryRoute = (typeof CUSTOM_QUERY_ROUTES)[number];
export type CustomQuery = (params: URLSearchParams) => URLSearchParams;

export function firstRenderRequest(routeId: RouteId | null, url: URL, custom?: CustomQuery): { cmsPath: string; query: URLSearchParams } {
  const cmsPath = (routeId && CMS_LIST_PATHS[routeId]?.[langOfPath(url.pathname)]) || url.pathname;
  const query = (routeId && custom?.(pageParams(routeId, url.searchParams))) || url.searchParams;
  return { cmsPath, query: allowedRenderQuery(cmsPath, query) };
}

/** Whether a route's loader starts with `firstRenderRequest` without a custom query (personal pages ask their services first). */
export function startsWithPlainRender(routeId: RouteId | null): boolean {
  return routeId === null || (!(CUSTOM_QUERY_ROUTES as readonly RouteId[]).includes(routeId) && !PERSONAL_ROUTES.includes(routeId));
}
