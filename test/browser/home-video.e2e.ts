import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import pino from "pino";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSampleCms } from "../../scripts/sample-cms/app";
import { createApp } from "../../server/app";
import { loadConfig, publicConfig } from "../../server/config";
import { createUpstreamCaches } from "../../server/upstream/caches";
import { createUpstreamClient } from "../../server/upstream/client";
import { hydrated, launch, openPage } from "./harness";

/** The harness's site, but from a sample CMS that names the home video (off by default). */
async function startVideoSite() {
  const cms = await startSampleCms({ port: 0, heroVideo: true });
  const config = loadConfig({ SITE: "carre", NODE_ENV: "test", UPSTREAM_URL: cms.url, UPSTREAM_TIMEOUT_MS: "3000" });
  const caches = createUpstreamCaches();
  const dir = process.env.BUILD_DIR ?? "dist";
  const app = createApp({
    config,
    publicConfig: publicConfig(config, { accountServiceUrl: `${cms.url.replace("//127.0.0.1:", "//localhost:")}/account`, imageCdnBase: `${cms.url}/images` }),
    upstream: createUpstreamClient({ baseUrl: cms.url, timeoutMs: config.UPSTREAM_TIMEOUT_MS, caches }),
    caches,
    logger: pino({ level: "silent" }),
    assets: JSON.parse(readFileSync(`${dir}/manifest.json`, "utf8")),
    assetsDir: `${dir}/assets`,
    staticDir: `${dir}/static`,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    cms,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await cms.close();
    },
  };
}

const env = {} as { site: Awaited<ReturnType<typeof startVideoSite>>; browser: Browser };
beforeAll(async () => {
  [env.site, env.browser] = await Promise.all([startVideoSite(), launch()]);
});
afterAll(async () => {
  await env.browser?.close();
  await env.site?.close();
});

/**
 * The CMS names the video site-relative; the test site does not pass /media through to the sample
 * CMS, so the page's request is answered from the CMS here, as a production proxy would.
 */
async function serveVideoFromCms(page: Page) {
  await page.route("**/media/hero.webm", async (route) => {
    const res = await fetch(`${env.site.cms.url}/media/hero.webm`);
    await route.fulfill({ status: res.status, contentType: res.headers.get("content-type") ?? undefined, body: Buffer.from(await res.arrayBuffer()) });
  });
}

const imageVisible = (page: Page) => page.locator(".home-hero__image").isVisible();

for (const viewport of ["phone", "desktop"] as const) {
  describe(`home hero video at ${viewport} width`, () => {
    it("'a looping video on the theatre site': autoplay, muted, loop, playsinline over a poster, and it plays", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      await serveVideoFromCms(page);
      await page.goto(env.site.url + "/");
      await hydrated(page);
      const video = page.locator("video.home-hero__video");
      await video.waitFor();
      const state = await video.evaluate((v: HTMLVideoElement) => ({
        autoplay: v.autoplay,
        muted: v.muted,
        loop: v.loop,
        playsinline: v.hasAttribute("playsinline"),
        poster: v.poster,
      }));
      expect(state).toMatchObject({ autoplay: true, muted: true, loop: true, playsinline: true });
      expect(state.poster).toMatch(/\/images\/[0-9a-f-]{36}\/-\/crop\//);
      await page.waitForFunction(() => {
        const v = document.querySelector<HTMLVideoElement>("video.home-hero__video");
        return !!v && !v.paused && v.currentTime > 0;
      });
      expect(errors).toEqual([]);
      await context.close();
    });

    it("with 'prefers-reduced-motion: reduce' the hero shows the image instead of the video", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      await serveVideoFromCms(page);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(env.site.url + "/");
      await hydrated(page);
      await page.locator("video").waitFor({ state: "detached" });
      expect(await imageVisible(page)).toBe(true);
      // Turning the preference off brings the video back without a reload.
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.locator("video.home-hero__video").waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe("home hero video fallback", () => {
  it("a video that cannot play leaves the poster image, quietly", async () => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    // A 200 answer that does not decode (Chromium logs every 404, so that case is the server's to avoid).
    await page.route("**/media/hero.webm", (route) => route.fulfill({ status: 200, contentType: "video/webm", body: "not a video" }));
    await page.goto(env.site.url + "/en");
    await hydrated(page);
    await page.locator("video").waitFor({ state: "detached" });
    expect(await imageVisible(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
