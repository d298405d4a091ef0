import { describe, expect, it } from "vitest";
import { RenderResponse } from "../../shared/contract/render";
import { pickByGenreOverlap, RECOMMENDED_COUNT } from "../../shared/domain/related";
import { SITES } from "../../shared/site";
import { bannerWidth, mapBannerTiles } from "../../shared/view/blocks/banners";
import { breadcrumbJsonLd, mapBreadcrumbs } from "../../shared/view/blocks/breadcrumbs";
import { faqJsonLd, mapFaqBlock } from "../../shared/view/blocks/faq";
import { mapPersonGroups, mapPersons, mapQuotes, mapSponsors, takeUntilIncomplete } from "../../shared/view/blocks/people";
import { mapRecommendedPages } from "../../shared/view/blocks/recommended";
import { mapSidebarItems } from "../../shared/view/blocks/sidebar";
import { mapTabsPanels } from "../../shared/view/blocks/tabs";
import { mapVideoSlides } from "../../shared/view/blocks/videos";
import { mapWidgets, UnknownWidgetError } from "../../shared/view/blocks/widgets";
import { mapContentView } from "../../shared/view/pages/content";

const crop = (id: string) => ({ id, kind: "image_crop", data: { cdn_url_path: `${id}/-/crop/800x800/0,0/`, crop_width: 800, crop_height: 800 } });

/** A page answer with the given relations and extra nodes (plus one image crop "img"). */
function page(relations: Record<string, unknown>, nodes: Record<string, unknown> = {}, data: Record<string, unknown> = {}) {
  return RenderResponse.parse({ node: { id: "P", kind: "page", data: { url: "/pagina/x", heading: "X", ...data }, relations }, nodes: { img: crop("img"), ...nodes } });
}

const ctx = (render: RenderResponse) => ({ render, lang: "nl" as const, site: SITES.carre });

function nodes(prefix: string, kind: string, rows: Record<string, unknown>[], imageKey: string, withImage: (i: number) => boolean = () => true) {
  return Object.fromEntries(rows.map((data, i) => [`${prefix}${i}`, { id: `${prefix}${i}`, kind, data, relations: { [imageKey]: withImage(i) ? "img" : null } }]));
}

describe("lists stop at the first incomplete entry (spec 2 §5)", () => {
  it("takeUntilIncomplete keeps entries up to, not past, the first rejected one", () => {
    const list = ["a", "b", "", "c"].map((id) => ({ id, kind: "x", data: {} }));
    expect(takeUntilIncomplete(list, (n) => (n.id ? n.id : null))).toEqual(["a", "b"]);
  });

  it("persons without a picture end the list; 7 complete persons use the many layout, 6 do not", () => {
    const rows = Array.from({ length: 9 }, (_, i) => ({ name: `P${i}` }));
    const render = page({ persons: Object.keys(nodes("p", "person", rows, "picture")) }, nodes("p", "person", rows, "picture", (i) => i !== 7));
    const vm = mapPersons(ctx(render), render.node);
    expect(vm.items.map((p) => p.name)).toEqual(["P0", "P1", "P2", "P3", "P4", "P5", "P6"]);
    expect(vm.many).toBe(true);
    const six = page({ persons: ["p0", "p1", "p2", "p3", "p4", "p5"] }, nodes("p", "person", rows, "picture"));
    expect(mapPersons(ctx(six), six.node).many).toBe(false);
  });

  it("persons are ordered by priority, higher first, ties in the editor's order", () => {
    const rows = [{ name: "A" }, { name: "B", priority: 5 }, { name: "C" }];
    const render = page({ persons: ["p0", "p1", "p2"] }, nodes("p", "person", rows, "picture"));
    expect(mapPersons(ctx(render), render.node).items.map((p) => p.name)).toEqual(["B", "A", "C"]);
  });

  it("sponsors stop at one without a logo, quotes at one without text; empty groups are left out", () => {
    const sponsors = nodes("s", "sponsor", [{ name: "A" }, { name: "B" }, { name: "C" }], "image", (i) => i !== 1);
    const quotes = nodes("q", "quote", [{ name: "A", quote: "Mooi" }, { name: "B", quote: "  " }, { name: "C", quote: "Ook" }], "picture");
    const groups = { g0: { id: "g0", kind: "person_group", data: { name: "Directie" }, relations: { persons: ["p0"] } }, g1: { id: "g1", kind: "person_group", data: { name: "Leeg" }, relations: { persons: [] } } };
    const render = page({ sponsors: Object.keys(sponsors), quotes: Object.keys(quotes), person_groups: ["g0", "g1"] }, { ...sponsors, ...quotes, ...groups, ...nodes("p", "person", [{ name: "Anna" }], "picture") });
    expect(mapSponsors(ctx(render), render.node).map((s) => s.name)).toEqual(["A"]);
    expect(mapQuotes(ctx(render), render.node).map((q) => q.name)).toEqual(["A"]);
    expect(mapPersonGroups(ctx(render), render.node).map((g) => [g.name, g.items.length])).toEqual([["Directie", 1]]);
  });
});

describe("banner tiles (spec 2 block 4)", () => {
  it("width by divisibility: 25% by 4, else 33.33% by 3, else 50% by 2; five has its own layout", () => {
    expect([4, 8, 12].map(bannerWidth)).toEqual(["quarter", "quarter", "quarter"]);
    expect([3, 6, 9].map(bannerWidth)).toEqual(["third", "third", "third"]);
    expect([2, 10, 14].map(bannerWidth)).toEqual(["half", "half", "half"]);
    expect(bannerWidth(5)).toBe("five");
    expect(bannerWidth(1)).toBe("full");
    expect(bannerWidth(7)).toBe("third");
  });

  it("only items with an image; 7 or more use the many layout", () => {
    const rows = Array.from({ length: 8 }, (_, i) => ({ title: `B${i}`, link: { type: "internal", href: "/pagina/x" } }));
    const banners = nodes("b", "banner", rows, "image", (i) => i !== 3);
    const render = page({}, banners);
    const vm = mapBannerTiles(render, Object.values(render.nodes).filter((n) => n.kind === "banner"), "Titel", "nl", SITES.carre)!;
    expect(vm.items.map((b) => b.title)).toEqual(["B0", "B1", "B2", "B4", "B5", "B6", "B7"]);
    expect(vm).toMatchObject({ many: true, width: "third", title: "Titel" });
    expect(vm.items[0]?.link).toEqual({ href: "/pagina/x", internal: true, kind: "internal" });
    expect(mapBannerTiles(render, [], undefined, "nl", SITES.carre)).toBeUndefined();
  });
});

describe("breadcrumbs (spec 2 block 3)", () => {
  const crumbs = {
    c0: { id: "c0", kind: "page-breadcrumb", data: { name: "Home", link: "/" } },
    c1: { id: "c1", kind: "page-breadcrumb", data: { name: "  ", link: "/pagina/leeg" } },
    c2: { id: "c2", kind: "page-breadcrumb", data: { name: "Over ons", link: { type: "internal", href: "https://carre.nl/pagina/over-carre" } } },
    c3: { id: "c3", kind: "page-breadcrumb", data: { name: "Extern", link: "https://example.org/" } },
  };

  it("drops nameless entries, keeps internal links as paths and numbers the rest from zero", () => {
    const render = page({ breadcrumbs: ["c0", "c1", "c2", "c3"] }, crumbs);
    expect(mapBreadcrumbs(render, render.node, "nl", SITES.carre)).toEqual([
      { id: "c0", name: "Home", href: "/", position: 0 },
      { id: "c2", name: "Over ons", href: "/pagina/over-carre", position: 1 },
      { id: "c3", name: "Extern", href: undefined, position: 2 },
    ]);
  });

  it("BreadcrumbList JSON-LD numbers its items from 1, as Google reads a trail, with absolute items", () => {
    const ld = breadcrumbJsonLd([{ id: "a", name: "Home", href: "/", position: 0 }, { id: "b", name: "Over", href: "/pagina/over", position: 1 }], "https://carre.nl/");
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://carre.nl/" },
        { "@type": "ListItem", position: 2, name: "Over", item: "https://carre.nl/pagina/over" },
      ],
    });
  });
});

describe("FAQ (spec 2 block 5)", () => {
  const faqNodes = {
    q0: { id: "q0", kind: "question", data: { title: "Open?", answer: "<p>Ja</p>" } },
    q1: { id: "q1", kind: "question", data: { title: "", answer: "<p>Zonder titel</p>" } },
    q2: { id: "q2", kind: "question", data: { title: "Parkeren?", answer: "<p>Garage</p>" } },
    k0: { id: "k0", kind: "question_category", data: { title: "Bezoek" }, relations: { questions: ["q2"] } },
    k1: { id: "k1", kind: "question_category", data: { title: "Leeg" }, relations: { questions: ["q1"] } },
  };

  it("keeps standalone questions and categories apart, dropping incomplete questions and empty categories", () => {
    const render = page({ questions: ["q0", "q1"], question_categories: ["k0", "k1"] }, faqNodes);
    const vm = mapFaqBlock(render, render.node)!;
    expect(vm.questions.map((q) => q.title)).toEqual(["Open?"]);
    expect(vm.categories.map((c) => [c.title, c.questions.map((q) => q.title)])).toEqual([["Bezoek", ["Parkeren?"]]]);
    expect(mapFaqBlock(page({ questions: ["q1"] }, faqNodes), page({}).node)).toBeUndefined();
  });

  it("FAQPage JSON-LD lists every shown question with its answer", () => {
    const render = page({ questions: ["q0"], question_categories: ["k0"] }, faqNodes);
    expect(faqJsonLd(mapFaqBlock(render, render.node)!)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Open?", acceptedAnswer: { "@type": "Answer", text: "<p>Ja</p>" } },
        { "@type": "Question", name: "Parkeren?", acceptedAnswer: { "@type": "Answer", text: "<p>Garage</p>" } },
      ],
    });
  });
});

describe("recommended shows and pages (spec 2 §2)", () => {
  const shows = Array.from({ length: 9 }, (_, i) => ({ id: `s${i}`, genres: i % 2 === 0 ? ["musical"] : ["opera", "ballet"] }));

  it("at most 6 shows sharing a genre, in programme order", () => {
    expect(RECOMMENDED_COUNT).toBe(6);
    expect(pickByGenreOverlap(["musical", "ballet"], shows).map((s) => s.id)).toEqual(["s0", "s1", "s2", "s3", "s4", "s5"]);
    expect(pickByGenreOverlap(["ballet"], shows).map((s) => s.id)).toEqual(["s1", "s3", "s5", "s7"]);
    expect(pickByGenreOverlap(["toneel"], shows)).toEqual([]);
    expect(pickByGenreOverlap([], shows)).toEqual([]);
  });

  it("recommended pages need a name and a site path; changeGenreDisplay picks the alternative display", () => {
    const pages = {
      r0: { id: "r0", kind: "page", data: { heading: "Contact", url: "/pagina/contact" }, relations: { image_thumb: "img" } },
      r1: { id: "r1", kind: "page", data: { heading: "", url: "/pagina/leeg" } },
      r2: { id: "r2", kind: "page", data: { heading: "Extern", url: "https://example.org" } },
      // Named as the page names itself in its h1 (pageHeading): its site title when heading and title are empty.
      r3: { id: "r3", kind: "page", data: { heading: " ", title: "", siteTitle: "Rondleidingen", url: "/pagina/rondleidingen" } },
    };
    const normal = page({ recommended_pages: ["r0", "r1", "r2", "r3"] }, pages);
    expect(mapRecommendedPages(normal, normal.node)).toMatchObject({
      display: "normal",
      items: [
        { id: "r0", heading: "Contact", href: "/pagina/contact" },
        { id: "r3", heading: "Rondleidingen", href: "/pagina/rondleidingen" },
      ],
    });
    const alt = page({ recommended_pages: ["r0"] }, pages, { changeGenreDisplay: true });
    expect(mapRecommendedPages(alt, alt.node)?.display).toBe("alternative");
    expect(mapRecommendedPages(page({}), page({}).node)).toBeUndefined();
  });
});

describe("tabs, sidebar, videos and widgets", () => {
  it("tabs panel: header image, items with content or table, the named item opens (case and spacing ignored)", () => {
    const panel = { id: "T", kind: "tabs_panel", data: { openTab: "  openingstijden ", items: [{ header: "Geschiedenis", content: "<p>1887</p>" }, { header: "Openingstijden", table: { columns: ["Dag", "Tijd"], rows: [["ma", 12], ["di", null]] } }, { header: "Leeg", content: "" }] }, relations: { header_image: "img" } };
    const render = page({ tabs: ["T"] }, { T: panel });
    const [vm] = mapTabsPanels(render, render.node, "nl");
    expect(vm!.items.map((i) => i.header)).toEqual(["Geschiedenis", "Openingstijden"]);
    expect(vm!.items[1]!.table).toEqual({ columns: ["Dag", "Tijd"], rows: [["ma", "12"], ["di", ""]] });
    expect(vm!.openIndex).toBe(1);
    expect(vm!.headerImage?.cdnUrlPath).toBe("img/-/crop/800x800/0,0/");
  });

  it("sidebar items need content or text; icons only as https or site paths", () => {
    const side = {
      a: { id: "a", kind: "sidebar_item", data: { title: "Adres", content: "<p>Amstel</p>", icon: "javascript:alert(1)" } },
      b: { id: "b", kind: "sidebar_item", data: { title: "Leeg", content: "", text: "" } },
      c: { id: "c", kind: "sidebar_item", data: { text: "Tram 4", icon: "/static/tram.svg", iconMirrored: true } },
    };
    const render = page({ sidebar_items: ["a", "b", "c"] }, side);
    expect(mapSidebarItems(render, render.node)).toEqual([
      { id: "a", title: "Adres", contentHtml: "<p>Amstel</p>", text: undefined, icon: undefined, iconMirrored: false },
      { id: "c", title: undefined, contentHtml: undefined, text: "Tram 4", icon: "/static/tram.svg", iconMirrored: true },
    ]);
  });

  it("video slides: accepted links only, numbered, with an autoplaying privacy-host embed", () => {
    const vm = mapVideoSlides("https://www.youtube.com/watch?v=M7lc1UVf-VE, https://vimeo.com/1, youtu.be/aqz-KE-bpKQ", undefined);
    expect(vm.map((v) => [v.index, v.embedUrl])).toEqual([
      [0, "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1"],
      [1, "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1"],
    ]);
  });

  it("widgets map by kind; an incomplete one is dropped; an unknown kind is an error naming the kind", () => {
    const w = {
      w0: { id: "w0", kind: "image_block", data: { heading: "Zaal", image_on_right: true, button_text: "Meer", link: { type: "internal", href: "/pagina/x" } }, relations: { image: "img" } },
      w1: { id: "w1", kind: "image_divider", data: {}, relations: { image: null } },
      w2: { id: "w2", kind: "text_widget", data: { title: "Volg ons", socials: true, paymentmethods: true } },
      w3: { id: "w3", kind: "carousel_3d", data: {} },
    };
    const ok = page({ widgets: ["w0", "w1", "w2"] }, w);
    expect(mapWidgets(ctx(ok), ok.node)).toMatchObject([
      { kind: "image_block", imageOnRight: true, buttonText: "Meer", link: { href: "/pagina/x", internal: true } },
      { kind: "text_widget", title: "Volg ons", socials: true, paymentMethods: true },
    ]);
    const bad = page({ widgets: ["w0", "w3"] }, w);
    expect(() => mapWidgets(ctx(bad), bad.node)).toThrow(UnknownWidgetError);
    expect(() => mapWidgets(ctx(bad), bad.node)).toThrow(/carousel_3d/);
  });
});

describe("content page view (spec 2 §2)", () => {
  const source = { site: SITES.carre, config: { imageCdnBase: "https://assets.carre.nl" }, log: () => {}, render: async () => ({ type: "NOT_FOUND" }) } as never;
  const view = (render: RenderResponse, path = "/pagina/x") =>
    mapContentView({ routeId: "page", render, lang: "nl", url: new URL(`https://carre.nl${path}`), source, signal: new AbortController().signal, presale: null, now: new Date(), random: () => 0 });

  it("hideHeaderImage drops the header slider; a publication date gets 'Gepubliceerd op' text, a year-1021 one none", async () => {
    const shown = await view(RenderResponse.parse({ node: { id: "P", kind: "page", publication_date: "2025-09-01T10:00:00+02:00", data: { url: "/pagina/x", heading: "X" }, relations: { image_header_large: "img" } }, nodes: { img: crop("img") } }));
    expect(shown.blocks!.slides).toHaveLength(1);
    expect(shown.publishedText).toBe("1 september 2025");
    const hidden = await view(RenderResponse.parse({ node: { id: "P", kind: "page", publication_date: "1021-12-18T00:00:00+00:19", data: { url: "/pagina/x", heading: "X", hideHeaderImage: true }, relations: { image_header_large: "img" } }, nodes: { img: crop("img") } }));
    expect(hidden.blocks!.slides).toEqual([]);
    expect(hidden.publishedText).toBeUndefined();
    // A hidden header image still makes the share image (og:image); a page without any has none.
    for (const page of [shown, hidden]) expect(page.head?.ogImage).toMatch(/^https:\/\/assets\.carre\.nl\/.*\/-\/resize\/1280x\//);
    const bare = await view(RenderResponse.parse({ node: { id: "P", kind: "page", data: { url: "/pagina/x", heading: "X" } }, nodes: {} }));
    expect(bare.head?.ogImage).toBeUndefined();
  });

  it("the cookie page splits its main content at the form marker (as the CMS writes it or as the sanitiser keeps it)", async () => {
    for (const marker of ["<!-- form -->", '<hr class="cms-form-marker" />']) {
      const render = RenderResponse.parse({ node: { id: "C", kind: "page", data: { url: "/en/page/cookies", heading: "Cookies", contentMain: `<p>Before</p>${marker}<p>After</p>` } }, nodes: {} });
      const vm = await view(render, "/en/page/cookies");
      expect(vm.contentMainHtml).toBe("<p>Before</p>");
      expect(vm.blocks!.cookieChooser).toEqual({ afterHtml: "<p>After</p>" });
    }
    const other = await view(RenderResponse.parse({ node: { id: "O", kind: "page", data: { url: "/pagina/x", heading: "X", contentMain: "<p>A</p><!-- form --><p>B</p>" } }, nodes: {} }));
    expect(other.blocks!.cookieChooser).toBeUndefined();
  });

  it("puts BreadcrumbList and FAQPage into one JSON-LD script", async () => {
    const render = RenderResponse.parse({
      node: { id: "P", kind: "page", data: { url: "/pagina/x", heading: "X" }, relations: { breadcrumbs: ["b"], questions: ["q"] } },
      nodes: { b: { id: "b", kind: "page-breadcrumb", data: { name: "Home", link: "/" } }, q: { id: "q", kind: "question", data: { title: "Open?", answer: "<p>Ja</p>" } } },
    });
    const ld = JSON.parse((await view(render)).head!.jsonLd!);
    expect(ld.map((d: { "@type": string }) => d["@type"])).toEqual(["BreadcrumbList", "FAQPage"]);
    expect(ld[0].itemListElement[0].position).toBe(1);
  });
});
