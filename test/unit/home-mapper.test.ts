import { describe, expect, it } from "vitest";
import { RenderResponse } from "../../shared/contract/render";
import type { PageSource } from "../../shared/paths/source";
import type { ViewContext } from "../../shared/paths/view-context";
import { SITES } from "../../shared/site";
import { newsDate } from "../../shared/view/blocks/news";
import { bannerWidth, highlightCount, mapBanners, mapNews } from "../../shared/view/home/blocks";
import { widgetEvent } from "../../shared/view/home/calendar-widget-vm";
import { programmeShows } from "../../shared/view/programme";
import { MAX_SLIDES, pickSlides } from "../../shared/view/home/slider";
import { mapHomeView } from "../../shared/view/pages/home";
import { testPublicConfig } from "./fixtures";

const NOW = new Date("2026-11-22T11:00:00+01:00");
const crop = (id: string) => ({ id, kind: "image_crop", data: { cdn_url_path: `${id}/-/crop/1600x900/0,0/`, crop_width: 1600, crop_height: 900 } });

function event(id: string, day: number, extra: Record<string, unknown> = {}) {
  return { id, start_date: `2026-12-${String(day).padStart(2, "0")}T20:00:00+01:00`, sales_status: "on_sale", sales_url: `https://apps.ticketmatic.com/x?event=${id}`, data: {}, ...extra };
}

/** A production list of `n` shows p0…p(n-1), all Dutch with an image and one event unless told otherwise. */
function productionList(n: number, tweak: (i: number, node: any, production: any) => void = () => {}) {
  const nodes: Record<string, any> = {};
  const productions: Record<string, any> = {};
  for (let i = 0; i < n; i++) {
    const node = { id: `p${i}`, kind: "production-page", production_id: `${i}`, data: { heading: `Show ${i}`, url: `/voorstelling/s${i}`, language: "nl", isAllowedAsHighlight: true, isAllowedInCalendar: true }, relations: { image_header_large: `c${i}`, image_thumb: `c${i}` } };
    const production = { id: `${i}`, data: {}, events: [event(`e${i}`, 1 + (i % 28))] };
    tweak(i, node, production);
    nodes[node.id] = node;
    nodes[`c${i}`] = crop(`c${i}`);
    productions[production.id] = production;
  }
  return RenderResponse.parse({ node: { id: "list", kind: "production-page-list", query_result: { node_ids: Object.keys(nodes).filter((k) => nodes[k].kind === "production-page") } }, nodes, productions });
}

function home(data: Record<string, unknown>, relations: Record<string, unknown> = {}, nodes: Record<string, unknown> = {}) {
  return RenderResponse.parse({ node: { id: "home-nl", kind: "home", data, relations }, nodes });
}

/** A slideshow over the given page ids ("<id>-1" slides, as the CMS sends them). */
function withSlideshow(pageIds: string[], data: Record<string, unknown> = {}) {
  const nodes: Record<string, unknown> = { ss: { id: "ss", kind: "slideshow", relations: { slides: pageIds.map((id) => `${id}-1`) } } };
  for (const id of pageIds) nodes[`${id}-1`] = { id: `${id}-1`, kind: "slide", data: {}, relations: { production_page: id } };
  return home(data, { slideshow: "ss" }, nodes);
}

function seeded(seed = 42) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

describe("home slider picks", () => {
  const shows = programmeShows(productionList(20), NOW);
  const ids = shows.map((s) => s.pageId);

  it("pinned slides come first, then the fixed extra slide id, then the rest in an order from the seeded random", () => {
    const render = withSlideshow(ids, { pinnedSlideIDs: ["p7", "p3"] });
    const slides = pickSlides({ render, shows, lang: "nl", site: SITES.carre, random: seeded(), extraSlideId: "p11" });
    expect(slides.slice(0, 3).map((s) => s.id)).toEqual(["p7", "p3", "p11"]);
    expect(slides).toHaveLength(MAX_SLIDES);
    const again = pickSlides({ render, shows, lang: "nl", site: SITES.carre, random: seeded(), extraSlideId: "p11" });
    expect(again.map((s) => s.id)).toEqual(slides.map((s) => s.id));
    const other = pickSlides({ render, shows, lang: "nl", site: SITES.carre, random: seeded(7), extraSlideId: "p11" });
    expect(other.map((s) => s.id)).not.toEqual(slides.map((s) => s.id));
    expect(new Set(slides.map((s) => s.id)).size).toBe(slides.length);
  });

  it("the complete slides are made once for the day's programme and home answer; only their order is the request's", () => {
    const render = withSlideshow(ids, { pinnedSlideIDs: ["p7"] });
    const first = pickSlides({ render, shows, lang: "nl", site: SITES.carre, random: seeded() });
    const other = pickSlides({ render, shows, lang: "nl", site: SITES.carre, random: seeded(7) });
    const byId = new Map(first.map((s) => [s.id, s]));
    for (const slide of other) if (byId.has(slide.id)) expect(slide).toBe(byId.get(slide.id));
    // A new home answer (a refresh) makes them afresh.
    const refreshed = pickSlides({ render: withSlideshow(ids, { pinnedSlideIDs: ["p7"] }), shows, lang: "nl", site: SITES.carre, random: seeded() });
    expect(refreshed[0]).not.toBe(first[0]);
    expect(refreshed[0]).toEqual(first[0]);
  });

  it("the extra slide is only added when configured", () => {
    const render = withSlideshow([], { pinnedSlideIDs: ["p0"] });
    const shows3 = programmeShows(productionList(3), NOW);
    expect(pickSlides({ render, shows: shows3, lang: "nl", site: SITES.carre, random: seeded(), extraSlideId: null }).map((s) => s.id)).toEqual(["p0"]);
    expect(pickSlides({ render, shows: shows3, lang: "nl", site: SITES.carre, random: seeded(), extraSlideId: "p2" }).map((s) => s.id)).toEqual(["p0", "p2"]);
  });

  it("skips slides without image, heading, sales state, production or of another language", () => {
    const list = productionList(6, (i, node, production) => {
      if (i === 1) node.relations.image_header_large = null;
      if (i === 2) production.events = [];
      if (i === 3) node.data.language = "en";
      if (i === 4) node.production_id = "missing";
    });
    const s = programmeShows(list, NOW);
    const slides = pickSlides({ render: withSlideshow(["p0", "p1", "p2", "p3", "p4", "p5"]), shows: s, lang: "nl", site: SITES.carre, random: seeded(), extraSlideId: "none" });
    expect(slides.map((x) => x.id).sort()).toEqual(["p0", "p5"]);
  });

  it("no qualifying items gives no slides", () => {
    expect(pickSlides({ render: home({}), shows: [], lang: "nl", site: SITES.carre, random: seeded() })).toEqual([]);
  });
});

describe("home blocks", () => {
  it("highlights count comes from numberOfHighlights, none when zero or less, default 9 via maxHighlights", () => {
    expect(highlightCount({ numberOfHighlights: 4, maxHighlights: 9 })).toBe(4);
    expect(highlightCount({ numberOfHighlights: 0 })).toBe(0);
    expect(highlightCount({ numberOfHighlights: -3 })).toBe(0);
    expect(highlightCount({ maxHighlights: 6 })).toBe(6);
    expect(highlightCount({})).toBe(9);
    expect(highlightCount({ numberOfHighlights: "junk" })).toBe(9);
  });

  it("banner tiles are 25% when the count divides by 4, else 33.33% by 3, else 50% by 2", () => {
    expect(bannerWidth(4)).toBe("quarter");
    expect(bannerWidth(8)).toBe("quarter");
    expect(bannerWidth(3)).toBe("third");
    expect(bannerWidth(9)).toBe("third");
    expect(bannerWidth(2)).toBe("half");
    expect(bannerWidth(10)).toBe("half");
    expect(bannerWidth(1)).toBe("full");
  });

  it("banners without an image are dropped; seven or more use the many layout", () => {
    const nodes: Record<string, unknown> = { c: crop("c") };
    const ids = Array.from({ length: 8 }, (_, i) => `b${i}`);
    ids.forEach((id, i) => (nodes[id] = { id, kind: "banner", data: { title: id, link: { type: "other", href: "https://example.org" } }, relations: { image: i === 0 ? null : "c" } }));
    const vm = mapBanners(home({ bannersTitle: "Ontdek meer" }, { banners: ids }, nodes), "nl", SITES.carre)!;
    expect(vm.items).toHaveLength(7);
    expect(vm.many).toBe(true);
    expect(vm.title).toBe("Ontdek meer");
    expect(vm.items[0]?.link).toEqual({ href: "https://example.org", internal: false, kind: "external" });
    expect(mapBanners(home({}, { banners: [] }), "nl", SITES.carre)).toBeUndefined();
  });


  it("news items need heading, date, url and image, hidden ones are skipped, at most 5, dates as weekday day month year", () => {
    const nodes: Record<string, any> = { q: { id: "q", kind: "home-news-pages", query_result: { node_ids: [] } }, c: crop("c") };
    for (let i = 0; i < 9; i++) {
      nodes[`n${i}`] = { id: `n${i}`, kind: "news-page", publication_date: "2026-10-24T10:00:00+02:00", data: { heading: `News ${i}`, url: `/nieuwsitem/n${i}` }, relations: { image_thumb: "c" } };
      nodes.q.query_result.node_ids.push(`n${i}`);
    }
    nodes.n0.data.hide = true;
    nodes.n1.relations.image_thumb = null;
    nodes.n2.publication_date = "1021-12-18T00:00:00+00:19";
    delete nodes.n3.data.url;
    const news = mapNews(home({}, { newsPageQuery: "q" }, nodes), "nl")!;
    expect(news.items.map((n) => n.id)).toEqual(["n4", "n5", "n6", "n7", "n8"]);
    expect(news.items[0]!.date).toBe("zaterdag 24 oktober 2026");
    expect(news.moreHref).toBe("/nieuws");
    expect(newsDate("2026-10-24T10:00:00+02:00", "en")).toBe("Saturday 24 October 2026");
    expect(mapNews(home({}), "nl")).toBeUndefined();
  });
});

function ctxFor(render: RenderResponse, list: RenderResponse | null, overrides: Partial<ViewContext> = {}): ViewContext {
  const source = {
    environment: "server",
    site: SITES.carre,
    config: testPublicConfig(),
    render: async () => (list ? { type: "OK", value: list } : { type: "HTTP_ERROR", status: 500, message: "down" }),
    log: () => {},
  } as unknown as PageSource;
  return { routeId: "home", render, lang: "nl", url: new URL("http://localhost/"), source, signal: new AbortController().signal, presale: null, now: NOW, random: seeded(), ...overrides };
}

describe("home view", () => {
  const list = productionList(12);
  const dayNight = { header_image_day: "day", header_image_night: "night" };
  const cropNodes = { day: crop("day"), night: crop("night"), ss: { id: "ss", kind: "slideshow", relations: { slides: ["p0-1"] } }, "p0-1": { id: "p0-1", kind: "slide", data: {}, relations: { production_page: "p0" } } };

  it("videos keep only links with an 11-character id, as click-to-play slides on the privacy host with the header image as thumbnail", async () => {
    const render = home({ youtubeURL: "https://www.youtube.com/watch?v=M7lc1UVf-VE, https://youtu.be/short,https://vimeo.com/76979871,https://youtu.be/aqz-KE-bpKQ" }, { header_image_day: "hd", header_image_night: "hd" }, { hd: crop("hd") });
    const view = await mapHomeView(ctxFor(render, list));
    expect(view.videos.map((v) => v.id)).toEqual(["M7lc1UVf-VE", "aqz-KE-bpKQ"]);
    // Autoplay: the frame loads only after the visitor pressed play.
    expect(view.videos[0]!.embedUrl).toBe("https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1");
    expect(view.videos[0]!.thumbnail?.cdnUrlPath).toBe("hd/-/crop/1600x900/0,0/");
    expect((await mapHomeView(ctxFor(home({ youtubeURL: 42 }), list))).videos).toEqual([]);
  });

  it("alternative homepage mode hides title, slider and highlights but keeps text widgets, banners and news", async () => {
    const render = home({ alternativeHomepage: true, headerTitle: "Welkom" }, { ...dayNight, slideshow: "ss" }, cropNodes);
    const view = await mapHomeView(ctxFor(render, list));
    expect(view.alternative).toBe(true);
    expect(view.hero.title).toBeUndefined();
    expect(view.slides).toEqual([]);
    expect(view.highlights).toEqual([]);
    const normal = await mapHomeView(ctxFor(home({ headerTitle: "Welkom" }, { ...dayNight, slideshow: "ss" }, cropNodes), list));
    expect(normal.hero.title).toBe("Welkom");
    expect(normal.slides.map((s) => s.id)).toEqual(["p0"]);
    expect(normal.highlights.length).toBeGreaterThan(0);
    // The calendar widget, which the spec's sentence names in neither list, stays (docs/decisions/content-blocks.md).
    expect(view.calendar).toBeDefined();
    expect(view.calendar).toEqual(normal.calendar);
  });

  it("the header image is the day image by day and the night image at night at the venue", async () => {
    const render = home({ headerImagePositionDay: "center top", headerImagePositionNight: "left bottom" }, dayNight, cropNodes);
    const day = await mapHomeView(ctxFor(render, list, { now: new Date("2026-06-21T12:00:00+02:00") }));
    const night = await mapHomeView(ctxFor(render, list, { now: new Date("2026-12-21T18:00:00+01:00") }));
    expect(day.hero).toMatchObject({ daytime: true, position: "center top", image: { cdnUrlPath: expect.stringContaining("day/") } });
    expect(night.hero).toMatchObject({ daytime: false, position: "left bottom", image: { cdnUrlPath: expect.stringContaining("night/") } });
  });

  it("the calendar widget starts on today when it has shows, else on the first day with shows", async () => {
    const today = productionList(2, (i, _n, production) => i === 1 && (production.events = [event("t1", 22, { start_date: "2026-11-22T20:00:00+01:00" }), event("t2", 22, { start_date: "2026-11-22T14:00:00+01:00" })]));
    const view = await mapHomeView(ctxFor(home({}), today));
    expect(view.calendar!.initialDate).toBe("2026-11-22");
    expect(view.calendar!.days[0]![1].map((e) => widgetEvent(view.calendar!, e).time)).toEqual(["14:00", "20:00"]);
    const later = await mapHomeView(ctxFor(home({}), productionList(2)));
    expect(later.calendar!.initialDate).toBe("2026-12-01");
  });

  it("names the site as a WebSite next to its organisation, at the language's home address, with no search box", async () => {
    const graph = async (site: "carre" | "fonds", lang: "nl" | "en") => {
      const source = { ...ctxFor(home({}), list).source, site: SITES[site], config: testPublicConfig({ site, publicOrigin: SITES[site].origin }) };
      return JSON.parse((await mapHomeView(ctxFor(home({}), productionList(1), { lang, source }))).head!.jsonLd!);
    };
    const [organisation, website] = await graph("carre", "en");
    expect(organisation["@id"]).toBe("https://carre.nl/#organization");
    expect(website).toEqual({ "@context": "https://schema.org", "@type": "WebSite", name: "Koninklijk Theater Carré", url: "https://carre.nl/en", inLanguage: "en", publisher: { "@id": "https://carre.nl/#organization" } });
    expect((await graph("carre", "nl"))[1]).toMatchObject({ url: "https://carre.nl/", inLanguage: "nl" });
    expect((await graph("fonds", "nl"))[1]).toMatchObject({ "@type": "WebSite", name: "Carré Fonds", url: "https://carrefonds.nl/", publisher: { "@id": "https://carrefonds.nl/#organization" } });
    expect(website).not.toHaveProperty("potentialAction");
  });

  it("odd CMS data (wrong types, missing relations, production list down) still gives a page", async () => {
    const render = home({ headerTitle: 12, pinnedSlideIDs: "p1", numberOfHighlights: "x", youtubeURL: null, alternativeHomepage: "nee" }, { banners: "missing", slideshow: ["nope"], newsPageQuery: null });
    const view = await mapHomeView(ctxFor(render, null));
    expect(view).toMatchObject({ kind: "home", slides: [], highlights: [], videos: [], alternative: false });
    expect(view.news).toBeUndefined();
    expect(view.calendar).toBeUndefined();
    expect(view.banners).toBeUndefined();
  });
});
