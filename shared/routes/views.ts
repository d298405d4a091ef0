/** Which view mapper each route uses; routes not listed (the resolver) show a plain content page. */
import { mapCalendarView } from "../view/pages/calendar";
import { mapContentPage, mapContentView } from "../view/pages/content";
import { mapHomeView } from "../view/pages/home";
import { mapNewsList } from "../view/pages/lists";
import { mapNewsItemView } from "../view/pages/news-item";
import { mapSearchView } from "../view/pages/search";
import { mapShowPage } from "../view/pages/musical";
import type { PageView } from "../view/page-data";
import type { RouteId } from "../paths/table";
import type { ViewContext } from "../paths/view-context";

type ViewMapper = (ctx: ViewContext) => PageView | Promise<PageView>;

const VIEW_MAPPERS: Partial<Record<RouteId, ViewMapper>> = {
  home: mapHomeView,
  calendar: mapCalendarView,
  search: mapSearchView,
  news: mapNewsList,
  newsitem: mapNewsItemView,
  show: mapShowPage,
  page: mapContentView,
};

export function mapView(ctx: ViewContext): Promise<PageView> {
  const mapper = (ctx.routeId && VIEW_MAPPERS[ctx.routeId]) || ((c: ViewContext) => mapContentPage(c.render, c.lang));
  return Promise.resolve().then(() => mapper(ctx));
}
