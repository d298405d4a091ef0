/**
 * Frame details of issue 16 (items 8 and 9), read from the rendered pages: the basket link, small
 * header crops, configured slider extra slide and call-us number, and the header markup that has
 * to work before (or without) the script.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_HOME_EXTRA_SLIDE_ID, startSampleCms } from "../../scripts/sample-cms/app";
import { leafPage, startStack } from "./harness";

type Stack = Awaited<ReturnType<typeof startStack>>;
let carre: Stack;
let fonds: Stack;
beforeAll(async () => {
  [carre, fonds] = await Promise.all([startStack(), startStack({ site: "fonds" })]);
});
afterAll(async () => {
  await Promise.all([carre.close(), fonds.close()]);
});

async function cmsNodeId(stack: Stack, path: string): Promise<string> {
  const res = await fetch(`${stack.cms.url}/api/render${path}`);
  return ((await res.json()) as { node: { id: string } }).node.id;
}

function openingTag(html: string, pattern: RegExp): string {
  const tag = pattern.exec(html)?.[0];
  if (!tag) throw new Error(`no ${pattern} in page`);
  return tag;
}

describe("basket link", () => {
  it.each([
    ["carre", "/"],
    ["carre", "/en"],
    ["fonds", "/"],
    ["fonds", "/en"],
  ] as const)("%s %s: the top menu links to the ticket-shop basket in a new tab", async (site, path) => {
    const res = await request(site === "carre" ? carre.app : fonds.app).get(path).expect(200);
    const topMenu = /<nav class="top-menu"[\s\S]*?<\/nav>/.exec(res.text)?.[0] ?? "";
    const link = openingTag(topMenu, /<a [^>]*top-menu__link--basket[^>]*>/);
    // A ticket-shop link: l=en on English pages (spec 1 §4).
    expect(link).toContain(path === "/en" ? 'href="https://orders.carre.nl/bestel/winkelmand?l=en"' : 'href="https://orders.carre.nl/bestel/winkelmand"');
    expect(link).toContain('target="_blank"');
    expect(link).toMatch(/rel="[^"]*noopener[^"]*"/);
    // Said once, by the link itself (TicketShopAnchor).
    const inner = /<a [^>]*top-menu__link--basket[^>]*>([\s\S]*?)<\/a>/.exec(topMenu)?.[1] ?? "";
    expect(inner.split(path === "/en" ? "(opens in a new tab)" : "(opent in een nieuw tabblad)")).toHaveLength(2);
  });

  it.each(["/", "/en"])("%s: a CMS menu's link to the basket opens in a new tab too (spec 1 §2), other ticket-shop links in the same one", async (path) => {
    const res = await request(carre.app).get(path).expect(200);
    const footer = /<footer[\s\S]*?<\/footer>/.exec(res.text)?.[0] ?? "";
    const basket = openingTag(footer, /<a [^>]*href="https:\/\/orders\.carre\.nl\/bestel\/winkelmand[^"]*"[^>]*>/);
    expect(basket).toContain('target="_blank"');
    expect(basket).toMatch(/rel="noopener"/);
    const others = [...footer.matchAll(/<a [^>]*href="https:\/\/orders\.carre\.nl\/(?!bestel\/winkelmand)[^"]*"[^>]*>/g)].map((m) => m[0]);
    for (const tag of others) expect(tag).not.toContain("target=");
    // It says so, in the page's language, as every new-tab link of the site does.
    const inner = /<a [^>]*href="https:\/\/orders\.carre\.nl\/bestel\/winkelmand[^"]*"[^>]*>([\s\S]*?)<\/a>/.exec(footer)?.[1] ?? "";
    expect(inner).toMatch(path === "/en" ? /<span class="visually-hidden"> <!-- -->\(opens in a new tab\)<\/span>$/ : /<span class="visually-hidden"> <!-- -->\(opent in een nieuw tabblad\)<\/span>$/);
  });

  it("rich text follows the site's link rule (spec 1 §5): the footer's own-host link is the site's path, another host's a new tab", async () => {
    const venue = await request(carre.app).get("/en").expect(200);
    expect(venue.text).toContain('<a href="/en/page/contact">More information</a>');
    const foundation = await request(fonds.app).get("/en").expect(200);
    const footer = /<footer[\s\S]*?<\/footer>/.exec(foundation.text)?.[0] ?? "";
    expect(footer).toMatch(/<a href="https:\/\/carre\.nl\/en\/page\/contact" target="_blank" rel="noopener noreferrer" aria-describedby="new-tab-note">/);
    // What describes it: the frame's note, in the page's language.
    expect(foundation.text).toContain('<span id="new-tab-note" hidden="">(opens in a new tab)</span>');
  });

  it("follows TICKET_SHOP_ORIGIN", async () => {
    const stack = await startStack({ env: { TICKET_SHOP_ORIGIN: "https://tickets.example.org" } });
    try {
      const res = await request(stack.app).get("/").expect(200);
      expect(openingTag(res.text, /<a [^>]*top-menu__link--basket[^>]*>/)).toContain('href="https://tickets.example.org/bestel/winkelmand"');
    } finally {
      await stack.close();
    }
  });
});

describe("header without JavaScript", () => {
  it.each([
    ["/", "/zoeken"],
    ["/en", "/en/search"],
    ["/agenda", "/zoeken"],
  ])("%s: the header search form is shown and submits q to %s", async (path, action) => {
    const res = await request(carre.app).get(path).expect(200);
    const form = openingTag(res.text, /<form [^>]*header-search__form[^>]*>/);
    expect(form).toContain(`action="${action}"`);
    expect(form).toContain('method="get"');
    expect(form).not.toMatch(/\shidden(=|\s|>)/);
    const search = /<div class="header-search[\s\S]*?<\/form>/.exec(res.text)?.[0] ?? "";
    expect(search).toMatch(/<input [^>]*name="q"/);
    // The toggle is a link to the form, so the CSS :target rule can open it without the script.
    expect(search).toMatch(/<a [^>]*href="#header-search-form"[^>]*class="header-search__toggle"|<a [^>]*class="header-search__toggle"[^>]*href="#header-search-form"/);
    expect(form).toContain('id="header-search-form"');
  });

  it.each(["/", "/en"])("%s: the menu opens as a #site-menu link and closes by leaving it", async (path) => {
    const res = await request(carre.app).get(path).expect(200);
    expect(openingTag(res.text, /<header [^>]*>/)).toContain("site-header--nojs");
    expect(openingTag(res.text, /<a [^>]*site-header__menu-toggle--open[^>]*>/)).toContain('href="#site-menu"');
    expect(openingTag(res.text, /<a [^>]*site-header__menu-toggle--close[^>]*>/)).toContain('href="#"');
    expect(res.text).toContain('id="site-menu"');
    // No scripted button in the server HTML: it would be dead until hydration.
    expect(res.text).not.toMatch(/<button [^>]*site-header__menu-toggle/);
  });
});

describe("small header crops", () => {
  // A CMS in front of the sample one that drops the large header of one page, as editors may.
  let proxy: { url: string; close(): Promise<void> };
  let cms: Awaited<ReturnType<typeof startSampleCms>>;
  beforeAll(async () => {
    cms = await startSampleCms({ port: 0 });
    const app = express();
    app.use(async (req, res) => {
      const upstream = await fetch(`${cms.url}${req.originalUrl}`);
      const body = await upstream.text();
      let out = body;
      if (decodeURIComponent(req.originalUrl).includes("/pagina/bereikbaarheid") && upstream.ok) {
        const json = JSON.parse(body) as { node: { relations: Record<string, unknown> } };
        json.node.relations.image_header_large = null;
        out = JSON.stringify(json);
      }
      res.status(upstream.status).type(upstream.headers.get("content-type") ?? "application/json").send(out);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    proxy = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) };
  });
  afterAll(async () => {
    await proxy.close();
    await cms.close();
  });

  it("a page header shown from image_header_small requests it at about 1000 px, never more", async () => {
    const stack = await startStack({ upstreamUrl: proxy.url });
    try {
      const render = (await (await fetch(`${cms.url}/api/render/pagina/bereikbaarheid`)).json()) as {
        node: { relations: Record<string, string> };
        nodes: Record<string, { data: Record<string, string> }>;
      };
      const crop = render.nodes[render.node.relations.image_header_small!]!.data.cdn_url_path!;
      const res = await request(stack.app).get("/pagina/bereikbaarheid").expect(200);
      const uuid = crop.split("/")[0]!;
      // The header slot is full width (up to 1920 px); the small crop still stops at about 1000.
      const header = openingTag(res.text, /<img class="page-header__image"[^>]*>/);
      expect(header).toContain(uuid);
      expect(/ src="[^"]*-\/resize\/(\d+)x\//.exec(header)?.[1]).toBe("1024");
      // What the page's visitor loads: the markup, not the head's og:image (1280 px, for a share's
      // preview) nor the page's data that carries it.
      const body = res.text.slice(res.text.indexOf("<body"), res.text.indexOf('id="app-data"'));
      const allWidths = [...body.matchAll(new RegExp(`${uuid}/[^" ]*?-/resize/(\\d+)x/`, "g"))].map((m) => Number(m[1]));
      expect(allWidths.length).toBeGreaterThan(1);
      expect(Math.max(...allWidths)).toBe(1024);
    } finally {
      await stack.close();
    }
  });
});

describe("configured home slider extra slide", () => {
  function slideHrefs(html: string): string[] {
    return (leafPage(html).view.slides as { href: string }[]).map((s) => s.href);
  }

  it("the test stack configures the sample CMS's page, shown right after the pinned slides", async () => {
    const res = await request(carre.app).get("/").expect(200);
    const hrefs = slideHrefs(res.text);
    expect(leafPage(res.text).view.slides[2].id).toBe(SAMPLE_HOME_EXTRA_SLIDE_ID);
    expect(hrefs[2]).toBe("/voorstelling/3-musketiers");
    expect(res.text).toMatch(/class="swiper-slide home-slide"[\s\S]*?href="\/voorstelling\/3-musketiers"/);
  });

  it("follows HOME_EXTRA_SLIDE_ID", async () => {
    const id = await cmsNodeId(carre, "/voorstelling/nok-sessies");
    const stack = await startStack({ env: { HOME_EXTRA_SLIDE_ID: id } });
    try {
      const res = await request(stack.app).get("/").expect(200);
      expect(slideHrefs(res.text)[2]).toBe("/voorstelling/nok-sessies");
    } finally {
      await stack.close();
    }
  });
});

describe("configured call-us number", () => {
  it("call_us buttons dial CALL_US_PHONE_NUMBER", async () => {
    const stack = await startStack({ env: { CALL_US_PHONE_NUMBER: "+31 20 524 94 94" } });
    try {
      const res = await request(stack.app).get("/voorstelling/nok-sessies").expect(200);
      expect(res.text).toContain('href="tel:+31205249494"');
      expect(res.text).not.toContain("tel:09002525255");
      const plain = await request(carre.app).get("/voorstelling/nok-sessies").expect(200);
      expect(plain.text).toContain('href="tel:09002525255"');
    } finally {
      await stack.close();
    }
  });
});
