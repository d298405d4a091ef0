import { describe, expect, it, vi } from "vitest";
import { RenderResponse, type CmsEvent } from "../../shared/contract/render";
import type { Lang } from "../../shared/i18n/lang";
import type { PageSource } from "../../shared/paths/source";
import type { ViewContext } from "../../shared/paths/view-context";
import { SITES } from "../../shared/site";
import { mapShowView } from "../../shared/view/pages/show";
import { testPublicConfig } from "./fixtures";

// Tuesday 3 November 2026, 10:00 in Amsterdam.
const NOW = new Date("2026-11-03T09:00:00Z");
const PAGE_ID = "PAGE-SELF";

function day(offset: number, time = "20:00"): string {
  const d = new Date(Date.UTC(2026, 10, 3 + offset));
  return `${d.toISOString().slice(0, 10)}T${time}:00+01:00`;
}

function ev(id: string, offset: number, data: Record<string, unknown> = {}, extra: Partial<CmsEvent> = {}): Record<string, unknown> {
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

function answer(pageData: Record<string, unknown>, events: Record<string, unknown>[], opts: { relations?: Record<string, unknown>; nodes?: Record<string, unknown>; noProduction?: boolean; genres?: string[] } = {}) {
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

function context(render: RenderResponse, opts: { lang?: Lang; presale?: ViewContext["presale"]; random?: number; listOk?: boolean; pastShows?: string[] } = {}) {
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

describe("show page view: blocks", () => {
  it("a page without its url is an error (spec 2 §5)", async () => {
    const { ctx } = context(answer({ url: "" }, []));
    await expect(mapShowView(ctx)).rejects.toThrow(/no url/);
  });

  it("a show without events says 'no dates', has no schedule and no sales button unless the page overrides the text", async () => {
    const plain = await mapShowView(context(answer({}, [])).ctx);
    expect(plain.noDates).toBe(true);
    expect(plain.schedule).toBeNull();
    expect(plain.salesButton).toBeNull();
    expect(plain.dateHeading).toBeNull();
    const soon = await mapShowView(context(answer({ salesButtonOverrideText: "Binnenkort" }, [])).ctx);
    expect(soon.salesButton).toMatchObject({ text: "Binnenkort", kind: "inactive" });
    expect(soon.scrollToSchedule).toBe(false);
  });

  it("with several events the sales button scrolls to the schedule; with one it is the event's ticket link", async () => {
    const many = await mapShowView(context(answer({}, [ev("1", 2), ev("2", 4)])).ctx);
    expect(many.salesButton).toMatchObject({ text: "Bestel kaarten", kind: "inactive" });
    expect(many.scrollToSchedule).toBe(true);
    const one = await mapShowView(context(answer({}, [ev("1", 2)])).ctx);
    expect(one.salesButton).toMatchObject({ kind: "ticketShop" });
    expect(one.salesButton!.href).toContain("event=1");
    expect(one.scrollToSchedule).toBe(false);
  });

  it("hidePlaySchedule hides the schedule (and the button then links to the first event)", async () => {
    const view = await mapShowView(context(answer({ hidePlaySchedule: true }, [ev("1", 2), ev("2", 4)])).ctx);
    expect(view.schedule).toBeNull();
    expect(view.noDates).toBe(false);
    expect(view.scrollToSchedule).toBe(false);
    expect(view.salesButton!.href).toContain("event=1");
  });

  it("formats the heading: uppercase with digits, a line break near the middle above 15 characters", async () => {
    const view = await mapShowView(context(answer({ heading: "De 3 Musketiers op reis" }, [])).ctx);
    expect(view.heading.uppercase).toBe(true);
    expect(view.heading.lines).toEqual(["De 3 Musketiers", "op reis"]);
    const long = "Het Laatste Woord Is Nog Lang Niet Gezegd – Een Avond Vol Verhalen";
    const longView = await mapShowView(context(answer({ heading: long }, [])).ctx);
    expect(longView.heading.lines).toHaveLength(2);
    expect(longView.heading.lines.join(" ")).toBe(long);
  });

  it("shows the presale text only when listed, the sold-out variant when every event is sold out or on the waiting list", async () => {
    const presale = { production_page_ids: [PAGE_ID], text_default: "Voorverkoop!", text_sold_out: "Helaas uitverkocht" };
    const open = await mapShowView(context(answer({}, [ev("1", 2), ev("2", 3, { statusID: "15685" })]), { presale }).ctx);
    expect(open.presaleText).toBe("Voorverkoop!");
    const gone = await mapShowView(context(answer({}, [ev("1", 2, { statusID: "waiting_list" }), ev("2", 3, { statusID: "15685" })]), { presale }).ctx);
    expect(gone.presaleText).toBe("Helaas uitverkocht");
    const other = await mapShowView(context(answer({}, [ev("1", 2)]), { presale: { ...presale, production_page_ids: ["X"] } }).ctx);
    expect(other.presaleText).toBeNull();
  });

  // Spec 2 §3: "waiting-list section (waitingListEvent with details and btn; title waitingListTitle)".
  it("shows one waiting-list event where the page names a waiting list: the event of that id, else its first on the waiting list", async () => {
    const events = [ev("1", 2), ev("2", 3, { statusID: "waiting_list" }), ev("3", 4, { statusID: "waiting_list" })];
    const unnamed = await mapShowView(context(answer({ waitingListID: "" }, events)).ctx);
    expect(unnamed.waitingList).toBeNull();
    const named = await mapShowView(context(answer({ waitingListID: "WL-1", waitingListTitle: "Schrijf u in" }, events)).ctx);
    expect(named.waitingList).toMatchObject({ title: "Schrijf u in", event: { id: "2", status: "waiting_list", tooltip: "wachtlijst" } });
    const byId = await mapShowView(context(answer({ waitingListID: "3" }, events)).ctx);
    expect(byId.waitingList).toMatchObject({ title: null, event: { id: "3" } });
    const none = await mapShowView(context(answer({ waitingListID: "WL-1" }, [ev("1", 2)])).ctx);
    expect(none.waitingList).toBeNull();
  });

  it("lists the large-groups link only when bigGroupsSize exists, with 12 as the default, to the packages page", async () => {
    expect((await mapShowView(context(answer({ bigGroupsSize: null }, [ev("1", 2)])).ctx)).bigGroups).toBeNull();
    expect((await mapShowView(context(answer({ bigGroupsSize: 20 }, [ev("1", 2)])).ctx)).bigGroups).toEqual({ size: 20, href: "/pagina/theaterarrangementen" });
    expect((await mapShowView(context(answer({ bigGroupsSize: "" }, [ev("1", 2)]), { lang: "en" }).ctx)).bigGroups).toEqual({ size: 12, href: "/en/page/packages" });
  });

  it("collapses long descriptions behind 'Lees meer' and keeps short ones open", async () => {
    const short = await mapShowView(context(answer({}, [])).ctx);
    expect(short.description).toEqual({ html: "<p>Tekst</p>", collapsible: false });
    const long = await mapShowView(context(answer({ contentRemaining: `<p>${"woord ".repeat(120)}</p>` }, [])).ctx);
    expect(long.description!.collapsible).toBe(true);
    expect(long.description!.html).toContain("<p>Tekst</p>");
  });

  it("offers only valid YouTube links, as click-to-play slides on the privacy host with the first hero slide as thumbnail", async () => {
    const view = await mapShowView(context(answer({ youtubeUrl: "https://www.youtube.com/watch?v=M7lc1UVf-VE, https://vimeo.com/1" }, [])).ctx);
    expect(view.videos.map((v) => v.embedUrl)).toEqual(["https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1"]);
    expect(view.videos[0]!.thumbnail).toEqual(view.slides[0]);
  });

  it("reads tabs and FAQ from the relations and the price table, sorted ascending when asked", async () => {
    const nodes = {
      T: { id: "T", kind: "tabs_panel", data: { items: [{ header: "Praktisch", content: "<p>Open</p>", table: null }, { header: "", content: "x" }] } },
      Q1: { id: "Q1", kind: "question", data: { title: "Parkeren?", answer: "<p>Ja</p>" } },
      Q2: { id: "Q2", kind: "question", data: { title: "", answer: "<p>Zonder titel</p>" } },
    };
    const events = [ev("1", 2)];
    const view = await mapShowView(context(answer({ sortPricesAscending: true }, events, { relations: { tabs: ["T"], questions: ["Q1", "Q2"] }, nodes })).ctx);
    expect(view.tabs.flatMap((p) => p.items.map((t) => t.header))).toEqual(["Praktisch"]);
    expect(view.faq?.questions.map((q) => q.title)).toEqual(["Parkeren?"]);
    // Questions shown on the page are in its structured data too.
    expect(JSON.parse(view.head!.jsonLd!).find((d: { "@type": string }) => d["@type"] === "FAQPage").mainEntity[0].name).toBe("Parkeren?");
    expect(view.prices.map((p) => p.priceText)).toEqual(["€ 40,00", "€ 55,50"].map((s) => s.replace(" ", "\u00a0")));
    const unsorted = await mapShowView(context(answer({}, [ev("1", 2, { prices: [{ price: 60, ticketTypeName: "Rang 1" }, { price: 30, ticketTypeName: "Rang 3" }] })])).ctx);
    expect(unsorted.prices.map((p) => p.price)).toEqual([60, 30]);
  });

  it("shows one price table: a CMS tab titled 'Prijzen' goes when the page has its own, and stays when it has none (issue 26)", async () => {
    const nodes = {
      T: { id: "T", kind: "tabs_panel", data: { openTab: "Praktisch", items: [{ header: " prijzen ", table: { columns: ["Rang", "Prijs"], rows: [["Rang 1", "€ 79,50"]] } }, { header: "Praktisch", content: "<p>Open</p>" }] } },
      P: { id: "P", kind: "tabs_panel", data: { items: [{ header: "Prijzen", content: "<p>Oud</p>" }] } },
    };
    const relations = { relations: { tabs: ["T", "P"] }, nodes };
    const withPrices = await mapShowView(context(answer({}, [ev("1", 2)], relations)).ctx);
    expect(withPrices.prices.length).toBeGreaterThan(0);
    expect(withPrices.tabs.map((p) => p.items.map((t) => t.header))).toEqual([["Praktisch"]]);
    expect(withPrices.tabs[0]!.openIndex).toBe(0);
    const withoutPrices = await mapShowView(context(answer({}, [], relations)).ctx);
    expect(withoutPrices.prices).toEqual([]);
    expect(withoutPrices.tabs.map((p) => p.items.map((t) => t.header))).toEqual([[" prijzen ".trim(), "Praktisch"], ["Prijzen"]]);
  });
});

describe("show page view: related shows", () => {
  it("takes the page's related list (never itself) with headings and button states from the production list", async () => {
    const view = await mapShowView(context(answer({}, [], { relations: { related_production_pages: [PAGE_ID, "B", "C"] } })).ctx);
    expect(view.related.map((r) => r.id)).toEqual(["B", "C"]);
    expect(view.related[0]).toMatchObject({ heading: "Show B", href: "/voorstelling/b", button: { text: "Bestel kaarten", href: "/voorstelling/b" } });
  });

  it("falls back to 3 shows of a genre of the show, never itself", async () => {
    const view = await mapShowView(context(answer({}, [])).ctx);
    expect(view.related.map((r) => r.id)).toEqual(["A", "B", "C"]);
    expect(view.related.map((r) => r.id)).not.toContain(PAGE_ID);
  });

  it("takes a genre's shows only if they still play: an editor's related list is taken as it is", async () => {
    const genre = await mapShowView(context(answer({}, []), { pastShows: ["B"] }).ctx);
    expect(genre.related.map((r) => r.id)).toEqual(["A", "C", "D"]);
    const listed = await mapShowView(context(answer({}, [], { relations: { related_production_pages: ["B", "C"] } }), { pastShows: ["B"] }).ctx);
    expect(listed.related.map((r) => r.id)).toEqual(["B", "C"]);
  });

  it("logs related nodes that cannot be found and shows the rest", async () => {
    const { ctx, log } = context(answer({}, [], { relations: { related_production_pages: ["A", "GONE"] } }), { listOk: false });
    const view = await mapShowView(ctx);
    expect(view.related).toEqual([]);
    expect(log).toHaveBeenCalledWith("warn", "related show missing", expect.objectContaining({ id: "GONE" }));
  });
});

describe("show page view: play schedule", () => {
  const many = Array.from({ length: 14 }, (_, i) => ev(String(i + 1), i * 3 - 2));

  it("drops past events, groups by month and collapses above 10 rows", async () => {
    const view = await mapShowView(context(answer({}, many)).ctx);
    const s = view.schedule!;
    expect(s.groups.map((g) => g.label)).toEqual(["november 2026", "december 2026"]);
    expect(s.eventCount).toBe(13);
    expect(s.groups[0].events[0]).toMatchObject({ id: "2", date: "wo 4 nov", time: "20:00", minPriceText: "va €\u00a040,00" });
    expect(s.collapsible).toBe(true);
    expect(s.collapsedRows).toBe(10);
    expect(view.dataLayer.eventIDs).not.toContain("1");
  });

  it("does not collapse 10 events", async () => {
    const view = await mapShowView(context(answer({}, many.slice(1, 11))).ctx);
    expect(view.schedule!.collapsible).toBe(false);
  });

  it("hides the groups until playlistPublicationDate is reached", async () => {
    const future = await mapShowView(context(answer({ playlistPublicationDate: "2026-12-01T10:00:00+01:00" }, [ev("1", 40)])).ctx);
    expect(future.schedule!.groups).toEqual([]);
    expect(future.schedule!.notPublished).toBe(true);
    expect(future.dateHeading).toBeNull();
    expect(future.head?.jsonLd).toBeUndefined();
    const past = await mapShowView(context(answer({ playlistPublicationDate: "2026-10-01T10:00:00+01:00" }, [ev("1", 40)])).ctx);
    expect(past.schedule!.groups).toHaveLength(1);
  });

  it("shows duration and break only when all events agree; overruleDurationText wins", async () => {
    const same = await mapShowView(context(answer({}, [ev("1", 2), ev("2", 3)])).ctx);
    expect(same.schedule!.duration).toBe("2 uur");
    expect(same.schedule!.breakText).toBe("Met pauze");
    const mixed = await mapShowView(context(answer({}, [ev("1", 2), ev("2", 3, { break: "Nee", eindtijdbekend: false })])).ctx);
    expect(mixed.schedule!.duration).toBeNull();
    expect(mixed.schedule!.breakText).toBeNull();
    const overruled = await mapShowView(context(answer({ overruleDurationText: "Ca. 2 uur" }, [ev("1", 2), ev("2", 3, { eindtijdbekend: false })])).ctx);
    expect(overruled.facts.duration).toBe("Ca. 2 uur");
  });

  it("hideStartEndTimeInfo hides times and the computed duration", async () => {
    const view = await mapShowView(context(answer({ hideStartEndTimeInfo: true }, [ev("1", 2)])).ctx);
    expect(view.schedule!.groups[0].events[0].time).toBe("");
    expect(view.schedule!.duration).toBeNull();
  });

  it("adds the restaurant surcharge to restaurant-bundled events and shows 'Tickets vanaf' over all events", async () => {
    const view = await mapShowView(context(answer({}, [ev("1", 2, { restauratietoeslag: true }), ev("2", 3)])).ctx);
    const [dinner, plain] = view.schedule!.groups[0].events;
    expect(dinner.minPrice).toBe(67.5);
    expect(dinner.dinner).toBe(true);
    expect(plain.minPrice).toBe(40);
    expect(view.schedule!.priceFrom).toBe("€\u00a040,00");
    expect(view.schedule!.hasDinner).toBe(true);
  });

  it("treats a price list of the wrong shape as empty and logs it once", async () => {
    const { ctx, log } = context(answer({}, [ev("1", 2, { prices: [{ price: "43,50" }] }), ev("2", 3, { prices: undefined })]));
    const view = await mapShowView(ctx);
    expect(view.schedule!.groups[0].events.map((e) => e.minPriceText)).toEqual([null, null]);
    expect(view.schedule!.priceFrom).toBeNull();
    expect(view.prices).toEqual([]);
    const priceLogs = log.mock.calls.filter((c) => String(c[1]).includes("price list"));
    expect(priceLogs).toHaveLength(1);
    expect(priceLogs[0][2]).toMatchObject({ eventId: "1" });
  });

  it("gives every event its own sales button with its bestelbutton override and legend colours per status", async () => {
    const events = [ev("1", 2, { bestelbutton: "Uitverkocht" }), ev("2", 3, { statusID: "last_chance" }), ev("3", 4, { statusID: "15685" }), ev("4", 5, { statusID: "unknown-id" })];
    const view = await mapShowView(context(answer({}, events), { lang: "en" }).ctx);
    const rows = view.schedule!.groups.flatMap((g) => g.events);
    expect(rows.map((r) => [r.status, r.button.text, r.button.color])).toEqual([
      ["on_sale", "Sold out", "green"],
      ["last_chance", "Last tickets", "orange"],
      ["sold_out", "Sold out", "brown"],
      ["on_sale", "Order tickets", "green"],
    ]);
    expect(rows[1].button.href).toContain("l=en");
    expect(view.schedule!.legend).toEqual([
      { status: "on_sale", color: "green" },
      { status: "last_chance", color: "orange" },
      { status: "sold_out", color: "brown" },
    ]);
  });

  it("uses the calendar form when enabled: Monday-first weeks, labels in the page language and the width class", async () => {
    const events = [ev("1", 2, { calendarlabel: ["16826"] }), ev("2", 2, { calendarlabel: ["16805"] }, { time: "14:00" } as never), ev("3", 2, {}, { time: "16:00" } as never)];
    const view = await mapShowView(context(answer({ enableSpeeldataCalendarView: true }, events), { lang: "en" }).ctx);
    const cal = view.schedule!.calendar!;
    expect(view.schedule!.form).toBe("calendar");
    expect(cal.weekdays[0]).toBe("Mon");
    expect(cal.widthClass).toBe("large");
    const first = cal.months[0];
    expect(first.label).toBe("November 2026");
    // 1 November 2026 is a Sunday: six empty cells before it.
    expect(first.weeks[0].slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(first.weeks[0][6]).toMatchObject({ day: 1 });
    const busy = first.weeks.flat().find((c) => c?.iso === "2026-11-05")!;
    expect(busy.events.flatMap((e) => e.calendarLabels).sort()).toEqual(["best_deal", "supertitle_en"]);
  });
});

describe("show page view: bad input and head", () => {
  it("survives a missing production, a missing venue and an unknown status", async () => {
    const { ctx, log } = context(answer({}, [], { noProduction: true }));
    const view = await mapShowView(ctx);
    expect(view.noDates).toBe(true);
    expect(log).toHaveBeenCalledWith("warn", "production missing", expect.anything());
    const odd = context(answer({}, [ev("1", 2, {}, { venue_id: "999", sales_status: "weird" })]));
    const oddView = await mapShowView(odd.ctx);
    expect(oddView.schedule!.groups[0].events[0].status).toBe("sales_not_started");
    expect(oddView.facts.venue).toBeNull();
    expect(odd.log).toHaveBeenCalledWith("warn", "event venue missing", expect.objectContaining({ venueId: "999" }));
  });

  it("builds the head: SEO fields, noindex, absolute OG image and escaped JSON-LD", async () => {
    const nodes = {
      S: { id: "S", kind: "slideshow", data: {}, relations: { slides: ["S-1"] } },
      "S-1": { id: "S-1", kind: "slide", data: {}, relations: { image: "C" } },
      C: { id: "C", kind: "image_crop", data: { cdn_url_path: "uuid/-/crop/10x5/0,0/", crop_width: 10, crop_height: 5 } },
    };
    const view = await mapShowView(context(answer({ seoDescription: "Beschrijving </script>", seoKeywords: "a, b", isIndexable: false }, [ev("1", 2)], { relations: { slideshow: "S" }, nodes })).ctx);
    expect(view.head).toMatchObject({ description: "Beschrijving </script>", keywords: "a, b", robots: "noindex" });
    expect(view.head!.ogImage).toMatch(/^https:\/\/cdn\.test\/uuid\/-\/crop\/10x5\/0,0\/-\/resize\//);
    expect(view.head!.jsonLd).not.toContain("</script>");
    const ld = JSON.parse(view.head!.jsonLd!);
    expect(ld.map((d: { "@type": string }) => d["@type"])).toEqual(["EventSeries", "TheaterEvent"]);
    expect(ld[1]).toMatchObject({ "@type": "TheaterEvent", url: "https://carre.nl/voorstelling/test", image: view.head!.ogImage });
    expect(ld[1].offers.url).toContain("event=1");
  });

  it("leaves robots to the loader for indexable pages (no undefined keys in the head)", async () => {
    const view = await mapShowView(context(answer({}, [])).ctx);
    expect(Object.values(view.head ?? {})).not.toContain(undefined);
    expect(view.head).not.toHaveProperty("robots");
  });

  it("names the CMS's artists as performers in the structured data", async () => {
    const nodes = { ART: { id: "ART", kind: "artist", data: { name: "Anna" } } };
    const view = await mapShowView(context(answer({}, [ev("1", 2)], { relations: { artists: ["ART"] }, nodes })).ctx);
    const [series, performance] = JSON.parse(view.head!.jsonLd!);
    expect(series.performer).toEqual([{ "@type": "Person", name: "Anna" }]);
    expect(performance.performer).toEqual([{ "@type": "Person", name: "Anna" }]);
  });

  it("fills the data layer with production, events, artists, genres and icons", async () => {
    const nodes = { ART: { id: "ART", kind: "artist", data: { name: "Anna" } } };
    const view = await mapShowView(context(answer({ customIcons: [{ svg: "<svg/>", text: "Toegankelijk", link: "/pagina/toegankelijkheid" }, { text: "" }] }, [ev("1", 2)], { relations: { artists: ["ART"] }, nodes })).ctx);
    expect(view.dataLayer).toEqual({ event: "productionView", productionID: "500", productionName: "Test", eventIDs: ["1"], artists: ["Anna"], genres: ["Musical"], icons: ["Toegankelijk"] });
    expect(view.customIcons).toHaveLength(1);
  });

  it("sends custom icon links through the one link rule (spec 1 §5): internal, ticket shop in the tab with l=en, others new tab, scripts dropped", async () => {
    const icons = [
      { text: "Toegankelijk", link: "/pagina/toegankelijkheid" },
      { text: "Kaarten", link: "https://orders.carre.nl/shop/1" },
      { text: "Extern", link: "https://example.org/" },
      { text: "Kwaad", link: "javascript:alert(1)" },
    ];
    const view = await mapShowView(context(answer({ customIcons: icons }, [ev("1", 2)]), { lang: "en" }).ctx);
    expect(view.customIcons.map((i) => i.link)).toEqual([
      { href: "/pagina/toegankelijkheid", internal: true, kind: "internal" },
      { href: "https://orders.carre.nl/shop/1?l=en", internal: false, kind: "ticketShop" },
      { href: "https://example.org/", internal: false, kind: "external" },
      undefined,
    ]);
  });

  it("keeps each tabs panel with its header image and opens the item its header text names (spec 2 block 8)", async () => {
    const nodes = {
      T: { id: "T", kind: "tabs_panel", data: { openTab: "  bereikbaarheid ", items: [{ header: "Praktisch", content: "<p>a</p>" }, { header: "Bereikbaarheid", content: "<p>b</p>" }] }, relations: { header_image: "IMG" } },
      IMG: { id: "IMG", kind: "image", data: { cdnUrlPath: "img/", width: 800, height: 400, alt: "Zaal" } },
    };
    const view = await mapShowView(context(answer({}, [ev("1", 2)], { relations: { tabs: ["T"] }, nodes })).ctx);
    expect(view.tabs).toHaveLength(1);
    expect(view.tabs[0]).toMatchObject({ id: "T", openIndex: 1 });
    expect(view.tabs[0]!.items.map((i) => i.header)).toEqual(["Praktisch", "Bereikbaarheid"]);
  });
});

describe("the special price-type group (spec 1 §9 'A list of 9 price-type ids is treated as a special group'; SPECIAL_PRICE_TYPE_IDS)", () => {
  const prices = [
    { price: 55.5, ticketTypeName: "Rang 1", priceTypeID: "1" },
    { price: 12.5, ticketTypeName: "Rang 1", priceTypeID: "77" },
    { price: 40, ticketTypeName: "Rang 2", priceTypeID: "1" },
  ];

  it("is left out of the 'from' price, the price table and the structured data when configured", async () => {
    const { ctx } = context(answer({}, [ev("1", 2, { prices })]));
    const view = await mapShowView({ ...ctx, source: { ...ctx.source, config: testPublicConfig({ specialPriceTypeIds: ["77", "78"] }) } });
    expect(view.schedule!.priceFrom).toBe("€\u00a040,00");
    expect(view.prices.map((r) => [r.ticketTypeName, r.price])).toEqual([["Rang 1", 55.5], ["Rang 2", 40]]);
    expect(view.head?.jsonLd).toContain('"lowPrice":40,');
  });

  it("changes nothing with the empty default", async () => {
    const { ctx } = context(answer({}, [ev("1", 2, { prices })]));
    const view = await mapShowView(ctx);
    expect(view.schedule!.priceFrom).toBe("€\u00a012,50");
  });
});

describe("fields the show page reads (issue 25 point 4)", () => {
  it("nobookingcosts marks the event's row; facebookUrl is a follow link on Facebook's own hosts only", async () => {
    const { ctx } = context(answer({ facebookUrl: "https://www.facebook.com/carre" }, [ev("1", 2, { nobookingcosts: true }), ev("2", 3)]));
    const view = await mapShowView(ctx);
    expect(view.schedule!.groups.flatMap((g) => g.events.map((e) => [e.id, e.noBookingCosts]))).toEqual([["1", true], ["2", false]]);
    expect(view.facebookUrl).toBe("https://www.facebook.com/carre");
    for (const bad of ["http://www.facebook.com/carre", "https://facebook.com.evil.example/carre", "javascript:alert(1)", "", "https://www.facebook.com/"]) {
      const other = await mapShowView(context(answer({ facebookUrl: bad }, [ev("1", 2)])).ctx);
      expect(other.facebookUrl).toBeNull();
    }
  });
});

describe("show page view: kept with its answer (issue 22)", () => {
  it("maps an answer once per day; the presale text and related shows are per request; the playlist's publication counts", async () => {
    const render = answer({ playlistPublicationDate: "2026-11-03 12:00:00" }, [ev("1", 2), ev("2", 4)]);
    const presale = { production_page_ids: [PAGE_ID], text_default: "Voorverkoop!", text_sold_out: "Helaas uitverkocht" };
    const first = await mapShowView(context(render).ctx);
    const again = await mapShowView(context(render, { presale }).ctx);
    expect(again.prices).toBe(first.prices);
    expect([first.presaleText, again.presaleText]).toEqual([null, "Voorverkoop!"]);
    expect(again.related).not.toBe(first.related);
    // Before the publication moment the schedule is empty; after it, on the same day, it is not.
    expect(first.schedule?.groups ?? []).toEqual([]);
    const published = await mapShowView({ ...context(render).ctx, now: new Date("2026-11-03T12:30:00Z") });
    expect(published.schedule?.groups.length).toBeGreaterThan(0);
    const nextDay = await mapShowView({ ...context(render).ctx, now: new Date("2026-11-04T09:00:00Z") });
    expect(nextDay.prices).not.toBe(published.prices);
  });
});
