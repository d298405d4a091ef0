import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appData, leafPage, startStack } from "./harness";

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

/** A show slug from the CMS's own production list, so tests follow the generated content. */
async function someShowPath(lang: "nl" | "en"): Promise<string> {
  const res = await fetch(`${stack.cms.url}/api/render/production-page-list-${lang}`);
  const body = (await res.json()) as { nodes: Record<string, { kind: string; data: { url?: string } }> };
  const show = Object.values(body.nodes).find((n) => n.kind === "production-page" && n.data.url);
  return show!.data.url!;
}

describe("pages", () => {
  it("serves the Dutch home page with status, head and embedded data", async () => {
    const res = await request(stack.app).get("/").expect(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.text).toMatch(/^<!doctype html><html lang="nl">/);
    expect(res.text).toContain('<link rel="canonical" href="https://carre.nl/">');
    expect(res.text).toContain('<link rel="alternate" hreflang="en" href="https://carre.nl/en">');
    expect(res.text).toContain('<link rel="alternate" hreflang="x-default" href="https://carre.nl/">');
    expect(res.text).toContain('<script type="module" src="/assets/app-test.js"></script>');
    expect(res.text).toContain("<title>Koninklijk Theater Carré</title>");
    expect(leafPage(res.text).lang).toBe("nl");
    expect(appData(res.text).config.site).toBe("carre");
  });

  it("serves the English home page in English", async () => {
    const res = await request(stack.app).get("/en").expect(200);
    expect(res.text).toMatch(/<html lang="en">/);
    expect(res.text).toContain('<link rel="canonical" href="https://carre.nl/en">');
  });

  it("serves a content page with reciprocal hreflang in both languages", async () => {
    const nl = await request(stack.app).get("/pagina/contact").expect(200);
    expect(nl.text).toContain('<link rel="canonical" href="https://carre.nl/pagina/contact">');
    expect(nl.text).toContain('hreflang="en" href="https://carre.nl/en/page/contact"');
    const en = await request(stack.app).get("/en/page/contact").expect(200);
    expect(en.text).toContain('hreflang="nl" href="https://carre.nl/pagina/contact"');
    expect(en.text).toContain('<link rel="canonical" href="https://carre.nl/en/page/contact">');
  });

  it("serves show pages in both languages with the show's heading in the HTML", async () => {
    for (const lang of ["nl", "en"] as const) {
      const path = await someShowPath(lang);
      const res = await request(stack.app).get(path).expect(200);
      const page = leafPage(res.text);
      expect(page.view.kind).toBe("show");
      expect(res.text).toMatch(/<h1[^>]*>[^<]+/);
      expect(res.text).toContain(`<link rel="canonical" href="https://carre.nl${path}">`);
    }
  });

  it("answers 404 'Pagina niet gevonden' / 'Page not found' for unknown pages", async () => {
    const nl = await request(stack.app).get("/pagina/bestaat-niet").expect(404);
    expect(nl.text).toContain("Pagina niet gevonden");
    expect(nl.text).toContain('<meta name="robots" content="noindex">');
    // Nobody's preferred URL: no canonical or alternates beside the noindex.
    expect(nl.text).not.toMatch(/rel="(canonical|alternate)"/);
    const en = await request(stack.app).get("/en/show/does-not-exist").expect(404);
    expect(en.text).toContain("Page not found");
    const unknown = await request(stack.app).get("/volledig/onbekend").expect(404);
    expect(unknown.text).toContain("Pagina niet gevonden");
  });

  it("marks preview answers noindex and uncacheable", async () => {
    const res = await request(stack.app).get("/pagina/preview-voorbeeld").expect(200);
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.text).not.toContain('rel="canonical"');
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("finds a legacy page by retrying with the full path and query", async () => {
    await request(stack.app).get("/pagina/oud?id=5").expect(200);
  });

  it("retries with the full path and query decoded, then encoded once (an escaped query was sent escaped twice)", async () => {
    await request(stack.app).get("/pagina/zzz-niet?utm=1&b=%C3%A9").expect(404);
    const retries = stack.cms.requests.filter((r) => r.startsWith("GET /api/render/pagina/zzz-niet%3F"));
    expect(retries).toEqual(["GET /api/render/pagina/zzz-niet%3Futm%3D1%26b%3D%C3%A9"]);
  });

  it("gives crawlers the complete document", async () => {
    const res = await request(stack.app).get("/agenda").set("User-Agent", "Googlebot/2.1 (+http://www.google.com/bot.html)").expect(200);
    expect(res.text.endsWith("</body></html>")).toBe(true);
    expect(leafPage(res.text).view.items.length).toBeGreaterThan(10);
  });

  it("lists calendar shows as crawlable links on the server", async () => {
    const res = await request(stack.app).get("/en/calendar").expect(200);
    expect(res.text).toMatch(/href="\/en\/show\/[^"]+"/);
  });
});

describe("images in the page's language", () => {
  const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  // The CMS's images (from the image CDN, by their resize step), not the site's own (payment logos);
  // a sponsor's logo is named by the sponsor, the same in both languages.
  const cmsImages = (html: string) => [...main(html).matchAll(/<img[^>]*>/g)].map((m) => m[0]).filter((img) => img.includes("/-/resize/") && !img.includes("sponsors__logo"));
  const alts = (html: string) => new Set(cmsImages(html).flatMap((img) => /\salt="([^"]+)"/.exec(img)?.[1] ?? []));
  const visibleText = (html: string) => main(html).replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, "").replace(/<[^>]+>/g, " ");

  // The sample CMS's images have Dutch titles only: an alt an English page shares with its Dutch
  // twin is a Dutch title unless it is a name the English page shows as text too (a show's name).
  it.each([
    ["/", "/en"],
    ["/nieuws", "/en/news"],
    ["/pagina/over-carre", "/en/page/about-carre"],
    ["/voorstelling/hadestown", "/en/show/hadestown"],
    ["/agenda", "/en/calendar"],
  ])("%s's image titles are not the alts of %s", async (nl, en) => {
    const [dutch, english] = await Promise.all([nl, en].map(async (path) => (await request(stack.app).get(path).expect(200)).text));
    const shared = [...alts(english!)].filter((alt) => alts(dutch!).has(alt) && !visibleText(english!).includes(alt));
    expect(shared).toEqual([]);
    expect(cmsImages(english!).length).toBeGreaterThan(0);
  });
});

describe("escaping", () => {
  it("keeps CMS text and query strings from breaking out of the data script", async () => {
    const res = await request(stack.app).get("/agenda?q=%3C/script%3E%3C!--%3Cscript%3Ealert(1)%3C/script%3E").expect(200);
    const scripts = res.text.match(/<script id="app-data"[\s\S]*?<\/script>/g)!;
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toMatch(/<!--|<\/script>[\s\S]+<\/script>/);
    expect(res.text).not.toContain("<script>alert(1)</script>");
  });
});

describe("redirects and url rules", () => {
  it("collapses repeated slashes with a 301 that keeps the query", async () => {
    const res = await request(stack.app).get("//pagina///contact?x=1&y=2").expect(301);
    expect(res.headers.location).toBe("/pagina/contact?x=1&y=2");
  });

  it("sends /agenda?l=en to the English calendar", async () => {
    const res = await request(stack.app).get("/agenda?l=en").expect(301);
    expect(res.headers.location).toBe("/en/calendar");
  });

  it("answers 400 to bad percent-encoding and overlong paths", async () => {
    await request(stack.app).get("/pagina/%E0%A4%A").expect(400);
    await request(stack.app).get(`/pagina/${"a".repeat(3000)}`).expect(400);
    await request(stack.app).get("/agenda?q=%ZZ").expect(400);
  });

  it("answers 405 to other methods on pages", async () => {
    await request(stack.app).post("/agenda").expect(405);
  });

  // One answer for a method a path does not take, OPTIONS included (no cross-origin caller is
  // served): Express's routers answered OPTIONS 200 on their own paths, and PUT there was a 404.
  it.each([
    ["/agenda", "GET, HEAD"],
    ["/robots.txt", "GET, HEAD"],
    ["/readyz", "GET, HEAD"],
    ["/media/afbeelding.jpg", "GET, HEAD"],
    ["/api/render/home", "GET, HEAD"],
    ["/api/redirect?path=/kerst", "GET, HEAD"],
    ["/api/services/presale?q=abc", "GET, HEAD"],
    ["/api/services/newsletter/subscribe", "POST"],
    ["/api/webhook/cms", "POST"],
  ])("%s answers OPTIONS, PUT and DELETE with a 405 allowing %s", async (path, allow) => {
    for (const method of ["options", "put", "delete"] as const) {
      const res = await request(stack.app)[method](path);
      expect([method, res.status, res.headers.allow]).toEqual([method, 405, allow]);
      if (path.startsWith("/api/")) expect(res.body).toEqual({ message: "Method not allowed" });
      else expect(res.text).toMatch(/<h1[^>]*>Dit adres kan dat niet\.<\/h1>/);
    }
  });
});

describe("redirects through the CMS and the catch-all resolver", () => {
  it("redirects a short URL with 302 and a moved page with 301, keeping prerender meta", async () => {
    const short = await request(stack.app).get("/kerst").expect(302);
    expect(short.headers.location).toMatch(/^\//);
    expect(short.text).toContain('<meta name="prerender-status-code" content="302">');
    const moved = await request(stack.app).get("/pagina/plattegrond").expect(301);
    expect(moved.headers.location).toMatch(/^\/pagina\//);
    const movedEn = await request(stack.app).get("/en/page/floor-plan").expect(301);
    expect(movedEn.headers.location).toMatch(/^\/en\/page\//);
  });

  it("sends external short URLs to their absolute target", async () => {
    const res = await request(stack.app).get("/tickets").expect(302);
    expect(res.headers.location).toMatch(/^https:\/\//);
    expect(res.text).toContain(`<meta name="prerender-header" content="Location: ${res.headers.location}">`);
  });

  it("resolves unknown paths through the redirect lookup", async () => {
    const node404 = await request(stack.app).get("/oude-agenda").expect(301);
    expect(node404.headers.location).toBe("/agenda");
    // An old link with a trailing slash keeps its redirect (a crawl audit found a 404).
    expect((await request(stack.app).get("/oude-agenda/").expect(301)).headers.location).toBe("/agenda");
    expect((await request(stack.app).get("/kerstshow").expect(302)).headers.location).toMatch(/^\//);
    expect((await request(stack.app).get("/youtube").expect(302)).headers.location).toMatch(/^https:\/\//);
    // An en dash in the target was a 500 (a header value is ASCII): it is sent as a browser encodes it.
    expect((await request(stack.app).get("/zomeractie").expect(302)).headers.location).toBe("https://example.org/actie%E2%80%93zomer");
  });

  it("redirects a moved page on a known route (node404)", async () => {
    const res = await request(stack.app).get("/voorstelling/oude-show").expect(301);
    expect(res.headers.location).toBe("/voorstelling/hadestown");
    expect((await request(stack.app).get("/voorstelling/oude-show/").expect(301)).headers.location).toBe("/voorstelling/hadestown");
  });

  // A campaign's printed short URL with its tags, an old link with a presale code: the target gets them.
  it("passes the visitor's query on to the target of every kind of redirect", async () => {
    const query = "?utm_source=poster&utm_campaign=kerst%202026";
    expect((await request(stack.app).get(`/kerst${query}`).expect(302)).headers.location).toBe(`/voorstelling/carre-kerstgala${query}`);
    expect((await request(stack.app).get(`/tickets${query}`).expect(302)).headers.location).toBe(`https://www.ticketmaster.nl/venue/koninklijk-theater-carre${query}`);
    expect((await request(stack.app).get("/pagina/plattegrond?presale=ABC").expect(301)).headers.location).toBe("/pagina/bereikbaarheid?presale=ABC");
    expect((await request(stack.app).get(`/oude-agenda/${query}`).expect(301)).headers.location).toBe(`/agenda${query}`);
    expect((await request(stack.app).get(`/youtube${query}`).expect(302)).headers.location).toBe(`https://www.youtube.com/@carre${query}`);
  });

  it("gives click-type and invalid lookups the 404 page", async () => {
    expect((await request(stack.app).get("/actie").expect(404)).text).toContain("Pagina niet gevonden");
    await request(stack.app).get("/verlopen").expect(404);
  });
});

describe("foundation site", () => {
  it("serves the foundation's name, logo and origin", async () => {
    const fonds = await startStack({ site: "fonds" });
    try {
      const res = await request(fonds.app).get("/").expect(200);
      expect(res.text).toContain("<title>Carré Fonds</title>");
      expect(res.text).toContain('<link rel="canonical" href="https://carrefonds.nl/">');
      expect(res.text).toContain("/static/logo-fonds.svg");
      expect(appData(res.text).config.site).toBe("fonds");
      await request(fonds.app).get("/pagina/word-donateur").expect(200);
    } finally {
      await fonds.close();
    }
  });
});

describe("tag manager", () => {
  it("gives each site process its own container and allows it in the CSP only when configured", async () => {
    const withGtm = await startStack({ site: "fonds", env: { TAG_MANAGER_ID: "GTM-FONDS1" } });
    try {
      const res = await request(withGtm.app).get("/").expect(200);
      expect(appData(res.text).config.tagManagerId).toBe("GTM-FONDS1");
      expect(res.headers["content-security-policy"]).toContain("script-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.googletagmanager.com 'strict-dynamic' 'sha256-");
    } finally {
      await withGtm.close();
    }
    const without = await request(stack.app).get("/").expect(200);
    expect(without.headers["content-security-policy"]).toMatch(/script-src 'self' 'strict-dynamic'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
  });
});

describe("restaurant surcharge", () => {
  it("adds the configured RESTAURANT_SURCHARGE_EUR to restaurant-bundled events only", async () => {
    const dinnerPrices = async (app: typeof stack.app) => {
      const view = leafPage((await request(app).get("/voorstelling/mamma-mia").expect(200)).text).view;
      const rows = view.schedule.groups.flatMap((g: { events: Array<{ id: string; dinner: boolean; minPrice: number | null }> }) => g.events);
      return new Map<string, [boolean, number | null]>(rows.map((r: { id: string; dinner: boolean; minPrice: number | null }) => [r.id, [r.dinner, r.minPrice]]));
    };
    const cheap = await startStack({ env: { RESTAURANT_SURCHARGE_EUR: "10" } });
    try {
      const [standard, configured] = await Promise.all([dinnerPrices(stack.app), dinnerPrices(cheap.app)]);
      let dinners = 0;
      for (const [id, [dinner, price]] of standard) {
        const other = configured.get(id)![1];
        if (price === null || other === null) continue;
        if (dinner) dinners++;
        expect(Math.round((price - other) * 100) / 100).toBe(dinner ? 17.5 : 0);
      }
      expect(dinners).toBeGreaterThan(0);
    } finally {
      await cheap.close();
    }
  });
});
