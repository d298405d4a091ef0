/**
 * A performance's offer (spec 2 §5: a price range only when not free): availability from the
 * sales state, prices with the restaurant surcharge, validFrom where the sales start is known.
 */
import type { CmsEvent } from "../../contract/render";
import { eventPrices, isFreeEvent, maxPrice, minPrice, type DomainLog } from "../prices";
import type { SalesState } from "../sales-button";
import { SCHEMA, isoDate, type JsonLd } from "./json-ld";

const IN_STOCK: readonly SalesState[] = ["on_sale", "call_us", "free"];
const ENDED: readonly SalesState[] = ["sales_finished", "show_started", "show_finished"];

/**
 * Availability per state. Waiting list counts as sold out (no ticket can be bought now); a
 * cancelled event gets no offer at all, its eventStatus says enough.
 */
export function offerAvailability(state: SalesState): string | null {
  if (state === "cancelled") return null;
  if (state === "sold_out" || state === "waiting_list") return `${SCHEMA}SoldOut`;
  if (state === "last_chance") return `${SCHEMA}LimitedAvailability`;
  if (state === "sales_not_started") return `${SCHEMA}PreOrder`;
  if (ENDED.includes(state)) return `${SCHEMA}Discontinued`;
  return IN_STOCK.includes(state) ? `${SCHEMA}InStock` : null;
}

export interface OfferInput {
  event: CmsEvent;
  state: SalesState;
  /** Where the ticket is bought (the ticket shop, else the show page). */
  url: string | undefined;
  log: DomainLog;
  /** Restaurant surcharge for restaurant-bundled events (configuration). */
  surcharge?: number;
}

export function performanceOffer({ event, state, url, log, surcharge }: OfferInput): JsonLd | undefined {
  const availability = offerAvailability(state);
  if (!availability) return undefined;
  const prices = eventPrices(event, log, surcharge);
  const base: JsonLd = { url, availability, validFrom: isoDate(event.sales_start_date) };
  if (isFreeEvent(event, prices)) return { "@type": "Offer", price: 0, priceCurrency: "EUR", ...base };
  const low = minPrice(prices);
  const high = maxPrice(prices);
  if (low === null || high === null) return { "@type": "Offer", ...base };
  return { "@type": "AggregateOffer", price: low, lowPrice: low, highPrice: high, priceCurrency: "EUR", ...base };
}
