import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser("carre");

/** The home view the server embedded (the same data the page hydrated from); calendar days are [date, events] pairs. */
async function homeView(page: Page): Promise<any> {
  return page.evaluate(() => {
    const data = JSON.parse(document.getElementById("app-data")!.textContent!);
    const loader = data.hydration.loaderData;
    const ids = Object.keys(loader).filter((k) => k !== "root");
    return loader[ids[ids.length - 1]].view;
  });
}

describe("home page", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`hydrates / and /en at ${viewport} width without console errors or hydration warnings`, async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      const warnings: string[] = [];
      page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
      for (const path of ["/", "/en"]) {
        await page.goto(env.site.url + path);
        await hydrated(page);
        await page.locator(".home-slider .swiper-initialized, .home-slider.swiper-initialized, .home-slider__swiper.swiper-initialized").first().waitFor();
      }
      expect(errors).toEqual([]);
      expect(warnings.filter((w) => /hydrat|did not match/i.test(w))).toEqual([]);
      await context.close();
    });
  }

  it("the calendar widget: choosing a day with several shows shows the notice, the arrows step and clamp at both ends", async () => {
    const { page, context, errors } = await openPage(env.browser, "phone");
    await page.goto(env.site.url + "/en");
    await hydrated(page);
    const { calendar } = await homeView(page);
    const busy = calendar.days.find((d: any) => d[1].length > 1 && d[0] !== calendar.today && d[0] !== calendar.initialDate);
    expect(busy).toBeTruthy();
    // Only days with shows are enabled.
    const month = calendar.initialDate.slice(0, 7);
    const showDays = calendar.days.filter((d: any) => d[0].startsWith(month)).length;
    expect(await page.locator(`.home-calendar__day:not([disabled])`).count()).toBe(showDays);
    // Step months forward until the busy day is in the grid.
    while (!(await page.locator(`[data-date="${busy[0]}"]`).count())) await page.getByRole("button", { name: "Next month" }).click();
    await page.locator(`[data-date="${busy[0]}"]`).click();
    await page.getByText("There are multiple shows for chosen date!").waitFor();
    const prev = page.getByRole("button", { name: "Previous show" });
    const next = page.getByRole("button", { name: "Next show" });
    expect(await prev.isDisabled()).toBe(true);
    for (let i = 1; i < busy[1].length; i++) await next.click();
    expect(await next.isDisabled()).toBe(true);
    // At its end the arrow keeps the focus the press gave it: a disabled button dropped it to the page.
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true);
    await next.click({ force: true });
    expect(await page.locator(".home-calendar__position").textContent()).toBe(`Show ${busy[1].length} of ${busy[1].length}`);
    // The card shows that last event's button, joined from the compact view: its look and, when it has one, its link.
    const [, , look, link] = busy[1].at(-1);
    const button = page.locator(".home-calendar__card .sales-button");
    expect((await button.textContent())?.trim()).toBe(calendar.buttons[look].text);
    if (link) {
      const [template, ...values] = link;
      const href = calendar.links[template].map((piece: string, i: number) => piece + (values[i] ?? "")).join("");
      expect(await button.getAttribute("href")).toBe(href);
    }
    // Choosing another day resets to its first show.
    const other = calendar.days.find((d: any) => d[0] !== busy[0] && d[0].startsWith(busy[0].slice(0, 7)));
    if (other) {
      await page.locator(`[data-date="${other[0]}"]`).click();
      if (other[1].length > 1) expect(await page.locator(".home-calendar__position").textContent()).toBe(`Show 1 of ${other[1].length}`);
      else expect(await page.locator(".home-calendar__stepper").count()).toBe(0);
    }
    expect(await page.getByRole("link", { name: "Show complete calendar" }).getAttribute("href")).toBe("/en/calendar");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the Dutch widget says 'Er zijn meerdere voorstellingen' for a day with several shows", async () => {
    const { page, context } = await openPage(env.browser, "desktop");
    await page.goto(env.site.url + "/");
    await hydrated(page);
    const { calendar } = await homeView(page);
    const busy = calendar.days.find((d: any) => d[1].length > 1);
    while (!(await page.locator(`[data-date="${busy[0]}"]`).count())) await page.getByRole("button", { name: "Volgende maand" }).click();
    await page.locator(`[data-date="${busy[0]}"]`).click();
    const text = busy[0] === calendar.today ? "Er zijn meerdere voorstellingen vandaag!" : "Er zijn meerdere voorstellingen op de gekozen datum!";
    await page.getByText(text).waitFor();
    await context.close();
  });

  it("a banner tile's text stays white when the tile is hovered (the links' hover colour, dark red, nearly vanished on its image)", async () => {
    const { page, context } = await openPage(env.browser, "desktop");
    await page.goto(env.site.url + "/");
    await hydrated(page);
    const tile = page.locator("a.banner-tile").first();
    await tile.scrollIntoViewIfNeeded();
    await tile.hover();
    const colours = await tile.locator(".banner-tile__title, .banner-tile__button").evaluateAll((els) => els.map((el) => getComputedStyle(el).color));
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(colour).toBe("rgb(255, 255, 255)");
    await context.close();
  });

  it("the hero search box goes to the search route with q, and not at all when empty", async () => {
    const { page, context, errors, documentLoads } = await openPage(env.browser, "phone");
    await page.goto(env.site.url + "/");
    await hydrated(page);
    const input = page.locator(".home-search__input");
    const loads = documentLoads();
    await input.fill("   ");
    await input.press("Enter");
    await page.locator(".home-search__submit").click();
    expect(new URL(page.url()).pathname).toBe("/");
    await input.fill("  Hadestown ");
    await input.press("Enter");
    await page.waitForURL(`${env.site.url}/zoeken?q=hadestown`);
    expect(documentLoads()).toBe(loads);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the welcome title is hidden on mobile when hideHeaderTitleMobile is set, and shown on desktop", async () => {
    for (const viewport of ["phone", "desktop"] as const) {
      const { page, context } = await openPage(env.browser, viewport);
      // Arrive by client-side navigation so the home answer passes the same-origin proxy, where the flag is switched on.
      await page.route("**/api/render/home-en**", async (route) => {
        const response = await route.fetch();
        const json = await response.json();
        json.node.data.hideHeaderTitleMobile = true;
        await route.fulfill({ response, json });
      });
      await page.goto(env.site.url + "/en/page/contact");
      await hydrated(page);
      await page.locator(".site-header__logo").click();
      await page.waitForURL(`${env.site.url}/en`);
      const title = page.locator(".home-hero__title");
      await title.waitFor({ state: "attached" });
      expect(await title.isVisible()).toBe(viewport === "desktop");
      await context.close();
    }
  });
});
