/**
 * Show route mapper that knows the musical layout (spec 2 §2 "Musical layout page"): a regular
 * show page stays exactly mapShowView's; the sign-up ids get their class; a musical page is the
 * show view built from a prepared answer (tag filter, package links, calendar or not) plus the
 * musical's own blocks, kept with the answer. A musical page shows no related shows, so it never
 * asks for the programme they are picked from.
 */
import { MusicalPageData } from "../../contract/musical";
import type { CmsEvent, RenderResponse } from "../../contract/render";
import { filterEventsByTag, lotteryWidgetUrl, MUSICAL_MAIN_PATHS, musicalRole, dropTagPageTabs, withPackageLinks, type MusicalRole } from "../../domain/musical";
import { eventSalesState } from "../../domain/sales-button";
import { visibleEvents } from "../../domain/schedule";
import { heroVideoSource } from "../../domain/video";
import { langOfPath, type Lang } from "../../i18n/lang";
import type { ViewContext } from "../../paths/view-context";
import { SITES, type Site } from "../../site";
import { perAnswer } from "../answer-memo";
import { readImage, readText } from "../cms-read";
import { readLink } from "../blocks/link";
import { mapPersonGroups } from "../blocks/people";
import { mapBannerCards, mapPhotos } from "../musical/blocks";
import { presaleText } from "../../domain/presale";
import { keptShowView, mapShowView, type KeptShowView, type ShowView } from "./show";

/** Decoded musical fields; zod's per-field catch turns a wrong type into "absent", never a failed page. */
function musicalData(render: RenderResponse): MusicalPageData {
  const parsed = MusicalPageData.safeParse(render.node.data);
  return parsed.success ? parsed.data : {};
}

/**
 * The answer mapShowView should see for a musical page: on a tag page only that tag's events (with
 * package links where the page sells packages); the calendar of all performances, except on the
 * premiere page (a list with a button per event) and the lottery page (no date picker at all).
 */
export function musicalRender(render: RenderResponse, role: MusicalRole): RenderResponse {
  const { node } = render;
  const productionId = node.production_id ?? undefined;
  const production = productionId ? render.productions?.[productionId] : undefined;
  let productions = render.productions;
  if (production && role.tagPage) {
    const tagged = filterEventsByTag(production.events, role.tagPage.tag);
    const events = role.tagPage.packageLinks ? withPackageLinks(tagged) : tagged;
    productions = { ...render.productions, [productionId!]: { ...production, events } };
  }
  const data = {
    ...node.data,
    enableSpeeldataCalendarView: !role.premiere,
    hidePlaySchedule: role.lottery || node.data.hidePlaySchedule === true,
  };
  return { ...render, productions, node: { ...node, data } };
}

export async function mapShowPage(ctx: ViewContext): Promise<ShowView> {
  const { render } = ctx;
  const { node } = render;
  const data = perAnswer(render, "musical-data", () => musicalData(render));
  const path = readText(node.data, "url") ?? ctx.url.pathname;
  const role = musicalRole({ id: node.id, path, hadestownLayout: data.hadestownLayout === true }, ctx.source.config.musicalPages);
  if (role.layout === "regular") return mapShowView(ctx);
  if (role.layout === "signup") return { ...(await mapShowView(ctx)), layoutClass: "signup" };

  // Kept with the answer like every view made from it: a new prepared answer per request would
  // make the show view (kept per answer) again each time (issue 22 point 5: 3.4× React's render).
  const roleKey = JSON.stringify(role);
  const prepared = perAnswer(render, `musical-render:${roleKey}`, () => musicalRender(render, role));
  const show = keptShowView({ ...ctx, render: prepared });
  // The musical view is made once per kept show view (its day, language and site): only the
  // presale text is the request's own (the visitor's).
  const view = perAnswer(show.view, `musical:${roleKey}`, () => musicalView(show.view, { render, prepared, data, role, lang: ctx.lang, site: ctx.source.site, now: ctx.now }));
  return { ...view, presaleText: presaleText(ctx.presale, node.id, show.salesStates) };
}

/** The musical layout over the show view, all but what mapShowPage adds per request. */
function musicalView(
  show: KeptShowView["view"],
  opts: { render: RenderResponse; prepared: RenderResponse; data: MusicalPageData; role: MusicalRole; lang: Lang; site: Site; now: Date },
): Omit<ShowView, "presaleText"> {
  const { render, data, role, lang, site } = opts;
  const { node } = render;
  const lotteryEvent = role.lottery ? lotteryEventOf(opts.prepared, opts.now) : undefined;
  return {
    ...show,
    // Reached after a purchase, not a page to find in a search engine.
    head: role.thankYou ? { ...show.head, robots: "noindex" } : show.head,
    // Spec 2 §2: "Description starts expanded."
    description: show.description && { ...show.description, collapsible: false },
    tabs: show.tabs.flatMap((panel) => {
      const opened = panel.openIndex === null ? undefined : panel.items[panel.openIndex];
      const items = dropTagPageTabs(panel.items, { tagPage: role.tagPage !== null, type: data.type });
      const openIndex = opened ? items.indexOf(opened) : -1;
      return items.length > 0 ? [{ ...panel, items, openIndex: openIndex >= 0 ? openIndex : null }] : [];
    }),
    // The lottery page's one action is the lottery button; the musical shows no 'others also viewed'.
    salesButton: role.lottery ? null : show.salesButton,
    scrollToSchedule: role.lottery ? false : show.scrollToSchedule,
    related: [],
    musical: {
      logo: readImage(render, node, "image_logo") ?? null,
      poster: show.slides[0] ?? null,
      // Spec 2 §2 gives the musical layout its looping video on either site; only the home hero is the venue's alone.
      heroVideoUrl: heroVideoSource(data.heroVideoURL),
      introHtml: data.intro?.trim() || null,
      returnHref: role.deepLink && !role.promotion ? (MUSICAL_MAIN_PATHS.find((p) => langOfPath(p) === lang) ?? null) : null,
      deepLink: role.deepLink,
      premiere: role.premiere,
      tag: role.tagPage?.tag ?? null,
      lottery: lotteryEvent ? { href: lotteryWidgetUrl(lotteryEvent.id, lang) } : null,
      thankYou: role.thankYou,
      personGroups: mapPersonGroups({ render, lang, site }, node),
      bannerCards: mapBannerCards(render, node, lang, site),
      aboutHtml: data.aboutText?.trim() || null,
      aboutHeading: role.deepLink,
      photos: mapPhotos(render, node),
      photoCredit: data.photoCredit?.trim() || null,
      foundationLink: readLink(SITES.fonds.origin, lang, site)!,
    },
  };
}

/** The lottery page's event: the first upcoming one with a waiting list, else the first upcoming (a day's choice, as visibleEvents). */
function lotteryEventOf(render: RenderResponse, now: Date): CmsEvent | undefined {
  const production = render.node.production_id ? render.productions?.[render.node.production_id] : undefined;
  const upcoming = visibleEvents(production?.events ?? [], now);
  return upcoming.find((e) => eventSalesState(e) === "waiting_list") ?? upcoming[0];
}
