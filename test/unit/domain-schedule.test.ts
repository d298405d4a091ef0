import { describe, expect, it, vi } from "vitest";
import { CmsEvent } from "../../shared/contract/render";
import {
  COLLAPSED_ROWS,
  WAITING_LIST_TOOLTIP,
  breakText,
  calendarLabels,
  calendarWidthClass,
  durationText,
  eventGroups,
  isCollapsed,
  visibleEvents,
} from "../../shared/domain/schedule";

const NBSP = "\u00a0";
let seq = 0;
const ev = (start: string, data: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  CmsEvent.parse({ id: String(++seq), start_date: start, sales_status: "on_sale", data, ...extra });
// 10:00 in Amsterdam (summer time).
const NOW = new Date("2026-10-24T08:00:00Z");
const ids = (events: CmsEvent[]) => events.map((e) => e.start_date);

describe("visibleEvents: 'Events before today are dropped'", () => {
  it("drops events of earlier days but keeps today's, judged in Amsterdam", () => {
    const events = [
      ev("2026-11-01T20:00:00+01:00"),
      ev("2026-10-23T23:30:00+02:00"),
      ev("2026-10-24T00:30:00+02:00"),
      ev("2026-10-22T22:30:00Z"), // 00:30 on the 23rd in Amsterdam: yesterday
      ev("2026-10-23T22:30:00Z"), // 00:30 on the 24th in Amsterdam: today
    ];
    expect(ids(visibleEvents(events, NOW))).toEqual(["2026-10-24T00:30:00+02:00", "2026-10-23T22:30:00Z", "2026-11-01T20:00:00+01:00"]);
  });

  it("accepts a JS Date as now and never crashes on junk dates", () => {
    const events = [ev("not a date"), ev(""), ev("1021-12-18T00:00:00+00:19"), ev("2026-10-25T14:00:00+01:00")];
    expect(ids(visibleEvents(events, new Date("2026-10-24T08:00:00Z")))).toEqual(["2026-10-25T14:00:00+01:00"]);
    expect(visibleEvents([], NOW)).toEqual([]);
  });
});

describe("eventGroups: 'events grouped by month (eventGroups with label and events)'", () => {
  const events = [
    ev("2026-11-03T20:00:00+01:00", { prices: [{ price: 43.5, ticketTypeName: "Rang 1" }, { price: 29, ticketTypeName: "Rang 2" }], speellijsttekst: " Première " }),
    ev("2026-10-24T20:00:00+02:00", { statusID: "waiting_list", calendarlabel: "16826" }),
    ev("2026-10-25T13:00:00Z", { statusID: "15682", prices: [{ price: 0 }] }), // 14:00 after the clock change
    ev("2027-03-02T20:00:00+01:00"),
    ev("2027-05-01T20:00:00+02:00", { prices: "junk" }),
    ev("2026-10-01T20:00:00+02:00"),
  ];

  it("groups by month with Dutch labels and the customised short names (mrt, mei, okt, zo..za)", () => {
    const groups = eventGroups(events, { lang: "nl", now: NOW });
    expect(groups.map((g) => [g.key, g.label, g.events.map((e) => e.date)])).toEqual([
      ["2026-10", "oktober 2026", ["za 24 okt", "zo 25 okt"]],
      ["2026-11", "november 2026", ["di 3 nov"]],
      ["2027-03", "maart 2027", ["di 2 mrt"]],
      ["2027-05", "mei 2027", ["za 1 mei"]],
    ]);
  });

  it("uses English labels on English pages", () => {
    const groups = eventGroups(events, { lang: "en", now: NOW });
    expect(groups[0].label).toBe("October 2026");
    expect(groups[0].events[0].date).toBe("Sat 24 Oct");
  });

  it("shows times as HH:mm in Europe/Amsterdam, also on the clock-change day", () => {
    const [oct] = eventGroups(events, { lang: "nl", now: NOW });
    expect(oct.events.map((e) => [e.day, e.time])).toEqual([
      ["2026-10-24", "20:00"],
      ["2026-10-25", "14:00"],
    ]);
  });

  it("fills status, minimum price, details, calendar labels and the 'wachtlijst' tooltip per row", () => {
    const log = vi.fn();
    const groups = eventGroups(events, { lang: "nl", now: NOW, log });
    const [waiting, free] = groups[0].events;
    const nov = groups[1].events[0];
    expect(waiting).toMatchObject({ status: "waiting_list", tooltip: WAITING_LIST_TOOLTIP.nl, calendarLabels: ["best_deal"], minPrice: null });
    // English pages say it in English (WCAG 3.1.2: no Dutch word inside English text).
    expect(eventGroups(events, { lang: "en", now: NOW })[0]!.events[0]).toMatchObject({ status: "waiting_list", tooltip: "wait list" });
    expect(free).toMatchObject({ status: "free", minPrice: null, minPriceText: null, tooltip: null });
    expect(nov).toMatchObject({ status: "on_sale", minPrice: 29, minPriceText: `va €${NBSP}29,00`, details: "Première", year: 2026 });
    expect(groups[3].events[0].minPrice).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });

  it("'groups appear only when playlistPublicationDate is absent or reached'", () => {
    expect(eventGroups(events, { lang: "nl", now: NOW, playlistPublicationDate: "2026-10-24T12:00:00+02:00" })).toEqual([]);
    expect(eventGroups(events, { lang: "nl", now: NOW, playlistPublicationDate: "2026-10-24T10:00:00+02:00" })).toHaveLength(4);
    expect(eventGroups(events, { lang: "nl", now: NOW, playlistPublicationDate: null })).toHaveLength(4);
  });

  it("treats an unreadable playlistPublicationDate as absent, and is empty without events", () => {
    expect(eventGroups(events, { lang: "nl", now: NOW, playlistPublicationDate: "binnenkort" })).toHaveLength(4);
    expect(eventGroups([], { lang: "en", now: NOW })).toEqual([]);
  });
});

describe("isCollapsed: 'The table collapses when more than 10 events (and always for three named headliner productions)'", () => {
  it("collapses above 10 events only", () => {
    expect(COLLAPSED_ROWS).toBe(10);
    expect(isCollapsed(10, "kleine-show", [])).toBe(false);
    expect(isCollapsed(11, "kleine-show", [])).toBe(true);
  });

  it("always collapses the configured headliners, given as slug or path, whatever their length", () => {
    const headliners = ["grote-show", "lange-run"];
    expect(isCollapsed(1, "lange-run", headliners)).toBe(true);
    expect(isCollapsed(2, "/voorstelling/grote-show", headliners)).toBe(true);
    expect(isCollapsed(2, "/voorstelling/kleine-show", headliners)).toBe(false);
    // Nothing to collapse without events.
    expect(isCollapsed(0, "lange-run", headliners)).toBe(false);
    expect(isCollapsed(0, null, headliners)).toBe(false);
  });
});

describe("durationText: 'Duration is shown only if all events have the same span under a day'", () => {
  const show = (start: string, end: string, known = true) => ev(start, { eindtijdbekend: known }, { end_date: end });

  it("writes hours and minutes in Dutch and English", () => {
    const events = [show("2026-10-24T20:00:00+02:00", "2026-10-24T22:30:00+02:00")];
    expect(durationText(events, { lang: "nl" })).toBe("2 uur en 30 minuten");
    expect(durationText(events, { lang: "en" })).toBe("2 hours and 30 minutes");
  });

  it("uses singular words and drops a zero part", () => {
    expect(durationText([show("2026-10-24T20:00:00+02:00", "2026-10-24T21:01:00+02:00")], { lang: "nl" })).toBe("1 uur en 1 minuut");
    expect(durationText([show("2026-10-24T20:00:00+02:00", "2026-10-24T21:00:00+02:00")], { lang: "en" })).toBe("1 hour");
    expect(durationText([show("2026-10-24T20:00:00+02:00", "2026-10-24T20:45:00+02:00")], { lang: "en" })).toBe("45 minutes");
  });

  it("agrees across the clock change: a matinee on the DST day has the same span as the evening before", () => {
    const events = [
      show("2026-10-24T20:00:00+02:00", "2026-10-24T22:30:00+02:00"),
      show("2026-10-25T14:00:00+01:00", "2026-10-25T16:30:00+01:00"),
    ];
    expect(durationText(events, { lang: "nl" })).toBe("2 uur en 30 minuten");
  });

  it("counts real elapsed time for a night show across the clock change", () => {
    expect(durationText([show("2026-10-25T01:00:00+02:00", "2026-10-25T03:00:00+01:00")], { lang: "en" })).toBe("3 hours");
  });

  it("is absent when spans differ, the end is unknown, a day or longer, or dates are junk", () => {
    const a = show("2026-10-24T20:00:00+02:00", "2026-10-24T22:30:00+02:00");
    expect(durationText([a, show("2026-10-25T20:00:00+01:00", "2026-10-25T22:00:00+01:00")], { lang: "nl" })).toBeNull();
    expect(durationText([show("2026-10-24T20:00:00+02:00", "2026-10-25T00:00:00+02:00", false)], { lang: "nl" })).toBeNull();
    expect(durationText([a, ev("2026-10-26T20:00:00+01:00", {})], { lang: "nl" })).toBeNull();
    expect(durationText([show("2026-10-24T20:00:00+02:00", "2026-10-25T20:00:00+01:00")], { lang: "nl" })).toBeNull();
    expect(durationText([show("2026-10-24T20:00:00+02:00", "later")], { lang: "nl" })).toBeNull();
    expect(durationText([show("2026-10-24T20:00:00+02:00", "2026-10-24T19:00:00+02:00")], { lang: "nl" })).toBeNull();
    expect(durationText([], { lang: "nl" })).toBeNull();
  });

  it("'overruleDurationText can override; hideStartEndTimeInfo hides'", () => {
    const events = [show("2026-10-24T20:00:00+02:00", "2026-10-24T22:30:00+02:00")];
    expect(durationText(events, { lang: "nl", hideStartEndTimeInfo: true })).toBeNull();
    expect(durationText([], { lang: "nl", overruleDurationText: " Ca. 2 uur " })).toBe("Ca. 2 uur");
    expect(durationText(events, { lang: "nl", overruleDurationText: "Ca. 2 uur", hideStartEndTimeInfo: true })).toBe("Ca. 2 uur");
    expect(durationText(events, { lang: "nl", overruleDurationText: "  " })).toBe("2 uur en 30 minuten");
  });
});

describe("breakText: 'Break text is shown only if all events agree (yes or no)'", () => {
  it("says 'Met pauze' / 'With a break' when all say Ja", () => {
    const events = [ev("2026-10-24T20:00:00+02:00", { break: "Ja" }), ev("2026-10-25T20:00:00+01:00", { break: "ja" })];
    expect(breakText(events, "nl")).toBe("Met pauze");
    expect(breakText(events, "en")).toBe("With a break");
  });

  it("says 'Zonder pauze' / 'Without a break' when all say Nee", () => {
    expect(breakText([ev("2026-10-24T20:00:00+02:00", { break: "Nee" })], "nl")).toBe("Zonder pauze");
    expect(breakText([ev("2026-10-24T20:00:00+02:00", { break: "Nee" })], "en")).toBe("Without a break");
  });

  it("says nothing for 'Nog onbekend', a mix, a missing value or no events", () => {
    expect(breakText([ev("2026-10-24T20:00:00+02:00", { break: "Nog onbekend" })], "nl")).toBeNull();
    expect(breakText([ev("2026-10-24T20:00:00+02:00", { break: "Ja" }), ev("2026-10-25T20:00:00+01:00", { break: "Nee" })], "nl")).toBeNull();
    expect(breakText([ev("2026-10-24T20:00:00+02:00", { break: "Ja" }), ev("2026-10-25T20:00:00+01:00")], "nl")).toBeNull();
    expect(breakText([], "nl")).toBeNull();
  });
});

describe("calendarWidthClass: 'medium if the maximum events per day is under 3, otherwise large'", () => {
  it("is medium for up to 2 shows a day and large from 3", () => {
    const two = [ev("2026-10-24T14:00:00+02:00"), ev("2026-10-24T20:00:00+02:00"), ev("2026-10-25T20:00:00+01:00")];
    expect(calendarWidthClass(two)).toBe("medium");
    expect(calendarWidthClass([...two, ev("2026-10-24T23:00:00+02:00")])).toBe("large");
    expect(calendarWidthClass([])).toBe("medium");
  });

  it("counts days in Amsterdam, not UTC", () => {
    const events = [ev("2026-10-24T14:00:00+02:00"), ev("2026-10-24T20:00:00+02:00"), ev("2026-10-24T22:30:00Z")];
    expect(calendarWidthClass(events)).toBe("medium");
  });
});

describe("calendarLabels: 'id 16805 means supertitle_en, id 16826 means best_deal'", () => {
  it("reads a string, number, list or comma list and ignores unknown ids", () => {
    const label = (calendarlabel: unknown) => calendarLabels(ev("2026-10-24T20:00:00+02:00", { calendarlabel }));
    expect(label("16826")).toEqual(["best_deal"]);
    expect(label(16805)).toEqual(["supertitle_en"]);
    expect(label(["16805", 16826, "16805"])).toEqual(["supertitle_en", "best_deal"]);
    expect(label("16826, 16805")).toEqual(["best_deal", "supertitle_en"]);
    expect(label([{ id: "16826" }])).toEqual(["best_deal"]);
    expect(label("99")).toEqual([]);
    expect(label(null)).toEqual([]);
    expect(label(undefined)).toEqual([]);
  });
});
