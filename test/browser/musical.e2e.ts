/**
 * The musical layout in Chromium at 390 and 1280 px (issue 14): the Hadestown pages from the sample
 * CMS, whose hero video the site passes through at /media/hero.mp4, on the built client bundle.
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

async function open(viewport: "phone" | "desktop", path: string) {
  const opened = await openPage(env.browser, viewport);
  await opened.page.goto(env.site.url + path);
  await hydrated(opened.page);
  return opened;
}

const layoutClass = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("layout-musical"));

for (const viewport of ["phone", "desktop"] as const) {
  describe(`musical layout at ${viewport} width`, () => {
    it("/voorstelling/hadestown: layout class, looping video, expanded description, calendar, person tabs, cards, photos, footers", async () => {
      const { page, context, errors } = await open(viewport, "/voorstelling/hadestown");
      expect(await layoutClass(page)).toBe(true);
      // The video plays (muted, looping) over the poster.
      await page.waitForFunction(() => {
        const v = document.querySelector("video.musical-hero__video") as HTMLVideoElement | null;
        return !!v && v.loop && v.muted && !v.paused && v.currentTime > 0;
      });
      expect(await page.locator(".show-description__toggle").count()).toBe(0);
      await page.locator(".schedule-calendar").waitFor();

      // Group tabs: clicking one shows its persons only; arrow keys move between tabs.
      const panels = page.locator(".musical-people__panel");
      expect(await panels.count()).toBe(3);
      await page.getByRole("tab", { name: "Ensemble" }).click();
      await page.locator('[role="tab"][aria-selected="true"]', { hasText: "Ensemble" }).waitFor();
      expect(await page.locator(".musical-people__panel:visible .person__name").allTextContents()).toEqual(["Nienke Plas", "Sophie Veldhuizen", "Lisa Post", "Ruben Lürsen"]);
      await page.keyboard.press("ArrowRight");
      await page.locator('[role="tab"][aria-selected="true"]', { hasText: "Creatives" }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Creatives");
      expect(await page.locator(".musical-people__panel:visible .person__name").allTextContents()).toEqual(["Anaïs Mitchell", "Rachel Chavkin"]);

      // Photos: a swiper, started once the slider comes near the viewport, whose next arrow moves on, with the credit under it.
      expect(await page.locator(".musical-photos__swiper.swiper-initialized").count()).toBe(0);
      await page.locator(".musical-photos .swiper-button-next").scrollIntoViewIfNeeded();
      await page.locator(".musical-photos__swiper.swiper-initialized").waitFor();
      const index = () => page.evaluate(() => (document.querySelector(".musical-photos__swiper") as HTMLElement & { swiper: { realIndex: number } }).swiper.realIndex);
      await page.locator(".musical-photos .swiper-button-next").click();
      await page.waitForFunction(() => (document.querySelector(".musical-photos__swiper") as HTMLElement & { swiper: { realIndex: number } }).swiper.realIndex === 1);
      expect(await index()).toBe(1);
      expect(await page.locator(".musical-photos__credit").textContent()).toBe("Foto's: Kurt van der Elst");

      expect(await page.locator(".musical-card").count()).toBe(3);
      expect(await page.locator(".musical-signup .social-links__link").count()).toBeGreaterThan(2);
      expect(await page.locator(".musical-foundation a").getAttribute("href")).toBe("https://carrefonds.nl");
      // Nothing overflows sideways (360 px and up).
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("the thank-you page pushes the order event once per transaction, also across reloads", async () => {
      const { page, context, errors } = await open(viewport, "/voorstelling/hadestown-bedankt?token=order-42");
      const orders = () => page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string; ecommerce?: { transaction_id: string } }[] }).dataLayer ?? []).filter((e) => e.event === "order"));
      await page.waitForFunction(() => document.documentElement.dataset.orderEvent === "pushed");
      const pushed = await orders();
      expect(pushed).toHaveLength(1);
      const expected = (await (await fetch(`${env.site.url}/api/orders/orderdetails?token=order-42`)).json()) as { ecommerce: { transaction_id: string } };
      expect(pushed[0]!.ecommerce!.transaction_id).toBe(expected.ecommerce.transaction_id);
      expect(await page.evaluate(() => localStorage.getItem("musical_order_events_sent"))).toContain(expected.ecommerce.transaction_id);

      await page.reload();
      await hydrated(page);
      await page.waitForFunction(() => document.documentElement.dataset.orderEvent === "already-sent");
      expect(await orders()).toHaveLength(0);

      // Another order is a new transaction.
      await page.goto(`${env.site.url}/en/show/hadestown-thank-you?token=order-43`);
      await page.waitForFunction(() => document.documentElement.dataset.orderEvent === "pushed");
      expect(await orders()).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe("a slider far below the fold", () => {
  it("starts at once when the visitor reaches for it (a pointer over it), without coming into view first", async () => {
    const { page, context, errors } = await open("desktop", "/voorstelling/hadestown");
    const slider = page.locator(".musical-photos__swiper");
    expect(await slider.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight + 300)).toBe(true);
    expect(await page.locator(".musical-photos__swiper.swiper-initialized").count()).toBe(0);
    await slider.dispatchEvent("pointerover");
    await page.locator(".musical-photos__swiper.swiper-initialized").waitFor({ state: "attached" });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("musical sub pages in the browser", () => {
  it("a deep link returns to all ticket options inside the app; leaving the musical drops the layout class", async () => {
    const { page, context, errors, documentLoads } = await open("phone", "/voorstelling/hadestown-singles");
    expect(await page.locator(".musical-about h2").textContent()).toBe("Over de voorstelling");
    const loads = documentLoads();
    await page.getByRole("link", { name: /Terug naar alle ticketopties/ }).click();
    await page.waitForURL(`${env.site.url}/voorstelling/hadestown`);
    await page.locator(".musical-page:not(.musical-page--deep-link)").waitFor();
    expect(documentLoads()).toBe(loads);
    expect(await layoutClass(page)).toBe(true);

    // A router card leaves the musical without a reload: the class goes with it.
    await page.locator(".musical-card__button", { hasText: "Groepsarrangementen" }).click();
    await page.waitForURL(`${env.site.url}/pagina/theaterarrangementen`);
    await page.waitForFunction(() => !document.documentElement.classList.contains("layout-musical"));
    expect(documentLoads()).toBe(loads);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a card linking to a show page is a normal link (a full page load)", async () => {
    const { page, context, errors, documentLoads } = await open("desktop", "/en/show/hadestown");
    const loads = documentLoads();
    await page.locator(".musical-card__button", { hasText: "To the premiere" }).click();
    await page.waitForURL(`${env.site.url}/en/show/hadestown-premiere`);
    await hydrated(page);
    expect(documentLoads()).toBe(loads + 1);
    // The premiere: no date picker, a sales button per event.
    expect(await page.locator(".schedule-calendar").count()).toBe(0);
    expect(await page.locator(".schedule-row .sales-button").count()).toBe(await page.locator(".schedule-row").count());
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the lottery page has no date picker and a lottery button to the widget; the sign-up page keeps the regular layout", async () => {
    const { page, context, errors } = await open("desktop", "/en/show/hadestown-lottery");
    expect(await page.locator("#speeldata").count()).toBe(0);
    const href = new URL((await page.getByRole("link", { name: "Join the waiting list / lottery" }).getAttribute("href"))!);
    expect(href.searchParams.get("l")).toBe("en");
    expect(href.searchParams.get("event")).toMatch(/^\d+$/);

    await page.goto(`${env.site.url}/voorstelling/hadestown-aanmelden`);
    await hydrated(page);
    await page.locator("article.show-page--signup").waitFor();
    expect(await layoutClass(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
