import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, useSiteAndBrowser } from "./harness";

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
