/** What a route's view mapper gets: the render answer plus everything decided once per request. */
import type { RenderResponse } from "../contract/render";
import type { PresaleData } from "../contract/services";
import type { Lang } from "../i18n/lang";
import type { RouteId } from "./table";
import type { PageSource } from "./source";

export interface ViewContext {
  routeId: RouteId | null;
  render: RenderResponse;
  lang: Lang;
  url: URL;
  /** For mappers that need more CMS data (search: page and news lists; show: the production list). */
  source: PageSource;
  signal: AbortSignal;
  presale: PresaleData | null;
  /** "Now", decided once where the loader runs (server for first loads), embedded via the view model. */
  now: Date;
  /** Randomness (slider picks, related shows), decided once where the loader runs. */
  random: () => number;
}
