/**
 * View model of the home page (spec 1 §2 Home). Everything random (slider order) or time-based
 * (day/night header, today's shows) is decided here from ctx.random and ctx.now, so the page the
 * server renders and the first client render are identical.
 */
import { imageUrl, SHARE_IMAGE } from "../../domain/images";
import { jsonLdScript } from "../../domain/structured-data/json-ld";
import { organisationJsonLd, webSiteJsonLd } from "../../domain/structured-data/organisation";
import { routePath } from "../../paths/table";
import type { ViewContext } from "../../paths/view-context";
import { perAnswer } from "../answer-memo";
import { readBool, readText } from "../cms-read";
import type { HeadVM } from "../head";
import {
  highlightCount,
  mapBanners,
  mapHero,
  mapHighlights,
  mapNews,
  mapTextWidgets,
  type BannersVM,
  type HeroVM,
  type HighlightVM,
  type TextWidgetVM,
} from "../home/blocks";
import type { NewsBlockVM } from "../blocks/news";
import { mapVideoSlides, type VideoSlideVM } from "../blocks/videos";
import { mapCalendarWidget } from "../home/calendar-widget";
import type { CalendarWidgetVM } from "../home/calendar-widget-vm";
import { organisationFacts } from "../organisation";
import { loadProgrammeList, programmeShows } from "../programme";
import { pickSlides, type SlideVM } from "../home/slider";

export interface HomeView {
  kind: "home";
  head?: Partial<HeadVM>;
  /** alternativeHomepage: no title, slider or highlights. */
  alternative: boolean;
  hero: HeroVM;
  slides: SlideVM[];
  calendar?: CalendarWidgetVM;
  highlights: HighlightVM[];
  textWidgets: TextWidgetVM[];
  banners?: BannersVM;
  news?: NewsBlockVM;
  videos: VideoSlideVM[];
}

export async function mapHomeView(ctx: ViewContext): Promise<HomeView> {
  const { render, lang } = ctx;
  const site = ctx.source.site;
  const data = render.node.data;
  const alternative = readBool(data, "alternativeHomepage");
  const list = await loadProgrammeList(ctx);
  const shows = list ? programmeShows(list, ctx.now) : [];
  // The site's organisation, described once per site here (issue 23); the venue's building from the CMS.
  // The WebSite's url is this home page's canonical address, so from the public origin.
  const venue = site.venueCmsId ? list?.venues?.[site.venueCmsId] : undefined;
  const graph = () => {
    const facts = organisationFacts(site);
    const homeUrl = ctx.source.config.publicOrigin.replace(/\/+$/, "") + routePath("home", lang);
    return jsonLdScript([organisationJsonLd(facts, venue), webSiteJsonLd({ name: site.name, url: homeUrl, lang }, facts)]);
  };
  const jsonLd = list ? perAnswer(list, `organisation:${site.id}:${lang}`, graph) : graph();
  // The blocks read the home's answer alone: made once per answer, as its bytes then are (server/render/app-data-bytes.ts).
  const blocks = perAnswer(render, `home-blocks:${lang}:${site.id}`, () => ({ textWidgets: mapTextWidgets(render), banners: mapBanners(render, lang, site), news: mapNews(render, lang) }));
  const description = readText(data, "seoDescription");
  const hero = mapHero(render, { now: ctx.now, site, alternative, lang });
  // A shared link to the home page shows the header image of the moment (day or night).
  const ogImage = imageUrl(ctx.source.config.imageCdnBase, hero.image?.cdnUrlPath, SHARE_IMAGE);
  return {
    kind: "home",
    // A head key set to undefined would wipe the loader's default in the merge.
    head: { ...(description ? { description } : {}), ...(ogImage ? { ogImage } : {}), jsonLd },
    alternative,
    hero,
    slides: alternative ? [] : pickSlides({ render, shows, lang, site, random: ctx.random, extraSlideId: ctx.source.config.homeExtraSlideId, phoneNumber: ctx.source.config.callUsPhoneNumber }),
    calendar: mapCalendarWidget(shows, { now: ctx.now, lang, site, phoneNumber: ctx.source.config.callUsPhoneNumber }),
    highlights: alternative ? [] : mapHighlights(shows, highlightCount(data), lang, site, ctx.source.config.callUsPhoneNumber),
    ...blocks,
    // The header image is the click-to-play thumbnail: nothing loads from the video host before play.
    videos: mapVideoSlides(data.youtubeURL, hero.image),
  };
}
