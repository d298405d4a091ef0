/**
 * Wish list in the browser against the sample account service (spec 3 §2, §4, §7).
 *
 * Cookies are per host, not per port, and the account cookies are SameSite=Lax: a site on
 * `localhost` cannot see (document.cookie) or send (fetch) cookies the account service set on
 * `127.0.0.1`. The shared harness gives the app `http://127.0.0.1:PORT2/account`, so no visitor can
 * ever be logged in there; this file builds its own app with the account service addressed as
 * `http://localhost:PORT2/account` and logs in through that same host.
 */
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
import { SITES } from "../../shared/site";
import { WISHLIST_TEXTS } from "../../shared/components/WishlistButton";
import { frameTexts } from "../../shared/i18n/frame-texts";
import type { Lang } from "../../shared/i18n/lang";
import { hydrated, launch, openPage, VIEWPORTS } from "./harness";

const BUILD_DIR = process.env.BUILD_DIR ?? "dist";

async function startSiteWithAccount() {
  const cms = await startSampleCms({ port: 0 });
  const cmsPort = new URL(cms.url).port;
  const accountUrl = `http://localhost:${cmsPort}/account`;
  const config = loadConfig({ SITE: "carre", NODE_ENV: "test", UPSTREAM_URL: cms.url, UPSTREAM_TIMEOUT_MS: "3000" });
  const pub = publicConfig(config, { accountServiceUrl: accountUrl, imageCdnBase: `${cms.url}/images` });
  const caches = createUpstreamCaches();
  const assets = JSON.parse(readFileSync(`${BUILD_DIR}/manifest.json`, "utf8")) as { js: string; css: string };
  const app = createApp({
    config,
    publicConfig: pub,
    upstream: createUpstreamClient({ site: SITES[config.site], baseUrl: config.UPSTREAM_URL!, timeoutMs: config.UPSTREAM_TIMEOUT_MS, caches }),
    caches,
    logger: pino({ level: "silent" }),
    assets,
    assetsDir: `${BUILD_DIR}/assets`,
    staticDir: `${BUILD_DIR}/static`,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    accountUrl,
    cms,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await cms.close();
    },
  };
}

const env = {} as { site: Awaited<ReturnType<typeof startSiteWithAccount>>; browser: Browser };
beforeAll(async () => {
  [env.site, env.browser] = await Promise.all([startSiteWithAccount(), launch()]);
});
afterAll(async () => {
  await env.browser?.close();
  await env.site?.close();
});

// The show page carries the heart next to its sales button (the first heart on the page).
const heartPath = (lang: Lang) => (lang === "en" ? "/en/show/chicago" : "/voorstelling/chicago");
const heart = (page: Page) => page.locator(".show-panel .wishlist__button").first();
const dialog = (page: Page) => page.getByRole("dialog");
const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
const focusOnHeart = (page: Page) => page.evaluate(() => !!document.activeElement?.matches(".show-panel .wishlist__button"));

async function logIn(page: Page, lang: Lang) {
  const back = encodeURIComponent(env.site.url + heartPath(lang));
  await page.goto(`${env.site.accountUrl}/demo-login?name=Jan%20Jansen&return=${back}`);
  await hydrated(page);
  await page.locator(".top-menu__link--account", { hasText: "Jan Jansen" }).waitFor({ state: "attached" });
}

const CASES = [
  ["phone", "nl"],
  ["desktop", "en"],
] as const satisfies readonly [keyof typeof VIEWPORTS, Lang][];

describe.each(CASES)("wish list at %s in %s", (viewport, lang) => {
  const texts = WISHLIST_TEXTS[lang];
  const t = frameTexts[lang];

  it("logged out (no sync cookie), the heart calls nothing and opens the modal with the prompt to log in or create an account; Escape closes it and focus returns to the heart; the add tooltip shows on hover and stays on screen", async () => {
    const { page, context, errors } = await openPage(env.browser, viewport);
    const calls: string[] = [];
    page.on("request", (r) => r.url().includes("/account/") && calls.push(r.url()));
    await page.goto(env.site.url + heartPath(lang));
    await hydrated(page);
    await expect(heart(page).getAttribute("aria-pressed")).resolves.toBe("false");
    expect(await heart(page).getAttribute("aria-label")).toBe(texts.add);

    await heart(page).click();
    await dialog(page).waitFor();
    await expect(dialog(page).textContent()).resolves.toContain(t.wishlistLoggedOut);
    expect(await focusInDialog(page)).toBe(true);
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    expect(await focusOnHeart(page)).toBe(true);
    expect(await heart(page).getAttribute("aria-pressed")).toBe("false");
    expect(calls).toEqual([]);

    // The tooltip shows on hover and stays on screen (a tip sticking out would let phones scroll sideways).
    await heart(page).hover();
    const tip = heart(page).locator(".wishlist__tooltip");
    await tip.waitFor({ state: "visible" });
    expect(await tip.textContent()).toBe(texts.add);
    const box = (await tip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("logged in (demo login), the account entry shows 'Jan Jansen'; the heart adds (aria-pressed true, modal with focus inside links to the wish list), a reload keeps it, the heart removes", async () => {
    const { page, context, errors } = await openPage(env.browser, viewport);
    await logIn(page, lang);
    const pressed = page.locator('.show-panel .wishlist__button[aria-pressed="true"]');
    const notPressed = page.locator('.show-panel .wishlist__button[aria-pressed="false"]');

    const added = page.waitForResponse((r) => r.url().endsWith("/account/wishlist/add") && r.request().method() === "PUT");
    await heart(page).click();
    expect((await added).status()).toBe(200);
    await pressed.waitFor();
    await dialog(page).waitFor();
    // Opened by the answer, not the click: the dialog's focus effect runs a task after it shows.
    await expect.poll(() => focusInDialog(page)).toBe(true);
    await expect(dialog(page).textContent()).resolves.toContain(t.wishlistLoggedIn);
    await dialog(page).getByRole("link", { name: t.wishlistView }).waitFor();
    expect(await heart(page).getAttribute("aria-label")).toBe(texts.remove);
    await dialog(page).locator(".modal__close").click();
    await dialog(page).waitFor({ state: "detached" });

    await page.reload();
    await hydrated(page);
    await pressed.waitFor(); // from GET /user

    const removed = page.waitForResponse((r) => r.url().endsWith("/account/wishlist/remove") && r.request().method() === "DELETE");
    await heart(page).click();
    expect((await removed).status()).toBe(200);
    await notPressed.waitFor();
    expect(await dialog(page).count()).toBe(0); // only adding opens the modal
    expect(await heart(page).getAttribute("aria-label")).toBe(texts.add);

    await page.reload();
    await hydrated(page);
    await page.locator(".top-menu__link--account", { hasText: "Jan Jansen" }).waitFor({ state: "attached" });
    expect(await heart(page).getAttribute("aria-pressed")).toBe("false");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an account service failure leaves the list as it was and tells the visitor (role=status), with a warning, never a console error", async () => {
    const { page, context, errors } = await openPage(env.browser, viewport);
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    await logIn(page, lang);
    await page.route("**/account/wishlist/**", (route) =>
      route.request().method() === "OPTIONS" ? route.continue() : route.fulfill({ status: 500, body: "{}", headers: { "Access-Control-Allow-Origin": env.site.url, "Access-Control-Allow-Credentials": "true" } }),
    );

    await heart(page).click();
    const status = page.getByRole("status").filter({ hasText: texts.failed });
    await status.waitFor();
    expect(await heart(page).getAttribute("aria-pressed")).toBe("false");
    expect(await dialog(page).count()).toBe(0);
    expect(warnings.some((w) => w.includes("wishlist"))).toBe(true);
    // The failed add did not reach the account: after a reload the list is still empty.
    await page.unroute("**/account/wishlist/**");
    await page.reload();
    await hydrated(page);
    await page.locator(".top-menu__link--account", { hasText: "Jan Jansen" }).waitFor({ state: "attached" });
    expect(await heart(page).getAttribute("aria-pressed")).toBe("false");
    // Chromium itself logs every 500 answer as "Failed to load resource"; that one is the simulated
    // fault, anything else (our code) must not reach console.error.
    expect(errors.filter((e) => !e.startsWith("Failed to load resource: the server responded with a status of 500"))).toEqual([]);
    await context.close();
  });
});
