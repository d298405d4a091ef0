/** The home page's CMS blocks (spec 1 §2 Home, spec 2 §2 blocks 4, 6, 7) as view models. */
import type { RenderResponse } from "../../contract/render";
import type { SalesButton } from "../../domain/sales-button";
import { isDaytime } from "../../domain/sun";
import { heroVideoSource } from "../../domain/video";
import type { Lang } from "../../i18n/lang";
import type { Site } from "../../site";
import { perAnswer } from "../answer-memo";
import { mapNewsBlock, type NewsBlockVM } from "../blocks/news";
import { readBool, readImage, readNumber, readText, relatedNodes, type ImageRef } from "../cms-read";
import { inLang } from "../image-alt";
import { mapBannerTiles, type BannersVM } from "../blocks/banners";
import { matchesLanguage, showSalesButton, type ProgrammeShow } from "../programme";

export interface HeroVM {
  title?: string;
  hideTitleMobile: boolean;
  /** Day or night image, chosen by the sun at the venue when the page was built. */
  image?: ImageRef;
  mobileImage?: ImageRef;
  position?: string;
  daytime: boolean;
  videoUrl?: string;
}

// CSS background-position words and lengths only: the value lands in a style attribute.
const POSITION = /^[a-z0-9.%\s-]{1,40}$/i;

export function mapHero(render: RenderResponse, opts: { now: Date; site: Site; alternative: boolean; lang: Lang }): HeroVM {
  const { node } = render;
  const daytime = isDaytime(opts.now);
  const day = inLang(readImage(render, node, "header_image_day"), opts.lang);
  const night = inLang(readImage(render, node, "header_image_night"), opts.lang);
  const position = readText(node.data, daytime ? "headerImagePositionDay" : "headerImagePositionNight");
  // The sample CMS sends no video; a CMS that does names it here (absolute or site-relative URL).
  const video = readText(node.data, "headerVideoURL") ?? readText(node.data, "headerVideo");
  return {
    title: opts.alternative ? undefined : readText(node.data, "headerTitle"),
    hideTitleMobile: readBool(node.data, "hideHeaderTitleMobile"),
    image: daytime ? day ?? night : night ?? day,
    mobileImage: readImage(render, node, "header_image_mobile"),
    position: position && POSITION.test(position) ? position : undefined,
    daytime,
    videoUrl: opts.site.heroVideo ? heroVideoSource(video) : undefined,
  };
}

export interface TextWidgetVM {
  title?: string;
  contentHtml?: string;
}

export function mapTextWidgets(render: RenderResponse): TextWidgetVM[] {
  return ["text_widget", "text_widget2"].flatMap((key) => {
    const widget = relatedNodes(render, render.node, key)[0];
    const vm = { title: readText(widget?.data, "title"), contentHtml: readText(widget?.data, "content") };
    return vm.title || vm.contentHtml ? [vm] : [];
  });
}

export { bannerWidth, type BannerVM, type BannersVM, type BannerWidth } from "../blocks/banners";

export function mapBanners(render: RenderResponse, lang: Lang, site: Site): BannersVM | undefined {
  return mapBannerTiles(render, relatedNodes(render, render.node, "banners"), readText(render.node.data, "bannersTitle"), lang, site);
}

export const HOME_NEWS_COUNT = 5;

export function mapNews(render: RenderResponse, lang: Lang): NewsBlockVM | undefined {
  const query = relatedNodes(render, render.node, "newsPageQuery")[0];
  return mapNewsBlock(render, query?.query_result?.node_ids ?? [], lang, { limit: HOME_NEWS_COUNT });
}

export const DEFAULT_HIGHLIGHTS = 9;

/** numberOfHighlights decides; without it maxHighlights, else 9; zero or less means no grid. */
export function highlightCount(data: Record<string, unknown> | undefined): number {
  const n = readNumber(data, "numberOfHighlights") ?? readNumber(data, "maxHighlights") ?? DEFAULT_HIGHLIGHTS;
  return n > 0 ? Math.floor(n) : 0;
}

export interface HighlightVM {
  id: string;
  heading: string;
  subheading?: string;
  href: string;
  image: ImageRef;
  button: SalesButton;
}

/** Shows allowed as highlight that still play, soonest first; incomplete ones are skipped. */
/** The highlights depend on the day's programme alone, so they are kept with it (shared/view/answer-memo.ts). */
export function mapHighlights(shows: readonly ProgrammeShow[], count: number, lang: Lang, site: Site, phoneNumber: string | undefined): HighlightVM[] {
  if (count <= 0) return [];
  return perAnswer(shows, `highlights:${[count, lang, site.id, phoneNumber ?? ""].join("|")}`, () => highlightsOf(shows, count, lang, site, phoneNumber));
}

function highlightsOf(shows: readonly ProgrammeShow[], count: number, lang: Lang, site: Site, phoneNumber: string | undefined): HighlightVM[] {
  const first = (s: ProgrammeShow) => Date.parse(s.upcoming[0]!.start_date);
  const items: HighlightVM[] = [];
  for (const show of shows.filter((s) => s.allowedAsHighlight && s.upcoming.length > 0 && matchesLanguage(s, lang)).sort((a, b) => first(a) - first(b))) {
    const button = showSalesButton(show, lang, site, phoneNumber);
    if (!show.thumb || !button) continue;
    items.push({ id: show.pageId, heading: show.heading, subheading: show.subheading, href: show.href, image: show.thumb, button });
    if (items.length >= count) break;
  }
  return items;
}
