/**
 * The router's prefetch on intent (docs/decisions/rendering.md, "The next page is already there"):
 * when a visitor hovers (briefly), touches or focuses a link to a page that may be prefetched, its
 * route's loader runs at once — data through the proxies, the page's module and stylesheet — and
 * the navigation that follows takes that result instead of starting over (client/prefetches.ts).
 * A chunk of its own, loaded after hydration: nothing before that needs it.
 */
import { matchRoutes, type LoaderFunction, type RouteObject } from "react-router";
import { opensHere } from "../shared/components/AppLink";
import { isPrefetchableRoute } from "../shared/routes/prefetchable";
import type { PrefetchStore } from "./prefetches";

/** A pointer passing over a link on its way elsewhere is no intent. */
const HOVER_MS = 80;

/** The link's URL when following it would be a client navigation to a prefetchable page other than this one. */
function prefetchTarget(target: EventTarget | null, routes: RouteObject[]): { url: URL; loader: LoaderFunction; params: Record<string, string | undefined>; pattern: string } | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>("a[href]") : null;
  if (!link || !opensHere(link)) return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || url.pathname + url.search === location.pathname + location.search) return null;
  const leaf = matchRoutes(routes, url.pathname)?.at(-1);
  if (!leaf?.route.id || !isPrefetchableRoute(leaf.route.id) || typeof leaf.route.loader !== "function") return null;
  return { url, loader: leaf.route.loader, params: leaf.params, pattern: leaf.route.path ?? "" };
}

/** Listens for intent on the whole document; the speculation rules, for navigations before this, are removed. */
export function prefetchOnIntent(routes: RouteObject[], prefetches: PrefetchStore): void {
  document.querySelector('script[type="speculationrules"]')?.remove();
  const prefetch = (target: EventTarget | null) => {
    const found = prefetchTarget(target, routes);
    if (!found) return;
    const { url, loader, params, pattern } = found;
    prefetches.start(url, async () => loader({ request: new Request(url), url, params, pattern, context: undefined }));
  };
  let hover: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener("pointerover", (event) => {
    clearTimeout(hover);
    if (event.pointerType === "mouse") hover = setTimeout(() => prefetch(event.target), HOVER_MS);
  });
  document.addEventListener("pointerout", () => clearTimeout(hover));
  // A press is intent enough (its focus prefetches at once); the hover's prefetch, due after the
  // click took that result, would load the page a second time.
  document.addEventListener("pointerdown", () => clearTimeout(hover));
  document.addEventListener("touchstart", (event) => prefetch(event.target), { passive: true });
  document.addEventListener("focusin", (event) => prefetch(event.target));
}
