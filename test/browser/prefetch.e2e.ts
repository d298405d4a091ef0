/**
 * The next page is already there (issue 22): before the bundle runs, the browser's speculation
 * rules (allowed by their hash in the page's policy) cover same-site page links; once it runs, the router prefetches a
 * link's page on intent and the navigation takes that result. A page the browser prerenders
 * counts its view only when it is shown.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { frames, hydrated, listensForIntent, openPage, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser("carre");

/** The calendar once the router has taken over, the render calls it makes from then on, and its first show link. */
async function calendarWithRouter() {
  const opened = await openPage(env.browser, "desktop");
  const { page } = opened;
  const renders: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/render/")) renders.push(new URL(r.url()).pathname);
  });
  await page.goto(env.site.url + "/agenda");
  await listensForIntent(page);
  const link = page.locator('main a[href^="/voorstelling/"]').first();
  return { ...opened, renders, link, href: (await link.getAttribute("href"))! };
}

describe("prefetch", () => {
  it("the server HTML has speculation rules, named by hash in its policy; the router removes them when it takes over", async () => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    const res = (await page.goto(env.site.url + "/agenda"))!;
    const rules = /<script type="speculationrules">([^<]+)<\/script>/.exec(await res.text())![1]!;
    expect(rules).toMatch(/^\{"prefetch":/);
    const hash = `'sha256-${createHash("sha256").update(rules).digest("base64")}'`;
    expect((await res.allHeaders())["content-security-policy"]).toContain(hash);
    await listensForIntent(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hovering a show link loads its page before the click; the click shows it without loading it again", async () => {
    const { page, context, errors, renders, link, href } = await calendarWithRouter();
    const prefetched = page.waitForResponse((r) => r.url().includes(`/api/render${href}`));
    await link.hover();
    await prefetched;
    await link.click();
    await page.waitForURL(`**${href}`);
    await page.locator("h1").first().waitFor();
    // Every call the page needed went out once: the navigation took the prefetch's.
    expect(renders.length).toBeGreaterThan(0);
    expect(renders.filter((path, i) => renders.indexOf(path) !== i)).toEqual([]);
    // A client navigation: the document is still the one loaded for the calendar.
    expect(await page.evaluate(() => new URL(performance.getEntriesByType("navigation")[0]!.name).pathname)).toBe("/agenda");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a link clicked at once (no dwell) loads its page once: the hover's prefetch, still pending, does not load it again", async () => {
    const { page, context, errors, renders, link, href } = await calendarWithRouter();
    await link.click();
    await page.waitForURL(`**${href}`);
    await page.locator("h1").first().waitFor();
    // The hover's prefetch was due 80 ms after the pointer arrived: no event says it did not come,
    // so the page's own timer waits well past it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(renders.filter((path) => path === `/api/render${href}`)).toHaveLength(1);
    expect(renders.filter((path, i) => renders.indexOf(path) !== i)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  // Playwright drives Chromium through DevTools, which disables real prerendering
  // (PrerenderingDisabledByDevTools), so the page is told it is prerendering as Chromium would.
  it("a prerendered page counts its view when shown, not before", async () => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    await context.addInitScript(() => {
      let prerendering = true;
      Object.defineProperty(document, "prerendering", { get: () => prerendering, configurable: true });
      // Each page view pushed to the data layer, with whether the page was still prerendering.
      const views: boolean[] = [];
      const layer: unknown[] = [];
      layer.push = (...entries: unknown[]) => {
        for (const entry of entries) if ((entry as { event?: string }).event === "content-view") views.push(prerendering);
        return Array.prototype.push.apply(layer, entries);
      };
      Object.assign(window, { dataLayer: layer, __views: views, __show: () => ((prerendering = false), document.dispatchEvent(new Event("prerenderingchange"))) });
    });
    await page.goto(env.site.url + "/nieuws");
    await hydrated(page);
    // Effects after hydration (storage read, then the view) run before two frames have passed.
    await frames(page);
    await page.evaluate(() => (window as unknown as { __show: () => void }).__show());
    await page.waitForFunction(() => (window as unknown as { __views: boolean[] }).__views.length > 0);
    expect(await page.evaluate(() => (window as unknown as { __views: boolean[] }).__views)).toEqual([false]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
