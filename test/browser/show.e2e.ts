import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser("carre");

async function open(page: Page, path: string) {
  await page.goto(env.site.url + path);
  await hydrated(page);
}

/** Top of the play schedule relative to the viewport. */
const scheduleTop = (page: Page) => page.evaluate(() => document.getElementById("speeldata")!.getBoundingClientRect().top);

for (const viewport of ["phone", "desktop"] as const) {
  describe(`show page at ${viewport} width`, () => {
    it("hydrates shows in every state without console errors", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      for (const path of ["/voorstelling/mamma-mia", "/en/show/stars-on-ice", "/voorstelling/nieuw-in-carre", "/voorstelling/carmen", "/en/show/annie", "/voorstelling/het-laatste-woord-is-nog-lang-niet-gezegd", "/voorstelling/rock-en-roll-revue"]) {
        await open(page, path);
        await page.locator("h1.show-intro__heading").waitFor();
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    it("'sticky on scroll': the sales button stays in view after scrolling (a sticky panel on wide screens, a sticky block on phones)", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      await open(page, "/voorstelling/mamma-mia");
      expect(await page.locator(".show-sticky").getAttribute("data-visible")).toBe("false");
      await page.evaluate(() => window.scrollTo(0, 1600));
      const selector = viewport === "phone" ? ".show-sticky__button" : ".show-panel__sales";
      if (viewport === "phone") await page.locator('.show-sticky[data-visible="true"]').waitFor();
      await page.waitForFunction((sel) => {
        const r = document.querySelector(sel)!.getBoundingClientRect();
        return window.scrollY > 1000 && r.top >= 0 && r.bottom <= window.innerHeight && getComputedStyle(document.querySelector(sel)!).visibility === "visible";
      }, selector);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('.show-sticky[data-visible="false"]').waitFor({ state: "attached" });
      expect(errors).toEqual([]);
      await context.close();
    });

    if (viewport === "phone") {
      it("the sticky sales block stands on the cookie banner while that is shown, then on the bottom edge; the insets are <html>'s own", async () => {
        const { page, context, errors } = await openPage(env.browser, viewport);
        await open(page, "/voorstelling/mamma-mia");
        await page.locator(".cookie-banner").waitFor();
        await page.evaluate(() => window.scrollTo(0, 1600));
        await page.locator('.show-sticky[data-visible="true"]').waitFor();
        const gap = () =>
          page.evaluate(() => {
            const sticky = document.querySelector(".show-sticky")!.getBoundingClientRect();
            const banner = document.querySelector(".cookie-banner")?.getBoundingClientRect();
            return (banner ? banner.top : innerHeight) - sticky.bottom;
          });
        // It stands on the banner's height rounded up to a whole pixel: less than a pixel of air, no overlap.
        const standing = async () => {
          const g = await gap();
          return g >= 0 && g < 1;
        };
        await expect.poll(standing).toBe(true);
        // Both bars count at <html>; an element inside inherits nothing (a change there restyled every element).
        const insets = await page.evaluate(() => [document.documentElement, document.body].map((el) => getComputedStyle(el).getPropertyValue("--fixed-bottom-inset").trim()));
        const heights = await page.evaluate(() => [".cookie-banner", ".show-sticky"].map((s) => document.querySelector(s)!.getBoundingClientRect().height));
        expect(insets).toEqual([`${Math.ceil(heights[0]! + heights[1]!)}px`, "0px"]);
        // Compact: its buttons side by side where they fit, so the two bars leave most of the screen
        // to the page (stacked, with the bar, they took more than half of a 360 px phone's).
        const tops = await page.locator(".cookie-banner .button").evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().top));
        expect(tops.length === 2 && tops[0] === tops[1]).toBe(true);
        await page.locator(".cookie-banner .button--white").click();
        await page.locator(".cookie-banner").waitFor({ state: "detached" });
        await expect.poll(standing).toBe(true);
        expect(errors).toEqual([]);
        await context.close();
      });
    }

    it("pressing the sales button of a multi-event show scrolls to #speeldata with the 100 px offset", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      await open(page, "/voorstelling/mamma-mia");
      expect(await scheduleTop(page)).toBeGreaterThan(600);
      await page.locator(".show-panel__sales").click();
      await page.waitForFunction(() => Math.abs(document.getElementById("speeldata")!.getBoundingClientRect().top - 100) <= 2);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("the schedule collapse toggle 'Toon meer data' shows all rows and 'Toon minder data' the first 10 again", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      await open(page, "/voorstelling/chicago");
      const rows = page.locator(".schedule-row");
      const visibleRows = () => page.locator(".schedule-row:visible").count();
      const total = await rows.count();
      expect(total).toBeGreaterThan(10);
      expect(await visibleRows()).toBe(10);
      const toggle = page.getByRole("button", { name: "Toon meer data" });
      await toggle.click();
      await page.getByRole("button", { name: "Toon minder data" }).waitFor();
      expect(await page.locator(".schedule-toggle").getAttribute("aria-expanded")).toBe("true");
      expect(await visibleRows()).toBe(total);
      await page.getByRole("button", { name: "Toon minder data" }).click();
      await page.getByRole("button", { name: "Toon meer data" }).waitFor();
      expect(await visibleRows()).toBe(10);
      // The visitor stays with the toggle: collapsing left it a screen or more above the viewport.
      await expect.poll(() => page.locator(".schedule-toggle").evaluate((b) => { const r = b.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; })).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("the description toggle 'Read more' / 'Read less' expands and collapses the text", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      await open(page, "/en/show/swan-lake");
      const text = page.locator(".show-description__text");
      const clipped = () => text.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
      expect(await clipped()).toBe(true);
      await page.getByRole("button", { name: "Read more" }).click();
      const less = page.getByRole("button", { name: "Read less" });
      await less.waitFor();
      expect(await less.getAttribute("aria-expanded")).toBe("true");
      expect(await clipped()).toBe(false);
      await less.click();
      await page.getByRole("button", { name: "Read more" }).waitFor();
      expect(await clipped()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("opening /voorstelling/hadestown#speeldata lands at the play schedule", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      await open(page, "/voorstelling/hadestown#speeldata");
      await page.waitForFunction(() => {
        const top = document.getElementById("speeldata")!.getBoundingClientRect().top;
        return window.scrollY > 300 && Math.abs(top - 100) <= 2;
      });
      expect(errors).toEqual([]);
      await context.close();
    });

    it("a calendar card's sales button to a show's dates goes there in the app, to the play schedule", async () => {
      const { page, context, errors, documentLoads } = await openPage(env.browser, viewport);
      await open(page, "/agenda");
      const loads = documentLoads();
      const button = page.locator('a.sales-button[href$="#speeldata"]').first();
      const href = (await button.getAttribute("href"))!;
      await button.click();
      await page.waitForURL(env.site.url + href);
      await page.waitForFunction(() => {
        const schedule = document.getElementById("speeldata");
        return schedule !== null && Math.abs(schedule.getBoundingClientRect().top - 100) <= 2;
      });
      expect(documentLoads()).toBe(loads);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe("show page data layer", () => {
  it("pushes productionView with productionID, productionName, eventIDs, artists, genres and icons once per page view", async () => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    await open(page, "/voorstelling/mamma-mia");
    await page.waitForFunction(() => Array.isArray((window as { dataLayer?: unknown[] }).dataLayer));
    const pushed = await page.evaluate(() => ((window as unknown as { dataLayer: { event?: string }[] }).dataLayer).filter((e) => e.event === "productionView"));
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({ productionName: "Mamma Mia!", genres: ["Musical", "Pop"], artists: [], icons: [] });
    expect((pushed[0] as { eventIDs: string[] }).eventIDs.length).toBeGreaterThan(5);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a long show title", () => {
  it("keeps its mid-point break on a wide screen and wraps by itself on a phone (the break made ragged lines there)", async () => {
    const lines: Record<string, number> = {};
    for (const viewport of ["phone", "desktop"] as const) {
      const { page, context } = await openPage(env.browser, viewport);
      await page.goto(env.site.url + "/voorstelling/het-laatste-woord-is-nog-lang-niet-gezegd");
      const heading = page.locator("h1.show-intro__heading");
      expect(await heading.textContent()).toBe("Het Laatste Woord Is Nog Lang Niet Gezegd – Een Avond Vol Verhalen");
      lines[viewport] = await heading.evaluate((h) => Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)));
      expect(await heading.locator("br").evaluate((br) => getComputedStyle(br).display)).toBe(viewport === "phone" ? "none" : "inline");
      await context.close();
    }
    expect(lines).toEqual({ phone: 3, desktop: 2 });
  });
});
