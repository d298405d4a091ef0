/**
 * What client navigation needs beyond hydration, as a chunk loaded once the page has hydrated (a
 * hydrating page runs no loader): the browser's PageSource and what makes a navigation start
 * everything at once — its modules preloaded together (module-preload.ts), its page's first answer
 * and the production list asked beside them (render-answers.ts).
 */
import { PAGE_FILES, PART_FILES } from "../shared/pages/module-files";
import type { SplitKind } from "../shared/pages/page-modules";
import { islandsOf, partsOf } from "../shared/pages/page-parts";
import type { PublicConfig } from "../shared/public-config";
import type { RouteId } from "../shared/paths/table";
import type { Site } from "../shared/site";
import type { PageView } from "../shared/view/page-data";
import { browserSource } from "./browser-source";
import { loadModuleGraph, NAVIGATION_MODULES, preloadModules } from "./module-preload";

export function navigationKit(site: Site, config: PublicConfig) {
  loadModuleGraph();
  const source = browserSource(site, config);
  return {
    source,
    /**
     * As a loader starts: the navigation's first answers, then its modules (with its likely page's).
     * The answers first: over HTTP/1.1's six connections they waited behind some twenty chunks.
     */
    anticipate(routeId: RouteId | null, url: URL, likely: SplitKind | undefined): void {
      source.anticipate(routeId, url);
      preloadModules(likely ? [...NAVIGATION_MODULES, PAGE_FILES[likely]] : NAVIGATION_MODULES);
    },
    /** Once the data names the page: the modules of the parts it shows, islands too, with their chunks. */
    prepare(view: PageView): void {
      preloadModules([...partsOf(view), ...islandsOf(view)].map((part) => PART_FILES[part]));
    },
  };
}

export type NavigationKit = ReturnType<typeof navigationKit>;
