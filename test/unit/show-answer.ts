/**
 * A show page's CMS answer for the show view's unit tests (show-view.test.ts,
 * show-view-schedule.test.ts): events by day offset from a fixed "now", the page's answer, the
 * production list it finds related shows in, and the view context around them.
 */
import { vi } from "vitest";
import { RenderResponse, type CmsEvent } from "../../shared/contract/render";
import type { Lang } from "../../shared/i18n/lang";
import type { PageSource } from "../../shared/paths/source";
import type { ViewContext } from "../../shared/paths/view-context";
import { SITES } from "../../shared/site";
import { testPublicConfig } from "./fixtures";

// Tuesday 3 November 2026, 10:00 in Amsterdam.
export const NOW = new Date("2026-11-03T09:00:00Z");
export const PAGE_ID = "PAGE-SELF";

function day(offset: number, time = "20:00"): string {
  const d = new Date(Date.UTC(2026, 10, 3 + offset));
  return `${d.toISOString().slice(0, 10)}T${time}:00+01:00`;
}

export function ev(id: string, offset: number, data: Record<string, unknown> = {}, extra: Partial<CmsEvent> = {}): Record<string, unknown> {
  const start = day(offset, (extra as { time?: string }).time ?? "20:00");
  return {
    id,
    start_date: start,
    end_date: start.replace(/T(\d\d)/, (_, h) => `T${String(Number(h) + 2).padStart(2, "0")}`),
    sales_url: `https://apps.ticketmatic.com/widgets/carre/addtickets?event=${id}&l=nl`,
    sales_status: "on_sale",
    venue_id: "10008",
    hall_id: "1",
    data: { eventtype: "Voorstelling", eindtijdbekend: true, break: "Ja", prices: [{ price: 40, ticketTypeName: "Rang 2" }, { price: 55.5, ticketTypeName: "Rang 1" }], ...data },
    ...extra,
  };
}

export function answer(pageData: Record<string, unknown>, events: Record<string, unknown>[], opts: { relations?: Record<string, unknown>; nodes?: Record<string, unknown>; noProduction?: boolean; genres?: string[] } = {}) {
  return RenderResponse.parse({
    node: {
      id: PAGE_ID,
      kind: "production-page",
      production_id: "500",
      filters: { genres: opts.genres ?? ["musical"] },
      data: { heading: "Testvoorstelling", url: "/voorstelling/test", urlTranslated: "/en/show/test", contentMain: "<p>Tekst</p>", ...pageData },
      relations: { related_production_pages: [], ...opts.relations },
    },
    nodes: opts.nodes ?? {},
    productions: opts.noProduction ? {} : { "500": { id: "500", data: { name: "Test" }, events } },
    venues: { "10008": { id: "10008", data: { name: "Carré", city: "Amsterdam", street1: "Amstel 115", zip: "1018 EM" }, halls: [{ id: "1", data: { name: "Theaterzaal" } }] } },
    arrangements: {},
    filters: { genres: { values: [{ id: "musical", data: { name: "Musical" } }] } },
  });
}

/** A production list with four other musicals and the page itself; the `past` ones played only before today. */
function list(past: readonly string[] = []) {
  const page = (id: string, slug: string) => ({ id, kind: "production-page", production_id: `p-${id}`, data: { heading: `Show ${id}`, url: `/voorstelling/${slug}` }, filters: { genres: ["musical"] } });
  const ids = ["A", "B", PAGE_ID, "C", "D"];
  return RenderResponse.parse({
    node: { id: "production-page-list-nl", kind: "production-page-list", data: {}, query_result: { node_ids: ids } },
    nodes: Object.fromEntries(ids.map((id) => [id, page(id, id.toLowerCase())])),
    productions: Object.fromEntries(ids.map((id) => [`p-${id}`, { id: `p-${id}`, data: {}, events: [ev(`e-${id}`, past.includes(id) ? -5 : 5)] }])),
  });
}

export function context(render: RenderResponse, opts: { lang?: Lang; presale?: ViewContext["presale"]; random?: number; listOk?: boolean; pastShows?: string[] } = {}) {
  const log = vi.fn();
  const source: PageSource = {
    environment: "server",
    site: SITES.carre,
    config: testPublicConfig({ imageCdnBase: "https://cdn.test" }),
    render: async () => (opts.listOk === false ? { type: "HTTP_ERROR", status: 500, message: "down" } : { type: "OK", value: list(opts.pastShows) }),
    redirectLookup: async () => ({ type: "NOT_FOUND" }),
    presale: async () => ({ type: "NOT_FOUND" }),
    confirm: async () => null,
    log,
  };
  const ctx: ViewContext = { routeId: "show", render, lang: opts.lang ?? "nl", url: new URL("https://carre.nl/voorstelling/test"), source, signal: new AbortController().signal, presale: opts.presale ?? null, now: NOW, random: () => opts.random ?? 0 };
  return { ctx, log };
}

