/**
 * Ticket prices of a show page (spec 2 §2 "Play schedule", spec 1 §3 "Price entry", §5).
 * Pure: decoding failures are reported through the injected `log`, never thrown, because one
 * malformed price list must not take the whole show page down.
 */
import type { CmsEvent } from "../contract/render";
import { CmsPriceList, type CmsPrice } from "../contract/prices";
import type { Lang } from "../i18n/lang";

export type DomainLog = (msg: string, ctx: Record<string, unknown>) => void;

/**
 * Added to every price of a restaurant-bundled event (`data.restauratietoeslag`). The real value
 * is not in the spec; 27.5 is a plausible dinner supplement. Configurable: pass another value
 * to `eventPrices` (the server can read it from its configuration).
 */
export const RESTAURANT_SURCHARGE_EUR = 27.5;

/** statusID of a free event (spec 1 §4: "15682 becomes free"). */
export const FREE_STATUS_ID = "15682";

export const PRICE_LABELS: Record<Lang, { heading: string; from: string }> = {
  nl: { heading: "Tickets vanaf", from: "va" },
  en: { heading: "Tickets from", from: "from" },
};

// A show page reads each event's list three times (schedule, price tab, structured data) on every
// request, and the list is part of a cached CMS answer: decoded once per list object. The outcome
// is kept, not the log line, so a wrong list is still reported by every page that reads it.
const decoded = new WeakMap<object, { prices: readonly CmsPrice[] } | { issues: string[] }>();

/** A missing list is simply "no prices"; only a present-but-wrong list is worth a log line. Read-only: shared per list. */
export function decodePrices(raw: unknown, log: DomainLog): readonly CmsPrice[] {
  if (raw === undefined || raw === null) return [];
  let outcome = typeof raw === "object" ? decoded.get(raw) : undefined;
  if (!outcome) {
    const parsed = CmsPriceList.safeParse(raw);
    outcome = parsed.success ? { prices: parsed.data } : { issues: parsed.error.issues.slice(0, 3).map((i) => `${i.path.join(".")}: ${i.message}`) };
    if (typeof raw === "object") decoded.set(raw, outcome);
  }
  if ("prices" in outcome) return outcome.prices;
  log("price list does not match the contract; treated as empty", { issues: outcome.issues });
  return [];
}

/**
 * Spec 1 §9: "A list of 9 price-type ids is treated as a special group" (SPECIAL_PRICE_TYPE_IDS,
 * empty by default; docs/decisions/programme.md). Their prices (member, group or partner rates)
 * are not open to every visitor, so the group is left out of every public price: the "from"
 * price, the price table and the structured data. Works on the CMS's list as sent, before
 * decoding, so a wrong-shaped list is still reported as such.
 */
export function withoutSpecialPriceTypes(raw: unknown, specialIds: readonly string[]): unknown {
  if (specialIds.length === 0 || !Array.isArray(raw)) return raw;
  return raw.filter((p) => !(typeof p === "object" && p !== null && specialIds.includes(String((p as { priceTypeID?: unknown }).priceTypeID))));
}

/** Decoded prices of one event, with the restaurant surcharge already added when bundled. */
export function eventPrices(
  event: CmsEvent,
  log: DomainLog,
  surcharge: number = RESTAURANT_SURCHARGE_EUR,
): readonly CmsPrice[] {
  const prices = decodePrices(event.data?.prices, (msg, ctx) => log(msg, { ...ctx, eventId: event.id }));
  if (event.data?.restauratietoeslag !== true) return prices;
  return prices.map((p) => ({ ...p, price: roundCents(p.price + surcharge) }));
}

/**
 * Spec 2 §3 "Production event: … prices, pricesWithFreeTickets": the ranks that still have seats
 * (`hasTicketsFree`, the live API's "tickets free" = not yet sold).
 */
export function pricesWithFreeTickets(prices: readonly CmsPrice[]): readonly CmsPrice[] {
  return prices.filter((p) => p.hasTicketsFree === true);
}

/**
 * The "Tickets vanaf" / "va" price (spec 2 §2, §3; docs/decisions/programme.md): the lowest price a
 * visitor can still pay. Free (€0) tickets never make it: a companion or child seat at €0 beside
 * paid ranks would read "from € 0,00" (an all-free event shows no price at all, isFreeEvent). Among
 * the paid ranks, those with tickets left count (pricesWithFreeTickets); when none has any, or the
 * CMS does not say, all of them, so a sold-out show still tells what it costs. Null: nothing paid.
 */
export function minPrice(prices: readonly CmsPrice[]): number | null {
  const paid = prices.filter((p) => p.price > 0);
  if (paid.length === 0) return null;
  const available = pricesWithFreeTickets(paid);
  return Math.min(...(available.length > 0 ? available : paid).map((p) => p.price));
}

export function maxPrice(prices: readonly CmsPrice[]): number | null {
  return prices.length === 0 ? null : Math.max(...prices.map((p) => p.price));
}

/** Free when the CMS says so, or when every listed price is zero; such events show no price. */
export function isFreeEvent(event: CmsEvent, prices: readonly CmsPrice[]): boolean {
  if (String(event.data?.statusID ?? "") === FREE_STATUS_ID) return true;
  return prices.length > 0 && prices.every((p) => p.price === 0);
}

const EUR = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });

/** "€ 43,50" (with the no-break space nl-NL puts after the euro sign). */
export function formatPrice(amount: number): string {
  return EUR.format(amount);
}

/** Per-event label "va € 43,50" / "from € 43,50"; null for free events or no prices. */
export function fromPriceText(event: CmsEvent, prices: readonly CmsPrice[], lang: Lang): string | null {
  const min = minPrice(prices);
  if (min === null || isFreeEvent(event, prices)) return null;
  return `${PRICE_LABELS[lang].from} ${formatPrice(min)}`;
}

export interface PriceRow {
  ticketTypeName: string;
  price: number;
  priceText: string;
}

/**
 * Price table tab: one row per ticket type over all events. When events price the same type
 * differently (weekend rates) the lowest is shown, in line with the "Tickets from" heading.
 * Without `sortAscending` the CMS order (first appearance) is kept, as editors arranged it.
 */
export function priceTable(
  events: readonly CmsEvent[],
  opts: { sortAscending: boolean; log?: DomainLog; surcharge?: number },
): PriceRow[] {
  const log = opts.log ?? (() => {});
  const byType = new Map<string, number>();
  for (const event of events) {
    const prices = eventPrices(event, log, opts.surcharge);
    if (isFreeEvent(event, prices)) continue;
    for (const p of prices) {
      const name = (p.ticketTypeName ?? p.priceTypeName ?? "").trim();
      if (!name) continue;
      const seen = byType.get(name);
      if (seen === undefined || p.price < seen) byType.set(name, p.price);
    }
  }
  const rows = [...byType].map(([ticketTypeName, price]) => ({ ticketTypeName, price, priceText: formatPrice(price) }));
  if (opts.sortAscending) rows.sort((a, b) => a.price - b.price);
  return rows;
}

/** Float sums like 43.1 + 27.5 must not print as 70,60000000000001 elsewhere. */
function roundCents(n: number): number {
  return Math.round(n * 100) / 100;
}
