/**
 * Browser entry: read the data the server rendered from, hydrate the same routes with it, and take
 * over navigation (loaders then fetch through the same-origin proxies).
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProvider } from "../shared/components/app-context";
import { NavigateContext, type Navigate } from "../shared/components/AppLink";
import { loadOnce } from "../shared/components/load-once";
import { nextTask } from "../shared/components/next-task";
import { APP_DATA_ID, type AppData } from "../shared/routes/app-data";
import { LIKELY_KIND, preloadPage, preloadView } from "../shared/pages/page-modules";
import type { PageData } from "../shared/view/page-data";
import type { RouteId } from "../shared/paths/table";
import { createRoutes } from "../shared/routes/routes";
import { SITES } from "../shared/site";
import { PageChangeContext } from "../shared/components/page-change";
import { setStylesApplied } from "../shared/components/styles-applied";
import { applyDeferredStyles, applyFullStyles, loadFullStyles } from "./deferred-styles";
import { deferRouter } from "./deferred-router";
import type { NavigationKit } from "./navigation";
import { createPrefetches } from "./prefetches";

async function start(): Promise<void> {
  setStylesApplied(applyDeferredStyles());
  const dataElement = document.getElementById(APP_DATA_ID);
  const root = document.getElementById("root");
  if (!dataElement?.textContent || !root) return;
  const appData = JSON.parse(dataElement.textContent) as AppData;
  const site = SITES[appData.config.site];
  const errors = appData.hydration.errors
    ? Object.fromEntries(Object.entries(appData.hydration.errors).map(([id, e]) => [id, new Error(e.message)]))
    : null;
  // The first page's module before hydrating, so the tree React hydrates is the one the server sent.
  const leaf = Object.entries(appData.hydration.loaderData).filter(([id]) => id !== "root").at(-1)?.[1] as PageData | undefined;
  if (leaf?.view) await preloadView(leaf.view);
  // The page's module is evaluated in the task this continues: the router's set-up below takes one
  // of its own (together 14–20 ms at 1× in Lighthouse traces, ~10 of it here: one long task at 4×).
  await nextTask();
  const prefetches = createPrefetches();
  // Client navigation's own code (the proxies' source, what a navigation asks for ahead), loaded once hydrated.
  const navigation: () => Promise<NavigationKit> = loadOnce(() => import("./navigation").then((m) => m.navigationKit(site, appData.config)));
  // A navigation (or its prefetch) starts on the full stylesheets, its modules, its first answers
  // and the router's own code beside its data, and shows its page once they and the modules its data
  // names are there (a failed module shows there, as the navigation's error).
  const anticipate = (routeId: RouteId | null, request: Request) => {
    void loadFullStyles();
    const likely = LIKELY_KIND[routeId!];
    void navigation().then((n) => n.anticipate(routeId, new URL(request.url), likely), () => undefined);
    preloadPage(likely ?? "").catch(() => undefined);
    void deferred.ready().catch(() => undefined);
  };
  const prepare = (view: PageData["view"]) => {
    void navigation().then((n) => n.prepare(view), () => undefined);
    return Promise.all([loadFullStyles(), preloadView(view)]);
  };
  const routes = createRoutes(() => navigation().then((n) => n.source), prepare, (request) => prefetches.take(request), anticipate);
  const deferred = deferRouter(routes, { loaderData: appData.hydration.loaderData, errors }, () => import("./data-router").then((m) => m.makeRouter));
  const navigate: Navigate = (to, opts) => void deferred.router.navigate(to, opts);
  // Setting up and starting hydration were one task of 120 ms on a 4× slowed phone (when the data
  // router was made here): two tasks instead, so a tap in between is handled.
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of running as
  // one long task (a big page blocked the main thread for most of a second on a slow phone); input
  // on a part not yet hydrated still hydrates that part first.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider value={{ site, config: appData.config }}>
          <NavigateContext.Provider value={navigate}>
            <PageChangeContext.Provider value={applyFullStyles}>
              <RouterProvider router={deferred.router} />
            </PageChangeContext.Provider>
          </NavigateContext.Provider>
        </AppProvider>
      </StrictMode>,
    );
  });
  void navigation().catch((err: unknown) => console.warn("navigation: not loaded", err));
  import("./intent-prefetch").then((m) => m.prefetchOnIntent(routes, prefetches)).catch((err: unknown) => console.warn("prefetch: not started", err));
  // Page-view beacons load as a chunk of their own after hydration, and only where a host is set;
  // views noticed before it arrives wait for it (shared/analytics/notices.ts).
  const { analyticsHost } = appData.config;
  if (analyticsHost) {
    import("./analytics/start").then((m) => m.startAnalytics(analyticsHost)).catch((err: unknown) => console.warn("analytics: not started", err));
  }
}

void start();
