/** The musical page view model (shared/view/pages/musical.ts) from small render answers. */
import { describe, expect, it, vi } from "vitest";
import { RenderResponse } from "../../shared/contract/render";
import { musicalRole } from "../../shared/domain/musical";
import type { PresaleData } from "../../shared/contract/services";
import type { PageSource } from "../../shared/paths/source";
import type { ViewContext } from "../../shared/paths/view-context";
import { SAMPLE_MUSICAL_PAGES } from "../../scripts/sample-cms/content/musical";

const SIGNUP_PAGE_IDS = SAMPLE_MUSICAL_PAGES.signupPageIds;
import { SITES } from "../../shared/site";
import { mapShowPage, musicalRender } from "../../shared/view/pages/musical";
import { testPublicConfig } from "./fixtures";

const NOW = new Date("2026-11-03T09:00:00Z");

function ev(id: string, day: number, tags: string[], packageUrl?: string) {
  const start = `2026-11-${String(day).padStart(2, "0")}T20:00:00+01:00`;
  return {
    id,
    start_date: start,
    end_date: start.replace("T20", "T22"),
    sales_url: `https://apps.ticketmatic.com/widgets/carre/addtickets?event=${id}`,
    sales_status: "on_sale",
    arrangement_kinds: packageUrl ? [{ kind: "10005_Diner arrangement", sales_url: packageUrl }] : [],
    data: { eventtype: "Voorstelling", sitetags: tags, prices: [{ price: 60, ticketTypeName: "Rang 1" }] },
  };
}

const crop = (id: string) => ({ id, kind: "image_crop", data: { cdn_url_path: `${id}/-/crop/10x10/0,0/`, crop_width: 10, crop_height: 10 } });

function answer(path: string, data: Record<string, unknown> = {}, id = "PAGE") {
  const person = (pid: string, name: string, priority: number) => ({ id: pid, kind: "person", data: { name, priority }, relations: { picture: "img" } });
  const banner = (bid: string, button: unknown, href: string) => ({ id: bid, kind: "banner", data: { title: bid, button_text: button, link: { type: "internal", href } }, relations: { image: "img" } });
  return RenderResponse.parse({
    node: {
      id,
      kind: "production-page",
      production_id: "500",
      data: { heading: "Hadestown", url: path, contentMain: `<p>${"Lange tekst. ".repeat(80)}</p>`, hadestownLayout: true, intro: 42, aboutText: "<p>Over</p>", photoCredit: "Fotograaf", ...data },
      relations: {
        person_groups: ["g1"],
        banners: ["b1", "b2", "b3"],
        photos: ["ph1", "ph-broken"],
        tabs: ["tabs"],
        image_logo: "img",
      },
    },
    nodes: {
      img: crop("img"),
      g1: { id: "g1", kind: "person_group", data: { name: "Cast" }, relations: { persons: ["p1", "p2", "p3"] } },
      p1: person("p1", "Laag", 1),
      p2: person("p2", "Hoog", 9),
      p3: person("p3", "Midden", 5),
      b1: banner("b1", "Naar de première", "/voorstelling/premiere-hadestown"),
      b2: banner("b2", "", "/pagina/contact"),
      b3: banner("b3", "Groepen", "/pagina/theaterarrangementen"),
      ph1: { id: "ph1", kind: "slide", data: {}, relations: { image: "img" } },
      "ph-broken": { id: "ph-broken", kind: "slide", data: {}, relations: { image: null } },
      tabs: { id: "tabs", kind: "tabs_panel", data: { items: [{ header: "Coronamaatregelen", content: "<p>x</p>" }, { header: "Annulering of verplaatsing", content: "<p>y</p>" }, { header: "Prijzen extra", content: "<p>z</p>" }] } },
    },
    productions: { "500": { id: "500", data: { name: "Hadestown" }, events: [ev("e1", 10, ["singlehades25"]), ev("e2", 11, ["dinhadesbund25"], "https://apps.ticketmatic.com/widgets/carre/addtickets?event=pkg2"), ev("e3", 12, [])] } },
  });
}

function context(render: RenderResponse, lang: "nl" | "en" = "nl"): ViewContext {
  const source: PageSource = {
    environment: "server",
    site: SITES.carre,
    config: testPublicConfig(),
    render: async () => ({ type: "HTTP_ERROR", status: 500, message: "no list in this test" }),
    redirectLookup: async () => ({ type: "NOT_FOUND" }),
    presale: async () => ({ type: "NOT_FOUND" }),
    confirm: async () => null,
    log: vi.fn(),
  };
  return { routeId: "show", render, lang, url: new URL(`https://carre.nl${render.node.data.url as string}`), source, signal: new AbortController().signal, presale: null, now: NOW, random: () => 0 };
}

describe("musicalRender: what the show mapper sees on a musical page", () => {
  it("a tag page keeps only the tag's events; a package page links them to the package (spec 2 §2)", () => {
    const render = answer("/voorstelling/hadestown-diner-arrangement");
    const prepared = musicalRender(render, musicalRole({ id: "PAGE", path: "/voorstelling/hadestown-diner-arrangement", hadestownLayout: true }, SAMPLE_MUSICAL_PAGES));
    const events = prepared.productions!["500"]!.events;
    expect(events.map((e) => e.id)).toEqual(["e2"]);
    expect(events[0]!.sales_url).toContain("event=pkg2");
    expect(render.productions!["500"]!.events).toHaveLength(3);
  });

  it("the calendar of all performances on the main page, a list on the premiere page, no date picker on the lottery page", () => {
    const role = (path: string) => musicalRole({ id: "PAGE", path, hadestownLayout: true }, SAMPLE_MUSICAL_PAGES);
    expect(musicalRender(answer("/voorstelling/hadestown"), role("/voorstelling/hadestown")).node.data).toMatchObject({ enableSpeeldataCalendarView: true, hidePlaySchedule: false });
    expect(musicalRender(answer("/voorstelling/premiere-hadestown"), role("/voorstelling/premiere-hadestown")).node.data).toMatchObject({ enableSpeeldataCalendarView: false });
    expect(musicalRender(answer("/voorstelling/hadestown-lottery"), role("/voorstelling/hadestown-lottery")).node.data).toMatchObject({ hidePlaySchedule: true });
  });
});

describe("mapShowPage", () => {
  it("a musical page is made once per answer (issue 22 point 5): a second request shares the schedule and the blocks; a new answer makes them anew", async () => {
    const render = answer("/voorstelling/hadestown");
    const [first, second] = [await mapShowPage(context(render)), await mapShowPage(context(render))];
    expect(second.schedule).toBe(first.schedule);
    expect(second.musical!.personGroups).toBe(first.musical!.personGroups);
    // The layout made from the kept show view is kept too: written into the page data once.
    expect(second.musical).toBe(first.musical);
    expect(second.tabs).toBe(first.tabs);
    expect(second.description).toBe(first.description);
    const refetched = await mapShowPage(context(answer("/voorstelling/hadestown")));
    expect(refetched.schedule).not.toBe(first.schedule);
    expect(refetched.schedule).toEqual(first.schedule);
  });

  it("the visitor's presale text is the request's own; the lottery's event is the day's", async () => {
    const render = answer("/voorstelling/hadestown");
    const presale = { production_page_ids: ["PAGE"], text_default: "Voorverkoop!", text_sold_out: "Uitverkocht" } as unknown as PresaleData;
    const withCode = await mapShowPage({ ...context(render), presale });
    const without = await mapShowPage(context(render));
    expect([withCode.presaleText, without.presaleText]).toEqual(["Voorverkoop!", null]);
    expect(withCode.musical).toBe(without.musical);

    const lottery = answer("/voorstelling/hadestown-lottery");
    const on = (iso: string) => mapShowPage({ ...context(lottery), now: new Date(iso) });
    const [morning, evening, nextDay] = [await on("2026-11-10T08:00:00Z"), await on("2026-11-10T21:30:00Z"), await on("2026-11-11T08:00:00Z")];
    expect([morning, evening, nextDay].map((v) => v.musical!.lottery!.href)).toEqual([expect.stringContaining("event=e1"), expect.stringContaining("event=e1"), expect.stringContaining("event=e2")]);
    expect(evening.musical).toBe(morning.musical);
  });

  it("a musical page shows no related shows and so never asks for the programme they are picked from", async () => {
    const ctx = context(answer("/voorstelling/hadestown"));
    const render = vi.spyOn(ctx.source, "render");
    expect((await mapShowPage(ctx)).related).toEqual([]);
    expect(render).not.toHaveBeenCalled();
  });

  it("a regular show page has no musical blocks and no layout class", async () => {
    const view = await mapShowPage(context(answer("/voorstelling/mamma-mia", { hadestownLayout: false })));
    expect(view.musical).toBeUndefined();
    expect(view.layoutClass).toBeUndefined();
    expect(view.description?.collapsible).toBe(true);
  });

  it("the sign-up ids keep the regular layout with the sign-up class", async () => {
    const view = await mapShowPage(context(answer("/voorstelling/hadestown-aanmelden", {}, SIGNUP_PAGE_IDS[0])));
    expect(view.musical).toBeUndefined();
    expect(view.layoutClass).toBe("signup");
  });

  it("the main musical page: calendar, expanded description, cards with button text, persons by priority, photos with credit", async () => {
    const view = await mapShowPage(context(answer("/voorstelling/hadestown")));
    const m = view.musical!;
    expect(view.schedule?.form).toBe("calendar");
    expect(view.description?.collapsible).toBe(false);
    expect(m.bannerCards.map((c) => [c.id, c.link?.kind, c.link?.fullLoad])).toEqual([["b1", "internal", true], ["b3", "internal", false]]);
    expect(m.personGroups[0]!.items.map((p) => p.name)).toEqual(["Hoog", "Midden", "Laag"]);
    expect(m.photos).toHaveLength(1);
    expect(m).toMatchObject({ photoCredit: "Fotograaf", aboutHtml: "<p>Over</p>", aboutHeading: false, returnHref: null, deepLink: false, logo: { cdnUrlPath: "img/-/crop/10x10/0,0/" } });
    // zod: an intro of the wrong type reads as absent instead of failing the page.
    expect(m.introHtml).toBeNull();
    expect(view.tabs.flatMap((p) => p.items.map((t) => t.header))).toEqual(["Coronamaatregelen", "Annulering of verplaatsing", "Prijzen extra"]);
  });

  it("a tag page: return link, About heading, only its events, the first 'Coronamaatregelen' tab dropped (and cancellation for Mojo)", async () => {
    const view = await mapShowPage(context(answer("/en/show/hadestown-singles", { type: "Mojo" }), "en"));
    expect(view.musical).toMatchObject({ returnHref: "/en/show/hadestown", aboutHeading: true, deepLink: true, tag: "singlehades25" });
    expect(view.schedule?.groups.flatMap((g) => g.events.map((e) => e.id))).toEqual(["e1"]);
    expect(view.tabs.flatMap((p) => p.items.map((t) => t.header))).toEqual(["Prijzen extra"]);
  });

  it("a promotion page has no return link; the lottery page has the widget button instead of a schedule and sales button", async () => {
    expect((await mapShowPage(context(answer("/voorstelling/hadestown-vriendenloterij")))).musical!.returnHref).toBeNull();
    const lottery = await mapShowPage(context(answer("/en/show/hadestown-lottery"), "en"));
    expect(lottery.schedule).toBeNull();
    expect(lottery.salesButton).toBeNull();
    expect(lottery.musical!.lottery!.href).toBe("https://apps.ticketmatic.com/widgets/carre/waitinglist?event=e1&l=en");
  });
});
