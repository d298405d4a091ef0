import { describe, expect, it } from "vitest";
import { mapShowView } from "../../shared/view/pages/show";
import { pageDescription } from "../../shared/view/head";
import { testPublicConfig } from "./fixtures";
import { answer, context, ev, PAGE_ID } from "./show-answer";

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
    // Nothing sells, prices or names the hidden events: the button no longer scrolls to an empty schedule.
    expect(future.salesButton).toBeNull();
    expect(future.scrollToSchedule).toBe(false);
    expect([future.schedule!.priceFrom, future.prices, future.dataLayer.eventIDs]).toEqual([null, [], []]);
    const past = await mapShowView(context(answer({ playlistPublicationDate: "2026-10-01T10:00:00+01:00" }, [ev("1", 40)])).ctx);
    expect(past.schedule!.groups).toHaveLength(1);
    expect(past.salesButton).not.toBeNull();
    expect([past.schedule!.priceFrom, past.prices.length > 0, past.dataLayer.eventIDs]).toEqual(["€\u00a040,00", true, ["1"]]);
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
    expect(odd.log).toHaveBeenCalledWith("warn", "event venues missing", { count: 1, venueIds: ["999"] });
  });

  it("says missing references once a page, not once an event", async () => {
    const events = Array.from({ length: 40 }, (_, i) => ev(String(i + 1), 2, {}, { venue_id: "999", arrangement_ids: Array.from({ length: 15 }, (_, a) => `a${a}`) }));
    const { ctx, log } = context(answer({}, events));
    await mapShowView(ctx);
    const missing = log.mock.calls.filter(([, message]) => String(message).endsWith("missing"));
    expect(missing).toEqual([
      ["warn", "event venues missing", { count: 1, venueIds: ["999"] }],
      ["warn", "event arrangements missing", { count: 15, arrangementIds: Array.from({ length: 10 }, (_, a) => `a${a}`) }],
    ]);
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

  it("describes the show's events with the page's own text when the SEO description is empty, as its meta description does", async () => {
    const text = "<p>Een <b>zomerse</b> musical over de liefde.</p>";
    const view = await mapShowView(context(answer({ seoDescription: "", contentMain: text }, [ev("1", 2)])).ctx);
    const [series, performance] = JSON.parse(view.head!.jsonLd!);
    expect(view.head!.description).toBe("Een zomerse musical over de liefde.");
    expect(series.description).toBe(view.head!.description);
    expect(performance.description).toBe(view.head!.description);
    const none = await mapShowView(context(answer({ contentMain: "" }, [ev("1", 2)])).ctx);
    expect(JSON.parse(none.head!.jsonLd!)[0]).not.toHaveProperty("description");
    expect(pageDescription({ seoDescription: " Eigen ", seaDescription: "Campagne", contentMain: text })).toBe("Eigen");
    expect(pageDescription({ seaDescription: "Campagne", contentMain: text })).toBe("Campagne");
    expect(pageDescription({ subheading: "Ondertitel" })).toBe("Ondertitel");
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
