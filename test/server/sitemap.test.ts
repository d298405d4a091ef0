/**
 * For crawlers (issue 12 item 8): robots.txt per site pointing at its sitemap; sitemap.xml built
 * from the CMS lists of both languages with hreflang alternates and lastmod, stored and purged
 * like the pages made from those lists.
 */
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { RenderResponse } from "../../shared/contract/render";
import { sitemapEntries, sitemapXml } from "../../server/seo/sitemap";
import { type Stack, useBothSites } from "./harness";

let stack: Stack;
let fonds: Stack;
useBothSites((c, f) => {
  [stack, fonds] = [c, f];
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe("robots.txt", () => {
  it("points each site at its own sitemap, keeps crawlers out of the API and presale links, and lets them read the search pages' noindex", async () => {
    const carre = await request(stack.app).get("/robots.txt").expect(200);
    expect(carre.text).toContain("Sitemap: https://carre.nl/sitemap.xml");
    expect(carre.text).toContain("Disallow: /api/");
    // Robots patterns: * is any run of characters, so this holds for ?presale= and &presale= alike.
    expect(carre.text).toContain("Disallow: /*presale=");
    expect(carre.text).not.toMatch(/Disallow: \/(zoeken|en\/search)/);
    const search = await request(stack.app).get("/zoeken?q=hadestown").expect(200);
    expect(search.text).toMatch(/<meta name="robots" content="noindex, follow"/);
    const foundation = await request(fonds.app).get("/robots.txt").expect(200);
    expect(foundation.text).toContain("Sitemap: https://carrefonds.nl/sitemap.xml");
  });
});

describe("sitemap.xml", () => {
  it("lists the list routes, shows, content pages and news of both languages once each, with alternates", async () => {
    const res = await request(stack.app).get("/sitemap.xml").expect(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const urls = locs(res.text);
    expect(new Set(urls).size).toBe(urls.length);
    for (const path of ["/", "/en", "/agenda", "/en/calendar", "/nieuws", "/voorstelling/hadestown", "/pagina/contact"]) expect(urls).toContain(`https://carre.nl${path}`);
    expect(urls.some((u) => u.startsWith("https://carre.nl/nieuwsitem/"))).toBe(true);
    expect(urls.some((u) => u.startsWith("https://carre.nl/en/newsitem/"))).toBe(true);
    expect(urls).not.toContain("https://carre.nl/pagina/preview-voorbeeld");
    const hadestown = /<url><loc>https:\/\/carre\.nl\/voorstelling\/hadestown<\/loc>(.*?)<\/url>/.exec(res.text)![1]!;
    expect(hadestown).toContain('hreflang="en" href="https://carre.nl/en/show/hadestown"');
    expect(hadestown).toContain('hreflang="x-default" href="https://carre.nl/voorstelling/hadestown"');
  });

  it("is stored with the lists' tags and purged with them", async () => {
    await request(stack.app).get("/sitemap.xml").expect(200);
    expect((await request(stack.app).get("/sitemap.xml")).headers["x-cache"]).toBe("HIT");
    const purged = stack.caches.registry.purge({ tags: ["production-page-list-nl"] }, "soft");
    expect(purged["output:pages"]).toBeGreaterThanOrEqual(1);
    expect((await request(stack.app).get("/sitemap.xml")).headers["x-cache"]).toBe("MISS");
  });

  it("serves the foundation's own pages on its own origin", async () => {
    const urls = locs((await request(fonds.app).get("/sitemap.xml").expect(200)).text);
    expect(urls.length).toBeGreaterThan(3);
    expect(urls.every((u) => u.startsWith("https://carrefonds.nl/"))).toBe(true);
  });
});

describe("sitemapEntries", () => {
  const list = (nodes: Array<{ id: string; data: Record<string, unknown>; publication_date?: string }>): RenderResponse =>
    ({ node: { id: "l", kind: "page-list", data: {}, query_result: { node_ids: nodes.map((n) => n.id) } }, nodes: Object.fromEntries(nodes.map((n) => [n.id, { kind: "page", ...n }])) }) as unknown as RenderResponse;

  it("pairs a page with its translation, drops non-indexable pages and junk dates, escapes URLs", () => {
    const entries = sitemapEntries([
      list([
        { id: "1", data: { url: "/pagina/a&b", urlTranslated: "/en/page/a" }, publication_date: "2026-05-01T10:00:00+02:00" },
        { id: "2", data: { url: "/pagina/hidden", isIndexable: false } },
        { id: "3", data: { url: "/pagina/old" }, publication_date: "1021-12-18T00:00:00+00:19" },
      ]),
    ]);
    const a = entries.find((e) => e.path === "/pagina/a&b")!;
    expect(a).toEqual({ path: "/pagina/a&b", alternates: { nl: "/pagina/a&b", en: "/en/page/a" }, lastmod: "2026-05-01" });
    expect(entries.some((e) => e.path === "/pagina/hidden")).toBe(false);
    expect(entries.find((e) => e.path === "/pagina/old")?.lastmod).toBeUndefined();
    expect(sitemapXml([a], "https://x.nl")).toContain("<loc>https://x.nl/pagina/a&#38;b</loc>");
  });
});

describe("one home for each page (issue 26 point 7)", () => {
  const head = (html: string) => ({
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1],
    hreflang: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`),
    ogUrl: /<meta property="og:url" content="([^"]+)">/.exec(html)?.[1],
    robots: /<meta name="robots" content="([^"]+)">/.exec(html)?.[1],
  });

  it("the foundation's sitemap leaves out the venue's show pages", async () => {
    const urls = locs((await request(fonds.app).get("/sitemap.xml").expect(200)).text);
    expect(urls.filter((u) => /\/(voorstelling|en\/show)\//.test(u))).toEqual([]);
    // Its own content pages and news stay in.
    expect(urls.some((u) => u.startsWith("https://carrefonds.nl/pagina/"))).toBe(true);
    expect(urls.some((u) => u.startsWith("https://carrefonds.nl/nieuwsitem/"))).toBe(true);
  });

  it.each([["/voorstelling/hadestown", "/en/show/hadestown"], ["/en/show/chicago", "/voorstelling/chicago"]])(
    "the foundation's copy of %s names the venue's URL as canonical, hreflang and og:url, and stays readable",
    async (path, translated) => {
      const res = await request(fonds.app).get(path).expect(200);
      const h = head(res.text);
      expect(h.canonical).toBe(`https://carre.nl${path}`);
      expect(h.ogUrl).toBe(`https://carre.nl${path}`);
      expect(h.hreflang).toContain(`${path.startsWith("/en") ? "en" : "nl"} https://carre.nl${path}`);
      expect(h.hreflang).toContain(`${path.startsWith("/en") ? "nl" : "en"} https://carre.nl${translated}`);
      // A canonical elsewhere, not noindex: the two together are contradictory signals.
      expect(h.robots).toBeUndefined();
    },
  );

  it("the venue's show page and the foundation's own pages keep their self-canonical", async () => {
    expect(head((await request(stack.app).get("/voorstelling/hadestown").expect(200)).text).canonical).toBe("https://carre.nl/voorstelling/hadestown");
    expect(head((await request(fonds.app).get("/").expect(200)).text).canonical).toBe("https://carrefonds.nl/");
    expect(head((await request(fonds.app).get("/agenda").expect(200)).text).canonical).toBe("https://carrefonds.nl/agenda");
  });
});
