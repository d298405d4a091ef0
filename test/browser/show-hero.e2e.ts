import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { holdChunk, hydrated, openPage, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser("carre");

async function open(page: Page, path: string) {
  await page.goto(env.site.url + path);
  await hydrated(page);
}

/** In loop mode swiper ignores a press while it is still moving. */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const el = document.querySelector(".show-hero__swiper") as (HTMLElement & { swiper?: { animating: boolean } }) | null;
    return el?.swiper?.animating === false;
  });
}

const activeSlide = (page: Page) =>
  page.evaluate(() => (document.querySelector(".show-hero__swiper") as HTMLElement & { swiper: { realIndex: number } }).swiper.realIndex);

for (const viewport of ["phone", "desktop"] as const) {
  describe(`show hero at ${viewport} width`, () => {
    it.each(["/voorstelling/42nd-street", "/en/show/mamma-mia"])(
      "%s: 'slider of slides with prev/next controls and pagination' — the next arrow moves on, the bullets count the slides, it loops",
      async (path) => {
        const { page, context, errors } = await openPage(env.browser, viewport);
        await open(page, path);
        await page.locator(".show-hero__swiper.swiper-initialized").waitFor();
        const slides = await page.evaluate(() => (document.querySelector(".show-hero__swiper") as HTMLElement & { swiper: { slides: unknown[] } }).swiper.slides.length);
        expect(slides).toBe(3);
        expect(await page.locator(".show-hero__pagination .swiper-pagination-bullet").count()).toBe(3);
        expect(await page.evaluate(() => (document.querySelector(".show-hero__swiper") as HTMLElement & { swiper: { params: { loop: boolean; allowTouchMove: boolean } } }).swiper.params)).toMatchObject({ loop: true, allowTouchMove: true });

        const next = page.locator(".show-hero__next");
        expect(await next.isVisible()).toBe(true);
        expect(await page.locator(".show-hero__prev").isVisible()).toBe(true);
        expect(await activeSlide(page)).toBe(0);
        for (const expected of [1, 2, 0]) {
          await settled(page);
          await next.click();
          await page.waitForFunction((want) => (document.querySelector(".show-hero__swiper") as HTMLElement & { swiper: { realIndex: number } }).swiper.realIndex === want, expected);
          await page.locator(`.show-hero__pagination .swiper-pagination-bullet:nth-child(${expected + 1}).swiper-pagination-bullet-active`).waitFor();
        }
        await settled(page);
        await page.locator(".show-hero__prev").click();
        await page.waitForFunction(() => (document.querySelector(".show-hero__swiper") as HTMLElement & { swiper: { realIndex: number } }).swiper.realIndex === 2);
        expect(errors).toEqual([]);
        await context.close();
      },
    );

    it("a show with one slide is a plain image: no arrows, no bullets, nothing to swipe", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      await open(page, "/voorstelling/carmen");
      await page.locator(".show-hero .show-hero__image").waitFor();
      expect(await page.locator(".show-hero .swiper, .show-hero__nav, .show-hero__pagination, .swiper-pagination-bullet").count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe("show hero on a busy phone", () => {
  it("swiper starts once the page's deferred styles apply, so its bullets are 24 px targets from the first", async () => {
    const { page, context, errors } = await openPage(env.browser, "phone");
    // What the page is like at the moment swiper marks the slider started.
    await context.addInitScript(() => {
      new MutationObserver((records, observer) => {
        const slider = records.map((r) => r.target as HTMLElement).find((el) => el.classList?.contains("swiper-initialized"));
        if (!slider) return;
        observer.disconnect();
        const bullet = slider.parentElement!.querySelector(".swiper-pagination-bullet")?.getBoundingClientRect();
        (window as unknown as { atStart: unknown }).atStart = {
          deferred: [...document.querySelectorAll<HTMLLinkElement>("link[data-deferred]")].map((l) => l.media),
          bullet: bullet && [Math.round(bullet.width), Math.round(bullet.height)],
        };
      }).observe(document, { attributes: true, attributeFilter: ["class"], subtree: true });
    });
    const rest = await holdChunk(page, /\/assets\/rest\//);
    await page.goto(env.site.url + "/voorstelling/42nd-street", { waitUntil: "domcontentloaded" });
    await hydrated(page);
    // The visitor reaches for the slider: swiper's code is fetched at once…
    const code = page.waitForResponse(/\/assets\/chunks\/swiper-start-/);
    await page.locator(".show-hero__swiper").dispatchEvent("pointerover");
    await (await code).finished();
    // …and given frames to start in, which it takes only once the styles are there.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
    expect(rest.asked()).toBe(true);
    expect(await page.locator(".show-hero__swiper.swiper-initialized").count()).toBe(0);
    rest.release();
    await page.locator(".show-hero__swiper.swiper-initialized").waitFor();
    expect(await page.evaluate(() => (window as unknown as { atStart: unknown }).atStart)).toEqual({ deferred: ["all", "all"], bullet: [24, 24] });
    expect(errors).toEqual([]);
    await context.close();
  });
});
