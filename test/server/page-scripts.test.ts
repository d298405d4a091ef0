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

it("links the current page's chunks as module preloads, at low priority so they never compete with the first paint", () => {
  const html = documentStart({ head, lang: "nl", origin: "https://carre.nl", siteName: "Carré", assets, preload: ["/assets/chunks/ShowPage-AB.js"] });
  expect(html).toContain('<link rel="modulepreload" href="/assets/chunks/ShowPage-AB.js" fetchpriority="low">');
});

it("with the page's critical CSS inline (named by hash in the policy), no stylesheet blocks the first paint; without scripts <noscript> links them", () => {
  const html = documentStart({ head, lang: "nl", origin: "https://carre.nl", siteName: "Carré", assets, slider: true, criticalCss: ".a{color:red}" });
  expect(html).toContain('<style>.a{color:red}</style><link rel="stylesheet" href="/assets/slider.css" media="print" data-deferred data-slider>');
  const outsideNoscript = html.replace(/<noscript>.*?<\/noscript>/g, "");
  expect([...outsideNoscript.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]).every((tag) => tag.includes('media="print"'))).toBe(true);
  expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/slider.css" data-slider><link rel="stylesheet" href="/assets/s.css" data-slider-css="/assets/slider.css"></noscript>');
});

it("with a start script, the entry is only a preload it turns into a script (chunks then load under the hash-based policy)", () => {
  const built = { ...assets, boot: "/assets/boot-B.js", start: "/assets/start-S.js", integrity: { "/assets/start-S.js": "sha256-s", [assets.js]: "sha256-e" } };
  const html = documentStart({ head, lang: "nl", origin: "https://carre.nl", siteName: "Carré", assets: built });
  expect(html).toContain('<script type="module" src="/assets/boot-B.js"></script><script type="module" src="/assets/start-S.js" integrity="sha256-s"></script>');
  expect(html).toContain(`<link rel="modulepreload" href="${assets.js}" integrity="sha256-e" fetchpriority="low" data-app-entry>`);
  expect(html).not.toContain(`<script type="module" src="${assets.js}"`);
});
