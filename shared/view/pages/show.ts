/**
 * Show (production) page view model, spec 2 §2: every block in page order, decided once where the
 * loader runs (now, random, related picks). Missing related data (production, venue, arrangement,
 * related node) is logged and left out; only a page without its url is an error (spec 2 §5).
 */
import type { CmsEvent } from "../../contract/render";
import { dateRangeText } from "../../domain/calendar";
import { formatHeading, type FormattedHeading } from "../../domain/heading";
import { presaleText } from "../../domain/presale";
import { priceTable, withoutSpecialPriceTypes, type DomainLog, type PriceRow } from "../../domain/prices";
import { eventSalesState, followsLink, salesButton, salesButtonState, type SalesButton, type SalesState } from "../../domain/sales-button";
import { parseAmsterdam, visibleEvents } from "../../domain/schedule";
import { isoDay } from "../../i18n/dates";
import { BIG_GROUPS_PATH, SHOW_TEXTS } from "../../i18n/show-texts";
import type { ViewContext } from "../../paths/view-context";
import { perAnswer, valueKey } from "../answer-memo";
import { pageHeading, readBool, readNumber, readText, type ImageRef } from "../cms-read";
import type { HeadVM } from "../head";
import { artistNames, genreNames, mapCustomIcons, mapSlides, type CustomIcon } from "../show/blocks";
import { mapTabsPanels, withoutItemsTitled, type TabsPanelVM } from "../blocks/tabs";
import { mapVideoSlides, type VideoSlideVM } from "../blocks/videos";
import { faqJsonLd, mapFaqBlock, type FaqVM } from "../blocks/faq";
import { showHead } from "../show/head";
import { genresOf } from "../programme";
import { mapRelated, type RelatedCard } from "../show/related";
import { mapSchedule, type ScheduleEvent, type ScheduleVM } from "../show/schedule";
import { pagePixels } from "../marketing-pixels";
import { MissingFieldError } from "./content";
import type { MusicalVM } from "../musical/musical-vm";

export const DEFAULT_BIG_GROUPS_SIZE = 12;
/** Descriptions longer than this (plain text) start collapsed behind 'Lees meer'. */
export const DESCRIPTION_COLLAPSE_CHARS = 600;

export interface ShowDataLayer {
  event: "productionView";
  productionID: string;
  productionName: string;
  eventIDs: string[];
  artists: string[];
  genres: string[];
  icons: string[];
}

export interface ShowView {
  kind: "show";
  head?: Partial<HeadVM>;
  id: string;
  slides: ImageRef[];
  /**
   * useYoutubeUrlForSlide (spec 2 §3): the hero's first slide is the production's first YouTube
   * video, as a video slide (click to play, privacy host) over the first slide's image.
   */
  heroVideo: VideoSlideVM | null;
  /** Image pixels fired in the browser after personalised consent (shared/domain/marketing-pixels.ts). */
  marketingPixels: string[];
  stars: number | null;
  heading: FormattedHeading;
  presaleText: string | null;
  subheading?: string;
  dateHeading: string | null;
  salesButton: SalesButton | null;
  /** Pressing the page's sales button scrolls to #speeldata (events exist, button is no plain link). */
  scrollToSchedule: boolean;
  facts: { duration: string | null; breakText: string | null; minAge: number | null; venue: string | null };
  /** The production's Facebook page (spec 2 §3 facebookUrl): a follow link in the panel; https on Facebook's hosts only. */
  facebookUrl: string | null;
  customIcons: CustomIcon[];
  description: { html: string; collapsible: boolean } | null;
  videos: VideoSlideVM[];
  /** Spec 2 §3: one event (waitingListEvent) with its details and button, under waitingListTitle. */
  waitingList: { title: string | null; event: ScheduleEvent } | null;
  schedule: ScheduleVM | null;
  bigGroups: { size: number; href: string } | null;
  noDates: boolean;
  prices: PriceRow[];
  /** Spec 2 block 8: each panel with its header image and the item its header text opens. */
  tabs: TabsPanelVM[];
  faq?: FaqVM;
  related: RelatedCard[];
  dataLayer: ShowDataLayer;
  /** The musical layout's own blocks (view/pages/musical.ts); absent on a regular show page. */
  musical?: MusicalVM;
  /** Spec 2 §2: the two sign-up page ids keep the regular layout with this extra class. */
  layoutClass?: "signup";
}

function plainLength(html: string): number {
  return html.replace(/<[^>]*>/g, "").replace(/\s+/g, " ").trim().length;
}

/** Logs each problem once per event, however many rules read the same broken price list. */
function onceLog(ctx: ViewContext): DomainLog {
  const seen = new Set<string>();
  return (msg, details) => {
    const key = `${msg}|${String(details.eventId ?? "")}`;
    if (seen.has(key)) return;
    seen.add(key);
    ctx.source.log("warn", msg, { ...details, page: ctx.render.node.id });
  };
}

function checkReferences(ctx: ViewContext, events: readonly CmsEvent[]): void {
  const { venues, arrangements } = ctx.render;
  const venuesMissing = new Set<string>();
  const arrangementsMissing = new Set<string>();
  for (const e of events) {
    if (e.venue_id && !venues?.[e.venue_id]) venuesMissing.add(e.venue_id);
    for (const a of e.arrangement_ids ?? []) if (!arrangements?.[a]) arrangementsMissing.add(a);
  }
  // One line a page, not one an event: 1,000 events naming 300 missing arrangements each wrote
  // 300,000 lines for one page.
  const first = (ids: Set<string>) => [...ids].slice(0, 10);
  if (venuesMissing.size > 0) ctx.source.log("warn", "event venues missing", { count: venuesMissing.size, venueIds: first(venuesMissing) });
  if (arrangementsMissing.size > 0) ctx.source.log("warn", "event arrangements missing", { count: arrangementsMissing.size, arrangementIds: first(arrangementsMissing) });
}

const FACEBOOK_HOSTS = ["facebook.com", "www.facebook.com", "m.facebook.com", "fb.com"];

function facebookPage(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.trim() === "") return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === "https:" && FACEBOOK_HOSTS.includes(url.hostname) && url.pathname.length > 1 ? url.href : null;
  } catch {
    return null;
  }
}

/** The answer without the special price group's prices (spec 1 §9); the answer itself when none is configured. */
function publicPricesOnly(ctx: ViewContext): ViewContext {
  const special = ctx.source.config.specialPriceTypeIds;
  if (special.length === 0 || !ctx.render.productions) return ctx;
  const productions = Object.fromEntries(
    Object.entries(ctx.render.productions).map(([id, p]) => [id, { ...p, events: p.events.map((e) => (e.data ? { ...e, data: { ...e.data, prices: withoutSpecialPriceTypes(e.data.prices, special) } } : e)) }]),
  );
  return { ...ctx, render: { ...ctx.render, productions } };
}

/**
 * What the show page needs from its CMS answer, the Amsterdam day and the site's settings is kept
 * with the answer (view/answer-memo.ts), as the calendar's is: mapping the schedule's dates was most
 * of a cold show page's cost. The presale text (per visitor) and the related shows (another
 * answer) are added per request. A problem in the answer is thus logged when it is first mapped.
 */
export async function mapShowView(ctx: ViewContext): Promise<ShowView> {
  const kept = keptShowView(ctx);
  return { ...kept.view, presaleText: presaleText(ctx.presale, ctx.render.node.id, kept.salesStates), related: await mapRelated(ctx) };
}

export type KeptShowView = ReturnType<typeof showBase>;

/** The show view less what each request adds, as kept with the answer: the musical layout builds on it. */
export function keptShowView(ctx: ViewContext): KeptShowView {
  return perAnswer(ctx.render, `show:${showKey(ctx)}`, () => showBase(publicPricesOnly(ctx)));
}

/** Every input of showBase besides the answer; the playlist's publication is the one moment finer than the day. */
function showKey(ctx: ViewContext): string {
  const publication = parseAmsterdam(readText(ctx.render.node.data, "playlistPublicationDate"));
  const { config, site } = ctx.source;
  const shut = publication !== null && ctx.now.getTime() < publication.epoch;
  return [ctx.lang, isoDay(ctx.now), shut, site.id, valueKey(config)].join("|");
}

function showBase(ctx: ViewContext): { view: Omit<ShowView, "presaleText" | "related">; salesStates: SalesState[] } {
  const { render, lang } = ctx;
  const { node } = render;
  const d = node.data;
  const path = readText(d, "url");
  if (!path) throw new MissingFieldError(`production page ${node.id} has no url`);
  const log = onceLog(ctx);
  const site = ctx.source.site;

  const production = node.production_id ? render.productions?.[node.production_id] : undefined;
  if (node.production_id && !production) ctx.source.log("warn", "production missing", { page: node.id, productionId: node.production_id });
  const events = production?.events ?? [];
  const visible = visibleEvents(events, ctx.now);
  checkReferences(ctx, visible);

  // Never an empty h1: a show without any title field is named by its production, else the site.
  const headingText = pageHeading(d) ?? readText(production?.data, "name") ?? site.name;
  const slug = path.split("/").filter(Boolean).pop() ?? "";
  const hideSchedule = readBool(d, "hidePlaySchedule");
  const surcharge = ctx.source.config.restaurantSurchargeEur;
  const schedule = mapSchedule({
    events,
    visible,
    lang,
    now: ctx.now,
    site,
    surcharge,
    phoneNumber: ctx.source.config.callUsPhoneNumber,
    slug,
    alwaysCollapsed: ctx.source.config.alwaysCollapsedShows,
    playlistPublicationDate: readText(d, "playlistPublicationDate") ?? null,
    calendarView: readBool(d, "enableSpeeldataCalendarView"),
    overruleDurationText: readText(d, "overruleDurationText") ?? null,
    hideStartEndTimeInfo: readBool(d, "hideStartEndTimeInfo"),
    log,
  });
  const shownEvents = schedule.groups.flatMap((g) => g.events);
  const scheduleShown = !hideSchedule && visible.length > 0;
  // Spec 2: a playlist before its publication date shows no events, so nothing sells them, prices
  // them or names them in the page's data either ("De speeldata worden binnenkort bekendgemaakt").
  const offered = schedule.notPublished ? [] : visible;

  // One event (or no schedule to scroll to): the button is that event's link; several: it scrolls to the dates.
  const state = salesButtonState(offered);
  const override = readText(d, "salesButtonOverrideText");
  const directEvent = offered.length === 1 || !scheduleShown ? offered[0] : undefined;
  const pageButton = state
    ? salesButton({ state, lang, salesUrl: directEvent?.sales_url, overrideText: override ?? directEvent?.data?.bestelbutton, site, phoneNumber: ctx.source.config.callUsPhoneNumber })
    : override
      ? salesButton({ state: "on_sale", lang, salesUrl: null, overrideText: override, site })
      : null;

  const waiting = waitingListEvent(shownEvents, readText(d, "waitingListID"));
  const venueNames = [...new Set(visible.flatMap((e) => {
    const v = e.venue_id ? render.venues?.[e.venue_id] : undefined;
    const name = readText(v?.data, "name");
    const hall = v?.halls.find((h) => h.id === e.hall_id);
    const hallName = readText(hall?.data, "name");
    return name ? [hallName ? `${name}, ${hallName}` : name] : [];
  }))];
  const contentHtml = [readText(d, "contentMain"), readText(d, "contentRemaining")].filter(Boolean).join("\n");
  const stars = readNumber(d, "stars");
  const minAge = readNumber(d, "minAge");
  const bigGroupsSize = d.bigGroupsSize == null ? undefined : readNumber(d, "bigGroupsSize") || DEFAULT_BIG_GROUPS_SIZE;
  const genres = genresOf(node);
  const customIcons = mapCustomIcons(d, lang, site);
  const slides = mapSlides(render, node);
  const faq = mapFaqBlock(render, node);
  const prices = priceTable(offered, { sortAscending: readBool(d, "sortPricesAscending"), log, surcharge });
  const artists = artistNames(render, node);
  // The first hero slide's image is every video's click-to-play thumbnail: nothing loads from the video host before play.
  const videos = mapVideoSlides(d.youtubeUrl, slides[0]);
  const heroVideo = readBool(d, "useYoutubeUrlForSlide") ? (videos[0] ?? null) : null;

  const view: Omit<ShowView, "presaleText" | "related"> = {
    kind: "show",
    // Structured data describes the performances the page shows: none where it hides its schedule
    // (the musical's lottery page marked up 64 it did not show).
    head: definedOnly(showHead({ render, node, lang, source: ctx.source, name: headingText, path, image: slides[0], events: scheduleShown ? shownEvents.map((e) => visible.find((v) => v.id === e.id)!) : [], log, performers: artists, extraJsonLd: faq ? [faqJsonLd(faq)] : [] })),
    id: node.id,
    slides,
    heroVideo,
    marketingPixels: pagePixels(ctx),
    stars: stars && stars > 0 ? Math.min(5, Math.round(stars)) : null,
    heading: formatHeading(headingText),
    subheading: readText(d, "subheading"),
    dateHeading: schedule.groups.length > 0 ? dateRangeText(visible.map((e) => e.start_date), lang) : null,
    salesButton: pageButton,
    scrollToSchedule: scheduleShown && pageButton !== null && !followsLink(pageButton),
    facts: { duration: schedule.duration, breakText: schedule.breakText, minAge: minAge && minAge > 0 ? minAge : null, venue: venueNames[0] ?? null },
    facebookUrl: facebookPage(d.facebookUrl),
    customIcons,
    description: contentHtml ? { html: contentHtml, collapsible: plainLength(contentHtml) > DESCRIPTION_COLLAPSE_CHARS } : null,
    // The hero's video is not repeated under the description.
    videos: heroVideo ? videos.slice(1) : videos,
    waitingList: waiting ? { title: readText(d, "waitingListTitle") ?? null, event: waiting } : null,
    schedule: scheduleShown ? schedule : null,
    bigGroups: bigGroupsSize !== undefined ? { size: bigGroupsSize, href: BIG_GROUPS_PATH[lang] } : null,
    noDates: visible.length === 0,
    prices,
    tabs: readBool(d, "noTabs") ? [] : prices.length > 0 ? withoutItemsTitled(mapTabsPanels(render, node, lang), SHOW_TEXTS[lang].priceTable) : mapTabsPanels(render, node, lang),
    faq,
    dataLayer: {
      event: "productionView",
      productionID: String(node.production_id ?? ""),
      productionName: readText(production?.data, "name") ?? headingText,
      eventIDs: offered.map((e) => e.id),
      artists,
      genres: genreNames(render, genres),
      icons: customIcons.map((i) => i.text),
    },
  };
  return { view, salesStates: visible.map(eventSalesState) };
}

/** A head key set to undefined would wipe the loader's default in the merge. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The waiting-list section's event (spec 2 §3 waitingListEvent), where the page names a waiting
 * list (waitingListID): the event of that id, else its first shown event on the waiting list. Every
 * such event was listed before, which on a show wholly on the waiting list repeated its schedule.
 */
function waitingListEvent(events: ScheduleEvent[], id: string | undefined): ScheduleEvent | undefined {
  if (!id) return undefined;
  return events.find((e) => e.id === id) ?? events.find((e) => e.status === "waiting_list");
}
