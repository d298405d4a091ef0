/**
 * Turns an EventPlan into events (and restaurant arrangements) with the field names of spec 4.
 * sales_url is a ready, signed link because the live CMS gives it, never lets the site build it.
 */
import { DateTime } from "luxon";
import { at, iso } from "../dates";
import type { Rng } from "../prng";
import type { ArrangementRecord, EventRecord } from "./model";
import type { EventPlan } from "./production-specs";

const SALES_STATUSES = new Set(["on_sale", "sales_not_started", "sales_finished", "show_started", "show_finished"]);

export const STATUS_LABELS: Record<string, string> = {
  last_chance: "Laatste kans",
  waiting_list: "Wachtlijst",
  "15682": "Gratis",
  "15680": "Afgelast",
  "15681": "Bel ons",
  "15684": "Niet reserveerbaar",
  "15685": "Uitverkocht",
};

const HALL_CAPACITY: Record<string, number> = { "1": 1700, "10001": 180, "10002": 120, "20001": 900 };

export interface EventContext {
  rng: Rng;
  now: DateTime;
  day: DateTime;
  nextId(): string;
}

export function ticketmaticUrl(rng: Rng, id: string): string {
  return `https://apps.ticketmatic.com/widgets/carre/addtickets?event=${id}&l=nl&signature=${rng.hex(64)}`;
}

function prices(rng: Rng, plan: EventPlan, soldOut: boolean, index: number): unknown[] {
  if (plan.free) {
    return [{ price: 0, serviceCharge: 0, priceTypeID: "1", priceTypeName: "Normaal", ticketTypeName: "Vrije toegang",
      ticketTypePriceID: String(90000 + index), hasTicketsFree: !soldOut }];
  }
  const ranks = rng.int(2, 4);
  const top = rng.int(55, 110) + (rng.chance(0.5) ? 0.5 : 0);
  const list = [];
  for (let r = 0; r < ranks; r++) {
    list.push({
      price: top - r * 10,
      serviceCharge: rng.pick([1.5, 2.5, 3]),
      priceTypeID: "1",
      priceTypeName: "Normaal",
      ticketTypeName: `Rang ${r + 1}`,
      ticketTypePriceID: String(rng.int(100000, 999999)),
      // The cheapest rank of every third event is gone while others remain.
      hasTicketsFree: soldOut ? false : !(r === ranks - 1 && index % 3 === 0),
    });
  }
  // Some lists come in descending, some mixed order: the sortPricesAscending flag matters.
  return index % 2 === 0 ? list : list.reverse();
}

export function buildEvents(
  ctx: EventContext,
  productionId: string,
  name: string,
  subtitle: string | null,
  plan: EventPlan,
): { events: EventRecord[]; arrangements: ArrangementRecord[] } {
  const { rng, now, day } = ctx;
  const times = plan.times ?? ["20:00"];
  const step = plan.step ?? 1;
  const hall = plan.hall ?? "1";
  const venue = plan.venue ?? "10008";
  const duration = plan.durationMin ?? rng.pick([90, 120, 150, 165]);
  const events: EventRecord[] = [];
  const arrangements: ArrangementRecord[] = [];
  const salesOpenedAt = iso(at(day, -rng.int(30, 120), "10:00"));

  for (let i = 0; i < plan.count; i++) {
    const id = ctx.nextId();
    // A show under way "today": begun about an hour ago, but never before the Amsterdam day began
    // (just after midnight an hour ago was yesterday, and the calendar, which lists from today, lost it).
    const start = plan.startedNow
      ? DateTime.max(now.minus({ minutes: 60 + (now.minute % 15) }).set({ second: 0 }), day)
      : at(day, plan.start + Math.floor(i / times.length) * step, times[i % times.length]);
    const end = plan.endUnknown ? start.plus({ days: 1 }).startOf("day") : start.plus({ minutes: duration });
    const cycled = plan.cycle ? plan.cycle[i % plan.cycle.length] : undefined;
    let salesStatus: string = plan.sales ?? "on_sale";
    let statusID: string | null = plan.statusID ?? null;
    if (cycled !== undefined) {
      if (cycled && SALES_STATUSES.has(cycled)) {
        salesStatus = cycled;
        statusID = null;
      } else statusID = cycled;
    }
    if (end <= now) salesStatus = "show_finished";
    else if (start <= now) salesStatus = "show_started";
    const soldOut = statusID === "15685";
    const capacity = HALL_CAPACITY[hall] ?? 500;
    const salesUrl = plan.ticketmaster ? `https://www.ticketmaster.nl/event/${id}` : ticketmaticUrl(rng, id);
    const dinner = Boolean(plan.dinner) && i % 2 === 0;

    const event: EventRecord = {
      id,
      start_date: iso(start),
      end_date: iso(end),
      sales_url: salesUrl,
      sales_status: salesStatus,
      sales_start_date: salesStatus === "sales_not_started" ? iso(at(day, 21, "10:00")) : i % 4 === 3 ? null : salesOpenedAt,
      venue_id: venue,
      hall_id: hall,
      arrangement_ids: [],
      arrangement_kinds: [],
      data: {
        eventtype: plan.eventtype ?? "Voorstelling",
        name,
        subtitle: subtitle ?? "",
        status: statusID ? STATUS_LABELS[statusID] ?? null : null,
        statusID,
        ticketsFree: soldOut ? 0 : statusID === "last_chance" ? rng.int(1, 40) : rng.int(50, capacity),
        ticketsTotal: capacity,
        break: plan.breakText ?? (duration > 100 ? "Ja" : "Nee"),
        eindtijdbekend: !plan.endUnknown,
        speellijsttekst: plan.premiere || (i === 0 && plan.count > 5) ? "Première" : null,
        nobookingcosts: Boolean(plan.free) || hall === "10002",
        restauratietoeslag: dinner,
        bestelbutton: plan.overrides?.[i] ?? null,
        sitetags: plan.sitetags ? plan.sitetags[i % plan.sitetags.length] : [],
        // Calendar label ids of spec 1 §9: 16826 best_deal, 16805 supertitle_en.
        calendarlabel: i === 1 && plan.count > 3 ? ["16826"] : i === 2 && plan.count > 3 ? ["16805"] : [],
        prices: plan.brokenPrices && i === 1
          ? [{ price: "43,50", ticketTypeName: "Rang 1", hasTicketsFree: "ja" }]
          : prices(rng, plan, soldOut, i),
      },
    };

    if (dinner) {
      const arrangementId = ctx.nextId();
      const arrangementUrl = ticketmaticUrl(rng, arrangementId);
      event.arrangement_ids = [arrangementId];
      event.arrangement_kinds = [{ kind: "10005_Diner arrangement", sales_url: arrangementUrl }];
      arrangements.push({
        id: arrangementId,
        production_id: productionId,
        kind: "Diner arrangement",
        start_date: iso(start.minus({ hours: 2 })),
        end_date: iso(end),
        sales_status: salesStatus,
        sales_url: arrangementUrl,
        sales_start_date: event.sales_start_date,
        venue_id: venue,
        hall_id: "10002",
        event_ids: [id],
        data: { name: "Diner arrangement", description: "Drie-gangendiner in het Grand Café vóór de voorstelling", price: 42.5 },
      });
    }
    events.push(event);
  }
  return { events, arrangements };
}
