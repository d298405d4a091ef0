/**
 * The page parts that are split modules, beside page-modules.ts rather than in it: that module
 * imports the pages, so a page that shows a part (ContentPage) imports this one without a circle.
 */
import { lazy, type ComponentType } from "react";
import type { PageView } from "../view/page-data";

/**
 * Parts of a page that are modules of their own too, so pages that do not show them do not load
 * them: the content page's header slider (swiper and its React binding), the contact, donation
 * and event forms (zod and every form's definition), the premiere cancel form, the newsletter
 * form and the cookie page's chooser. Same rule as the pages: loaded before the page renders (before hydrating, in the loader),
 * never suspending in practice.
 */
export const PARTS = {
  pageSlider: {
    load: () => import("../components/blocks/PageImageSlider").then((m) => m.PageImageSlider),
    /** One header image or more. */
    needed: (view: PageView) => view.kind === "content" && (view.blocks?.slides.length ?? 0) > 0,
  },
  serviceForm: {
    load: () => import("../components/forms/ServiceForm").then((m) => m.ServiceForm),
    /**
     * A form other than the newsletter's, in the main column or the sidebar: an island
     * (shared/components/Island.tsx), never loaded before the page; a client navigation fetches it
     * beside the page's parts, as its island shows at once when there is no server HTML to keep.
     */
    island: (view: PageView) => view.kind === "content" && [view.forms?.main, view.forms?.sidebar].some((f) => f !== undefined && f.id !== "newsletter"),
  },
  premiereCancelForm: {
    load: () => import("../components/forms/PremiereCancelForm").then((m) => m.PremiereCancelForm),
    /** The premiere cancel page's form, when its ref decoded: an island, as the content pages' forms are. */
    island: (view: PageView) => view.kind === "premiereCancel" && view.ref !== null,
  },
  newsletterForm: {
    load: () => import("../components/forms/NewsletterForm").then((m) => m.NewsletterForm),
    /**
     * A newsletter page's own form. Every page's sub-footer shows one too, as an island made live
     * when wanted (shared/components/Island.tsx): the form engine stays out of every page's first load.
     */
    needed: (view: PageView) => view.kind === "content" && [view.forms?.main, view.forms?.sidebar].some((f) => f?.id === "newsletter"),
  },
  cookieChooser: {
    load: () => import("../components/blocks/CookieChooser").then((m) => m.CookieChooser),
    /** The cookie page's preference chooser: one page of the site, so not in every content page's first load. */
    needed: (view: PageView) => view.kind === "content" && view.blocks?.cookieChooser !== undefined,
  },
} as const;

export type PartName = keyof typeof PARTS;
type PartComponent<P extends PartName> = Awaited<ReturnType<(typeof PARTS)[P]["load"]>>;

const parts: { [P in PartName]?: PartComponent<P> } = {};
const partsPending = new Map<PartName, Promise<void>>();

export function loadPart(name: PartName): Promise<void> {
  let p = partsPending.get(name);
  if (!p) {
    p = PARTS[name].load().then((component) => {
      (parts as Record<PartName, unknown>)[name] = component;
    });
    partsPending.set(name, p);
  }
  return p;
}

/** How a part comes to a view: in its own tree (`needed`), or as an island of its own (`island`). */
type PartRule = Partial<Record<"needed" | "island", (view: PageView) => boolean>>;

const partsBy = (rule: keyof PartRule, view: PageView): PartName[] => (Object.keys(PARTS) as PartName[]).filter((name) => (PARTS[name] as PartRule)[rule]?.(view));

/** The parts a view shows in its own tree: loaded before it renders. */
export function partsOf(view: PageView): PartName[] {
  return partsBy("needed", view);
}

/** The parts a view shows as islands of its own: a client navigation fetches them beside the page. */
export function islandsOf(view: PageView): PartName[] {
  return partsBy("island", view);
}

/** Whether a view shows the content page's header slider. */
export function needsPageSlider(view: PageView): boolean {
  return PARTS.pageSlider.needed(view);
}

/** Suspending stand-ins for parts, only for a page that was somehow not preloaded. */
const partFallbacks = Object.fromEntries(
  (Object.keys(PARTS) as PartName[]).map((name) => [name, lazy(() => loadPart(name).then(() => ({ default: parts[name] as ComponentType<any> })))]),
) as unknown as { [P in PartName]: PartComponent<P> };

export function partComponent<P extends PartName>(name: P): PartComponent<P> {
  return (parts[name] as PartComponent<P> | undefined) ?? partFallbacks[name];
}
