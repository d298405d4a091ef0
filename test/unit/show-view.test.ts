import { describe, expect, it } from "vitest";
import { mapShowView } from "../../shared/view/pages/show";
import { SITES } from "../../shared/site";
import { answer, context, ev, PAGE_ID } from "./show-answer";

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

  it("never has an empty heading: the page's title fields in turn, then the production's name, then the site's", async () => {
    const heading = async (data: Record<string, unknown>, opts?: { noProduction?: boolean }) => (await mapShowView(context(answer(data, [], opts)).ctx)).heading.text;
    expect(await heading({ heading: null, title: "Titel" })).toBe("Titel");
    expect(await heading({ heading: " ", siteTitle: "Sitetitel", seaTitle: "SEA" })).toBe("Sitetitel");
    expect(await heading({ heading: null, seaTitle: "SEA" })).toBe("SEA");
    expect(await heading({ heading: null })).toBe("Test");
    expect(await heading({ heading: null }, { noProduction: true })).toBe(SITES.carre.name);
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

