/**
 * The programme: the production list joined with its productions' events, as every show card needs
 * it (home slider, highlights and calendar widget, the calendar, search, related shows). Pages that
 * are not the list fetch it through the page source (cached upstream); a failure leaves their show
 * blocks empty, the page still renders.
 */
import type { CmsEvent, CmsNode, RenderResponse } from "../contract/render";
import { salesButton, salesButtonState, type SalesButton } from "../domain/sales-button";
import { visibleEvents } from "../domain/schedule";
import { isoDay } from "../i18n/dates";
import type { Lang } from "../i18n/lang";
import { CMS_LIST_PATHS } from "../paths/table";
import type { ViewContext } from "../paths/view-context";
import type { Site } from "../site";
import { perAnswer } from "./answer-memo";
import { readBool, readImage, readStringList, readText, type ImageRef } from "./cms-read";

export interface ProgrammeShow {
  pageId: string;
  heading: string;
  /** The CMS's short title for the agenda (spec 2 §3 agendaTitle): the calendar's card heading. */
  agendaTitle?: string;
  subheading?: string;
  href: string;
  language?: string;
  /** Wide header image (slider) and the landscape thumbnail (grids). */
  headerImage?: ImageRef;
  thumb?: ImageRef;
  overrideText?: string;
  allowedAsHighlight: boolean;
  allowedInCalendar: boolean;
  genres: string[];
  /** Fields the search ranks on. */
  keywords: string[];
  contentMain?: string;
  contentRemaining?: string;
  /** Events from today on (spec 2 §5: events before today are dropped), in start order. */
  upcoming: CmsEvent[];
  events: CmsEvent[];
}

function startMs(event: CmsEvent): number {
  const t = Date.parse(event.start_date);
  return Number.isNaN(t) ? Number.NaN : t;
}

/**
 * Shows of the list in list order; pages without heading or url are left out. Kept per answer and
 * Amsterdam day (only the day decides which events are upcoming): read-only for callers.
 */
export function programmeShows(render: RenderResponse, now: Date): readonly ProgrammeShow[] {
  return perAnswer(render, `programme:${isoDay(now)}`, () => mapShows(render, now));
}

function mapShows(render: RenderResponse, now: Date): ProgrammeShow[] {
  const productions = render.productions ?? {};
  const ids = render.node.query_result?.node_ids ?? [];
  const shows: ProgrammeShow[] = [];
  for (const id of ids) {
    const node: CmsNode | undefined = render.nodes[id];
    if (!node || node.kind !== "production-page") continue;
    const heading = readText(node.data, "heading");
    const href = readText(node.data, "url");
    if (!heading || !href) continue;
    const production = node.production_id != null ? productions[node.production_id] : undefined;
    const events = (production?.events ?? []).filter((e) => !Number.isNaN(startMs(e))).sort((a, b) => startMs(a) - startMs(b));
    shows.push({
      pageId: id,
      heading,
      agendaTitle: readText(node.data, "agendaTitle"),
      subheading: readText(node.data, "subheading"),
      href,
      language: readText(node.data, "language"),
      headerImage: readImage(render, node, "image_header_large") ?? readImage(render, node, "image_header_small"),
      thumb: readImage(render, node, "image_thumb") ?? readImage(render, node, "image_header_small") ?? readImage(render, node, "image_header_large"),
      overrideText: readText(node.data, "salesButtonOverrideText"),
      allowedAsHighlight: readBool(node.data, "isAllowedAsHighlight"),
      allowedInCalendar: readBool(node.data, "isAllowedInCalendar"),
      genres: genresOf(node),
      keywords: readStringList(node.data, "searchKeywords"),
      contentMain: readText(node.data, "contentMain"),
      contentRemaining: readText(node.data, "contentRemaining"),
      upcoming: visibleEvents(events, now),
      events,
    });
  }
  return shows;
}

/**
 * The show's sales button: one upcoming event links to its ticket shop, several lead to the play
 * schedule on the show page. Null when there is no sales state at all (no events).
 */
export function showSalesButton(show: ProgrammeShow, lang: Lang, site: Site, phoneNumber: string | undefined): SalesButton | null {
  const events = show.upcoming.length > 0 ? show.upcoming : show.events;
  const state = salesButtonState(events);
  if (state === null) return null;
  const single = events.length === 1 ? events[0] : undefined;
  return salesButton({
    state,
    lang,
    site,
    salesUrl: single ? single.sales_url : `${show.href}#speeldata`,
    overrideText: readText(single?.data, "bestelbutton") ?? show.overrideText,
    phoneNumber,
  });
}

/** Whether a production page was written for this page's language (a missing field is taken as matching). */
export function matchesLanguage(show: ProgrammeShow, lang: Lang): boolean {
  return show.language === undefined || show.language === lang;
}

/** The production list answer (shows, their events and the venues), or null when it cannot be had. */
export async function loadProgrammeList(ctx: ViewContext): Promise<RenderResponse | null> {
  const path = CMS_LIST_PATHS.calendar![ctx.lang];
  try {
    const result = await ctx.source.render(path, new URLSearchParams(), ctx.signal);
    if (result.type === "OK") return result.value;
    ctx.source.log("warn", "production list unavailable", { path, result: result.type });
  } catch (err) {
    if (ctx.signal.aborted) throw err;
    ctx.source.log("warn", "production list failed", { path, error: String(err) });
  }
  return null;
}

export async function loadProgramme(ctx: ViewContext): Promise<readonly ProgrammeShow[]> {
  const list = await loadProgrammeList(ctx);
  return list ? programmeShows(list, ctx.now) : [];
}

/** The show's genres (`filters.genres` of its page node). */
export function genresOf(node: CmsNode | undefined): string[] {
  const genres = (node?.filters as { genres?: unknown } | undefined)?.genres;
  return Array.isArray(genres) ? genres.filter((g): g is string => typeof g === "string" && g.trim() !== "") : [];
}
