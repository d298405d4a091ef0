/**
 * Issue 26 point 6: no third-party frame (or any request to the video host) before the visitor
 * asks for a video — before a cookie choice, after "Weigeren", and on every page that embeds
 * videos (home, show page). Play loads the privacy-friendly embed.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser();
const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|youtu\.be)$/;

/** Every request the page makes to a video host, answered here (no network) and recorded. */
async function recordVideoHostRequests(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route((url) => VIDEO_HOSTS.test(url.hostname), (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<title>video</title>" });
  });
  return seen;
}

const frames = (page: Page) => page.locator("iframe").count();

for (const viewport of ["phone", "desktop"] as const) {
  describe(`click-to-play videos at ${viewport} width`, () => {
    it("the home page loads no video frame before a cookie choice, nor after 'Weigeren'; play loads the privacy-host embed", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      const seen = await recordVideoHostRequests(page);
      await page.goto(env.site.url + "/");
      await hydrated(page);
      await page.locator(".home-videos").scrollIntoViewIfNeeded();
      expect(await page.locator(".home-videos .video-slide__play").count()).toBe(3);
      expect(await frames(page)).toBe(0);
      await page.getByRole("button", { name: "Weigeren" }).click();
      expect(await frames(page)).toBe(0);
      expect(seen).toEqual([]);

      // The facade is as wide as its cell and 16:9, inside the viewport.
      const box = (await page.locator(".home-videos .video-slide").first().boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);

      await page.getByRole("button", { name: "Speel video 2 af" }).click();
      const frame = page.locator(".home-videos iframe");
      await expect.poll(() => frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1");
      expect(await frames(page)).toBe(1);
      await expect.poll(() => seen).toEqual(["https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1"]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("a show page's video is a facade too, named after the show", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      const seen = await recordVideoHostRequests(page);
      // A production whose video stays under the description (3 Musketiers shows its video as the hero's first slide).
      await page.goto(env.site.url + "/voorstelling/de-oudejaarsconference");
      await hydrated(page);
      const play = page.locator(".show-videos .video-slide__play");
      expect(await play.count()).toBe(1);
      expect(await frames(page)).toBe(0);
      await play.click();
      await expect.poll(() => page.locator(".show-videos iframe").getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1");
      expect(await page.locator(".show-videos iframe").getAttribute("title")).toMatch(/ – Video 1$/);
      // The frame's own request can come after its src is set (a clean-clone run found none yet).
      await expect.poll(() => seen).toEqual(["https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1"]);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
