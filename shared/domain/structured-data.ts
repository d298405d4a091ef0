/**
 * schema.org structured data for a show page (spec 2 §5: only events of kind 'voorstelling',
 * non-reservable ones omitted, a price range only when not free), for a news item, and their safe
 * serialisation.
 */
import type { CmsEvent, CmsVenue } from "../contract/render";
import { amsterdam, formatIsoOffset } from "../i18n/dates";
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

/** With Amsterdam's offset, as schema.org readers expect a local time with its zone. */
function iso(value: unknown): string | null {
  return formatIsoOffset(parseAmsterdam(value));
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

export interface NewsArticleInput {
  headline: string;
  /** The CMS's publication date; written with the Amsterdam offset of that day. */
  publicationDate: unknown;
  /** Absolute URLs. */
  url: string;
  image?: string | null;
  description?: string;
  lang: Lang;
  publisher: { name: string; logo: string };
}

/**
 * A news item as schema.org NewsArticle. Without a readable date there is no datePublished (a
 * wrong date in search results is worse than none); the live CMS's year-1021 junk counts as none.
 */
export function newsArticleJsonLd(input: NewsArticleInput): JsonLd {
  const published = amsterdam(input.publicationDate);
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: input.headline,
    description: text(input.description),
    url: input.url,
    mainEntityOfPage: input.url,
    image: text(input.image) ? [input.image] : undefined,
    inLanguage: input.lang,
    datePublished: published && published.year >= 1900 ? (formatIsoOffset(published) ?? undefined) : undefined,
    publisher: { "@type": "Organization", name: input.publisher.name, logo: { "@type": "ImageObject", url: input.publisher.logo } },
  };
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
