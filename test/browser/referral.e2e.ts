/**
 * Referral (spec 1 §5, spec 3 §5): ?r= is cleaned and kept in session storage under carre-referral;
 * every ticket-shop link then carries it (added after hydration, spec 1 §4).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SITES } from "../../shared/site";
import { hydrated, openPage, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser("carre");

const stored = (page: Page) => page.evaluate(() => sessionStorage.getItem("carre-referral"));
const TICKET_SHOP_BUTTON = 'a.sales-button[href*="apps.ticketmatic.com"]';

describe("referral", () => {
  it("visiting /?r=Nieuws-Brief_2026! stores 'nieuwsbrief_2026' under carre-referral, and a later page without r keeps it", async () => {
    const { page, context, errors } = await openPage(env.browser, "phone");
    await page.goto(`${env.site.url}/?r=${encodeURIComponent("Nieuws-Brief_2026!")}`);
    await hydrated(page);
    await page.waitForFunction(() => sessionStorage.getItem("carre-referral") !== null);
    expect(await stored(page)).toBe("nieuwsbrief_2026");

    await page.goto(`${env.site.url}/en`);
    await hydrated(page);
    expect(await stored(page)).toBe("nieuwsbrief_2026");
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(["", "!!!--", "%20%20"])("an empty or symbol-only r (%j) stores nothing", async (raw) => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    await page.goto(`${env.site.url}/?r=${raw}`);
    await hydrated(page);
    // The provider reads the address in an effect that has run once the page is hydrated.
    expect(await stored(page)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ["nl", "/voorstelling/chicago"],
    ["en", "/en/show/chicago"],
  ] as const)("after visiting with r, an on-sale ticket-shop sales button on %s %s carries r=nieuwsbrief_2026 (and l=en only in English), in the same tab", async (lang, path) => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    await page.goto(`${env.site.url}/?r=Nieuws-Brief_2026!`);
    await hydrated(page);
    await page.waitForFunction(() => sessionStorage.getItem("carre-referral") !== null);

    await page.goto(env.site.url + path);
    await hydrated(page);
    const button = page.locator(`${TICKET_SHOP_BUTTON}[href*="r=nieuwsbrief_2026"]`).first();
    await button.waitFor({ state: "attached" });
    const url = new URL((await button.getAttribute("href"))!);
    expect(url.searchParams.get("r")).toBe("nieuwsbrief_2026");
    expect(url.searchParams.getAll("l")).toEqual(lang === "en" ? ["en"] : ["nl"]);
    expect(await button.getAttribute("target")).toBeNull();
    // The header's basket is a ticket-shop link too.
    const basket = page.locator('a.top-menu__link--basket[href*="r=nieuwsbrief_2026"]').first();
    await basket.waitFor({ state: "attached" });
    expect(new URL((await basket.getAttribute("href"))!).searchParams.getAll("l")).toEqual(lang === "en" ? ["en"] : []);
    // And so is every other link to a ticket-shop host: the CMS's menu items (the footer's basket),
    // the footer's ticket sales, and any a later change adds (spec 1 §4).
    await page.locator('a.site-footer__ticket-link[href*="r=nieuwsbrief_2026"]').waitFor({ state: "attached" });
    const hrefs = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
    const shop = hrefs.map((href) => new URL(href, env.site.url)).filter((url) => SITES.carre.ticketShopHosts.includes(url.host));
    expect(shop.length).toBeGreaterThan(3);
    expect(shop.filter((url) => url.searchParams.get("r") !== "nieuwsbrief_2026").map(String)).toEqual([]);
    if (lang === "en") expect(shop.filter((url) => url.searchParams.get("l") !== "en").map(String)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a ticket-shop link in rich text has l=en on an English page, and takes the referral along when followed", async () => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    await page.goto(`${env.site.url}/?r=Nieuws-Brief_2026!`);
    await hydrated(page);
    await page.waitForFunction(() => sessionStorage.getItem("carre-referral") !== null);

    await page.goto(`${env.site.url}/en/page/about-carre`);
    await hydrated(page);
    const link = page.locator(".rich-text").getByRole("link", { name: "Go to your basket" });
    const shown = new URL((await link.getAttribute("href"))!);
    // The editor typed l=nl; the English page's link says l=en, and keeps the rest as typed.
    expect([shown.searchParams.getAll("l"), shown.searchParams.get("bron")]).toEqual([["en"], "tekst"]);
    expect(errors).toEqual([]);
    // The shop's host resolves to nothing here: the request the click makes is what it would send.
    const followed = page.waitForRequest((request) => new URL(request.url()).host === "orders.carre.nl");
    await link.click();
    const sent = new URL((await followed).url());
    expect([sent.searchParams.get("r"), sent.searchParams.getAll("l"), sent.searchParams.get("bron")]).toEqual(["nieuwsbrief_2026", ["en"], "tekst"]);
    await context.close();
  });
});
