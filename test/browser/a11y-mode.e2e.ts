/**
 * The accessibility mode (spec 1 §3 menu item visible_in_aally, §9): switched from the header's
 * accessibility entry, remembered in storage; items flagged true show only in the mode, false
 * only outside it, null always. Checked at both widths.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser("carre");

const topMenuTexts = (page: Page) => page.locator(".top-menu__list > li > a").allTextContents();

/** On a phone the top menu lives in the menu the toggle opens. */
async function openMenu(page: Page, viewport: "phone" | "desktop") {
  if (viewport === "phone") await page.locator(".site-header__menu-toggle").click();
}

describe("accessibility mode", () => {
  it.each(["phone", "desktop"] as const)("on %s: the switch shows the mode's items, hides the others, and is remembered across pages", async (viewport) => {
    const { page, context, errors } = await openPage(env.browser, viewport);
    await page.goto(`${env.site.url}/agenda`);
    await hydrated(page);
    await openMenu(page, viewport);
    const toggle = page.getByRole("button", { name: "Toegankelijke weergave" });
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("false");
    // Outside the mode: false and null items, not the true one.
    let texts = (await topMenuTexts(page)).join("|");
    expect(texts).toContain("Eten & drinken");
    expect(texts).toContain("Contact");
    expect(texts).not.toContain("Rolstoelroute");

    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
    texts = (await topMenuTexts(page)).join("|");
    expect(texts).toContain("Rolstoelroute");
    expect(texts).toContain("Contact");
    expect(texts).not.toContain("Eten & drinken");
    expect(await page.evaluate(() => localStorage.getItem("accessibility_mode"))).toBe("on");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-a11y-mode"))).toBe(true);

    // Another page, loaded afresh: the mode is still on.
    await page.goto(`${env.site.url}/pagina/contact`);
    await hydrated(page);
    await expect.poll(async () => (await topMenuTexts(page)).join("|")).toContain("Rolstoelroute");
    await openMenu(page, viewport);
    await page.getByRole("button", { name: "Toegankelijke weergave" }).click();
    await expect.poll(async () => (await topMenuTexts(page)).join("|")).toContain("Eten & drinken");
    expect(await page.evaluate(() => localStorage.getItem("accessibility_mode"))).toBe("off");
    expect(errors).toEqual([]);
    await context.close();
  });
});
