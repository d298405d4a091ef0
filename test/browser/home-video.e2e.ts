/**
 * Hero videos as a visitor gets them (spec 1 §2 Home, spec 2 §2 musical layout; issue 25 point 1):
 * the sample CMS makes its looping video at start-up, the site passes it through at /media/hero.mp4
 * under its own CSP, and nothing is injected by the test: the video must really play, its time
 * advancing, on home and on the Hadestown page; with reduced motion the poster image stays.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launch, openPage, startSite } from "./harness";

const env = {} as { site: Awaited<ReturnType<typeof startSite>>; browser: Awaited<ReturnType<typeof launch>> };
beforeAll(async () => {
  [env.site, env.browser] = await Promise.all([startSite("carre"), launch()]);
});
afterAll(async () => {
  await env.browser?.close();
  await env.site?.close();
});

const HEROES = [
  { path: "/", video: "video.home-hero__video", image: ".home-hero__image" },
  { path: "/voorstelling/hadestown", video: "video.musical-hero__video", image: ".musical-hero__image" },
] as const;

/** The video's clock moves on past where it was first seen playing: decoded frames, not just an element. */
async function timeAdvances(page: Page, selector: string): Promise<void> {
  const handle = await page.waitForFunction((sel) => {
    const v = document.querySelector<HTMLVideoElement>(sel);
    return v && !v.paused && v.readyState >= 2 && v.currentTime > 0 ? v.currentTime : false;
  }, selector);
  const first = (await handle.jsonValue()) as number;
  await page.waitForFunction(([sel, t]) => {
    const v = document.querySelector<HTMLVideoElement>(sel as string);
    // A loop restarts at 0, which also proves it moved on.
    return !!v && v.currentTime !== t;
  }, [selector, first] as const);
}

for (const viewport of ["phone", "desktop"] as const) {
  for (const hero of HEROES) {
    describe(`${hero.path} hero video at ${viewport} width`, () => {
      it("plays the muted looping video over its poster: its time advances", async () => {
        const { page, context, errors } = await openPage(env.browser, viewport);
        await page.goto(env.site.url + hero.path);
        await hydrated(page);
        const video = page.locator(hero.video);
        const state = await video.evaluate((v: HTMLVideoElement) => ({ src: v.currentSrc, muted: v.muted, loop: v.loop, playsinline: v.hasAttribute("playsinline"), poster: v.poster }));
        expect(state).toMatchObject({ src: `${env.site.url}/media/hero.mp4`, muted: true, loop: true, playsinline: true });
        expect(state.poster).toMatch(/\/images\/[0-9a-f-]{36}\/-\/crop\//);
        await timeAdvances(page, hero.video);
        expect(await video.evaluate((v: HTMLVideoElement) => ({ width: v.videoWidth, error: v.error }))).toEqual({ width: 16, error: null });
        // WCAG 2.2.2: the visitor can pause it, and play it again.
        await page.getByRole("button", { name: "Achtergrondvideo pauzeren" }).click();
        await page.waitForFunction((sel) => document.querySelector<HTMLVideoElement>(sel)?.paused === true, hero.video);
        await page.getByRole("button", { name: "Achtergrondvideo afspelen" }).click();
        await timeAdvances(page, hero.video);
        expect(errors).toEqual([]);
        await context.close();
      });

      it("with 'prefers-reduced-motion: reduce' shows the poster image, no video", async () => {
        const { page, context, errors } = await openPage(env.browser, viewport);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(env.site.url + hero.path);
        await hydrated(page);
        await page.locator("video").waitFor({ state: "detached" });
        expect(await page.locator(hero.image).isVisible()).toBe(true);
        // Turning the preference off brings the video back without a reload.
        await page.emulateMedia({ reducedMotion: "no-preference" });
        await timeAdvances(page, hero.video);
        expect(errors).toEqual([]);
        await context.close();
      });
    });
  }
}

describe("hero video fallback", () => {
  it("a video that cannot play leaves the poster image, quietly", async () => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    // A 200 answer that does not decode (a 404 is logged by Chromium, and the site serves the file).
    await page.route("**/media/hero.mp4", (route) => route.fulfill({ status: 200, contentType: "video/mp4", body: "not a video" }));
    await page.goto(env.site.url + "/en");
    await hydrated(page);
    await page.locator("video").waitFor({ state: "detached" });
    expect(await page.locator(".home-hero__image").isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
