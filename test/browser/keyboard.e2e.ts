/**
 * Issue 23 point 2: a first-time visitor with only a keyboard (cookie banner shown), at 390 and
 * 1280 px on both sites, along the paths the issue lists. Every Tab stop on the way is checked:
 * focus visible, on screen and not covered by the banner, the compact header or the sticky sales
 * bar (WCAG 2.2 2.4.7, 2.4.11), waiting a few frames for a scroll or slide to settle; every page on
 * the way is checked for pointer targets under 24 × 24 px that are not spaced (2.5.8).
 * Speed: one browser; per site and width one context and one tab, reused by the steps in order.
 * The home slider's keyboard tests are keyboard-slider.e2e.ts, so the two files run side by side.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { focusProblems, focusReport, smallTargets, type FocusReport } from "./focus-checks";
import { frames, hydrated, launch, startSite, VIEWPORTS } from "./harness";

type SiteId = "carre" | "fonds";
type Viewport = keyof typeof VIEWPORTS;

let browser: Browser;
const sites = {} as Record<SiteId, Awaited<ReturnType<typeof startSite>>>;

beforeAll(async () => {
  [browser, sites.carre, sites.fonds] = await Promise.all([launch(), startSite("carre"), startSite("fonds")]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(Object.values(sites).map((s) => s.close()));
});

/**
 * The walk's last step and Tab stop, told when a test fails: a walk slowed past the test's timeout
 * otherwise fails naming no step (CI, stop 52: the fonds desktop walk, once in many runs).
 */
let at = "";
let settling = "";
beforeEach(({ onTestFailed }) => {
  at = "start";
  settling = "";
  onTestFailed(() => console.error(`keyboard walk stopped at: ${at}; last focus waited on to settle: ${settling || "none"}`));
});

/** The focus as it settles: polled frame by frame until it is fine, or as it still is after ~40 frame pairs. */
async function settledFocus(page: Page, selector = ""): Promise<FocusReport | null> {
  let report = await focusReport(page, selector);
  for (let i = 0; i < 40 && report && focusProblems(report, "").length > 0; i++) {
    settling = `${report.element}, frame pair ${i + 1} of 40`;
    await frames(page);
    report = await focusReport(page, selector);
  }
  return report;
}

function isFocused(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
}

/**
 * Tabs (or shift-tabs) until the focused element matches `selector`, checking every stop on the
 * way; a stop in the browser's own interface (nothing focused) is the end of the page's cycle.
 */
async function tabTo(page: Page, selector: string, problems: string[], where: string, { max = 120, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    at = `${where}: Tab stop ${i}, for ${selector}`;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const report = await settledFocus(page, selector);
    if (report) problems.push(...focusProblems(report, `${where} #${i}`));
    if (report?.matches) return;
  }
  throw new Error(`${where}: ${selector} not reached in ${max} Tab stops`);
}

/** Presses a key on the focused element and checks where focus went. */
async function press(page: Page, key: string, problems: string[], where: string): Promise<void> {
  at = `${where}: ${key}`;
  await page.keyboard.press(key);
  const report = await settledFocus(page);
  if (report) problems.push(...focusProblems(report, where));
}

describe.each(["carre", "fonds"] as const)("keyboard only on the %s site", (siteId) => {
  describe.each(["phone", "desktop"] as const)("at %s width", (viewport: Viewport) => {
    let context: BrowserContext;
    let page: Page;
    const errors: string[] = [];
    const smallOnPages: string[] = [];
    const url = (path: string) => sites[siteId].url + path;
    const checkTargets = async (label: string) => smallOnPages.push(...(await smallTargets(page)).map((t) => `${label}: ${t}`));

    beforeAll(async () => {
      // A first visit: nothing stored, so the cookie banner shows on every page until answered.
      context = await browser.newContext({ viewport: VIEWPORTS[viewport], reducedMotion: "reduce" });
      page = await context.newPage();
      page.on("pageerror", (e) => errors.push(e.message));
    });
    afterAll(() => context?.close());

    it("home → calendar → next month → a show → a date → its ticket button, focus visible and never hidden", async () => {
      const problems: string[] = [];
      await page.goto(url("/"));
      await hydrated(page);
      expect(await page.locator(".cookie-banner").isVisible()).toBe(true);
      await checkTargets("home");
      await tabTo(page, 'a[href="/agenda"]', problems, "home");
      await press(page, "Enter", problems, "to the calendar");
      await page.waitForURL(url("/agenda"));
      // The address changes as the navigation starts; the page shows when its render commits.
      await page.locator("h1#calendar-title").waitFor();
      await checkTargets("calendar");
      await tabTo(page, "a.calendar-nav__step--next", problems, "calendar");
      await press(page, "Enter", problems, "next month");
      await page.waitForURL(/\/agenda#/);
      const month = new URL(page.url()).hash;
      // Following the month link moves the focus to that month (a place, no ring). Its first show on sale is
      // the one to open: a free or not yet sold show (its card's sales state inactive) has no ticket
      // button on its page, and which show comes first moves with the sample's dates, set from today.
      const show = (await page.locator(`${month} .calendar-month__item:not(:has(.sales-button--inactive)) a[href^="/voorstelling/"]`).first().getAttribute("href"))!;
      await tabTo(page, `${month} a[href="${show}"]`, problems, "next month", { max: 30 });
      await press(page, "Enter", problems, "to the show");
      await page.waitForURL(url(show));
      await page.locator("#speeldata").waitFor();
      await checkTargets(show);
      await tabTo(page, "#speeldata a.sales-button[href], #speeldata button.sales-button", problems, show, { max: 200 });
      expect(problems).toEqual([]);
    });

    it("header search: reached and submitted by keyboard", async () => {
      const problems: string[] = [];
      await page.goto(url("/nieuws"));
      await hydrated(page);
      await checkTargets("news");
      await tabTo(page, ".header-search__input, .header-search__toggle", problems, "news");
      if (await isFocused(page, ".header-search__toggle")) {
        await press(page, "Enter", problems, "search toggle");
        if (!(await isFocused(page, ".header-search__input"))) await tabTo(page, ".header-search__input", problems, "search form", { max: 3 });
      }
      await page.keyboard.type("musical");
      await press(page, "Enter", problems, "search submitted");
      await page.waitForURL(/\/zoeken\?q=musical/);
      expect(problems).toEqual([]);
    });

    if (viewport === "phone") {
      it("mobile menu: opened with Enter, closed with Escape from inside it, focus back on its toggle", async () => {
        const problems: string[] = [];
        await page.goto(url("/"));
        await hydrated(page);
        await tabTo(page, "button.site-header__menu-toggle", problems, "home");
        await press(page, "Enter", problems, "menu opened");
        expect(await page.getAttribute("button.site-header__menu-toggle", "aria-expanded")).toBe("true");
        await tabTo(page, "#site-menu a", problems, "menu", { max: 10 });
        await checkTargets("menu open");
        await press(page, "Escape", problems, "Escape");
        expect(await page.getAttribute("button.site-header__menu-toggle", "aria-expanded")).toBe("false");
        expect(await isFocused(page, "button.site-header__menu-toggle")).toBe(true);
        expect(await page.locator("#site-menu a").first().isVisible()).toBe(false);
        // Tabbing on past its last control closes it: the open panel covered what focus reached next.
        await press(page, "Enter", problems, "menu opened again");
        const stops = await page.locator("#site-menu a, #site-menu button").count();
        // Where each control Tab reaches in the panel sits: Tab goes down the panel as it is shown (WCAG 2.4.3).
        const tops: number[] = [];
        for (let i = 0; i <= stops + 2 && (await page.evaluate(() => document.activeElement?.closest("header") !== null)); i++) {
          await press(page, "Tab", problems, "through the menu");
          const top = await page.evaluate(() => (document.activeElement?.closest("#site-menu") ? document.activeElement!.getBoundingClientRect().top : null));
          if (top !== null) tops.push(top);
        }
        expect(tops.length).toBeGreaterThan(3);
        // Links of one row may sit a few pixels apart (their own heights): only a jump back up counts.
        expect(tops.filter((top, i) => i > 0 && top < tops[i - 1]! - 10)).toEqual([]);
        expect(await page.evaluate(() => document.activeElement?.closest("header"))).toBeNull();
        expect(await page.getAttribute("button.site-header__menu-toggle", "aria-expanded")).toBe("false");
        expect(problems).toEqual([]);
      });
    }

    it("wish list: the heart opens the modal with focus inside, Escape returns focus to the heart", async () => {
      const problems: string[] = [];
      await page.goto(url("/voorstelling/chicago"));
      await hydrated(page);
      await tabTo(page, "button.wishlist__button", problems, "show");
      await press(page, "Enter", problems, "heart");
      await page.getByRole("dialog").waitFor();
      expect(await page.evaluate(() => document.querySelector("[role=dialog]")!.contains(document.activeElement))).toBe(true);
      await press(page, "Escape", problems, "modal closed");
      await page.getByRole("dialog").waitFor({ state: "detached" });
      expect(await isFocused(page, "button.wishlist__button")).toBe(true);
      expect(problems).toEqual([]);
    });

    it("a form with an error, then corrected: the sub-footer's newsletter form", async () => {
      const problems: string[] = [];
      const form = ".newsletter-form";
      const email = `${form} input[type=email]`;
      await tabTo(page, email, problems, "to the newsletter form", { max: 300 });
      // An island (shared/components/Island.tsx), live once reached: its rules hold from then on.
      await expect.poll(() => page.locator(`${form} button[type=submit]`).isDisabled()).toBe(true);
      await page.keyboard.type("jan@");
      await tabTo(page, `${form} input[type=checkbox]`, problems, "past the email");
      await press(page, "Space", problems, "a newsletter chosen");
      expect(await page.locator(`${form} button[type=submit]`).isDisabled()).toBe(true);
      // Where the form engine marks the error, it is announced and linked to its text.
      const described = await page.evaluate((s) => {
        const input = document.querySelector(s)!;
        if (input.getAttribute("aria-invalid") !== "true") return "not marked";
        const ids = (input.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
        return ids.some((id) => document.getElementById(id)?.textContent?.trim()) ? "linked" : "unlinked";
      }, email);
      expect(described).not.toBe("unlinked");
      await tabTo(page, email, problems, "back to the email", { back: true, max: 5 });
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("jan@example.nl");
      await tabTo(page, `${form} button[type=submit]`, problems, "corrected, to the submit button", { max: 10 });
      expect(await page.locator(email).getAttribute("aria-invalid")).not.toBe("true");
      expect(problems).toEqual([]);
    });

    if (siteId === "fonds") {
      it("the contact form in the sidebar, an island: reached by keyboard it becomes live, and what is typed stays as focus moves on", async () => {
        const problems: string[] = [];
        await page.goto(url("/pagina/carrefonds"));
        await hydrated(page);
        const island = '[data-island="serviceForm"]';
        const first = `${island} input[name=firstName]`;
        await tabTo(page, first, problems, "to the sidebar form", { max: 200 });
        await page.locator(`${island}[data-live]`).waitFor();
        await page.keyboard.type("Piet");
        await tabTo(page, `${island} input[name=lastName]`, problems, "to the next field", { max: 3 });
        await page.keyboard.type("de Vries");
        expect(await page.locator(first).inputValue()).toBe("Piet");
        expect(await page.locator(first).getAttribute("aria-required")).toBe("true");
        expect(problems).toEqual([]);
      });
    }

    if (siteId === "carre") {
      // The foundation's sample content has no video link (its videos are the inline video slides).
      it("video modal: opened from the link, focus trapped inside, returned to the link on Escape", async () => {
        const problems: string[] = [];
        await page.goto(url("/pagina/over-carre"));
        await hydrated(page);
        await checkTargets("content page");
        await tabTo(page, 'a[href^="https://www.youtube.com/watch"]', problems, "content page", { max: 200 });
        await press(page, "Enter", problems, "video opened");
        const dialog = page.getByRole("dialog");
        await dialog.waitFor();
        // Round the ends both ways, the video frame included; it ends on the close button (Escape typed
        // inside the cross-origin frame goes to the frame, not the page).
        for (let i = 0; i < 5; i++) {
          await press(page, i % 2 ? "Shift+Tab" : "Tab", problems, `in the modal #${i}`);
          expect(await page.evaluate(() => document.querySelector("[role=dialog]")!.contains(document.activeElement))).toBe(true);
        }
        await press(page, "Escape", problems, "video closed");
        await dialog.waitFor({ state: "detached" });
        expect(await isFocused(page, 'a[href^="https://www.youtube.com/watch"]')).toBe(true);
        expect(problems).toEqual([]);
      });
    } else {
      it("the donation page's amount choices and every target on it are large enough or spaced", async () => {
        await page.goto(url("/pagina/word-donateur"));
        await hydrated(page);
        await checkTargets("donation page");
        const radio = await page.locator("input[type=radio]").first().boundingBox();
        expect(radio!.width).toBeGreaterThanOrEqual(24);
        expect(radio!.height).toBeGreaterThanOrEqual(24);
      });
    }

    it("pointer targets on every page visited are at least 24 × 24 px or spaced; the basket link too", async () => {
      await page.goto(url("/"));
      await hydrated(page);
      if (viewport === "desktop") {
        // The top menu folds away in the compact header: measured at the top of the page.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForFunction(() => !document.querySelector(".site-header--compact"));
        const basket = await page.locator(".top-menu__link--basket").boundingBox();
        expect(basket!.height).toBeGreaterThanOrEqual(24);
      }
      expect(smallOnPages, smallOnPages.join("\n")).toEqual([]);
    });

    it(`cookie banner answered by keyboard (${viewport === "phone" ? "refused" : "accepted"}): it closes and stays closed`, async () => {
      const problems: string[] = [];
      const button = viewport === "phone" ? ".cookie-banner .button--white" : ".cookie-banner .button:not(.button--white)";
      await tabTo(page, button, problems, "to the banner", { max: 300 });
      await press(page, "Enter", problems, "answered");
      await page.locator(".cookie-banner").waitFor({ state: "detached" });
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--fixed-bottom-inset").trim())).toBe("0px");
      await page.reload();
      await hydrated(page);
      expect(await page.locator(".cookie-banner").isVisible()).toBe(false);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
