import { describe, expect, it } from "vitest";
import { testPublicConfig } from "./fixtures";
import { RenderResponse } from "../../shared/contract/render";
import { SITES } from "../../shared/site";
import type { ViewContext } from "../../shared/paths/view-context";
import type { PageSource } from "../../shared/paths/source";
import { groupByMonth, mapCalendarView, monthAnchor } from "../../shared/view/pages/calendar";

const NOW = new Date("2026-11-10T12:00:00+01:00");

interface ShowSpec {
  id: string;
  heading?: unknown;
  dates: string[];
  data?: Record<string, unknown>;
  noImage?: boolean;
  statusID?: string | null;
  salesStatus?: string;
  bestelbutton?: string;
}

function render(shows: ShowSpec[]) {
  const nodes: Record<string, unknown> = {};
  const productions: Record<string, unknown> = {};
  for (const s of shows) {
    nodes[s.id] = {
      id: s.id,
      kind: "production-page",
      production_id: `p-${s.id}`,
      data: { heading: s.heading === undefined ? `Show ${s.id}` : s.heading, subheading: `Sub ${s.id}`, url: `/voorstelling/${s.id}`, isAllowedInCalendar: true, ...s.data },
      relations: s.noImage ? {} : { image_thumb: `crop-${s.id}` },
    };
    nodes[`crop-${s.id}`] = { id: `crop-${s.id}`, kind: "image_crop", data: { cdn_url_path: `uuid-${s.id}/-/crop/800x450/0,0/`, crop_width: 800, crop_height: 450 } };
    productions[`p-${s.id}`] = {
      id: `p-${s.id}`,
      events: s.dates.map((d, i) => ({
        id: `${s.id}-e${i}`,
        start_date: d,
        sales_status: s.salesStatus ?? "on_sale",
        sales_url: `https://apps.ticketmatic.com/widgets/carre/addtickets?event=${s.id}${i}`,
        data: { statusID: s.statusID ?? null, bestelbutton: s.bestelbutton ?? "" },
      })),
    };
  }
  return RenderResponse.parse({
    node: { id: "production-page-list-nl", kind: "production-page-list", data: {}, query_result: { node_ids: shows.map((s) => s.id) } },
    nodes,
    productions,
  });
}

function ctx(r: RenderResponse, path = "/agenda", lang: "nl" | "en" = "nl"): ViewContext {
  const source = { environment: "server", site: SITES.carre, config: testPublicConfig(), log: () => {} } as unknown as PageSource;
  return { routeId: "calendar", render: r, lang, url: new URL(`https://carre.nl${path}`), source, signal: new AbortController().signal, presale: null, now: NOW, random: () => 0.5 };
}

const sample = () =>
  render([
    { id: "late", dates: ["2027-01-05T20:00:00+01:00"] },
    { id: "soon", dates: ["2026-11-12T20:00:00+01:00", "2026-11-13T20:00:00+01:00", "2026-11-14T20:00:00+01:00"] },
    { id: "past", dates: ["2026-11-01T20:00:00+01:00"] },
    { id: "partly-past", dates: ["2026-11-02T20:00:00+01:00", "2026-12-01T20:00:00+01:00"] },
    { id: "hidden", dates: ["2026-11-20T20:00:00+01:00"], data: { isAllowedInCalendar: false } },
    { id: "no-image", dates: ["2026-11-20T20:00:00+01:00"], noImage: true },
    { id: "no-heading", heading: "  ", dates: ["2026-11-20T20:00:00+01:00"] },
  ]);

describe("calendar view (spec 1 §2 Calendar, §5)", () => {
  it("lists only entries with isAllowedInCalendar, a heading, an image and an upcoming date, by first upcoming date", () => {
    const view = mapCalendarView(ctx(sample()));
    expect(view.items.map((i) => i.id)).toEqual(["soon", "partly-past", "late"]);
  });

  it("drops past events from the dates and groups shows by the month of their first upcoming date", () => {
    const view = mapCalendarView(ctx(sample()));
    const partly = view.items.find((i) => i.id === "partly-past")!;
    expect(partly.dateText).toBe("di 1 dec 2026");
    expect(view.months.map((m) => [m.key, m.label, m.anchor, m.start, m.count])).toEqual([
      ["2026-11", "november 2026", "maand-2026-11", 0, 1],
      ["2026-12", "december 2026", "maand-2026-12", 1, 1],
      ["2027-01", "januari 2027", "maand-2027-01", 2, 1],
    ]);
  });

  it("writes the date text with t/m for more than two dates and en for two, in English with to and and", () => {
    const r = render([
      { id: "three", dates: ["2026-11-12T20:00:00+01:00", "2026-11-13T20:00:00+01:00", "2026-11-14T20:00:00+01:00"] },
      { id: "two", dates: ["2026-11-20T20:00:00+01:00", "2026-11-21T20:00:00+01:00"] },
    ]);
    expect(mapCalendarView(ctx(r)).items.map((i) => i.dateText)).toEqual(["do 12 nov 2026 t/m za 14 nov 2026", "vr 20 nov 2026 en za 21 nov 2026"]);
    expect(mapCalendarView(ctx(r, "/en/calendar", "en")).items.map((i) => i.dateText)).toEqual(["Thu 12 Nov 2026 to Sat 14 Nov 2026", "Fri 20 Nov 2026 and Sat 21 Nov 2026"]);
  });

  it("splits a show's dates into groups at a month change or a gap of more than one day (spec 1 §2), each under its own month", () => {
    const r = render([
      { id: "run", dates: ["2026-11-29T20:00:00+01:00", "2026-11-30T20:00:00+01:00", "2026-12-01T20:00:00+01:00", "2026-12-04T20:00:00+01:00"] },
      { id: "other", dates: ["2026-11-30T14:00:00+01:00"] },
    ]);
    const view = mapCalendarView(ctx(r));
    expect(view.items.map((i) => [i.id, i.month, i.dateText])).toEqual([
      ["run", "2026-11", "zo 29 nov 2026 en ma 30 nov 2026"],
      ["other", "2026-11", "ma 30 nov 2026"],
      ["run", "2026-12", "di 1 dec 2026"],
      ["run", "2026-12", "vr 4 dec 2026"],
    ]);
    expect(new Set(view.items.map((i) => i.key)).size).toBe(4);
    expect(view.months.map((m) => [m.key, m.count])).toEqual([
      ["2026-11", 2],
      ["2026-12", 2],
    ]);
    // Search results stay one per show: ranked, not dated.
    expect(mapCalendarView(ctx(r, "/agenda?q=run")).items.map((i) => i.dateText)).toEqual(["zo 29 nov 2026 t/m vr 4 dec 2026"]);
  });

  it("gives a single-event show its own ticket link and override text, and a show with several events a link to its play schedule", () => {
    const r = render([
      { id: "one", dates: ["2026-11-12T20:00:00+01:00"], bestelbutton: "Nog enkele kaarten" },
      { id: "many", dates: ["2026-11-13T20:00:00+01:00", "2026-11-14T20:00:00+01:00"] },
      { id: "sold", dates: ["2026-11-15T20:00:00+01:00", "2026-11-16T20:00:00+01:00"], statusID: "15685" },
      { id: "page-override", dates: ["2026-11-17T20:00:00+01:00"], data: { salesButtonOverrideText: "Uitverkocht" } },
    ]);
    const [one, many, sold, override] = mapCalendarView(ctx(r)).items.map((i) => i.salesButton!);
    expect(one).toMatchObject({ text: "Nog enkele kaarten", kind: "ticketShop", color: "red", newTab: false });
    expect(one.href).toContain("apps.ticketmatic.com");
    expect(many).toMatchObject({ text: "Bestel kaarten", href: "/voorstelling/many#speeldata", kind: "internal" });
    expect(sold).toMatchObject({ text: "Uitverkocht", color: "brown", kind: "inactive", href: null });
    expect(override.text).toBe("Uitverkocht");
    const en = mapCalendarView(ctx(r, "/en/calendar", "en")).items;
    expect(en[3].salesButton!.text).toBe("Sold out");
    expect(en[0].salesButton!.href).toContain("l=en");
  });

  it("puts the show with the earliest upcoming date first, the one the page features", () => {
    const view = mapCalendarView(ctx(sample()));
    expect(view.items[0].id).toBe("soon");
    expect(view.q).toBeNull();
    expect(view.heading).toBe("Agenda");
    expect(view.calendarHref).toBe("/agenda");
  });

  it("search mode lists matches best first (heading before subheading) without months", () => {
    const r = render([
      { id: "a", heading: "Avond", dates: ["2026-11-12T20:00:00+01:00"], data: { subheading: "Een circus" } },
      { id: "b", heading: "Wintercircus", dates: ["2026-12-12T20:00:00+01:00"] },
      { id: "c", heading: "Jazz", dates: ["2026-11-13T20:00:00+01:00"], data: { searchKeywords: ["circus"] } },
      { id: "d", heading: "Opera", dates: ["2026-11-14T20:00:00+01:00"] },
    ]);
    const view = mapCalendarView(ctx(r, "/agenda?q=%20CIRCUS%20"));
    expect(view.q).toBe("circus");
    expect(view.items.map((i) => i.id)).toEqual(["b", "a", "c"]);
    expect(view.months).toEqual([]);
    expect(view.head?.robots).toBe("noindex, follow");
  });

  it("search mode with no match gives an empty list; an empty q is the full calendar", () => {
    expect(mapCalendarView(ctx(sample(), "/agenda?q=zzzz")).items).toEqual([]);
    expect(mapCalendarView(ctx(sample(), "/agenda?q=%20%20")).q).toBeNull();
    expect(mapCalendarView(ctx(sample(), "/agenda?q=a&q=b")).q).toBe("a");
  });

  it("survives odd CMS data: missing productions, junk dates, wrong types and empty lists", () => {
    const r = RenderResponse.parse({
      node: { id: "x", kind: "production-page-list", data: {}, query_result: { node_ids: ["n1", "n2", "n3", "missing"] } },
      nodes: {
        n1: { id: "n1", kind: "production-page", production_id: "nope", data: { heading: "No production", url: "/voorstelling/n1", isAllowedInCalendar: true } },
        n2: { id: "n2", kind: "production-page", production_id: "p2", data: { heading: 42, url: ["x"], isAllowedInCalendar: "true" } },
        n3: { id: "n3", kind: "production-page", production_id: "p3", data: { heading: "Junk", url: "/voorstelling/n3", isAllowedInCalendar: true }, relations: { image_thumb: "c3" } },
        c3: { id: "c3", kind: "image_crop", data: { cdn_url_path: "u/" } },
      },
      productions: { p3: { id: "p3", events: [{ id: "e", start_date: "not a date", sales_status: "weird" }] } },
    });
    const view = mapCalendarView(ctx(r));
    expect(view.items).toEqual([]);
    expect(view.months).toEqual([]);
    const empty = RenderResponse.parse({ node: { id: "x", kind: "production-page-list" } });
    expect(mapCalendarView(ctx(empty)).items).toEqual([]);
  });

  it("groups consecutive entries of one month into one month", () => {
    const entry = (id: string, month: string | null) => ({ id, key: id, heading: id, href: "/", dateText: null, month, salesButton: null });
    expect(groupByMonth([entry("a", "2026-11"), entry("b", "2026-11"), entry("c", "2026-12"), entry("d", null)], "en")).toEqual([
      { key: "2026-11", label: "November 2026", anchor: monthAnchor("2026-11"), start: 0, count: 2 },
      { key: "2026-12", label: "December 2026", anchor: "maand-2026-12", start: 2, count: 1 },
    ]);
  });
});
