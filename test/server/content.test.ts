import request from "supertest";
import { describe, expect, it } from "vitest";
import { leafPage, type Stack, useBothSites } from "./harness";

let stack: Stack;
let fonds: Stack;
useBothSites((c, f) => {
  [stack, fonds] = [c, f];
});

function jsonLd(html: string): Record<string, any>[] {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : [];
}

/** The page body (the frame's header and footer hold markers of their own). */
function body(html: string): string {
  return html.slice(html.indexOf('<article class="content-page"'), html.indexOf("</main>"));
}

/** Every marker occurs, each after the one before it. */
function expectInOrder(html: string, markers: string[]) {
  let from = 0;
  for (const marker of markers) {
    const at = html.indexOf(marker, from);
    expect(at, `${marker} after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + marker.length;
  }
}

const ABOUT = { nl: "/pagina/over-carre", en: "/en/page/about-carre" } as const;

describe("content page blocks (spec 2 §2)", () => {
  for (const lang of ["nl", "en"] as const) {
    it(`shows every block of the sample 'about' page in the spec's order (${lang})`, async () => {
      const res = await request(stack.app).get(ABOUT[lang]);
      expect(res.status).toBe(200);
      const html = body(res.text);
      expectInOrder(html, [
        'class="page-slider"',
        lang === "nl" ? 'aria-label="Kruimelpad"' : 'aria-label="Breadcrumbs"',
        lang === "nl" ? "Gepubliceerd op" : "Published on",
        "<time dateTime=\"2025-09-01T10:00:00+02:00\">1 september 2025</time>".replace("1 september", lang === "nl" ? "1 september" : "1 September"),
        '<h1 class="content-page__heading">',
        'class="content-page__subheading"',
        'class="rich-text"',
        'class="block text-widget"',
        'class="block image-block image-block--right"',
        'class="image-divider"',
        'class="payment-methods"',
        'class="block image-block"',
        'class="block quotes"',
        'class="block persons person-group"',
        'class="block persons"',
        'class="block sponsors"',
        'class="block recommended recommended--normal"',
        'class="block tabs-panel"',
        'class="block-table"',
        'class="block faq-block"',
        'class="block video-slides"',
        "news-block content-page__news",
        lang === "nl" ? ">meer nieuws</a>" : ">more news</a>",
      ]);
      expect(html).toContain(lang === "nl" ? 'href="/nieuws?tag=Achter+de+schermen"' : 'href="/en/news?tag=Behind+the+scenes"');
      const view = leafPage(res.text).view;
      // Lists stop at the first incomplete entry: 8 of 10 persons (7+: many), 2 of 4 quotes and sponsors.
      expect(view.blocks.persons.items).toHaveLength(8);
      expect(view.blocks.persons.many).toBe(true);
      expect(html).toContain("persons__list persons__list--many");
      expect(view.blocks.quotes).toHaveLength(2);
      expect(view.blocks.sponsors).toHaveLength(2);
      // Two of the three video links are accepted; no embed loads before play.
      expect(view.blocks.videos).toHaveLength(2);
      expect(html).not.toContain("<iframe");
      // The tab named by the panel starts open.
      expect(view.blocks.tabs[0].openIndex).toBe(1);
    });
  }

  it("emits BreadcrumbList JSON-LD with positions from 1 and FAQPage JSON-LD for the shown questions", async () => {
    const res = await request(stack.app).get(ABOUT.en);
    const [breadcrumbs, faq] = jsonLd(res.text);
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
    expect(breadcrumbs.itemListElement.map((e: any) => [e.position, e.name])).toEqual([[1, "Home"], [2, "About us"], [3, "About Carré"]]);
    expect(breadcrumbs.itemListElement[2].item).toMatch(/^https:\/\/[^/]+\/en\/page\/about-carre$/);
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity.map((q: any) => q.name)).toEqual(["Is Carré accessible?", "May I take pictures?", "Where can I park?"]);
  });

  it("is shared with its first header image (og:image), as a show page is", async () => {
    for (const path of [ABOUT.nl, ABOUT.en]) {
      const html = (await request(stack.app).get(path).expect(200)).text;
      const first = /class="page-slider__image" src="[^"]*\/images\/([0-9a-f-]{36})\//.exec(html)?.[1];
      expect(first).toBeDefined();
      expect(/<meta property="og:image" content="([^"]+)">/.exec(html)?.[1]).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/images/${first}/.*/resize/1280x/`));
      // X shows that image large only when asked (a crawl audit: no twitter:card on any page).
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    }
    // A page without a share image keeps X's small card.
    expect((await request(stack.app).get("/agenda").expect(200)).text).not.toContain("twitter:card");
  });

  it("banners: five tiles in the balanced layout; recommended pages in the alternative display", async () => {
    for (const path of ["/pagina/zakelijk", "/en/page/business"]) {
      const res = await request(stack.app).get(path);
      expect(res.status).toBe(200);
      const html = body(res.text);
      expectInOrder(html, ['class="block recommended recommended--alternative"', 'class="block banner-tiles"', "banner-tiles__list--five"]);
      expect(leafPage(res.text).view.blocks.banners.items).toHaveLength(5);
    }
  });

  it("up to 6 recommended shows sharing a genre with genresForRecommendations", async () => {
    const res = await request(stack.app).get("/pagina/plan-uw-bezoek");
    const shows = leafPage(res.text).view.blocks.recommendedShows;
    expect(shows.length).toBeGreaterThan(0);
    expect(shows.length).toBeLessThanOrEqual(6);
    expect(res.text).toContain("Misschien ook iets voor u");
  });

  it("a sidebar page shows the sticky sidebar widget beside the text", async () => {
    const res = await request(stack.app).get("/en/page/getting-here");
    expectInOrder(body(res.text), ['<h1 class="content-page__heading">', 'class="sticky-sidebar"', "Tram 4 and 14"]);
  });

  it("the foundation's own page has its sidebar, breadcrumbs and the many-persons layout, in both languages", async () => {
    for (const path of ["/pagina/carrefonds", "/en/page/carre-fund"]) {
      const res = await request(fonds.app).get(path);
      expect(res.status).toBe(200);
      const html = body(res.text);
      expectInOrder(html, ["breadcrumbs", '<h1 class="content-page__heading">', "persons__list--many", 'class="sticky-sidebar"']);
      expect(jsonLd(res.text)[0]["@type"]).toBe("BreadcrumbList");
    }
  });
});

describe("cookie and FAQ pages", () => {
  it("puts the basic / personalized chooser between the halves of the cookie page's content", async () => {
    for (const [path, basic] of [["/pagina/cookies", "Basis"], ["/en/page/cookies", "Basic"]] as const) {
      const res = await request(stack.app).get(path);
      const html = body(res.text);
      expectInOrder(html, ['class="rich-text"', 'class="cookie-chooser"', basic, 'class="rich-text"']);
      expect(html).not.toContain("cms-form-marker");
    }
  });

  it("FAQ page: standalone questions and categories as toggle buttons, with FAQPage JSON-LD", async () => {
    for (const [path, category] of [["/pagina/veelgestelde-vragen", "Toegankelijkheid"], ["/en/page/faq", "Accessibility"]] as const) {
      const res = await request(stack.app).get(path);
      expect(res.status).toBe(200);
      const html = body(res.text);
      expect(html).toMatch(/<button type="button" class="accordion__toggle" aria-expanded="false" aria-controls="[^"]+">/);
      expect(html).toContain(`>${category}<span class="accordion__icon" aria-hidden="true"></span></button>`);
      const faq = jsonLd(res.text).find((d) => d["@type"] === "FAQPage")!;
      // The question without a title is left out, the category questions are in.
      expect(faq.mainEntity).toHaveLength(5);
    }
  });
});

describe("an unknown widget kind (spec 2 §2, §8)", () => {
  it("answers the 500 message page, logs the kind, and the server keeps serving", async () => {
    for (const [path, text] of [["/pagina/onbekende-widget", "Er is iets misgegaan"], ["/en/page/unknown-widget", "Something went wrong"]] as const) {
      const res = await request(stack.app).get(path);
      expect(res.status).toBe(500);
      expect(res.text).toContain(text);
      const line = stack.logs.find((l) => l.msg === "page mapping failed" && String(l.path).includes(path.split("/").pop()!));
      expect(String(line?.reason)).toContain('unknown widget kind "carousel_3d"');
      expect((await request(stack.app).get(ABOUT.nl)).status).toBe(200);
    }
  });
});
