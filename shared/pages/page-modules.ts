/**
 * The page components that are heavy or need a library (swiper) as modules of their own: in the
 * browser each is a chunk of its own (esbuild splitting), loaded before hydration for the first
 * page and by the loader before a client navigation shows it, so rendering never suspends. The
 * server loads them all once at start. The file names let the build map a view kind to the chunks
 * the server preloads (`<link rel="modulepreload">`).
 */
import { lazy, type ComponentType } from "react";
import type { Lang } from "../i18n/lang";
import type { PageView } from "../routes/page-data";

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
} satisfies { [K in PageView["kind"]]?: () => Promise<PageComponent<K>> };

export type SplitKind = keyof typeof LOADERS;

/** The module file of each split page, as the build's metafile names it. */
export const PAGE_FILES: Record<SplitKind, string> = {
  home: "shared/pages/HomePage.tsx",
  calendar: "shared/pages/CalendarPage.tsx",
  search: "shared/pages/SearchPage.tsx",
  show: "shared/pages/ShowPage.tsx",
  content: "shared/pages/ContentPage.tsx",
  list: "shared/pages/ListPage.tsx",
  premiereCancel: "shared/pages/PremiereCancelPage.tsx",
};

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

export function preloadAllPages(): Promise<void> {
  return Promise.all([...Object.keys(LOADERS).map(preloadPage), ...(Object.keys(PARTS) as PartName[]).map(loadPart)]).then(() => undefined);
}

/**
 * Parts of a page that are modules of their own too, so pages that do not show them do not load
 * them: the content page's header slider (swiper and its React binding) and the contact, donation
 * and event forms (zod and every form's definition). Same rule as the pages: loaded before the page
 * renders (before hydrating, in the loader), never suspending in practice.
 */
const PARTS = {
  pageSlider: {
    file: "shared/components/blocks/PageImageSlider.tsx",
    load: () => import("../components/blocks/PageImageSlider").then((m) => m.PageImageSlider),
    /** One header image or more. */
    needed: (view: PageView) => view.kind === "content" && (view.blocks?.slides.length ?? 0) > 0,
  },
  serviceForm: {
    file: "shared/components/forms/ServiceForm.tsx",
    load: () => import("../components/forms/ServiceForm").then((m) => m.ServiceForm),
    /** A form other than the newsletter's, in the main column or the sidebar. */
    needed: (view: PageView) => view.kind === "content" && [view.forms?.main, view.forms?.sidebar].some((f) => f !== undefined && f.id !== "newsletter"),
  },
} as const;

export type PartName = keyof typeof PARTS;
type PartComponent<P extends PartName> = Awaited<ReturnType<(typeof PARTS)[P]["load"]>>;

/** The module file of each part, as the build's metafile names it. */
export const PART_FILES = Object.fromEntries(Object.entries(PARTS).map(([name, part]) => [name, part.file])) as Record<PartName, string>;

const parts: { [P in PartName]?: PartComponent<P> } = {};
const partsPending = new Map<PartName, Promise<void>>();

function loadPart(name: PartName): Promise<void> {
  let p = partsPending.get(name);
  if (!p) {
    p = PARTS[name].load().then((component) => {
      (parts as Record<PartName, unknown>)[name] = component;
    });
    partsPending.set(name, p);
  }
  return p;
}

/** The parts a view shows. */
export function partsOf(view: PageView): PartName[] {
  return (Object.keys(PARTS) as PartName[]).filter((name) => PARTS[name].needed(view));
}

/** Whether a view shows the content page's header slider. */
export function needsPageSlider(view: PageView): boolean {
  return PARTS.pageSlider.needed(view);
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

/** Suspending stand-ins for parts, only for a page that was somehow not preloaded. */
const partFallbacks = Object.fromEntries(
  (Object.keys(PARTS) as PartName[]).map((name) => [name, lazy(() => loadPart(name).then(() => ({ default: parts[name] as ComponentType<any> })))]),
) as unknown as { [P in PartName]: PartComponent<P> };

export function partComponent<P extends PartName>(name: P): PartComponent<P> {
  return (parts[name] as PartComponent<P> | undefined) ?? partFallbacks[name];
}

/** Suspending stand-ins, only for a page that was somehow not preloaded (PageView wraps them in Suspense). */
const fallbacks = Object.fromEntries(
  // Each lazy takes its own kind's props, which this loop cannot name.
  Object.entries(LOADERS).map(([kind, load]) => [kind, lazy(() => (load as () => Promise<ComponentType<any>>)().then((component) => ({ default: component })))]),
) as unknown as { [K in SplitKind]: PageComponent<K> };

export function pageComponent<K extends SplitKind>(kind: K): PageComponent<K> {
  return (loaded[kind] as PageComponent<K> | undefined) ?? fallbacks[kind];
}
