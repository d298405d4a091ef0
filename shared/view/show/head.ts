/**
 * Head of a show page (spec 2 §2, §5; issue 23): JSON-LD with the show as an EventSeries and one
 * TheaterEvent per listed performance, SEO description and keywords, robots and the Open Graph image, all absolute.
 */
import type { CmsEvent, CmsNode, RenderResponse } from "../../contract/render";
import { imageUrl, SHARE_IMAGE } from "../../domain/images";
import type { DomainLog } from "../../domain/prices";
import { showJsonLd } from "../../domain/structured-data/events";
import { jsonLdScript, type JsonLd } from "../../domain/structured-data/json-ld";
import { organiserRef } from "../../domain/structured-data/organisation";
import type { Lang } from "../../i18n/lang";
import type { PageSource } from "../../paths/source";
import { readText, type ImageRef } from "../cms-read";
import { pageDescription, type HeadVM } from "../head";
import { MAIN_VENUE, VENUE_ORGANISATION } from "../organisation";
import { followsLink } from "../../domain/sales-button";
import { eventButton } from "./schedule";

export interface ShowHeadInput {
  render: RenderResponse;
  node: CmsNode;
  lang: Lang;
  source: PageSource;
  name: string;
  path: string;
  image: ImageRef | undefined;
  events: readonly CmsEvent[];
  log: DomainLog;
  /** Persons the CMS names as the production's artists (performers). */
  performers: readonly string[];
  /** Other structured data the page shows (the FAQ block's FAQPage). */
  extraJsonLd?: JsonLd[];
}

export function showHead(input: ShowHeadInput): Partial<HeadVM> {
  const { node, source, lang } = input;
  // A show page's home is the venue's site, also when the foundation's site serves it.
  const origin = (source.site.showPagesHome ?? source.site.origin).replace(/\/+$/, "");
  const image = imageUrl(source.config.imageCdnBase, input.image?.cdnUrlPath, SHARE_IMAGE);
  // In the meta tag and the events alike: events had none where the editors left the SEO field empty.
  const description = pageDescription(node.data);
  const pageUrl = origin + input.path;
  const ticketUrl = (event: CmsEvent) => {
    const button = eventButton(event, lang, source.site, source.config.callUsPhoneNumber);
    if (!followsLink(button)) return pageUrl;
    return button.kind === "internal" ? origin + button.href : button.href;
  };
  const jsonLd: JsonLd[] = showJsonLd({
    name: input.name,
    description,
    url: pageUrl,
    image,
    events: input.events,
    venues: input.render.venues,
    ticketUrl,
    organiser: organiserRef(VENUE_ORGANISATION),
    mainVenue: MAIN_VENUE,
    performers: input.performers,
    log: input.log,
    surcharge: source.config.restaurantSurchargeEur,
  }).concat(input.extraJsonLd ?? []);
  return {
    homeOrigin: source.site.showPagesHome,
    description,
    keywords: readText(node.data, "seoKeywords"),
    robots: node.data.isIndexable === false ? "noindex" : undefined,
    ogImage: image ?? undefined,
    jsonLd: jsonLd.length > 0 ? jsonLdScript(jsonLd) : undefined,
  };
}
