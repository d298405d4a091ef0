import { describe, expect, it } from "vitest";
import { hydrated, openPage, shot, startSite, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser();
/** A hydrated page with the cookie banner answered (it covers the pager on a phone). */
async function openNews(path: string, viewport: "phone" | "desktop") {
  const opened = await openPage(env.browser, viewport);
  await opened.page.goto(env.site.url + path);
  await hydrated(opened.page);
  await opened.page.locator(".cookie-banner .button--white").click();
  return opened;
}

describe.each(["phone", "desktop"] as const)("news at %s", (viewport) => {
  it("pages forward and back by clicking next and previous, without a page load, each page with its own title", async () => {
    const { page, context, errors, documentLoads } = await openNews("/nieuws", viewport);
    const first = await page.locator(".news-card__heading a").allTextContents();
    expect(first.length).toBeGreaterThan(5);
    await shot(page, `news-list-${viewport}`, { fullPage: true });
    const firstTitle = await page.title();

    await page.locator('.news-list__pager a[rel="next"]').click();
    await page.waitForURL("**/nieuws?p=2");
    await page.waitForFunction((t) => document.title !== t, firstTitle);
    const second = await page.locator(".news-card__heading a").allTextContents();
    expect(second.some((h) => first.includes(h))).toBe(false);
    expect(await page.locator(".news-list__pager-status").textContent()).toMatch(/^Pagina 2 van \d+$/);
    await page.locator('.news-list__pager a[rel="prev"]').click();
    await page.waitForURL((u) => u.pathname === "/nieuws" && u.search === "");
    await page.waitForFunction((t) => document.title === t, firstTitle);
    expect(documentLoads()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("filters by tag from the address and the remove link takes the filter off", async () => {
    const { page, context, errors } = await openNews("/en/news?tag=Musical", viewport);
    await expect(page.locator(".news-list__filter").textContent()).resolves.toContain("You have filtered on:");
    const filtered = await page.locator(".news-card").count();
    await shot(page, `news-filtered-${viewport}`, { fullPage: true });
    await page.locator(".news-list__remove").click();
    await page.waitForURL((u) => u.pathname === "/en/news" && u.search === "");
    await page.waitForSelector(".news-list__filter", { state: "detached" });
    expect(await page.locator(".news-card").count()).toBeGreaterThan(filtered);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("searches with the search box and opens a news item with its blocks", async () => {
    const { page, context, errors } = await openNews("/nieuws", viewport);
    await page.locator("#news-list-q").fill("hadestown");
    await page.locator("#news-list-q").press("Enter");
    await page.waitForURL("**/nieuws?q=hadestown");
    await page.waitForFunction(() => document.querySelectorAll(".news-card").length > 0 && document.querySelectorAll(".news-card").length < 10);
    // The box keeps the focus (a box made anew took it away), and follows the address on Back.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("news-list-q");
    // A screen reader hears how many were found, from a status that was there before the search.
    const found = await page.locator(".news-card").count();
    await page.waitForFunction((n) => document.querySelector('.news-list [role="status"]')?.textContent === `${n} ${n === 1 ? "nieuwsbericht" : "nieuwsberichten"} gevonden.`, found);
    await page.goBack();
    await page.waitForFunction(() => (document.getElementById("news-list-q") as HTMLInputElement).value === "");
    await page.goForward();
    await page.waitForFunction(() => (document.getElementById("news-list-q") as HTMLInputElement).value === "hadestown");
    await page.locator(".news-card__heading a", { hasText: "Hadestown verlengd" }).first().click();
    await page.waitForURL("**/nieuwsitem/**");
    await page.waitForSelector(".content-page__heading");
    expect(await page.locator(".content-page__date").textContent()).toMatch(/^Gepubliceerd op [a-z]+dag \d{1,2} [a-z]+ \d{4}$/);
    await shot(page, `news-item-${viewport}`, { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("news list without JavaScript", () => {
  it("pages by plain links and searches by a plain GET form", async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(env.site.url + "/en/news");
    // Named by its word: the arrow beside it is only seen.
    expect(await page.getByRole("link", { name: "Next", exact: true }).getAttribute("rel")).toBe("next");
    await page.locator('.news-list__pager a[rel="next"]').click();
    await page.waitForURL("**/en/news?p=2");
    expect(await page.locator(".news-list__pager-status").textContent()).toMatch(/^Page 2 of \d+$/);
    await page.locator("#news-list-q").fill("dome");
    await page.locator(".news-list__search button[type=submit]").click();
    await page.waitForURL("**/en/news?q=dome");
    expect(await page.locator(".news-card").count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe("news block on the home page", () => {
  it("shows two columns of news at 1280 px and 'meer nieuws' leads to the news list", async () => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    await page.goto(env.site.url + "/");
    await hydrated(page);
    const block = page.locator(".home-news");
    await block.scrollIntoViewIfNeeded();
    const tops = await block.locator(".news-block__item").evaluateAll((els) => els.slice(0, 2).map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops[0]).toBe(tops[1]);
    await shot(block, `news-home-block-desktop`);
    await block.locator(".news-block__more a").click();
    await page.waitForURL("**/nieuws");
    await page.waitForSelector(".news-list");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("news on the foundation site", () => {
  it("pages the English list at 390 px and opens an item", async () => {
    const fonds = await startSite("fonds");
    const { page, context, errors } = await openPage(env.browser, "phone");
    try {
      await page.goto(fonds.url + "/en/news");
      await hydrated(page);
      await page.locator(".cookie-banner .button--white").click();
      await page.locator('.news-list__pager a[rel="next"]').click();
      await page.waitForURL("**/en/news?p=2");
      await page.waitForFunction(() => document.querySelector(".news-list__pager-status")?.textContent?.startsWith("Page 2 of"));
      await page.locator(".news-card__heading a").first().click();
      await page.waitForURL("**/en/newsitem/**");
      const heading = await page.locator(".content-page__heading").textContent();
      // The head is replaced by a chunk of its own after the page shows: the list's title matched too.
      await expect.poll(() => page.title()).toBe(`${heading} | Carré Fonds`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await fonds.close();
    }
  });
});
