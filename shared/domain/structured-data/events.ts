/**
 * A show as arts publishers model it (issue 23, the Artsdata / NAC model and Google's Event
 * guidelines): one EventSeries for the production, one TheaterEvent per performance with its own
 * stable `@id`, tied together both ways (subEvent / superEvent). Each performance is also a node
 * of its own in the page's list, so readers that only look at top-level events still find them.
 * Spec 2 §5: only events of kind 'voorstelling' are exported and non-reservable ones omitted.
 */
import type { CmsEvent, CmsVenue } from "../../contract/render";
import type { DomainLog } from "../prices";
import { eventSalesState, type SalesState } from "../sales-button";
import { CONTEXT, SCHEMA, isoDate, jsonLdIds, ref, text, type JsonLd } from "./json-ld";
import { performanceOffer } from "./offers";
import { eventLocation, type MainVenue } from "./organisation";

export interface ShowJsonLdInput {
  /** Production page fields; url and image must already be absolute. */
  name: string;
  description?: string | null;
  url: string;
  image?: string | null;
  events: readonly CmsEvent[];
  venues: Readonly<Record<string, CmsVenue>> | null | undefined;
  ticketUrl: (event: CmsEvent) => string | null | undefined;
  /** The organisation that sells the tickets (organiserRef). */
  organiser: JsonLd;
  mainVenue: MainVenue;
  /** Names of the persons the CMS lists as the production's artists. */
  performers?: readonly string[];
  log?: DomainLog;
  /** Restaurant surcharge for restaurant-bundled events (configuration). */
  surcharge?: number;
}

/** Performances described in a page's head, the soonest first: a year of eight a week and more. */
export const MAX_PERFORMANCES = 500;

const POSTPONED_WORDS = ["verplaatst", "uitgesteld", "postponed"];
const RESCHEDULED_WORDS = ["nieuwe datum", "gewijzigde datum", "rescheduled", "new date"];

/** The CMS's words for the event: its status label and the editor's button text. */
function statusWords(event: CmsEvent): string {
  return [event.data?.status, event.data?.bestelbutton].map((v) => (typeof v === "string" ? v.toLowerCase() : "")).join(" ");
}

/**
 * eventStatus (docs/decisions/structured-data.md): a cancelled event whose label says it is
 * moved ("Verplaatst") is postponed, otherwise cancelled; a playing event labelled with a new date
 * is rescheduled (no previousStartDate: the CMS keeps no old date); everything else is scheduled.
 */
export function eventStatus(event: CmsEvent, state: SalesState): string {
  const words = statusWords(event);
  const says = (list: readonly string[]) => list.some((w) => words.includes(w));
  if (state === "cancelled") return `${SCHEMA}${says(POSTPONED_WORDS) ? "EventPostponed" : "EventCancelled"}`;
  return `${SCHEMA}${says(RESCHEDULED_WORDS) ? "EventRescheduled" : "EventScheduled"}`;
}

function isExported(event: CmsEvent): boolean {
  return String(event.data?.eventtype ?? "").trim().toLowerCase() === "voorstelling" && eventSalesState(event) !== "non_reservable";
}

function performers(names: readonly string[] | undefined): JsonLd[] | undefined {
  const people = (names ?? []).flatMap((n) => (text(n) ? [{ "@type": "Person", name: text(n) }] : []));
  return people.length > 0 ? people : undefined;
}

/** One value, or the distinct values as a list (a series at two venues has two locations). */
function oneOrMany(values: readonly JsonLd[]): JsonLd | JsonLd[] | undefined {
  const distinct = [...new Map(values.map((v) => [JSON.stringify(v), v])).values()];
  return distinct.length <= 1 ? distinct[0] : distinct;
}

/**
 * The series first, then its performances. Events without a readable start are skipped: a wrong
 * date in search results is worse than none. Undefined fields vanish in JSON.stringify.
 */
export function showJsonLd(input: ShowJsonLdInput): JsonLd[] {
  const log = input.log ?? (() => {});
  const seriesId = jsonLdIds.series(input.url);
  const shared = { name: input.name, description: text(input.description), url: input.url, image: text(input.image), organizer: input.organiser, performer: performers(input.performers) };
  const performances: JsonLd[] = [];
  for (const event of input.events) {
    const startDate = isoDate(event.start_date);
    if (!isExported(event) || !startDate) continue;
    const state = eventSalesState(event);
    performances.push({
      "@context": CONTEXT,
      "@type": "TheaterEvent",
      "@id": jsonLdIds.performance(input.url, event.id),
      ...shared,
      startDate,
      endDate: event.data?.eindtijdbekend === true ? isoDate(event.end_date) : undefined,
      eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
      eventStatus: eventStatus(event, state),
      location: eventLocation(event.venue_id, event.venue_id ? input.venues?.[event.venue_id] : undefined, input.mainVenue),
      offers: performanceOffer({ event, state, url: text(input.ticketUrl(event) ?? undefined), log, surcharge: input.surcharge }),
      superEvent: ref(seriesId),
    });
  }
  if (performances.length === 0) return [];
  // Dates of its own, as Google reads an EventSeries as an Event: the first performance's start and
  // the last one's end (its start when no end is known).
  const byStart = performances.map((p) => [Date.parse(p.startDate as string), p] as const).sort((a, b) => a[0] - b[0]);
  const [first, last] = [byStart[0]![1], byStart[byStart.length - 1]![1]];
  // The series keeps its whole run; its performances are the first ones (a page's head with
  // thousands of them grew without bound).
  const shown = byStart.slice(0, MAX_PERFORMANCES).map(([, p]) => p);
  const series: JsonLd = {
    "@context": CONTEXT,
    "@type": "EventSeries",
    "@id": seriesId,
    ...shared,
    startDate: first.startDate,
    endDate: last.endDate ?? last.startDate,
    location: oneOrMany(shown.flatMap((p) => (p.location ? [p.location as JsonLd] : []))),
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    subEvent: shown.map((p) => ref(p["@id"] as string)),
  };
  return [series, ...shown];
}
