/**
 * The time and distance boundaries the spec names, each tested on both sides of its limit with
 * the page clock frozen (no waiting on wall time): the header collapses past 120 px of scroll
 * (spec 1 §2), a hash target is retried every 500 ms up to 30 times (spec 3 §2 scroll rules), an
 * external redirect waits 2000 ms (spec 1 §8), and search typing is debounced 250 ms (spec 1 §2).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientNavigate, frames, hydrated, openPage, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser("carre");

/** A target far down the page's main region, made after the page (content that renders late). */
function addTarget(page: Page, id: string): Promise<void> {
  return page.evaluate((targetId) => {
    const spacer = document.createElement("div");
    spacer.style.height = "3000px";
    const target = document.createElement("div");
    target.id = targetId;
    target.textContent = "late";
    document.getElementById("main")!.append(spacer, target);
  }, id);
}

async function frozenPage(path: string) {
  const opened = await openPage(env.browser, "desktop");
  // Installed before the page loads, so every timer the page sets runs only when the test says so.
  await opened.page.clock.install({ time: Date.UTC(2026, 10, 23, 11, 0, 0) });
  await opened.page.clock.pauseAt(Date.UTC(2026, 10, 23, 11, 0, 1));
  await opened.page.goto(env.site.url + path);
  await hydrated(opened.page);
  return opened;
}

describe("boundaries", () => {
  it("the header stays full at 120 px of scroll and collapses at 121", async () => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    await page.goto(env.site.url + "/agenda");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 120));
    // Scroll handlers and the renders they cause have run (a real clock here: a frozen one holds frames too).
    await frames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(120);
    expect(await page.locator(".site-header--compact").count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 121));
    await page.locator(".site-header--compact").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a hash target that appears before the 30th try at 500 ms intervals is scrolled to; one that appears after is not", async () => {
    const early = await frozenPage("/pagina/contact#late-block");
    // The first try ran on arrival; 29 more follow at 500 ms. Just before the last one the target appears.
    await early.page.clock.runFor(500 * 28);
    await addTarget(early.page, "late-block");
    expect(await early.page.evaluate(() => window.scrollY)).toBe(0);
    await early.page.clock.runFor(500);
    await expect.poll(() => early.page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await early.context.close();

    const late = await frozenPage("/pagina/contact#too-late");
    await late.page.clock.runFor(500 * 30);
    await addTarget(late.page, "too-late");
    // No try is left to find it (and the frozen clock would run any that were).
    await late.page.clock.runFor(5000);
    expect(await late.page.evaluate(() => window.scrollY)).toBe(0);
    await late.context.close();
  });

  // A step within the page is scrolled at its popstate (use-scroll-rules.ts), by the same retries.
  it("a fragment reached within the page waits for its target as a navigation does; its wait ends when another page shows", async () => {
    const within = await frozenPage("/pagina/contact");
    await within.page.evaluate(() => (window.location.hash = "late-step"));
    await within.page.clock.runFor(500 * 3);
    await addTarget(within.page, "late-step");
    expect(await within.page.evaluate(() => window.scrollY)).toBe(0);
    await within.page.clock.runFor(500);
    await expect.poll(() => within.page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    expect(within.errors).toEqual([]);
    await within.context.close();

    const left = await frozenPage("/pagina/contact");
    await left.page.evaluate(() => (window.location.hash = "left-behind"));
    await clientNavigate(left.page, "/nieuws");
    await left.page.getByRole("heading", { level: 1, name: "Nieuws" }).waitFor();
    await addTarget(left.page, "left-behind");
    await left.page.clock.runFor(5000);
    expect(await left.page.evaluate(() => window.scrollY)).toBe(0);
    expect(left.errors).toEqual([]);
    await left.context.close();
  });

  it("an external redirect leaves after 2000 ms, not before", async () => {
    const { page, context } = await frozenPage("/pagina/contact");
    await page.route("https://www.youtube.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>external</title>" }));
    await page.evaluate(() => {
      window.history.pushState({}, "", "/youtube");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.getByRole("heading", { name: "U wordt doorgestuurd..." }).waitFor();
    await page.clock.runFor(1999);
    expect(page.url()).toBe(`${env.site.url}/youtube`);
    await page.clock.runFor(1);
    await page.waitForURL("https://www.youtube.com/@carre");
    await context.close();
  });

  it("search typing updates the address 250 ms after the last key, not at 249", async () => {
    const { page, context, errors } = await frozenPage("/zoeken");
    const box = page.locator('.search-box__input[placeholder="Zoek..."]');
    await box.fill("circus");
    await page.clock.runFor(249);
    expect(page.url()).toBe(`${env.site.url}/zoeken`);
    await page.clock.runFor(1);
    await page.waitForURL(`${env.site.url}/zoeken?q=circus`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
