/**
 * The page components that are heavy or need a library (swiper) as modules of their own: in the
 * browser each is a chunk of its own (esbuild splitting), loaded before hydration for the first
 * page and by the loader before a client navigation shows it, so rendering never suspends. The
 * server loads them all once at start. Their file names are in module-files.ts.
 */
import { lazy, type ComponentType } from "react";
import type { Lang } from "../i18n/lang";
import type { PageView } from "../view/page-data";
import type { RouteId } from "../paths/table";
import { loadPart, needsPageSlider, partsOf, PARTS, type PartName } from "./page-parts";

type ViewOf<K extends PageView["kind"]> = Extract<PageView, { kind: K }>;
type PageComponent<K extends PageView["kind"]> = ComponentType<{ view: ViewOf<K>; lang: Lang }>;

const LOADERS = {
  home: () => import("./HomePage").then((m) => m.HomePage),
  calendar: () => import("./CalendarPage").then((m) => m.CalendarPage),
  search: () => import("./SearchPage").then((m) => m.SearchPage),
  show: () => import("./ShowPage").then((m) => m.ShowPage),
  content: () => import("./ContentPage").then((m) => m.ContentPage),
  list: () => import("./ListPage").then((m) => m.ListPage),
  // A form page (zod validates it): split so zod stays out of every other page's first load.
  premiereCancel: () => import("./PremiereCancelPage").then((m) => m.PremiereCancelPage),
  // Its texts (every confirmation's outcome in both languages) are only needed on this one page.
  confirmation: () => import("./ConfirmationPage").then((m) => m.ConfirmationPage),
} satisfies { [K in PageView["kind"]]?: () => Promise<PageComponent<K>> };

export type SplitKind = keyof typeof LOADERS;

const loaded: { [K in SplitKind]?: PageComponent<K> } = {};
const pending = new Map<SplitKind, Promise<void>>();

export function isSplitKind(kind: string): kind is SplitKind {
  return kind in LOADERS;
}

export function preloadPage(kind: string): Promise<void> {
  if (!isSplitKind(kind) || loaded[kind]) return Promise.resolve();
  let p = pending.get(kind);
  if (!p) {
    p = LOADERS[kind]().then((component) => {
      (loaded as Record<SplitKind, unknown>)[kind] = component;
    });
    pending.set(kind, p);
  }
  return p;
}

/** The page a route most likely shows (a show's address may yet be a message page): its module can load beside the route's data. */
export const LIKELY_KIND: Partial<Record<RouteId, SplitKind>> = { home: "home", calendar: "calendar", search: "search", show: "show", page: "content", newsitem: "content", news: "list" };

export function preloadAllPages(): Promise<void> {
  return Promise.all([...Object.keys(LOADERS).map(preloadPage), ...(Object.keys(PARTS) as PartName[]).map(loadPart)]).then(() => undefined);
}

/** Pages that show a swiper slider, so they need swiper's stylesheet (client/styles/slider.css). */
export function usesSwiper(view: PageView): boolean {
  return view.kind === "home" || view.kind === "show" || needsPageSlider(view);
}

/** The page's module and the parts its view needs: before hydrating, and in the loader before a navigation renders. */
export function preloadView(view: PageView): Promise<void> {
  return Promise.all([
    preloadPage(view.kind),
    ...partsOf(view).map(loadPart),
    usesSwiper(view) ? loadSliderStyles() : undefined,
  ]).then(() => undefined);
}

/**
 * Browser only: links swiper's stylesheet before the main one (whose `data-slider-css` names it,
 * server/render/document.ts) and waits for it, unless the server or an earlier navigation did.
 */
function loadSliderStyles(): Promise<void> | undefined {
  if (typeof document === "undefined" || document.querySelector("link[data-slider]")) return undefined;
  const main = document.querySelector<HTMLLinkElement>("link[data-slider-css]");
  const href = main?.dataset.sliderCss;
  if (!main || !href) return undefined;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.dataset.slider = "";
  const loaded = new Promise<void>((resolve) => {
    // A failed stylesheet leaves the slider unstyled, not the navigation stuck.
    link.onload = link.onerror = () => resolve();
  });
  main.before(link);
  return loaded;
}

/** Suspending stand-ins, only for a page that was somehow not preloaded (PageView wraps them in Suspense). */
const fallbacks = Object.fromEntries(
  // Each lazy takes its own kind's props, which this loop cannot name.
  Object.entries(LOADERS).map(([kind, load]) => [kind, lazy(() => (load as () => Promise<ComponentType<any>>)().then((component) => ({ default: component })))]),
) as unknown as { [K in SplitKind]: PageComponent<K> };

export function pageComponent<K extends SplitKind>(kind: K): PageComponent<K> {
  return (loaded[kind] as PageComponent<K> | undefined) ?? fallbacks[kind];
}
