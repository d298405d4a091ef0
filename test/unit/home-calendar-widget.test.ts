import { describe, expect, it } from "vitest";
import { RenderResponse } from "../../shared/contract/render";
import { eventSalesState, salesButton } from "../../shared/domain/sales-button";
import { SITES } from "../../shared/site";
import { mapCalendarWidget } from "../../shared/view/home/calendar-widget";
import { widgetEvent } from "../../shared/view/home/calendar-widget-vm";
import { buildLinkTable, fillLink } from "../../shared/view/home/link-table";
import { programmeShows } from "../../shared/view/programme";

const NOW = new Date("2026-11-22T11:00:00+01:00");
const PHONE = "0900-2525255";
const shop = (id: string, lang = "nl") => `https://apps.ticketmatic.com/widgets/carre/addtickets?event=${id}&l=${lang}&signature=${id.repeat(8).slice(0, 64)}`;

/** One show per entry, each with its events (start day in December 2026, sales fields as given). */
function programme(events: Record<string, unknown>[][]) {
  const nodes: Record<string, any> = {};
  const productions: Record<string, any> = {};
  events.forEach((list, i) => {
    nodes[`p${i}`] = { id: `p${i}`, kind: "production-page", production_id: `${i}`, data: { heading: `Show ${i}`, url: `/voorstelling/s${i}`, language: "nl", isAllowedInCalendar: true }, relations: { image_thumb: `c${i}` } };
    nodes[`c${i}`] = { id: `c${i}`, kind: "image_crop", data: { cdn_url_path: `c${i}/-/crop/1600x900/0,0/`, crop_width: 1600, crop_height: 900 } };
    productions[`${i}`] = { id: `${i}`, data: {}, events: list.map((e, j) => ({ id: `e${i}-${j}`, start_date: "2026-12-01T20:00:00+01:00", sales_status: "on_sale", sales_url: null, data: {}, ...e })) };
  });
  const render = RenderResponse.parse({ node: { id: "list", kind: "production-page-list", query_result: { node_ids: Object.keys(productions).map((id) => `p${id}`) } }, nodes, productions });
  return programmeShows(render, NOW);
}

const EVENTS = [
  [
    { sales_url: shop("31825"), start_date: "2026-12-01T14:00:00+01:00" },
    { sales_url: shop("31826"), data: { statusID: "last_chance" } },
    { sales_url: shop("31827"), start_date: "2026-12-02T20:00:00+01:00", data: { bestelbutton: "Extra voorstellingen!" } },
  ],
  [
    { sales_url: "https://tickets.example.org/event/32137", start_date: "2026-12-02T19:30:00+01:00" },
    { sales_url: "/voorstelling/s1#speellijst", start_date: "2026-12-03T20:00:00+01:00" },
    { data: { statusID: "15681" }, start_date: "2026-12-03T21:00:00+01:00" },
    { sales_url: shop("31900"), data: { statusID: "15685" }, start_date: "2026-12-04T20:00:00+01:00" },
    { sales_status: "sales_not_started", start_date: "2026-12-04T21:00:00+01:00" },
  ],
];

describe("home calendar widget view", () => {
  it("every event joins back into exactly the button the sales-button rule gives, with its show and time", () => {
      const shows = programme(EVENTS);
      const view = mapCalendarWidget(shows, { now: NOW, lang: "nl", site: SITES.carre, phoneNumber: PHONE })!;
      const seen = view.days.flatMap(([date, events]) => events.map((e) => ({ date, ...widgetEvent(view, e) })));
      // Recomputed here from the CMS events, independently of the compact shape.
      const expected = shows.flatMap((show) =>
        show.upcoming.map((event) => ({
          start: Date.parse(event.start_date),
          date: event.start_date.slice(0, 10),
          show: { heading: show.heading, subheading: show.subheading, href: show.href, image: show.thumb },
          time: event.start_date.slice(11, 16),
          button: salesButton({ state: eventSalesState(event), lang: "nl", site: SITES.carre, salesUrl: event.sales_url, overrideText: event.data?.bestelbutton, phoneNumber: PHONE }),
        })),
      );
      expected.sort((a, b) => a.start - b.start);
      expect(seen).toEqual(expected.map(({ start: _, ...rest }) => rest));
      // The mix covers every button kind: a shop link, an own page, another site's (in a new tab), a phone number, nothing to act on.
      expect(new Set(seen.map((e) => e.button.kind))).toEqual(new Set(["ticketShop", "internal", "external", "phone", "inactive"]));
      expect(seen.some((e) => e.button.newTab && e.button.rel === "noopener noreferrer")).toBe(true);
    });

  it("is compact: one template for the signed shop links, button looks once each, defaults and empty links left out", () => {
    const view = mapCalendarWidget(programme(EVENTS), { now: NOW, lang: "nl", site: SITES.carre, phoneNumber: PHONE })!;
    const shopTemplates = view.links.filter((t) => t[0]!.startsWith("https://apps.ticketmatic.com/"));
    // Sold out (inactive) has no link, so three shop links remain, all on one template.
    expect(shopTemplates).toEqual([["https://apps.ticketmatic.com/widgets/carre/addtickets?event=", "&l=nl&signature=", ""]]);
    expect(view.shows).toHaveLength(2);
    expect(view.times).toEqual(["14:00", "20:00", "19:30", "21:00"]);
    const looks = view.buttons.map((b) => JSON.stringify(b));
    expect(new Set(looks).size).toBe(looks.length);
    // Only the external link opens a new tab; no other look carries newTab or rel.
    expect(view.buttons.filter((b) => "newTab" in b || "rel" in b)).toEqual([{ text: "Bestel kaarten", color: "red", kind: "external", newTab: true, rel: "noopener noreferrer" }]);
    for (const [, events] of view.days) for (const e of events) expect(e.length === 4).toBe(view.buttons[e[2]]!.kind !== "inactive");
    const json = JSON.stringify(view);
    expect(json).not.toContain("null");
    expect(json.match(/signature=/g)).toHaveLength(1);
  });

  it("the initial day is today when it has shows, else the first day with shows", () => {
    const view = mapCalendarWidget(programme(EVENTS), { now: NOW, lang: "nl", site: SITES.carre, phoneNumber: PHONE })!;
    expect(view).toMatchObject({ today: "2026-11-22", initialDate: "2026-12-01" });
    expect(view.days.map(([date]) => date)).toEqual(["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"]);
  });
});

describe("link table", () => {
  const round = (hrefs: string[]) => {
    const { templates, ref } = buildLinkTable(hrefs);
    return { templates, back: hrefs.map((h) => fillLink(templates, ref(h))) };
  };

  it("rebuilds every link byte for byte, whatever its shape", () => {
    const hrefs = [
      shop("1"),
      shop("2"),
      shop("2"),
      shop("3", "en"),
      "https://x.example/a?flag&b=1&c=%20x%3D",
      "https://x.example/a?flag&b=2&c=a=b",
      "https://x.example/a?b=1&flag",
      "https://x.example/a?b=&c=",
      "https://x.example/a#top?x=1",
      "https://x.example/plain",
      "tel:+31900",
      "/voorstelling/s1?x=1",
    ];
    expect(round(hrefs).back).toEqual(hrefs);
  });

  it("keeps values shared by a whole group in the template and stores only the differing ones", () => {
    const { templates, ref } = buildLinkTable([shop("1"), shop("2"), "https://x.example/one?a=1"]);
    expect(templates).toEqual([["https://apps.ticketmatic.com/widgets/carre/addtickets?event=", "&l=nl&signature=", ""], ["https://x.example/one?a=1"]]);
    expect(ref(shop("2"))).toEqual([0, "2", "22222222"]);
    expect(ref("https://x.example/one?a=1")).toEqual([1]);
  });
});
