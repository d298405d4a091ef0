/**
 * The react-router route objects built from the route table, shared by server and browser. Each
 * side passes how a loader finds its PageSource (server: the request context; browser: the proxies).
 */
import { useLoaderData, type RouteObject } from "react-router";
import { Root, RootErrorBoundary } from "../components/Root";
import { PageView } from "../pages/PageView";
import type { PageData } from "../view/page-data";
import type { PageSource } from "../paths/source";
import { ROUTES, type RouteId } from "../paths/table";
import { loadOnce } from "../components/load-once";

/** Imported once: under tsx (the benches, the tests) each `import()` asked its loader thread again, ~0.6 ms of a cold page. */
const loadersModule = loadOnce(() => import("./loaders"));

/**
 * `prepare` runs after a loader, before its page renders: the browser loads the page's module
 * there, so a navigation never shows a suspended page. `anticipate` runs as a loader starts: the
 * browser loads there what the route will most likely need, beside its data. `prefetched` hands a
 * loader what the browser already loaded for its URL on the visitor's intent (client/intent-prefetch.ts).
 */
export function createRoutes(
  sourceFor: (context: unknown) => PageSource | Promise<PageSource>,
  prepare?: (view: PageData["view"]) => Promise<unknown>,
  prefetched?: (request: Request) => Promise<unknown> | undefined,
  anticipate?: (routeId: RouteId | null, request: Request) => void,
): RouteObject[] {
  const load = (routeId: RouteId | null, request: Request, context: unknown) => prefetched?.(request) ?? loadNow(routeId, request, context);
  const loadNow = async (routeId: RouteId | null, request: Request, context: unknown) => {
    // Imported when a loader runs: the browser hydrates from embedded data without running loaders,
    // so the view mappers and the contract schemas (zod) load with the first client navigation,
    // not with the page (docs/decisions/rendering.md, "Client bundle").
    anticipate?.(routeId, request);
    const [{ loadRoute }, source] = await Promise.all([loadersModule(), sourceFor(context)]);
    const result = await loadRoute(routeId, request, source);
    if (prepare && !(result instanceof Response) && "view" in result) await prepare(result.view);
    return result;
  };
  const pages: RouteObject[] = ROUTES.flatMap((entry) =>
    (["nl", "en"] as const).flatMap((lang) => {
      const path = entry.paths[lang];
      if (!path) return [];
      return [{ id: `${entry.id}-${lang}`, path, loader: ({ request, context }) => load(entry.id, request, context), Component: PageRoute }];
    }),
  );
  const resolver: RouteObject = { id: "resolver", path: "*", loader: ({ request, context }) => load(null, request, context), Component: PageRoute };
  return [{ id: "root", Component: Root, ErrorBoundary: RootErrorBoundary, children: [...pages, resolver] }];
}

function PageRoute() {
  return <PageView page={useLoaderData() as PageData} />;
}

