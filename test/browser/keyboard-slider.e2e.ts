/**
 * Issue 23 point 2, the home slider by keyboard, at 390 and 1280 px on both sites (split from
 * keyboard.e2e.ts, so the two files run side by side): swiper starts on the layout it was served
 * with, only the slide shown can be reached, and its arrows go round by keyboard.
 * Speed: one browser; per site and width one context and one tab, shared by the two tests.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frames, holdChunk, hydrated, launch, startSite, VIEWPORTS } from "./harness";

let browser: Browser;
const sites = {} as Record<"carre" | "fonds", Awaited<ReturnType<typeof startSite>>>;

beforeAll(async () => {
  [browser, sites.carre, sites.fonds] = await Promise.all([launch(), startSite("carre"), startSite("fonds")]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(Object.values(sites).map((s) => s.close()));
});

/**
 * Swiper's placements done: its translates are transitions (0.01 ms under reduced motion), and
 * Chromium starts a transform transition when the compositor takes it up, which on a loaded
 * machine can be frames later (a clean-clone run read the shown slide at its old place).
 */
async function placed(page: Page): Promise<void> {
  await frames(page);
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))),
  );
}

describe.each(["carre", "fonds"] as const)("the home slider by keyboard on the %s site", (siteId) => {
  describe.each(["phone", "desktop"] as const)("at %s width", (viewport) => {
    let context: BrowserContext;
    let page: Page;
    const errors: string[] = [];
    const url = (path: string) => sites[siteId].url + path;

    beforeAll(async () => {
      context = await browser.newContext({ viewport: VIEWPORTS[viewport], reducedMotion: "reduce" });
      page = await context.newPage();
      page.on("pageerror", (e) => errors.push(e.message));
    });
    afterAll(() => context?.close());

    it("home slider: swiper starts on the layout it was served with, a neighbour stays where one was shown, the bullets under the slides, and the arrows go round by keyboard", async () => {
      // Each side of the slide shown: does a slide cover the middle of the gap between it and the slider's edge?
      const sides = () =>
        page.evaluate(() => {
          const box = document.querySelector(".home-slider__swiper")!.getBoundingClientRect();
          const slides = [...document.querySelectorAll(".home-slider .swiper-slide")].map((s) => s.getBoundingClientRect());
          const shown = document.querySelector(".home-slider .swiper-slide-active") ?? document.querySelector(".home-slider .swiper-slide");
          const active = shown!.getBoundingClientRect();
          const covered = (x: number) => slides.some((r) => r.left <= x && r.right >= x);
          return { left: covered((box.left + active.left) / 2), right: covered((active.right + box.right) / 2), at: Math.round(active.left) };
        });
      const swiper = await holdChunk(page, /\/swiper-start-\w+\.js$/);
      // Not "load": where the slider is in view at once, the held chunk is asked for before it.
      await page.goto(url("/"), { waitUntil: "domcontentloaded" });
      await hydrated(page);
      await page.locator(".home-slider").scrollIntoViewIfNeeded();
      // Asked for: swiper would be starting now, were it not held.
      await expect.poll(() => swiper.asked()).toBe(true);
      const served = await sides();
      swiper.release();
      await page.locator(".home-slider__swiper.swiper-initialized").waitFor();
      await placed(page);
      await page.unroute(/\/swiper-start-\w+\.js$/);
      const running = await sides();
      // The foundation's three slides: swiper's loop put two on the left and left the right side empty.
      expect({ left: running.left || !served.left, right: running.right || !served.right, at: running.at }).toEqual({ left: true, right: true, at: served.at });
      // The bullets sit under the slides, not over a slide's button; swiper's live region is not shown.
      const [slideBox, bulletsBox] = await Promise.all([page.locator(".home-slider .swiper-slide-active").boundingBox(), page.locator(".home-slider .swiper-pagination").boundingBox()]);
      expect(bulletsBox!.y).toBeGreaterThanOrEqual(slideBox!.y + slideBox!.height);
      expect(await page.locator(".home-slider .swiper-notification").evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
      // The arrows are for wide screens; a phone swipes or takes the bullets.
      const next = page.locator(".home-slider .swiper-button-next");
      expect(await next.isVisible()).toBe(viewport === "desktop");
      const index = () => page.locator(".home-slider .swiper-pagination-bullet").evaluateAll((bullets) => bullets.findIndex((b) => b.classList.contains("swiper-pagination-bullet-active")));
      const settled = () => page.waitForFunction(() => (document.querySelector(".home-slider__swiper") as unknown as { swiper: { animating: boolean } }).swiper.animating === false);
      await settled();
      // Space on a bullet shows its slide and, as on a button, does not also scroll the page (a keyboard audit: a screen away).
      const scrolled = await page.evaluate(() => window.scrollY);
      const other = (await index()) === 0 ? 1 : 0;
      await page.locator(".home-slider .swiper-pagination-bullet").nth(other).focus();
      await page.keyboard.press(" ");
      await settled();
      expect({ index: await index(), scrollY: await page.evaluate(() => window.scrollY) }).toEqual({ index: other, scrollY: scrolled });
      if (viewport === "phone") return;
      const first = await index();
      const count = await page.locator(".home-slider .swiper-pagination-bullet").count();
      // By keyboard, as a click would: swiper's own key handling stopped at the last of the foundation's three.
      await next.focus();
      for (let i = 1; i <= count; i++) {
        await page.keyboard.press("Enter");
        await settled();
        expect(await index()).toBe((first + i) % count);
      }
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press(" ");
      expect(await index()).toBe((first - 1 + count) % count);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    });

    it("home slider, swiper running: only the slide shown can be reached, and Tab goes from it to the slider's controls", async () => {
      await page.goto(url("/"));
      await hydrated(page);
      await page.locator(".home-slider__swiper.swiper-initialized").waitFor();
      // The reduced-motion style gives every transition 0.01 ms: swiper's first placement shows a frame later.
      await placed(page);
      // Every slide not wholly inside the slider is inert. The foundation's three slides start at a
      // positive translate on a phone: all of them were reachable, and Tab went on off screen.
      const reachable = await page.evaluate(() => {
        const box = document.querySelector(".home-slider__swiper")!.getBoundingClientRect();
        return [...document.querySelectorAll<HTMLElement>(".home-slide")]
          .filter((slide) => !slide.inert)
          .map((slide) => {
            const r = slide.getBoundingClientRect();
            return { shown: slide.classList.contains("swiper-slide-active"), inside: r.left >= box.left - 1 && r.right <= box.right + 1 };
          });
      });
      expect(reachable).toEqual([{ shown: true, inside: true }]);
      await page.locator(".home-slide.swiper-slide-active .home-slide__heading").focus();
      const stops: string[] = [];
      for (let i = 0; i < 4 && !stops.at(-1)?.startsWith("control"); i++) {
        await page.keyboard.press("Tab");
        stops.push(
          await page.evaluate(() => {
            const el = document.activeElement!;
            const slide = el.closest(".home-slide");
            if (slide) return slide.classList.contains("swiper-slide-active") ? "shown slide" : "other slide";
            return el.matches(".home-slider .swiper-pagination-bullet, .home-slider .swiper-button-prev, .home-slider .swiper-button-next") ? "control" : "elsewhere";
          }),
        );
      }
      expect(stops.filter((s) => s !== "shown slide")).toEqual(["control"]);
      expect(errors).toEqual([]);
    });
  });
});
