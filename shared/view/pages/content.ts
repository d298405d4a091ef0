/**
 * View model of a content page (spec 2 §2 "Regular content page"): every block in page order,
 * decided where the loader runs. News items and the catch-all resolver use the base fields only
 * (`mapContentPage`); the content route adds the blocks (`mapContentView`). Missing fields drop
 * their block (spec 2 §5); only a missing url or an unknown widget kind is an error.
 */
import type { RenderResponse } from "../../contract/render";
import { splitAtFormMarker } from "../../domain/form-marker";
import { imageUrl, SHARE_IMAGE } from "../../domain/images";
import type { FormState } from "../../forms/engine";
import { formsOfPage, type FormRef } from "../../forms/page-forms";
import { jsonLdScript, type JsonLd } from "../../domain/structured-data/json-ld";
import { formatLongDate } from "../../i18n/dates";
import type { Lang } from "../../i18n/lang";
import type { ViewContext } from "../../paths/view-context";
import { pageHeading, readImage, readStringList, readText, relatedNodes, relationIds, type ImageRef } from "../cms-read";
import { inLang } from "../image-alt";
import { mapBannerTiles, type BannersVM } from "../blocks/banners";
import { breadcrumbJsonLd, mapBreadcrumbs, type BreadcrumbVM } from "../blocks/breadcrumbs";
import { faqJsonLd, mapFaqBlock, type FaqVM } from "../blocks/faq";
import { mapNewsBlock, type NewsBlockVM } from "../blocks/news";
import { mapPersonGroups, mapPersons, mapQuotes, mapSponsors, type PersonGroupVM, type PersonsVM, type QuoteVM, type SponsorVM } from "../blocks/people";
import { mapRecommendedPages, mapRecommendedShows, type RecommendedPagesVM } from "../blocks/recommended";
import { mapSidebarItems, type SidebarItemVM } from "../blocks/sidebar";
import { mapTabsPanels, type TabsPanelVM } from "../blocks/tabs";
import { mapVideoSlides, type VideoSlideVM } from "../blocks/videos";
import { mapWidgets, type WidgetVM } from "../blocks/widgets";
import type { HeadVM } from "../head";
import { mapSlides } from "../show/blocks";
import type { RelatedCard } from "../show/related";

export interface ContentBlocksVM {
  /** Header slider images; empty when hideHeaderImage is set. */
  slides: ImageRef[];
  breadcrumbs: BreadcrumbVM[];
  /** Cookie page: the chooser sits between contentMain (before the marker) and this. */
  cookieChooser?: { afterHtml?: string };
  widgets: WidgetVM[];
  quotes: QuoteVM[];
  personGroups: PersonGroupVM[];
  persons: PersonsVM;
  sponsors: SponsorVM[];
  recommendedPages?: RecommendedPagesVM;
  recommendedShows: RelatedCard[];
  tabs: TabsPanelVM[];
  faq?: FaqVM;
  sidebar: SidebarItemVM[];
  banners?: BannersVM;
  videos: VideoSlideVM[];
  news?: NewsBlockVM;
}

export interface ContentView {
  kind: "content";
  head?: Partial<HeadVM>;
  heading: string;
  subheading?: string;
  publicationDate?: string;
  /** 'Gepubliceerd op' text, formatted where the loader runs. */
  publishedText?: string;
  contentMainHtml?: string;
  contentRemainingHtml?: string;
  contentBottomHtml?: string;
  headerImage?: ImageRef;
  blocks?: ContentBlocksVM;
  /** The forms this page asks for (spec 3 §2); `state` only right after a native post. */
  forms?: PageFormsVM;
  /** News items: image pixels fired after personalised consent (shared/domain/marketing-pixels.ts). */
  marketingPixels?: string[];
}

export interface PageFormsVM {
  main?: FormRef;
  /** Beside the sidebar items, or instead of them on the foundation's contact page. */
  sidebar?: FormRef;
  /** The page itself: a native post goes back to it. */
  action: string;
  state?: FormState;
}

export class MissingFieldError extends Error {}

/** Spec 1 §8: a page without its url is an error (the caller turns it into the 500 page). */
export function mapContentPage(render: RenderResponse, lang: Lang = "nl"): ContentView {
  const { node } = render;
  if (!readText(node.data, "url")) throw new MissingFieldError(`node ${node.id} has no url`);
  const publicationDate = node.publication_date ?? undefined;
  return {
    kind: "content",
    heading: pageHeading(node.data) ?? "",
    subheading: readText(node.data, "subheading"),
    publicationDate,
    // The live CMS sends year-1021 placeholders: a date before 1900 says nothing.
    publishedText: publicationDate && Number(publicationDate.slice(0, 4)) >= 1900 ? (formatLongDate(publicationDate, lang) ?? undefined) : undefined,
    contentMainHtml: readText(node.data, "contentMain"),
    contentRemainingHtml: readText(node.data, "contentRemaining"),
    contentBottomHtml: readText(node.data, "contentBottom"),
    headerImage: headerHidden(render) ? undefined : inLang(readImage(render, node, "image_header_large") ?? readImage(render, node, "image_header_small"), lang),
  };
}

function headerHidden(render: RenderResponse): boolean {
  return render.node.data.hideHeaderImage === true;
}

const COOKIE_PAGE = /^\/(pagina|en\/page)\/cookies\/?$/;

/** The cookie page shows the chooser at the form marker, or after the main text without one. */
function splitAtMarker(view: ContentView, path: string): ContentBlocksVM["cookieChooser"] {
  if (!COOKIE_PAGE.test(path)) return undefined;
  const [before, after] = splitAtFormMarker(view.contentMainHtml ?? "") ?? [view.contentMainHtml ?? "", ""];
  view.contentMainHtml = before.trim() || undefined;
  return { afterHtml: after.trim() || undefined };
}

export async function mapContentView(ctx: ViewContext): Promise<ContentView> {
  const { render, lang } = ctx;
  const { node } = render;
  const site = ctx.source.site;
  const view = mapContentPage(render, lang);
  const bctx = { render, lang, site };
  const breadcrumbs = mapBreadcrumbs(render, node, lang, site);
  const faq = mapFaqBlock(render, node);
  const blocks: ContentBlocksVM = {
    slides: headerHidden(render) ? [] : mapSlides(render, node),
    breadcrumbs,
    cookieChooser: splitAtMarker(view, readText(node.data, "url")!),
    widgets: mapWidgets(bctx, node),
    quotes: mapQuotes(bctx, node),
    personGroups: mapPersonGroups(bctx, node),
    persons: mapPersons(bctx, node),
    sponsors: mapSponsors(bctx, node),
    recommendedPages: mapRecommendedPages(render, node),
    recommendedShows: await mapRecommendedShows(ctx),
    tabs: mapTabsPanels(render, node, lang),
    faq,
    sidebar: mapSidebarItems(render, node),
    banners: mapBannerTiles(render, [...relatedNodes(render, node, "banners"), ...relatedNodes(render, node, "banners2")], readText(node.data, "bannersTitle"), lang, site),
    videos: mapVideoSlides(node.data.youtubeEmbedURLs, readImage(render, node, "image_header_small") ?? readImage(render, node, "image_thumb")),
    news: mapNewsBlock(render, relationIds(node, "footer_news_pages"), lang, {
      heading: readText(node.data, "newsWidgetHeading"),
      tags: readStringList(node.data, "newsWidgetTags"),
      limit: 4,
    }),
  };
  const jsonLd: JsonLd[] = [];
  if (breadcrumbs.length > 0) jsonLd.push(breadcrumbJsonLd(breadcrumbs, site.origin));
  if (faq) jsonLd.push(faqJsonLd(faq));
  const found = formsOfPage(ctx.url, site.id, {
    premiereForm: readText(node.data, "premiereForm"),
    premiereStartTimes: (readText(node.data, "premiereFormStartTimeOpts") ?? "").split(/\r?\n/).map((line) => line.trim()).filter(Boolean),
    sidebarIds: relationIds(node, "sidebar_items"),
  });
  const forms = found.main || found.sidebar ? { ...found, action: ctx.url.pathname, state: ctx.source.formState } : undefined;
  // The share image is the page's first header image, as on a show page (seo.md); none without one.
  const ogImage = imageUrl(ctx.source.config.imageCdnBase, mapSlides(render, node)[0]?.cdnUrlPath, SHARE_IMAGE);
  const head: Partial<HeadVM> = {
    ...(ogImage ? { ogImage } : {}),
    ...(jsonLd.length > 0 ? { jsonLd: jsonLdScript(jsonLd) } : {}),
  };
  return { ...view, headerImage: undefined, blocks, forms, head: Object.keys(head).length > 0 ? head : undefined };
}
