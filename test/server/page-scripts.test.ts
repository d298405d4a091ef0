/**
 * Pages carry no executable inline script React could add (a large Suspense boundary outlined into
 * a reveal script would need a hash the page was not stored with) but the consent probe, and link
 * the current page's own chunks for preload.
 */
import request from "supertest";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CONSENT_PROBE, documentStart } from "../../server/render/document";
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
    for (const tag of scripts) expect(tag, `${path}: ${tag}`).toMatch(/type="application\/(json|ld\+json)"|^<script type="module" src="[^"]+">$|^<script>$/);
    // The one inline script, allowed by its hash: the consent probe, before the stylesheet.
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([CONSENT_PROBE]);
    expect(html.indexOf(CONSENT_PROBE)).toBeLessThan(html.indexOf('rel="stylesheet"'));
  }
});

it("links the current page's chunks as module preloads", () => {
  const head = { title: "t", path: "/x" };
  const html = documentStart({ head, lang: "nl", origin: "https://carre.nl", siteName: "Carré", assets: { js: "/assets/app.js", css: "/assets/s.css" }, preload: ["/assets/chunks/ShowPage-AB.js"] });
  expect(html).toContain('<link rel="modulepreload" href="/assets/chunks/ShowPage-AB.js">');
});
