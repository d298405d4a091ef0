/**
 * schema.org structured data for a show page (spec 2 §5: only events of kind 'voorstelling',
 * non-reservable ones omitted, a price range only when not free) and its safe serialisation.
 */
import type { CmsEvent, CmsVenue } from "../contract/render";
import type { Lang } from "../i18n/lang";
import { eventPrices, isFreeEvent, maxPrice, minPrice, type DomainLog } from "./prices";
import { parseAmsterdam } from "./schedule";
import { eventSalesState, type SalesState } from "./sales-button";

const SCHEMA = "https://schema.org/";

export interface ShowJsonLdInput {
  /** Production page fields; url and image must already be absolute. */
  name: string;
  description?: string | null;
  url: string;
  image?: string | null;
  events: readonly CmsEvent[];
  venues: Readonly<Record<string, CmsVenue>> | null | undefined;
  lang: Lang;
  ticketUrl: (event: CmsEvent) => string | null | undefined;
  log?: DomainLog;
  /** Restaurant surcharge for restaurant-bundled events (configuration). */
  surcharge?: number;
}

export type JsonLd = Record<string, unknown>;

const IN_STOCK: readonly SalesState[] = ["on_sale", "call_us", "free"];
const ENDED: readonly SalesState[] = ["sales_finished", "show_started", "show_finished"];

/**
 * Availability per state. Waiting list counts as sold out (no ticket can be bought now); a
 * cancelled event gets no offer at all, its eventStatus says enough.
 */
function availability(state: SalesState): string | null {
  if (state === "cancelled") return null;
  if (state === "sold_out" || state === "waiting_list") return `${SCHEMA}SoldOut`;
  if (state === "last_chance") return `${SCHEMA}LimitedAvailability`;
  if (state === "sales_not_started") return `${SCHEMA}PreOrder`;
  if (ENDED.includes(state)) return `${SCHEMA}Discontinued`;
  return IN_STOCK.includes(state) ? `${SCHEMA}InStock` : null;
}

function iso(value: unknown): string | null {
  return parseAmsterdam(value)?.toISO({ suppressMilliseconds: true }) ?? null;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function place(venue: CmsVenue | undefined): JsonLd | undefined {
  if (!venue) return undefined;
  const d = venue.data;
  const street = [text(d.street1), text(d.street2)].filter(Boolean).join(" ");
  return {
    "@type": "Place",
    name: text(d.name),
    address: {
      "@type": "PostalAddress",
      streetAddress: street || undefined,
      postalCode: text(d.zip),
      addressLocality: text(d.city),
      addressCountry: "NL",
    },
  };
}

function offers(event: CmsEvent, state: SalesState, url: string | undefined, log: DomainLog, surcharge?: number): JsonLd | undefined {
  const avail = availability(state);
  if (!avail) return undefined;
  const prices = eventPrices(event, log, surcharge);
  const base: JsonLd = { url, availability: avail };
  if (state === "sales_not_started") base.validFrom = iso(event.sales_start_date) ?? undefined;
  if (isFreeEvent(event, prices)) return { "@type": "Offer", price: 0, priceCurrency: "EUR", ...base };
  const low = minPrice(prices);
  const high = maxPrice(prices);
  if (low === null || high === null) return { "@type": "Offer", ...base };
  return { "@type": "AggregateOffer", price: low, lowPrice: low, highPrice: high, priceCurrency: "EUR", ...base };
}

/**
 * One TheaterEvent per performance. Events without a readable start are skipped: a wrong date in
 * search results is worse than none. Undefined fields vanish in JSON.stringify.
 */
export function showJsonLd(input: ShowJsonLdInput): JsonLd[] {
  const log = input.log ?? (() => {});
  const out: JsonLd[] = [];
  for (const event of input.events) {
    if (String(event.data?.eventtype ?? "").trim().toLowerCase() !== "voorstelling") continue;
    const state = eventSalesState(event);
    if (state === "non_reservable") continue;
    const startDate = iso(event.start_date);
    if (!startDate) continue;
    const url = text(input.ticketUrl(event) ?? undefined);
    out.push({
      "@context": "https://schema.org",
      "@type": "TheaterEvent",
      name: input.name,
      description: text(input.description),
      url: input.url,
      image: text(input.image),
      inLanguage: input.lang,
      startDate,
      endDate: event.data?.eindtijdbekend === true ? (iso(event.end_date) ?? undefined) : undefined,
      eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
      eventStatus: state === "cancelled" ? `${SCHEMA}EventCancelled` : `${SCHEMA}EventScheduled`,
      location: place(event.venue_id ? input.venues?.[event.venue_id] : undefined),
      offers: offers(event, state, url, log, input.surcharge),
    });
  }
  return out;
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * Body of a `<script type="application/ld+json">`: still valid JSON, but no `</script>`, `<!--`
 * or line separator can end or confuse the script element, whatever editors typed.
 */
export function jsonLdScript(data: unknown): string {
  return (JSON.stringify(data) ?? "null").replace(
    UNSAFE_IN_SCRIPT,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
