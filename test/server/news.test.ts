import request from "supertest";
import { describe, expect, it } from "vitest";
import { countingProxy } from "./counting-proxy";
import { leafPage, startStack, type Stack, useBothSites } from "./harness";

let carre: Stack;
let fonds: Stack;
useBothSites((c, f) => {
  [carre, fonds] = [c, f];
});

const decode = (s: string) => s.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)![1]!);
const description = (html: string) => decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
const canonical = (html: string) => decode(/<link rel="canonical" href="([^"]*)"/.exec(html)![1]!);
const relHref = (html: string, rel: "prev" | "next") => {
  const m = new RegExp(`<a [^>]*href="([^"]*)"[^>]*rel="${rel}"|<a [^>]*rel="${rel}"[^>]*href="([^"]*)"`).exec(html);
  return m ? decode(m[1] ?? m[2]!) : undefined;
};
const nextHref = (html: string) => relHref(html, "next");
const itemLinks = (html: string, prefix: string) => [...new Set([...html.matchAll(new RegExp(`<h2 class="news-card__heading[^"]*"><a href="(${prefix}[^"]+)"`, "g"))].map((m) => m[1]!))];

/** Follows next links from the first page like a crawler without JavaScript. */
async function crawl(stack: typeof carre, start: string) {
  const pages: { path: string; html: string }[] = [];
  for (let path: string | undefined = start; path && pages.length < 20; path = nextHref(pages[pages.length - 1]!.html)) {
    const res = await request(stack.app).get(path).expect(200);
    pages.push({ path, html: res.text });
  }
  return pages;
}

async function cmsList(stack: typeof carre, lang: "nl" | "en", prefix: string, query: Record<string, string> = {}) {
  const res = await fetch(`${stack.cms.url}${prefix}/api/render/news-page-list-${lang}?${new URLSearchParams({ per_page: "500", ...query })}`);
  return (await res.json()) as { node: { query_result: { node_ids: string[]; statistics: { total_matches: number } } }; nodes: Record<string, any> };
}

const SITES = [
  ["carre", "nl", "/nieuws", "/nieuwsitem/", "", "https://carre.nl"],
  ["carre", "en", "/en/news", "/en/newsitem/", "", "https://carre.nl"],
  ["fonds", "nl", "/nieuws", "/nieuwsitem/", "/fonds", "https://carrefonds.nl"],
  ["fonds", "en", "/en/news", "/en/newsitem/", "/fonds", "https://carrefonds.nl"],
] as const;

describe.each(SITES)("news list on %s (%s)", (siteId, lang, listPath, itemPrefix, cmsPrefix, origin) => {
  const stack = () => (siteId === "carre" ? carre : fonds);

  it("reaches every complete news item through next links, each page with its own title, description and canonical", async () => {
    const pages = await crawl(stack(), listPath);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.map((p) => p.path)).toEqual([listPath, ...pages.slice(1).map((_, i) => `${listPath}?p=${i + 2}`)]);
    expect(new Set(pages.map((p) => title(p.html))).size).toBe(pages.length);
    expect(new Set(pages.map((p) => description(p.html))).size).toBe(pages.length);
    expect(pages.map((p) => canonical(p.html))).toEqual(pages.map((p) => origin + p.path));
    const listed = pages.flatMap((p) => itemLinks(p.html, itemPrefix));
    const cms = await cmsList(stack(), lang, cmsPrefix);
    const complete = cms.node.query_result.node_ids
      .map((id) => cms.nodes[id])
      .filter((n) => !n.data.hide && n.relations.image_thumb && Number(String(n.publication_date).slice(0, 4)) >= 1900)
      .map((n) => n.data.url);
    expect(listed).toEqual(complete);
    // Previous links lead back, and the last page has no next.
    expect(relHref(pages[1]!.html, "prev")).toBe(listPath);
    expect(nextHref(pages[pages.length - 1]!.html)).toBeUndefined();
  });

  it("filters by a tag, says so with a remove link, and the filtered list only holds that tag", async () => {
    const cms = await cmsList(stack(), lang, cmsPrefix);
    const tag = cms.nodes[cms.node.query_result.node_ids[0]!].data.tags[0] as string;
    const res = await request(stack().app).get(listPath).query({ tag }).expect(200);
    expect(res.text).toContain(lang === "nl" ? "U heeft gefilterd op:" : "You have filtered on:");
    expect(res.text).toMatch(new RegExp(`<a class="news-list__remove" href="${listPath}"`));
    const view = leafPage(res.text).view;
    expect(view.filters).toEqual([{ tag, removeHref: listPath }]);
    expect(view.items.length).toBeGreaterThan(0);
    for (const item of view.items) expect(Object.values(cms.nodes).find((n: any) => n.data?.url === item.href).data.tags).toContain(tag);
    expect(canonical(res.text)).toBe(`${origin}${listPath}?tag=${encodeURIComponent(tag).replace(/%20/g, "+")}`);
  });

  it("answers bad input with a page or a 404, never a 500", async () => {
    const cases: [Record<string, string | string[]>, number][] = [
      [{ p: "0" }, 404], [{ p: "-1" }, 404], [{ p: "abc" }, 404], [{ p: "99999" }, 404], [{ p: ["2", "3"] }, 200],
      [{ tag: "Bestaat-niet" }, 200], [{ q: "x".repeat(2000) }, 200], [{ q: "<script>alert(1)</script>", tag: "\"><img>" }, 200],
    ];
    for (const [query, status] of cases) {
      const res = await request(stack().app).get(listPath).query(query);
      expect([query, res.status]).toEqual([query, status]);
    }
    const long = await request(stack().app).get(listPath).query({ q: "x".repeat(2000) });
    expect(leafPage(long.text).view.q).toHaveLength(200);
    const hostile = await request(stack().app).get(listPath).query({ q: "<script>alert(1)</script>" });
    expect(hostile.text).not.toContain("<script>alert(1)");
  });
});

describe("news list upstream query", () => {
  it("sends the CMS only per_page, page (0-based), q and filter_newsPageTag, empty ones dropped", async () => {
    const proxy = await countingProxy();
    const stack = await startStack({ upstreamUrl: proxy.url });
    proxy.target = stack.cms.url;
    try {
      await request(stack.app).get("/nieuws").query({ p: "2", q: "", tag: ["", "Musical", "Musical"], utm_source: "mail" });
      await request(stack.app).get("/en/news").query({ p: "1", q: "  dome " });
      const lists = proxy.calls.filter((c) => c.includes("/api/render/news-page-list")).map((c) => c.split("?")[1] ?? "");
      expect(lists).toEqual(["filter_newsPageTag=Musical&page=1&per_page=10", "page=0&per_page=10&q=dome"]);
    } finally {
      proxy.close();
      await stack.close();
    }
  });
});

describe.each(SITES)("news item on %s (%s)", (siteId, lang, listPath, itemPrefix, _cmsPrefix, origin) => {
  const stack = () => (siteId === "carre" ? carre : fonds);

  it("shows the item with date, blocks and NewsArticle JSON-LD with the Amsterdam offset", async () => {
    const list = await request(stack().app).get(listPath).expect(200);
    const href = itemLinks(list.text, itemPrefix)[0]!;
    const res = await request(stack().app).get(href).expect(200);
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(res.text)![1]!);
    const article = ld.find((x: any) => x["@type"] === "NewsArticle");
    expect(article).toMatchObject({ url: origin + href, publisher: { "@id": `${origin}/#organization` } });
    expect(article.datePublished).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/);
    expect(article.image[0]).toMatch(/^https?:\/\//);
    expect(ld.some((x: any) => x["@type"] === "BreadcrumbList")).toBe(true);
    const view = leafPage(res.text).view;
    expect(view.publishedText).toMatch(lang === "nl" ? /^[a-z]+dag \d{1,2} [a-z]+ \d{4}$/ : /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(res.text).toContain('property="og:type" content="article"');
    expect(/<meta name="description" content="[^"]+"/.test(res.text)).toBe(true);
    // The newest item carries every block a news item has.
    for (const key of ["slides", "banners", "persons", "personGroups", "quotes", "tabs", "faq", "sidebar", "videos", "breadcrumbs"]) {
      const block = view.blocks[key];
      expect([key, Array.isArray(block) ? block.length > 0 : block?.items ? block.items.length > 0 : Boolean(block)]).toEqual([key, true]);
    }
    expect(leafPage(res.text).frame.sponsor).toBeDefined();
    expect(res.text).toContain('<meta name="keywords"');
  });

  it("answers 404 for an unknown item", async () => {
    await request(stack().app).get(`${itemPrefix}bestaat-niet-${siteId}`).expect(404);
  });
});

describe("news item flags", () => {
  it("hideHeaderImage leaves out the header slider", async () => {
    const cms = await cmsList(carre, "nl", "");
    const hidden = Object.values(cms.nodes).find((n: any) => n.kind === "news-page" && n.data.hideHeaderImage === true) as any;
    const res = await request(carre.app).get(hidden.data.url).expect(200);
    expect(leafPage(res.text).view.blocks.slides).toEqual([]);
  });
});
