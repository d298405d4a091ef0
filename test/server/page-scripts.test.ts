/**
 * Pages carry no executable inline script React could add (a large Suspense boundary outlined into
 * a reveal script would need a hash the page was not stored with) but the consent probe, and link
 * the current page's own chunks for preload.
 */
import request from "supertest";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CONSENT_PROBE, documentStart } from "../../server/render/document";
import { SPECULATION_RULES } from "../../server/render/speculation-rules";
import { startStack } from "./harness";

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

it("every script element of a page is data, JSON-LD, the bundle or the consent probe, none with a nonce", async () => {
  for (const path of ["/", "/agenda", "/voorstelling/hadestown", "/pagina/over-carre", "/nieuws", "/zoeken?q=musical"]) {
    const html = (await request(stack.app).get(path).expect(200)).text;
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, `${path}: ${tag}`).toMatch(/type="application\/(json|ld\+json)"|^<script type="module" src="[^"]+"( integrity="[^"]+")?>$|^<script( type="speculationrules")?>$/);
    // The inline scripts, allowed by their hashes: the consent probe, before the stylesheet, and the speculation rules.
    const inline = [...html.matchAll(/<script(?: type="speculationrules")?>([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([CONSENT_PROBE, SPECULATION_RULES]);
    expect(html.indexOf(CONSENT_PROBE)).toBeLessThan(html.indexOf('rel="stylesheet"'));
  }
});

const head = { title: "t", path: "/x" };
const assets = { js: "/assets/app.js", css: "/assets/s.css", sliderCss: "/assets/slider.css" };

it("speculation rules name only the pages that may be fetched ahead: no confirmation, cancel form or search", () => {
  const patterns = (JSON.parse(SPECULATION_RULES) as { prefetch: Array<{ where: { and: Array<{ href_matches?: Array<{ pathname: string }> }> } }> }).prefetch[0]!.where.and[0]!.href_matches!.map((p) => p.pathname);
  expect(patterns).toContain("/voorstelling/:url");
  expect(patterns).toContain("/agenda");
  for (const path of ["/bevestigen", "/premiere-afmelden", "/zoeken", "/api/render/:x"]) expect(patterns).not.toContain(path);
});

it("with the page's critical CSS inline (named by hash in the policy), no stylesheet blocks the first paint: the rest is linked for print, naming its full sheet; without scripts <noscript> links the full sheets", () => {
  const html = documentStart({ head, lang: "nl", origin: "https://carre.nl", siteName: "Carré", assets, slider: true, styles: { css: ".a{color:red}", rest: "sAB" } }).join("");
  expect(html).toContain(
    '<style>.a{color:red}</style><link rel="stylesheet" href="/assets/rest/sAB/slider.css" media="print" data-deferred data-full="/assets/slider.css" data-slider>' +
      '<link rel="stylesheet" href="/assets/rest/sAB/s.css" media="print" data-deferred data-full="/assets/s.css" data-slider-css="/assets/slider.css">',
  );
  const outsideNoscript = html.replace(/<noscript>.*?<\/noscript>/g, "");
  expect([...outsideNoscript.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]).every((tag) => tag.includes('media="print"'))).toBe(true);
  expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/slider.css" data-slider><link rel="stylesheet" href="/assets/s.css" data-slider-css="/assets/slider.css"></noscript>');
});

it("the start script carries the entry, its integrity and the chunks to fetch beside it (the entry's and the page's); the head fetches no code but the start script", () => {
  const built = { ...assets, start: "/assets/start-S.js", entryChunks: ["/assets/chunks/a.js", "/assets/chunks/b.js"], integrity: { "/assets/start-S.js": "sha256-s", [assets.js]: "sha256-e" } };
  const html = documentStart({ head, lang: "nl", origin: "https://carre.nl", siteName: "Carré", assets: built, preload: ["/assets/chunks/ShowPage-AB.js"] }).join("");
  expect(html).toContain(
    `<script type="module" src="/assets/start-S.js" integrity="sha256-s" data-app="${assets.js}" data-app-integrity="sha256-e" data-app-chunks="/assets/chunks/a.js /assets/chunks/b.js /assets/chunks/ShowPage-AB.js"></script>`,
  );
  expect([...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1])).toEqual(["/assets/start-S.js"]);
  expect(html).not.toContain("modulepreload");
});
