/**
 * The data router, made when the first navigation needs it (issue 22 point 3). A page hydrates
 * from the data the server embedded and runs no loader, so until the visitor heads somewhere the
 * router's navigation machinery is ~17 KB of gzipped code the page would load and evaluate for
 * nothing. This stand-in gives `RouterProvider` and the hooks the router's state as it would be
 * right after hydration (location, matches, loader data, idle navigation) and, from the first
 * intent or navigation on, hands everything to the real router (`createBrowserRouter`, loaded
 * then) on the same hydration data, so the tree is never remounted.
 *
 * What of the router's interface is read before it exists: `state`, `subscribe`, `routes`,
 * `manifest`, `basename`, `future`, `window`, and the history's `createHref`, `createURL` and
 * `encodeLocation` (RouterProvider, useRoutes, Form). Everything else waits for the real one.
 */
import {
  IDLE_NAVIGATION,
  matchRoutes,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type DataRouteMatch,
  type DataRouteObject,
  type DataRouter,
  type HydrationState,
  type Location,
  type RouteObject,
  type RouterNavigateOptions,
  type To,
} from "react-router";

type Listener = Parameters<DataRouter["subscribe"]>[0];

export interface DeferredRouter {
  /** What `RouterProvider` takes. */
  router: DataRouter;
  /** Loads and makes the real router (once); everything the stand-in was asked for goes on to it. */
  ready(): Promise<DataRouter>;
}

/** The route objects as the router keeps them: ids given, components made elements (createRouter's conversion). */
export function dataRoutes(routes: RouteObject[], manifest: Record<string, DataRouteObject>): DataRouteObject[] {
  return routes.map((route) => {
    const converted = { ...route, ...mapRouteProperties(route), children: undefined } as DataRouteObject;
    if (route.children) converted.children = dataRoutes(route.children, manifest);
    manifest[route.id!] = converted;
    return converted;
  });
}

/**
 * The hydrated page's matches, as `matchRoutes` gives them. Matching every route flattens, ranks and
 * compiles all 23 of them: 2–11 ms at 1× in this machine's Chromium (median ~4 ms, ~10 ms at 4× CPU
 * slowdown) on every page load. The server matched already, and its loader data names the route it
 * chose, so only that route's branch is matched (the same function, on one child of the root); the
 * whole table where none is named (an error page) or the address no longer fits it.
 */
export function hydratedMatches(converted: DataRouteObject[], manifest: Record<string, DataRouteObject>, location: Location, loaderData: Record<string, unknown>): DataRouteMatch[] {
  const root = converted[0];
  const leaf = manifest[Object.keys(loaderData).at(-1) ?? ""];
  const branch = root?.children?.includes(leaf!) ? matchRoutes([{ ...root, children: [leaf!] }], location) : null;
  return (branch?.map((match) => ({ ...match, route: manifest[match.route.id]! })) ?? matchRoutes(converted, location)) || [];
}

type MakeRouter = (routes: RouteObject[], hydrationData: HydrationState) => DataRouter;

export function deferRouter(routes: RouteObject[], hydrationData: HydrationState, load: () => Promise<MakeRouter>): DeferredRouter {
  const history = createBrowserHistory();
  const manifest: Record<string, DataRouteObject> = {};
  const converted = dataRoutes(routes, manifest);
  const initial: DataRouter["state"] = {
    historyAction: history.action,
    location: history.location,
    matches: hydratedMatches(converted, manifest, history.location, hydrationData.loaderData ?? {}),
    initialized: true,
    renderFallback: false,
    navigation: IDLE_NAVIGATION,
    restoreScrollPosition: false,
    preventScrollReset: false,
    revalidation: "idle",
    loaderData: hydrationData.loaderData ?? {},
    actionData: hydrationData.actionData ?? null,
    errors: hydrationData.errors ?? null,
    fetchers: new Map(),
    blockers: new Map(),
  };
  let real: DataRouter | undefined;
  let making: Promise<DataRouter> | undefined;
  // RouterProvider's subscription, moved to the real router once it exists.
  const listeners = new Map<Listener, () => void>();

  const hydratedUrl = history.createHref(initial.location);
  const ready = () =>
    (making ??= load().then(
      (makeRouter) => {
        const made = madeAt(hydratedUrl, () => makeRouter(routes, hydrationData));
        real = made;
        removeEventListener("popstate", onPopState);
        for (const listener of listeners.keys()) listeners.set(listener, made.subscribe(listener));
        return made;
      },
      (error: unknown) => {
        // A chunk that failed to load (offline a moment, a deploy meanwhile) is asked for again next time.
        making = undefined;
        throw error;
      },
    ));
  // Back or Forward to an entry another document of this tab pushed (the visitor reloaded after a
  // client navigation) changes the address before there is a router to follow it.
  const onPopState = () => void ready().catch(() => location.reload());
  addEventListener("popstate", onPopState);
  const later =
    (name: "fetch" | "revalidate") =>
    (...args: unknown[]) =>
      ready().then((made) => (made[name] as (...a: unknown[]) => unknown)(...args));
  // Without its router a link still goes where it points: by loading the page.
  const navigate = (to: To | number, opts?: RouterNavigateOptions) =>
    ready().then(
      (made) => (typeof to === "number" ? made.navigate(to) : made.navigate(to, opts)),
      () => (typeof to === "number" ? window.history.go(to) : location.assign(typeof to === "string" ? to : history.createHref(to))),
    );

  const stand = {
    get state() {
      return real?.state ?? initial;
    },
    get routes() {
      return real?.routes ?? converted;
    },
    get manifest() {
      return real?.manifest ?? manifest;
    },
    basename: "/",
    future: {},
    window,
    subscribe(listener: Listener) {
      listeners.set(listener, real?.subscribe(listener) ?? (() => {}));
      return () => {
        listeners.get(listener)?.();
        listeners.delete(listener);
      };
    },
    createHref: history.createHref,
    createURL: history.createURL,
    encodeLocation: history.encodeLocation,
    navigate,
    fetch: later("fetch"),
    revalidate: later("revalidate"),
  };
  return { router: stand as unknown as DataRouter, ready };
}

/**
 * Makes the router on the page it hydrates. The router reads the address as it starts and takes the
 * hydration data for that page's; when the address has moved on meanwhile (the popstate above), it
 * starts where the data belongs, then goes where the address is, as it would have for that popstate.
 */
function madeAt(hydratedUrl: string, make: () => DataRouter): DataRouter {
  const now = location.pathname + location.search + location.hash;
  const hydrated = new URL(hydratedUrl, location.href);
  if (hydrated.pathname + hydrated.search === location.pathname + location.search) return make();
  const state: unknown = window.history.state;
  window.history.replaceState(state, "", hydratedUrl);
  const made = make();
  window.history.replaceState(window.history.state, "", now);
  void made.navigate(now, { replace: true });
  return made;
}
