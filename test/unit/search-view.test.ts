import { describe, expect, it } from "vitest";
import { testPublicConfig } from "./fixtures";
import { RenderResponse } from "../../shared/contract/render";
import type { FetchResult } from "../../shared/contract/result";
import type { PageSource } from "../../shared/paths/source";
import type { ViewContext } from "../../shared/paths/view-context";
import { SITES } from "../../shared/site";
import { mapSearchView } from "../../shared/view/pages/search";

const NOW = new Date("2026-11-10T12:00:00+01:00");

function list(kind: string, items: Array<{ id: string; heading?: string; subheading?: string; contentMain?: string; hide?: boolean; data?: Record<string, unknown> }>, extra: Record<string, unknown> = {}) {
  const nodes: Record<string, unknown> = {};
  for (const i of items) {
    nodes[i.id] = { id: i.id, kind: kind === "production-page-list" ? "production-page" : "page", production_id: `p-${i.id}`, data: { heading: i.heading, subheading: i.subheading, contentMain: i.contentMain, url: `/x/${i.id}`, hide: i.hide, isAllowedInCalendar: true, ...i.data } };
  }
  return RenderResponse.parse({ node: { id: kind, kind, data: {}, query_result: { node_ids: items.map((i) => i.id) } }, nodes, ...extra });
}

const SHOWS = list(
  "production-page-list",
  Array.from({ length: 8 }, (_, i) => ({ id: `s${i}`, heading: i === 7 ? "Zomer" : `Circus ${i}`, subheading: i === 7 ? "Circus op zijn best" : undefined })),
  { productions: { "p-s0": { id: "p-s0", events: [{ id: "e", start_date: "2026-11-20T20:00:00+01:00", sales_status: "on_sale", sales_url: "https://apps.ticketmatic.com/x" }] } } },
);

type Lists = Record<string, FetchResult<RenderResponse> | Error>;

function ctx(path: string, lists: Lists, logs: unknown[] = []) {
  const calls: Array<{ path: string; query: string }> = [];
  const source = {
    environment: "server",
    site: SITES.carre,
    config: testPublicConfig(),
    log: (...args: unknown[]) => logs.push(args),
    async render(cmsPath: string, query: URLSearchParams) {
      calls.push({ path: cmsPath, query: query.toString() });
      const answer = lists[cmsPath] ?? { type: "NOT_FOUND" };
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as PageSource;
  const c: ViewContext = { routeId: "search", render: SHOWS, lang: "nl", url: new URL(`https://carre.nl${path}`), source, signal: new AbortController().signal, presale: null, now: NOW, random: () => 0.5 };
  return { c, calls };
}

const PAGES = list("page-list", Array.from({ length: 14 }, (_, i) => ({ id: `p${i}`, heading: i === 13 ? "Circus in de heading" : `Pagina ${i}`, contentMain: "<p>Over het circus</p>" })));
const NEWS = list("news-page-list", [
  ...Array.from({ length: 7 }, (_, i) => ({ id: `n${i}`, heading: `Nieuws ${i}`, contentMain: "circus" })),
  { id: "hidden", heading: "Circus verborgen", hide: true },
]);

describe("search view (spec 1 §2 Search, §5)", () => {
  it("asks the page and news lists with q and per_page 50, and cuts the sections to Shows 5, Pages 10, News 5", async () => {
    const { c, calls } = ctx("/zoeken?q=Circus", { "/page-list-nl": { type: "OK", value: PAGES }, "/news-page-list-nl": { type: "OK", value: NEWS } });
    const view = await mapSearchView(c);
    expect(view.q).toBe("circus");
    expect(calls).toEqual(expect.arrayContaining([{ path: "/page-list-nl", query: "q=circus&per_page=50" }, { path: "/news-page-list-nl", query: "q=circus&per_page=50" }]));
    expect(view.shows).toHaveLength(5);
    expect(view.pages).toHaveLength(10);
    expect(view.news).toHaveLength(5);
    expect(view.news.map((n) => n.id)).not.toContain("hidden");
  });

  it("orders results by where they match: a heading match before a content match", async () => {
    const { c } = ctx("/zoeken?q=circus", { "/page-list-nl": { type: "OK", value: PAGES } });
    const view = await mapSearchView(c);
    expect(view.pages[0].heading).toBe("Circus in de heading");
    expect(view.shows.map((s) => s.id)).toEqual(["s0", "s1", "s2", "s3", "s4"]);
    const zomer = await mapSearchView(ctx("/zoeken?q=zomer%20circus", {}).c);
    expect(zomer.shows.map((s) => s.id)).toEqual(["s7"]);
  });

  it("gives shows their date text and sales button", async () => {
    const view = await mapSearchView(ctx("/zoeken?q=circus%200", {}).c);
    expect(view.shows[0]).toMatchObject({ id: "s0", dateText: "vr 20 nov 2026", salesButton: { text: "Bestel kaarten", kind: "ticketShop" } });
  });

  it("has no results and asks nothing for an empty or missing q", async () => {
    for (const path of ["/zoeken", "/zoeken?q=", "/zoeken?q=%20%20"]) {
      const { c, calls } = ctx(path, {});
      const view = await mapSearchView(c);
      expect(view).toMatchObject({ q: null, shows: [], pages: [], news: [] });
      expect(calls).toEqual([]);
    }
  });

  it("returns empty sections when nothing matches", async () => {
    const view = await mapSearchView(ctx("/zoeken?q=zzzz", { "/page-list-nl": { type: "OK", value: PAGES }, "/news-page-list-nl": { type: "OK", value: NEWS } }).c);
    expect([view.shows, view.pages, view.news]).toEqual([[], [], []]);
  });

  it("leaves a failing page or news section empty and logs it, the shows still found", async () => {
    const logs: unknown[] = [];
    const { c } = ctx("/zoeken?q=circus", { "/page-list-nl": { type: "HTTP_ERROR", status: 500, message: "boom" } as FetchResult<RenderResponse>, "/news-page-list-nl": new Error("socket reset") }, logs);
    const view = await mapSearchView(c);
    expect(view.pages).toEqual([]);
    expect(view.news).toEqual([]);
    expect(view.shows).toHaveLength(5);
    expect(logs).toHaveLength(2);
  });

  it("caps a very long q and keeps HTML in q as plain text", async () => {
    const long = await mapSearchView(ctx(`/zoeken?q=${"a".repeat(5000)}`, {}).c);
    expect(long.q).toHaveLength(200);
    const html = await mapSearchView(ctx("/zoeken?q=%3Cscript%3Ealert(1)%3C/script%3E", {}).c);
    expect(html.q).toBe("<script>alert(1)</script>");
    expect(html.shows).toEqual([]);
  });
});
