/**
 * The header on a phone without JavaScript (issue 16 item 9): the menu opens and closes, and the
 * header search submits to the search route of the page's language.
 */
import { describe, expect, it } from "vitest";
import { useSiteAndBrowser, VIEWPORTS } from "./harness";

const env = useSiteAndBrowser();

async function noScriptPage() {
  const context = await env.browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

describe("header without JavaScript at 390 px", () => {
  for (const [path, searchPath] of [
    ["/", "/zoeken"],
    ["/en", "/en/search"],
  ] as const) {
    it(`${path}: opens and closes the menu`, async () => {
      const { page, context } = await noScriptPage();
      await page.goto(env.site.url + path);
      const menu = page.locator("#site-menu");
      const open = page.locator(".site-header__menu-toggle--open");
      const close = page.locator(".site-header__menu-toggle--close");
      expect(await menu.isVisible()).toBe(false);
      expect(await close.isVisible()).toBe(false);
      await open.click();
      await menu.locator(".main-nav").waitFor({ state: "visible" });
      expect(await open.isVisible()).toBe(false);
      await close.click();
      await menu.waitFor({ state: "hidden" });
      expect(await open.isVisible()).toBe(true);
      await context.close();
    });

    it(`${path}: the header search lands on ${searchPath} with q`, async () => {
      const { page, context } = await noScriptPage();
      await page.goto(env.site.url + path);
      const search = page.locator(".header-search");
      expect(await search.getByRole("searchbox").isVisible()).toBe(false);
      await search.locator(".header-search__toggle").click();
      await search.getByRole("searchbox").fill("musical");
      await Promise.all([page.waitForURL(`${env.site.url}${searchPath}?q=musical`), search.getByRole("searchbox").press("Enter")]);
      expect(new URL(page.url()).pathname).toBe(searchPath);
      expect(await page.locator("main").textContent()).toMatch(/musical/i);
      await context.close();
    });
  }
});
