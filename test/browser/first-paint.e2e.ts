/**
 * First paint from the HTML alone (issue 22): a stored page's inline CSS holds every rule its HTML
 * uses, so the page laid out without any stylesheet request is the page laid out with the full
 * sheets; with scripts, the full sheets are applied once loaded (docs/decisions/rendering.md).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, useSiteAndBrowser, VIEWPORTS } from "./harness";

const env = useSiteAndBrowser("carre");
const PATHS = ["/", "/agenda", "/voorstelling/chicago", "/pagina/over-carre", "/nieuws"];

/**
 * Every element's box and the looks CSS decides, in document order. Parts skipped off-screen
 * (`content-visibility: auto`) are laid out first: their estimated heights would differ by what
 * each page happened to render.
 */
function layout(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>("*")].map((el) => {
      if (getComputedStyle(el).contentVisibility === "auto") el.style.contentVisibility = "visible";
      return el;
    }).map((el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return `${el.tagName}.${el.className} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)} ${s.display} ${s.color} ${s.backgroundColor} ${s.fontSize} ${s.fontFamily}`;
    }),
  );
}

for (const viewport of ["phone", "desktop"] as const) {
  describe(`first paint at ${viewport} width`, () => {
    for (const path of PATHS) {
      it(`the inline CSS alone lays ${path} out as the full stylesheets do`, async () => {
        // Without scripts the <noscript> links apply the full sheets; blocking them leaves the inline CSS alone.
        const [full, inline] = await Promise.all([0, 1].map(() => env.browser.newContext({ viewport: VIEWPORTS[viewport], javaScriptEnabled: false })));
        let blocked = 0;
        await inline!.route("**/assets/**/*.css", (route) => (blocked++, route.abort()));
        const [a, b] = await Promise.all([full!.newPage(), inline!.newPage()]);
        await Promise.all([a.goto(env.site.url + path), b.goto(env.site.url + path)]);
        expect(blocked, path).toBeGreaterThan(0);
        const [fullLayout, inlineLayout] = [await layout(a), await layout(b)];
        expect(inlineLayout.filter((line, i) => line !== fullLayout[i]).slice(0, 5), path).toEqual([]);
        expect(inlineLayout.length).toBe(fullLayout.length);
        await Promise.all([full!.close(), inline!.close()]);
      }, 90_000);
    }
  });
}

describe("full stylesheets with scripts", () => {
  it("are linked for print, then applied together once the bundle runs", async () => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    const response = await page.goto(env.site.url + "/");
    expect((await response!.text()).match(/<link rel="stylesheet"[^>]* media="print" data-deferred/g)).toHaveLength(2);
    await hydrated(page);
    await page.waitForFunction(() => document.querySelectorAll("link[data-deferred]").length === 0);
    expect(await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).media))).toEqual(["all", "all"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("code after the first paint", () => {
  for (const path of ["/", "/voorstelling/chicago"]) {
    it(`${path}: only the start script is fetched before the first contentful paint; the entry and its chunks after, and the page hydrates`, async () => {
      const { page, context, errors } = await openPage(env.browser, "phone");
      await page.goto(env.site.url + path);
      await hydrated(page);
      const { fcp, scripts } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((e) => /\/assets\/.+\.js$/.test(new URL(e.name).pathname))
          .map((e) => ({ file: new URL(e.name).pathname.replace(/-[A-Z0-9]+\.js$/, ".js"), start: e.startTime })),
      }));
      expect(fcp).toBeGreaterThan(0);
      expect(scripts.filter((s) => s.start < fcp).map((s) => s.file)).toEqual(["/assets/start.js"]);
      // The entry and the first-load chunk at least, all after the paint.
      expect(scripts.filter((s) => s.start >= fcp).map((s) => s.file)).toEqual(expect.arrayContaining(["/assets/app.js"]));
      expect(scripts.length).toBeGreaterThan(3);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
