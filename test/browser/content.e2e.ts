import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser("carre");

/** The cookie banner covers the bottom of the page; these tests answer it beforehand. */
async function bannerAnswered(context: BrowserContext) {
  await context.addInitScript(() => localStorage.setItem("cookie_consent_shown", "yes"));
}

async function open(page: Page, path: string) {
  await page.goto(env.site.url + path);
  await hydrated(page);
}

const expanded = (page: Page, name: string) => page.getByRole("button", { name, exact: true }).getAttribute("aria-expanded");

for (const viewport of ["phone", "desktop"] as const) {
  describe(`content pages at ${viewport} width`, () => {
    it("hydrate with every block, in both languages, without console errors", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      for (const path of ["/pagina/over-carre", "/en/page/about-carre", "/pagina/zakelijk", "/en/page/getting-here", "/pagina/cookies", "/en/page/faq", "/pagina/plan-uw-bezoek"]) {
        await open(page, path);
        await page.locator("h1.content-page__heading").waitFor();
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    it("header slider: the page below stays where it was when swiper starts (no layout shift)", async () => {
      const layoutTop = async (scripts: boolean) => {
        const { page, context } = await openPage(env.browser, viewport);
        await bannerAnswered(context);
        if (!scripts) await context.route("**/assets/**/*.js", (route) => route.abort());
        await page.goto(env.site.url + "/pagina/over-carre");
        if (scripts) {
          await hydrated(page);
          await page.locator(".page-slider__swiper.swiper-initialized .swiper-pagination-bullet").first().waitFor();
        }
        const top = await page.locator(".content-page__layout").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
        await context.close();
        return top;
      };
      const before = await layoutTop(false);
      expect(Math.abs((await layoutTop(true)) - before)).toBeLessThan(1);
    });

    it("FAQ: a click opens one question and closes the other; Enter and Space do the same from the keyboard", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      await bannerAnswered(context);
      await open(page, "/pagina/veelgestelde-vragen");
      const first = "Hoe laat gaat de zaal open?";
      const second = "Kan ik mijn kaarten ruilen?";
      await page.getByRole("button", { name: first }).click();
      expect(await expanded(page, first)).toBe("true");
      await expect.poll(() => page.getByText("Een half uur voor aanvang.").isVisible()).toBe(true);
      await page.getByRole("button", { name: second }).click();
      expect(await expanded(page, second)).toBe("true");
      expect(await expanded(page, first)).toBe("false");
      // Categories close each other too; a question inside one closes the standalone one.
      await page.getByRole("button", { name: "Kaarten", exact: true }).focus();
      await page.keyboard.press("Enter");
      expect(await expanded(page, "Kaarten")).toBe("true");
      await page.getByRole("button", { name: "Toegankelijkheid" }).focus();
      await page.keyboard.press(" ");
      expect(await expanded(page, "Toegankelijkheid")).toBe("true");
      expect(await expanded(page, "Kaarten")).toBe("false");
      await page.getByRole("button", { name: "Kan ik een rolstoelplaats reserveren?" }).press("Enter");
      expect(await expanded(page, "Kan ik een rolstoelplaats reserveren?")).toBe("true");
      expect(await expanded(page, second)).toBe("false");
      // aria-controls names the panel that opened.
      const panel = await page.getByRole("button", { name: "Kan ik een rolstoelplaats reserveren?" }).getAttribute("aria-controls");
      expect(await page.locator(`[id="${panel}"]`).isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe("cookie page", () => {
  it("saves a choice at once with the banner's storage keys, and the choice survives a reload", async () => {
    const { page, context, errors } = await openPage(env.browser, "phone");
    await open(page, "/en/page/cookies");
    const personalized = page.getByRole("radio", { name: /Personalised/ });
    await expect.poll(() => page.getByRole("radio", { name: /Basic/ }).isChecked()).toBe(true);
    await personalized.check();
    expect(await page.evaluate(() => [localStorage.getItem("cookie_consent_preference"), localStorage.getItem("cookie_consent_shown")])).toEqual(["personalized", "yes"]);
    await page.getByRole("status").filter({ hasText: "Your choice has been saved." }).waitFor();
    // Saving the choice answers the banner too.
    expect(await page.locator(".cookie-banner").count()).toBe(0);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => personalized.isChecked()).toBe(true);
    await page.getByRole("radio", { name: /Basic/ }).check();
    expect(await page.evaluate(() => localStorage.getItem("cookie_consent_preference"))).toBe("basic");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("tabs and video slides", () => {
  it("the tab the CMS names starts open and the others toggle like an accordion", async () => {
    const { page, context, errors } = await openPage(env.browser);
    await bannerAnswered(context);
    await open(page, "/en/page/about-carre");
    expect(await expanded(page, "Opening hours")).toBe("true");
    expect(await page.locator(".tabs-panel table").first().isVisible()).toBe(true);
    expect(await page.locator(".tabs-panel table").last().isVisible()).toBe(false);
    await page.getByRole("button", { name: "History", exact: true }).click();
    expect(await expanded(page, "History")).toBe("true");
    expect(await expanded(page, "Opening hours")).toBe("false");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("play swaps the thumbnail for the privacy-friendly embed, which autoplays", async () => {
    const { page, context, errors } = await openPage(env.browser, "phone");
    // No network here: the embed host is answered by the test.
    await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>video</title>" }));
    await open(page, "/pagina/over-carre");
    expect(await page.locator(".video-slides iframe").count()).toBe(0);
    await page.getByRole("button", { name: "Speel video 1 af" }).click();
    const frame = page.locator(".video-slides iframe");
    await expect.poll(() => frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1");
    expect(await page.locator(".video-slide__play").count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
