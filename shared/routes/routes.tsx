/**
 * The react-router route objects built from the route table, shared by server and browser. Each
 * side passes how a loader finds its PageSource (server: the request context; browser: the proxies).
 */
import { useLoaderData, type RouteObject } from "react-router";
import { Root, RootErrorBoundary } from "../components/Root";
import { PageView } from "../pages/PageView";
import { loadRoute } from "./loaders";
import type { PageData } from "./page-data";
import type { PageSource } from "./source";
import { ROUTES } from "./table";

export function createRoutes(sourceFor: (context: unknown) => PageSource): RouteObject[] {
  const pages: RouteObject[] = ROUTES.flatMap((entry) =>
    (["nl", "en"] as const).flatMap((lang) => {
      const path = entry.paths[lang];
      if (!path) return [];
      return [{ id: `${entry.id}-${lang}`, path, loader: ({ request, context }) => loadRoute(entry.id, request, sourceFor(context)), Component: PageRoute }];
    }),
  );
  const resolver: RouteObject = { id: "resolver", path: "*", loader: ({ request, context }) => loadRoute(null, request, sourceFor(context)), Component: PageRoute };
  return [{ id: "root", Component: Root, ErrorBoundary: RootErrorBoundary, children: [...pages, resolver] }];
}

function PageRoute() {
  return <PageView page={useLoaderData() as PageData} />;
}

