import { describe, expect, it } from "vitest";
import { RenderResponse } from "../../shared/contract/render";
import { newsArticleJsonLd } from "../../shared/domain/structured-data/news";
import { publisherRef } from "../../shared/domain/structured-data/organisation";
import type { PageSource } from "../../shared/paths/source";
import type { ViewContext } from "../../shared/paths/view-context";
import { SITES, type SiteId } from "../../shared/site";
import { mapNewsBlock, newsListHref } from "../../shared/view/blocks/news";
import { mapNewsList, newsListRenderQuery, readNewsListQuery, type NewsListView } from "../../shared/view/pages/lists";
import { mapNewsItemView } from "../../shared/view/pages/news-item";
import { testPublicConfig } from "./fixtures";

const crop = (id: string) => ({ id, kind: "image_crop", data: { cdn_url_path: `${id}/-/crop/1600x900/0,0/`, crop_width: 1600, crop_height: 900 } });

/** A news list answer: `ids` items n0…, `total` matches in all. */
function newsList(count: number, total: number) {
  const nodes: Record<string, unknown> = { c: crop("c") };
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    ids.push(`n${i}`);
    nodes[`n${i}`] = { id: `n${i}`, kind: "news-page", publication_date: "2026-10-24T10:00:00+02:00", data: { heading: i === 1 ? "42nd Street" : `News ${i}`, url: `/nieuwsitem/n${i}` }, relations: { image_thumb: "c" } };
  }
  return RenderResponse.parse({ node: { id: "news-page-list-nl", kind: "news-page-list", data: {}, query_result: { node_ids: ids, per_page: 10, statistics: { total_matches: total } } }, nodes });
}

function ctx(render: RenderResponse, url: string, site: SiteId = "carre"): ViewContext {
  const source = { environment: "server", site: SITES[site], config: testPublicConfig(), log: () => {} } as unknown as PageSource;
  const u = new URL(url, "http://localhost");
  return { routeId: null, render, lang: u.pathname.startsWith("/en") ? "en" : "nl", url: u, source, signal: new AbortController().signal, presale: null, now: new Date(), random: () => 0.5 };
}

const q = (s: string) => new URLSearchParams(s);

describe("news list query mapping", () => {
  it("p is 1-based in the address and 0-based for the CMS; tags become filter_newsPageTag; empty ones are dropped", () => {
    expect(newsListRenderQuery(q("p=3&q=%20hadestown%20&tag=Musical&tag=Zakelijk&tag=&x=1")).toString()).toBe(
      "per_page=10&page=2&q=hadestown&filter_newsPageTag=Musical&filter_newsPageTag=Zakelijk",
    );
    expect(newsListRenderQuery(q("q=&tag=")).toString()).toBe("per_page=10&page=0");
  });

  it("anything but a page number in p is no page; q is cut to 200 characters and tags to five distinct ones", () => {
    for (const bad of ["0", "-1", "abc", "1.5", "1e3", "", "1234567"]) expect(readNewsListQuery(q(`p=${bad}`)).page).toBeNull();
    expect(readNewsListQuery(q("")).page).toBe(1);
    expect(readNewsListQuery(q("p=12")).page).toBe(12);
    expect(readNewsListQuery(q(`q=${"x".repeat(2000)}`)).q).toHaveLength(200);
    expect(readNewsListQuery(q("tag=a&tag=a&tag=b&tag=c&tag=d&tag=e&tag=f")).tags).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("list addresses put q, the repeated tag and p (left out on page 1) in one order", () => {
    expect(newsListHref("nl")).toBe("/nieuws");
    expect(newsListHref("en", ["Shows", "Musical"])).toBe("/en/news?tag=Shows&tag=Musical");
    expect(newsListHref("nl", ["Carré Fonds"], { q: "zomer", page: 2 })).toBe("/nieuws?q=zomer&tag=Carr%C3%A9+Fonds&p=2");
    expect(newsListHref("nl", [], { page: 1 })).toBe("/nieuws");
  });
});

describe("news list view", () => {
  it("pages by links with previous/next and gives every page its own title, description and canonical", () => {
    const pages = [1, 2, 3].map((p) => mapNewsList(ctx(newsList(10, 25), `/nieuws?p=${p}`)) as NewsListView);
    expect(pages.map((p) => [p.prevHref, p.nextHref])).toEqual([
      [undefined, "/nieuws?p=2"],
      ["/nieuws", "/nieuws?p=3"],
      ["/nieuws?p=2", undefined],
    ]);
    expect(pages.map((p) => p.head.path)).toEqual(["/nieuws", "/nieuws?p=2", "/nieuws?p=3"]);
    expect(new Set(pages.map((p) => p.head.title)).size).toBe(3);
    expect(new Set(pages.map((p) => p.head.description)).size).toBe(3);
    expect(pages[1]!.head.title).toBe("Nieuws (Pagina 2 van 3) | Koninklijk Theater Carré");
  });

  it("a page past the end or a malformed p is not found; an empty first page is a page", () => {
    expect(mapNewsList(ctx(newsList(0, 25), "/nieuws?p=4"))).toEqual({ kind: "message", message: "notFound" });
    expect(mapNewsList(ctx(newsList(10, 25), "/nieuws?p=abc"))).toEqual({ kind: "message", message: "notFound" });
    const empty = mapNewsList(ctx(newsList(0, 0), "/en/news?tag=Nope")) as NewsListView;
    expect(empty).toMatchObject({ kind: "list", items: [], page: 1, totalPages: 1, filters: [{ tag: "Nope", removeHref: "/en/news" }] });
    expect(empty.head.robots).toBe("noindex, follow");
  });

  it("each tag of the filter has a link that removes it and keeps the search; the search is in title and og:url path", () => {
    const view = mapNewsList(ctx(newsList(3, 3), "/nieuws?q=zomer&tag=Musical&tag=Zakelijk")) as NewsListView;
    expect(view.filters).toEqual([
      { tag: "Musical", removeHref: "/nieuws?q=zomer&tag=Zakelijk" },
      { tag: "Zakelijk", removeHref: "/nieuws?q=zomer&tag=Musical" },
    ]);
    expect(view.head).toMatchObject({ path: "/nieuws?q=zomer&tag=Musical&tag=Zakelijk", title: "Nieuws - Musical - Zakelijk - zoekresultaten voor 'zomer' | Koninklijk Theater Carré", robots: "noindex, follow" });
    expect(view.items.map((i) => i.id)).toEqual(["n0", "n1", "n2"]);
    expect(view.items[1]).toMatchObject({ uppercase: true, date: "zaterdag 24 oktober 2026" });
  });
});

describe("news block", () => {
  it("renders only with an item, links 'more news' to the list filtered by the page's tags", () => {
    const render = newsList(3, 3);
    expect(mapNewsBlock(render, ["n0", "n1"], "nl", { tags: ["Musical", "Achter de schermen"], heading: "  " })).toMatchObject({
      heading: undefined,
      moreHref: "/nieuws?tag=Musical&tag=Achter+de+schermen",
    });
    expect(mapNewsBlock(render, ["missing"], "nl")).toBeUndefined();
    expect(mapNewsBlock(render, ["n0", "n1", "n2"], "en", { limit: 2 })!.items.map((i) => i.date)).toEqual(["Saturday 24 October 2026", "Saturday 24 October 2026"]);
  });
});

describe("NewsArticle JSON-LD", () => {
  const logo = "https://carre.nl/static/logo-carre.svg";
  const publisher = publisherRef({ origin: "https://carre.nl", name: "Koninklijk Theater Carré", types: ["PerformingArtsTheater", "Organization"], logo, sameAs: [] });
  const base = { headline: "Kop", url: "https://carre.nl/nieuwsitem/kop", lang: "nl" as const, publisher };

  it("writes datePublished with Amsterdam's offset: +02:00 in summer, +01:00 in winter", () => {
    expect(newsArticleJsonLd({ ...base, publicationDate: "2026-07-01T08:30:00Z" }).datePublished).toBe("2026-07-01T10:30:00+02:00");
    expect(newsArticleJsonLd({ ...base, publicationDate: "2026-01-15T08:30:00Z" }).datePublished).toBe("2026-01-15T09:30:00+01:00");
    expect(newsArticleJsonLd({ ...base, publicationDate: "2026-10-25T14:00:00+01:00" }).datePublished).toBe("2026-10-25T14:00:00+01:00");
  });

  it("leaves out a junk date, and names headline, image and publisher", () => {
    const ld = newsArticleJsonLd({ ...base, publicationDate: "1021-12-18T00:00:00+00:19", image: "https://cdn/x.jpg" });
    expect(ld.datePublished).toBeUndefined();
    expect(ld).toMatchObject({ "@type": "NewsArticle", headline: "Kop", image: ["https://cdn/x.jpg"], inLanguage: "nl" });
  });

  it("names the publisher by the organisation's @id, with its name, url and logo, and never a dateModified the CMS does not give", () => {
    const ld = newsArticleJsonLd({ ...base, publicationDate: "2026-07-01T08:30:00Z" });
    expect(ld.publisher).toEqual({
      "@type": ["PerformingArtsTheater", "Organization"],
      "@id": "https://carre.nl/#organization",
      name: "Koninklijk Theater Carré",
      url: "https://carre.nl/",
      logo: { "@type": "ImageObject", url: logo },
    });
    expect(ld).not.toHaveProperty("dateModified");
  });

  it("names the site's organisation as author by the same @id, with its type, name and url", () => {
    const ld = newsArticleJsonLd({ ...base, publicationDate: "2026-07-01T08:30:00Z" });
    expect(ld.author).toEqual({ "@type": ["PerformingArtsTheater", "Organization"], "@id": "https://carre.nl/#organization", name: "Koninklijk Theater Carré", url: "https://carre.nl/" });
    const anonymous = newsArticleJsonLd({ ...base, publicationDate: "2026-07-01T08:30:00Z", publisher: { "@type": "NGO", name: "Carré Fonds", url: "https://carrefonds.nl/" } });
    expect(anonymous.author).toEqual({ "@type": "Organization", name: "Carré Fonds", url: "https://carrefonds.nl/" });
  });
});

describe("news item view", () => {
  const item = (data: Record<string, unknown>, relations: Record<string, unknown> = {}, nodes: Record<string, unknown> = {}) =>
    RenderResponse.parse({
      node: { id: "n", kind: "news-page", publication_date: "2026-06-01T12:00:00+02:00", data: { heading: "Zomer </script>", url: "/nieuwsitem/zomer", seoDescription: "Omschrijving", seoKeywords: "a, b", ...data }, relations: { image_header_large: "c", ...relations } },
      nodes: { c: crop("c"), ...nodes },
    });

  it("formats the date, carries SEO fields and an escaped NewsArticle with the Amsterdam offset", () => {
    const view = mapNewsItemView(ctx(item({}), "/nieuwsitem/zomer", "fonds"));
    expect(view.publishedText).toBe("maandag 1 juni 2026");
    expect(view.head).toMatchObject({ description: "Omschrijving", keywords: "a, b", ogType: "article" });
    expect(view.head!.jsonLd).not.toContain("</script>");
    const ld = JSON.parse(view.head!.jsonLd!);
    expect(ld[0]).toMatchObject({ "@type": "NewsArticle", headline: "Zomer </script>", datePublished: "2026-06-01T12:00:00+02:00", url: "https://carrefonds.nl/nieuwsitem/zomer", publisher: { "@type": "NGO", "@id": "https://carrefonds.nl/#organization", name: "Carré Fonds" } });
    expect(ld[0].author).toEqual({ "@type": "NGO", "@id": "https://carrefonds.nl/#organization", name: "Carré Fonds", url: "https://carrefonds.nl/" });
    expect(ld[0].image[0]).toMatch(/^https:\/\/assets\.example\/c\//);
  });

  it("shows the slides unless hideHeaderImage is set, and adds breadcrumbs with their JSON-LD", () => {
    const nodes = { ss: { id: "ss", kind: "slideshow", relations: { slides: ["s1"] } }, s1: { id: "s1", kind: "slide", relations: { image: "c" } }, b0: { id: "b0", kind: "page-breadcrumb", data: { name: "Home", link: "/" } }, b1: { id: "b1", kind: "page-breadcrumb", data: { name: "Zomer", link: "/nieuwsitem/zomer" } } };
    const shown = mapNewsItemView(ctx(item({}, { slideshow: "ss", breadcrumbs: ["b0", "b1"] }, nodes), "/nieuwsitem/zomer"));
    expect(shown.blocks!.slides).toHaveLength(1);
    expect(shown.blocks!.breadcrumbs.map((b) => b.position)).toEqual([0, 1]);
    expect(JSON.parse(shown.head!.jsonLd!).map((x: { "@type": string }) => x["@type"])).toEqual(["NewsArticle", "BreadcrumbList"]);
    const hidden = mapNewsItemView(ctx(item({ hideHeaderImage: true }, { slideshow: "ss" }, nodes), "/nieuwsitem/zomer"));
    expect(hidden.blocks!.slides).toEqual([]);
    expect(hidden.headerImage).toBeUndefined();
  });
});
