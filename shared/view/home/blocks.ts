/** The home page's CMS blocks (spec 1 §2 Home, spec 2 §2 blocks 4, 6, 7) as view models. */
import { DateTime } from "luxon";
import type { CmsNode, RenderResponse } from "../../contract/render";
import { TIME_ZONE } from "../../domain/calendar";
import { classifyLink, linkTarget } from "../../domain/links";
import type { SalesButton } from "../../domain/sales-button";
import { isDaytime } from "../../domain/sun";
import { embedUrl, parseVideoUrls } from "../../domain/video";
import type { Lang } from "../../i18n/lang";
import type { Site } from "../../site";
import { readBool, readImage, readNumber, readText, relatedNodes, type ImageRef } from "../cms-read";
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

export function mapHero(render: RenderResponse, opts: { now: Date; site: Site; alternative: boolean }): HeroVM {
  const { node } = render;
  const daytime = isDaytime(opts.now);
  const day = readImage(render, node, "header_image_day");
  const night = readImage(render, node, "header_image_night");
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
    videoUrl: opts.site.heroVideo && video && /^(https:\/\/|\/(?!\/))/.test(video) ? video : undefined,
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

export interface BannerVM {
  id: string;
  title?: string;
  subtitle?: string;
  buttonText?: string;
  image: ImageRef;
  href?: string;
  newTab: boolean;
  rel?: string;
}

export type BannerWidth = "quarter" | "third" | "half" | "full";

export interface BannersVM {
  title?: string;
  items: BannerVM[];
  width: BannerWidth;
  /** Seven or more tiles use the compact "many" layout. */
  many: boolean;
}

/**
 * Tile width of spec 2 block 4: 25% when the count divides by 4, else 33.33% by 3, else 50% by 2.
 * A single tile spans the row; other odd counts (5, 7, …: "special handling, not shown") use
 * thirds, and the last row's tiles grow to fill it.
 */
export function bannerWidth(count: number): BannerWidth {
  if (count <= 1) return "full";
  if (count % 4 === 0) return "quarter";
  if (count % 3 === 0) return "third";
  if (count % 2 === 0) return "half";
  return "third";
}

function bannerHref(raw: unknown): unknown {
  if (typeof raw === "string") return raw;
  if (raw && typeof raw === "object" && "href" in raw) return (raw as { href: unknown }).href;
  return undefined;
}

export function mapBanners(render: RenderResponse, lang: Lang, site: Site): BannersVM | undefined {
  const items = relatedNodes(render, render.node, "banners").flatMap((node): BannerVM[] => {
    const image = readImage(render, node, "image");
    if (!image) return [];
    const link = classifyLink(bannerHref(node.data.link), { site, lang });
    const target = link ? linkTarget(link.kind) : {};
    return [
      {
        id: node.id,
        title: readText(node.data, "title"),
        subtitle: readText(node.data, "subtitle"),
        buttonText: readText(node.data, "button_text"),
        image,
        href: link ? (link.kind === "internal" ? link.path : link.href) : undefined,
        newTab: target.target === "_blank",
        rel: target.rel,
      },
    ];
  });
  if (items.length === 0) return undefined;
  return { title: readText(render.node.data, "bannersTitle"), items, width: bannerWidth(items.length), many: items.length >= 7 };
}

export const HOME_NEWS_COUNT = 5;

export interface NewsItemVM {
  id: string;
  heading: string;
  uppercase: boolean;
  date: string;
  href: string;
  image: ImageRef;
}

/** "zaterdag 24 oktober 2026" / "Saturday 24 October 2026"; null for junk (and the live site's year-1021 dates). */
export function newsDate(value: unknown, lang: Lang): string | null {
  if (typeof value !== "string") return null;
  const parsed = DateTime.fromISO(value.trim(), { setZone: true });
  if (!parsed.isValid || parsed.year < 1900) return null;
  return parsed.setZone(TIME_ZONE).setLocale(lang === "nl" ? "nl-NL" : "en-GB").toFormat("cccc d LLLL yyyy");
}

export function mapNews(render: RenderResponse, lang: Lang): NewsItemVM[] {
  const query = relatedNodes(render, render.node, "newsPageQuery")[0];
  const ids = query?.query_result?.node_ids ?? [];
  const items: NewsItemVM[] = [];
  for (const id of ids) {
    const node: CmsNode | undefined = render.nodes[id];
    if (!node || readBool(node.data, "hide")) continue;
    const heading = readText(node.data, "heading");
    const href = readText(node.data, "url");
    const date = newsDate(node.publication_date, lang);
    const image = readImage(render, node, "image_thumb") ?? readImage(render, node, "image_header_small") ?? readImage(render, node, "image_header_large");
    if (!heading || !href || !date || !image) continue;
    items.push({ id, heading, uppercase: /\d/.test(heading), date, href, image });
    if (items.length >= HOME_NEWS_COUNT) break;
  }
  return items;
}

export interface VideoVM {
  id: string;
  embedUrl: string;
}

export function mapVideos(render: RenderResponse): VideoVM[] {
  return parseVideoUrls(render.node.data.youtubeURL).map((id) => ({ id, embedUrl: embedUrl(id) }));
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
export function mapHighlights(shows: readonly ProgrammeShow[], count: number, lang: Lang, site: Site): HighlightVM[] {
  if (count <= 0) return [];
  const first = (s: ProgrammeShow) => Date.parse(s.upcoming[0]!.start_date);
  const items: HighlightVM[] = [];
  for (const show of shows.filter((s) => s.allowedAsHighlight && s.upcoming.length > 0 && matchesLanguage(s, lang)).sort((a, b) => first(a) - first(b))) {
    const button = showSalesButton(show, lang, site);
    if (!show.thumb || !button) continue;
    items.push({ id: show.pageId, heading: show.heading, subheading: show.subheading, href: show.href, image: show.thumb, button });
    if (items.length >= count) break;
  }
  return items;
}
