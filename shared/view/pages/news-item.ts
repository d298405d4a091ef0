/**
 * A news item page (spec 2 §2 "News item page"): publication date, slides, banners, heading,
 * subheading, content, persons, questions, person groups, quotes, videos, tabs, sidebar and
 * breadcrumbs, with SEO description and keywords, the sponsor image (frame) and the
 * hide-header-image flag; NewsArticle JSON-LD. It is shown by the content page component, with
 * the blocks a news item does not have (widgets, sponsors, recommendations, news) left empty.
 */
import type { CmsNode, RenderResponse } from "../../contract/render";
import { imageUrl, SHARE_IMAGE } from "../../domain/images";
import { jsonLdScript, type JsonLd } from "../../domain/structured-data/json-ld";
import { newsArticleJsonLd } from "../../domain/structured-data/news";
import { publisherRef } from "../../domain/structured-data/organisation";
import { formatNewsDate } from "../../i18n/dates";
import type { Lang } from "../../i18n/lang";
import type { ViewContext } from "../../paths/view-context";
import type { Site } from "../../site";
import { readImage, readText, relatedNodes } from "../cms-read";
import { mapBannerTiles } from "../blocks/banners";
import { breadcrumbJsonLd, mapBreadcrumbs } from "../blocks/breadcrumbs";
import { faqJsonLd, mapFaqBlock } from "../blocks/faq";
import { mapPersonGroups, mapPersons, mapQuotes } from "../blocks/people";
import { mapSidebarItems } from "../blocks/sidebar";
import { mapTabsPanels } from "../blocks/tabs";
import { mapVideoSlides } from "../blocks/videos";
import { mapSlides } from "../show/blocks";
import { organisationFacts } from "../organisation";
import { mapContentPage, type ContentBlocksVM, type ContentView } from "./content";
import { pagePixels } from "../marketing-pixels";

/** The blocks a news item shares with the content page, in the content page's shape. */
export function mapNewsItemBlocks(render: RenderResponse, node: CmsNode, lang: Lang, site: Site): ContentBlocksVM {
  const ctx = { render, lang, site };
  return {
    slides: node.data.hideHeaderImage === true ? [] : mapSlides(render, node),
    breadcrumbs: mapBreadcrumbs(render, node, lang, site),
    quotes: mapQuotes(ctx, node),
    personGroups: mapPersonGroups(ctx, node),
    persons: mapPersons(ctx, node),
    tabs: mapTabsPanels(render, node, lang),
    faq: mapFaqBlock(render, node),
    sidebar: mapSidebarItems(render, node),
    banners: mapBannerTiles(render, relatedNodes(render, node, "banners"), readText(node.data, "bannersTitle"), lang, site),
    videos: mapVideoSlides(node.data.youtubeEmbedURLs, readImage(render, node, "image_header_small") ?? readImage(render, node, "image_thumb")),
    widgets: [],
    sponsors: [],
    recommendedShows: [],
  };
}

export function mapNewsItemView(ctx: ViewContext): ContentView {
  const { render, lang } = ctx;
  const { node } = render;
  const site = ctx.source.site;
  const base = mapContentPage(render, lang);
  const blocks = mapNewsItemBlocks(render, node, lang, site);
  const origin = site.origin.replace(/\/+$/, "");
  const image = readImage(render, node, "image_header_large") ?? readImage(render, node, "image_header_small") ?? readImage(render, node, "image_thumb");
  const imageAbs = imageUrl(ctx.source.config.imageCdnBase, image?.cdnUrlPath, SHARE_IMAGE);
  const description = readText(node.data, "seoDescription");
  const jsonLd: JsonLd[] = [
    newsArticleJsonLd({
      headline: base.heading,
      publicationDate: node.publication_date,
      url: origin + readText(node.data, "url")!,
      image: imageAbs,
      description,
      lang,
      publisher: publisherRef(organisationFacts(site)),
    }),
  ];
  if (blocks.breadcrumbs.length > 0) jsonLd.push(breadcrumbJsonLd(blocks.breadcrumbs, origin));
  if (blocks.faq) jsonLd.push(faqJsonLd(blocks.faq));
  return {
    ...base,
    // The slider takes the header image's place, and it too obeys hideHeaderImage.
    headerImage: undefined,
    publishedText: formatNewsDate(node.publication_date, lang) ?? undefined,
    blocks,
    marketingPixels: pagePixels(ctx),
    head: { description, keywords: readText(node.data, "seoKeywords"), ogType: "article", ogImage: imageAbs ?? undefined, jsonLd: jsonLdScript(jsonLd) },
  };
}
