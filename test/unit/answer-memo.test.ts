/** Work kept per CMS answer (shared/view/answer-memo.ts, docs/decisions/caching.md): when a kept result is reused and when it is not. */
import { describe, expect, it } from "vitest";
import { RenderResponse } from "../../shared/contract/render";
import { imageSources } from "../../shared/domain/images";
import { decodePrices } from "../../shared/domain/prices";
import { amsterdam, amsterdamNoon } from "../../shared/i18n/dates";
import type { PageSource } from "../../shared/paths/source";
import type { ViewContext } from "../../shared/paths/view-context";
import { SITES } from "../../shared/site";
import { perAnswer, valueKey } from "../../shared/view/answer-memo";
import { mapFrame } from "../../shared/view/frame";
import { mapCalendarWidget } from "../../shared/view/home/calendar-widget";
import { mapCalendarView, showCandidates } from "../../shared/view/pages/calendar";
import { programmeShows } from "../../shared/view/programme";
import { testPublicConfig } from "./fixtures";

const NOW = new Date("2026-11-10T12:00:00+01:00");

/** A production list with two shows, each event a few days apart; a new object every call, as a refetch gives. */
function answer() {
  const nodes: Record<string, unknown> = {};
  const productions: Record<string, unknown> = {};
  for (const [id, dates] of [
    ["a", ["2026-11-09T20:00:00+01:00", "2026-11-10T20:00:00+01:00", "2026-11-12T20:00:00+01:00"]],
    ["b", ["2026-12-01T20:00:00+01:00"]],
  ] as const) {
    nodes[id] = {
      id,
      kind: "production-page",
      production_id: `p-${id}`,
      data: { heading: `Show ${id}`, url: `/voorstelling/${id}`, isAllowedInCalendar: true },
      relations: { image_thumb: `crop-${id}` },
    };
    nodes[`crop-${id}`] = { id: `crop-${id}`, kind: "image_crop", data: { cdn_url_path: `uuid-${id}/-/crop/800x450/0,0/`, crop_width: 800, crop_height: 450 } };
    productions[`p-${id}`] = { id: `p-${id}`, events: dates.map((d, i) => ({ id: `${id}${i}`, start_date: d, sales_status: "on_sale", sales_url: "https://apps.ticketmatic.com/widgets/carre/addtickets?event=1", data: {} })) };
  }
  return RenderResponse.parse({
    node: { id: "production-page-list-nl", kind: "production-page-list", data: {}, query_result: { node_ids: ["a", "b"] } },
    nodes,
    productions,
  });
}

function ctx(render: RenderResponse, opts: { now?: Date; path?: string; lang?: "nl" | "en"; phone?: string } = {}): ViewContext {
  const config = { ...testPublicConfig(), callUsPhoneNumber: opts.phone };
  const source = { environment: "server", site: SITES.carre, config, log: () => {} } as unknown as PageSource;
  const url = new URL(`https://carre.nl${opts.path ?? "/agenda"}`);
  return { routeId: "calendar", render, lang: opts.lang ?? "nl", url, source, signal: new AbortController().signal, presale: null, now: opts.now ?? NOW, random: Math.random };
}

describe("valueKey", () => {
  it("names a whole config by value: equal configs share a key, any changed field changes it", () => {
    expect(valueKey(testPublicConfig())).toBe(valueKey(testPublicConfig()));
    expect(valueKey(testPublicConfig({ callUsPhoneNumber: "020 1234567" }))).not.toBe(valueKey(testPublicConfig()));
    expect(valueKey(testPublicConfig({ specialPriceTypeIds: ["7"] }))).not.toBe(valueKey(testPublicConfig()));
  });
});

describe("perAnswer", () => {
  it("computes once per answer and key, and not a thrown error", () => {
    const owner = {};
    let calls = 0;
    expect(perAnswer(owner, "k", () => ++calls)).toBe(1);
    expect(perAnswer(owner, "k", () => ++calls)).toBe(1);
    expect(perAnswer(owner, "other", () => ++calls)).toBe(2);
    expect(perAnswer({}, "k", () => ++calls)).toBe(3);
    expect(() => perAnswer(owner, "fails", () => { throw new Error("no"); })).toThrow("no");
    expect(perAnswer(owner, "fails", () => "now")).toBe("now");
  });

  it("keeps a bounded number of results per answer, the oldest going first", () => {
    const owner = {};
    for (let i = 0; i < 40; i++) perAnswer(owner, `k${i}`, () => i);
    expect(perAnswer(owner, "k39", () => -1)).toBe(39);
    expect(perAnswer(owner, "k0", () => -1)).toBe(-1);
  });
});

describe("the calendar kept with its answer", () => {
  it("gives the same view object for the same answer and Amsterdam day, whatever the hour", () => {
    const render = answer();
    const first = mapCalendarView(ctx(render));
    expect(mapCalendarView(ctx(render, { now: new Date("2026-11-10T23:30:00+01:00") }))).toBe(first);
    expect(mapCalendarView(ctx(render, { now: new Date("2026-11-10T00:05:00+01:00") }))).toBe(first);
  });

  it("maps afresh for another day, and drops the events that day has left behind", () => {
    const render = answer();
    const today = mapCalendarView(ctx(render));
    const tomorrow = mapCalendarView(ctx(render, { now: new Date("2026-11-11T00:00:01+01:00") }));
    expect(tomorrow).not.toBe(today);
    expect(today.items[0]!.dateText).toBe("di 10 nov 2026");
    expect(tomorrow.items[0]!.dateText).toBe("do 12 nov 2026");
  });

  it("maps afresh for a new answer, another language or another call-us number", () => {
    const render = answer();
    const first = mapCalendarView(ctx(render));
    const refetched = answer();
    expect(mapCalendarView(ctx(refetched))).not.toBe(first);
    expect(mapCalendarView(ctx(refetched))).toEqual(first);
    expect(mapCalendarView(ctx(render, { lang: "en", path: "/en/calendar" }))).not.toBe(first);
    expect(mapCalendarView(ctx(render, { phone: "020 123" }))).not.toBe(first);
  });

  it("keeps search results out (one per phrase), but their candidates in", () => {
    const render = answer();
    const search = mapCalendarView(ctx(render, { path: "/agenda?q=show" }));
    expect(mapCalendarView(ctx(render, { path: "/agenda?q=show" }))).not.toBe(search);
    expect(mapCalendarView(ctx(render, { path: "/agenda?q=show" }))).toEqual(search);
    expect(showCandidates(render, ctx(render))).toBe(showCandidates(render, ctx(render)));
  });

  it("keeps the programme per answer and day", () => {
    const render = answer();
    const shows = programmeShows(render, NOW);
    expect(programmeShows(render, new Date("2026-11-10T08:00:00+01:00"))).toBe(shows);
    expect(programmeShows(render, new Date("2026-11-11T08:00:00+01:00"))).not.toBe(shows);
    expect(programmeShows(answer(), NOW)).not.toBe(shows);
  });

  it("keeps the home widget per programme, day and horizon", () => {
    const shows = programmeShows(answer(), NOW);
    const opts = { now: NOW, lang: "nl" as const, site: SITES.carre, phoneNumber: undefined };
    const widget = mapCalendarWidget(shows, opts);
    expect(mapCalendarWidget(shows, { ...opts, now: new Date("2026-11-10T21:00:00+01:00") })).toBe(widget);
    expect(mapCalendarWidget(shows, { ...opts, now: new Date("2026-11-11T09:00:00+01:00") })).not.toBe(widget);
    expect(mapCalendarWidget(shows, { ...opts, lang: "en" })).not.toBe(widget);
  });

  it("keeps the frame per answer, language and site", () => {
    const render = answer();
    const frame = mapFrame(render, "nl", SITES.carre);
    expect(mapFrame(render, "nl", SITES.carre)).toBe(frame);
    expect(mapFrame(render, "en", SITES.carre)).not.toBe(frame);
    expect(mapFrame(render, "nl", SITES.fonds)).not.toBe(frame);
  });
});

describe("dates, prices and image sources worked out once", () => {
  it("shares one frozen reading per date text; a Date is read each time", () => {
    const t = amsterdam("2026-10-24T20:00:00+02:00");
    expect(amsterdam("2026-10-24T20:00:00+02:00")).toBe(t);
    expect(Object.isFrozen(t)).toBe(true);
    expect(amsterdamNoon("2026-10-24T20:00:00+02:00")).toBe(amsterdamNoon("2026-10-24T20:00:00+02:00"));
    expect(amsterdam("junk")).toBeNull();
    const date = new Date("2026-10-24T18:00:00Z");
    expect(amsterdam(date)).not.toBe(amsterdam(date));
    expect(amsterdam(date)).toEqual(t);
  });

  it("decodes a price list once, and still reports a wrong one on every read", () => {
    const list = [{ price: 43.5, ticketTypeName: "Rang 1" }];
    expect(decodePrices(list, () => {})).toBe(decodePrices(list, () => {}));
    const wrong = [{ price: "veel" }];
    const lines: string[] = [];
    decodePrices(wrong, (msg) => lines.push(msg));
    decodePrices(wrong, (msg) => lines.push(msg));
    expect(lines).toHaveLength(2);
  });

  it("shares image sources per distinct input, an empty sizes being another input than none", () => {
    const input = { base: "https://cdn.test", cdnUrlPath: "uuid/-/crop/800x450/0,0/", maxWidth: 640 };
    const sources = imageSources(input);
    expect(imageSources({ ...input })).toBe(sources);
    expect(imageSources({ ...input, maxWidth: 320 })).not.toEqual(sources);
    expect(imageSources({ ...input, sizes: "" })!.sizes).toBe("");
    expect(sources!.sizes).toBe("(max-width: 640px) 100vw, 640px");
  });
});
