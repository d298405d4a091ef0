import { describe, expect, it, vi } from "vitest";
import { CmsEvent } from "../../shared/contract/render";
import {
  PRICE_LABELS,
  RESTAURANT_SURCHARGE_EUR,
  decodePrices,
  eventPrices,
  formatPrice,
  fromPriceText,
  isFreeEvent,
  minPrice,
  pricesWithFreeTickets,
  priceTable,
} from "../../shared/domain/prices";

const NBSP = "\u00a0";
const ev = (id: string, data: Record<string, unknown>) =>
  CmsEvent.parse({ id, start_date: "2026-11-03T20:00:00+01:00", sales_status: "on_sale", data });
const p = (ticketTypeName: string, price: number) => ({ price, ticketTypeName, priceTypeID: "1", hasTicketsFree: true });

describe("decodePrices: 'Price lists that fail the check are logged and treated as empty'", () => {
  it("returns a valid list as decoded price entries", () => {
    const log = vi.fn();
    expect(decodePrices([{ price: 43.5, ticketTypeName: "Rang 1", priceTypeID: 1 }], log)).toEqual([
      { price: 43.5, ticketTypeName: "Rang 1", priceTypeID: "1" },
    ]);
    expect(log).not.toHaveBeenCalled();
  });

  it("logs a list with a wrong shape and treats it as empty", () => {
    const log = vi.fn();
    expect(decodePrices([{ price: "43,50" }], log)).toEqual([]);
    expect(decodePrices({ price: 1 }, log)).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0][1]).toHaveProperty("issues");
  });

  it("treats a missing list as empty without logging", () => {
    const log = vi.fn();
    expect(decodePrices(undefined, log)).toEqual([]);
    expect(decodePrices(null, log)).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it("logs the event id when an event's price list is wrong", () => {
    const log = vi.fn();
    expect(eventPrices(ev("9", { prices: "junk" }), log)).toEqual([]);
    expect(log.mock.calls[0][1]).toMatchObject({ eventId: "9" });
  });
});

describe("'A restaurant surcharge constant is added to prices for restaurant-bundled events'", () => {
  it("adds RESTAURANT_SURCHARGE_EUR to every price when restauratietoeslag is true", () => {
    const prices = eventPrices(ev("1", { restauratietoeslag: true, prices: [p("Rang 1", 43.1), p("Rang 2", 30)] }), () => {});
    expect(prices.map((x) => x.price)).toEqual([70.6, 30 + RESTAURANT_SURCHARGE_EUR]);
  });

  it("leaves prices alone without the flag, and accepts a configured surcharge", () => {
    expect(eventPrices(ev("1", { prices: [p("Rang 1", 43.5)] }), () => {})[0].price).toBe(43.5);
    expect(eventPrices(ev("1", { restauratietoeslag: true, prices: [p("Rang 1", 40)] }), () => {}, 10)[0].price).toBe(50);
  });
});

describe("minPrice and free events", () => {
  // Spec 2 §3: "Production event: id, start, end, prices, pricesWithFreeTickets"; "Price: … hasTicketsFree".
  it("free (€0) tickets never make the lowest price", () => {
    expect(minPrice([p("Begeleider", 0), p("Rang 2", 33.5), p("Rang 1", 43.5)])).toBe(33.5);
    expect(minPrice([p("Vrije toegang", 0)])).toBeNull();
  });

  it("takes the lowest rank that still has tickets (pricesWithFreeTickets), not a sold-out cheaper one", () => {
    const ranks = [p("Rang 1", 43.5), p("Rang 2", 33.5), { ...p("Rang 3", 19.5), hasTicketsFree: false }];
    expect(pricesWithFreeTickets(ranks).map((r) => r.ticketTypeName)).toEqual(["Rang 1", "Rang 2"]);
    expect(minPrice(ranks)).toBe(33.5);
  });

  it("with no rank left (or no word from the CMS) takes the lowest paid price, so a sold-out show still says what it costs", () => {
    expect(minPrice([{ ...p("Rang 1", 43.5), hasTicketsFree: false }, { ...p("Rang 3", 19.5), hasTicketsFree: false }])).toBe(19.5);
    expect(minPrice([{ price: 25, ticketTypeName: "A" }, { price: 15, ticketTypeName: "B" }])).toBe(15);
  });

  it("is null for an empty list", () => {
    expect(minPrice([])).toBeNull();
  });

  it("treats statusID 15682 or all-zero prices as free", () => {
    expect(isFreeEvent(ev("1", { statusID: "15682", prices: [p("A", 10)] }), [p("A", 10)])).toBe(true);
    expect(isFreeEvent(ev("1", {}), [p("A", 0)])).toBe(true);
    expect(isFreeEvent(ev("1", {}), [p("A", 0), p("B", 5)])).toBe(false);
    expect(isFreeEvent(ev("1", {}), [])).toBe(false);
  });
});

describe("'Prices are shown in nl-NL format with 2 decimals'", () => {
  it("formats with the euro sign, a no-break space and a decimal comma", () => {
    expect(formatPrice(43.5)).toBe(`€${NBSP}43,50`);
    expect(formatPrice(1234.5)).toBe(`€${NBSP}1.234,50`);
    expect(formatPrice(0)).toBe(`€${NBSP}0,00`);
  });

  it("labels the per-event minimum 'va' / 'from', and a free event shows no price", () => {
    const e = ev("1", { prices: [p("Rang 1", 43.5), p("Rang 2", 29)] });
    expect(fromPriceText(e, [p("Rang 1", 43.5), p("Rang 2", 29)], "nl")).toBe(`va €${NBSP}29,00`);
    expect(fromPriceText(e, [p("Rang 2", 29)], "en")).toBe(`from €${NBSP}29,00`);
    expect(fromPriceText(ev("2", { statusID: "15682" }), [p("Rang 1", 10)], "nl")).toBeNull();
    expect(fromPriceText(e, [], "nl")).toBeNull();
    expect(PRICE_LABELS.nl.heading).toBe("Tickets vanaf");
    expect(PRICE_LABELS.en.heading).toBe("Tickets from");
  });
});

describe("priceTable: 'sortPricesAscending sorts the price table'", () => {
  const events = [
    ev("1", { prices: [p("Rang 1", 60), p("Rang 3", 25), p("Rang 2", 45)] }),
    ev("2", { prices: [p("Rang 1", 55), p("Rang 4", 15)] }),
    ev("3", { statusID: "15682", prices: [p("Gratis", 0)] }),
  ];

  it("lists each ticket type once, at its lowest price, in CMS order when not sorting", () => {
    expect(priceTable(events, { sortAscending: false }).map((r) => [r.ticketTypeName, r.price])).toEqual([
      ["Rang 1", 55],
      ["Rang 3", 25],
      ["Rang 2", 45],
      ["Rang 4", 15],
    ]);
  });

  it("sorts ascending by price when sortPricesAscending is set", () => {
    const rows = priceTable(events, { sortAscending: true });
    expect(rows.map((r) => r.price)).toEqual([15, 25, 45, 55]);
    expect(rows[0].priceText).toBe(`€${NBSP}15,00`);
  });

  it("is empty for no events or only broken lists, and includes the surcharge", () => {
    expect(priceTable([], { sortAscending: true })).toEqual([]);
    const log = vi.fn();
    expect(priceTable([ev("1", { prices: [{ nope: 1 }] })], { sortAscending: true, log })).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
    const bundled = priceTable([ev("1", { restauratietoeslag: true, prices: [p("Diner", 40)] })], { sortAscending: false });
    expect(bundled[0].price).toBe(40 + RESTAURANT_SURCHARGE_EUR);
  });
});
