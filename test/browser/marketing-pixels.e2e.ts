/**
 * Marketing pixels in the browser (issue 25 point 3): none before a choice or with basic cookies,
 * each pixel once after "accept all", and on a later visit at load; allowed by the page's CSP (a
 * violation would be a console error, which fails the test). The ad hosts are answered here with
 * a 1×1 GIF, so no request leaves the machine.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser("carre");
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** Counts the requests to the ad networks' pixel hosts. */
async function countPixels(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(/^https:\/\/(www\.facebook\.com|px\.ads\.linkedin\.com|tracker\.example\.net)\//, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/gif", body: GIF });
  });
  return seen;
}

describe("marketing pixels", () => {
  it("the musical fires its one accepted pixel only after 'accept all', once, and at load on the next visit", async () => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    const seen = await countPixels(page);
    await page.goto(env.site.url + "/voorstelling/hadestown");
    await hydrated(page);
    expect(seen).toEqual([]);
    await page.getByRole("button", { name: "Alle cookies accepteren" }).click();
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toBe("https://www.facebook.com/tr?id=1234567890123&ev=PageView&noscript=1");
    await page.reload();
    await hydrated(page);
    await expect.poll(() => seen.length).toBe(2);
    expect(seen.every((url) => url.startsWith("https://www.facebook.com/tr?"))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refusing keeps basic cookies: the news item's pixel never fires", async () => {
    const { page, context, errors } = await openPage(env.browser, "phone");
    const seen = await countPixels(page);
    // The sample's first news item carries a LinkedIn image pixel.
    await page.goto(env.site.url + "/nieuwsitem/hadestown-verlengd-tot-in-de-zomer");
    await hydrated(page);
    await page.getByRole("button", { name: "Weigeren" }).click();
    await page.reload();
    await hydrated(page);
    expect(seen).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
