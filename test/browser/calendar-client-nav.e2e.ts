/**
 * The calendar reached by client navigation (issue 22 point 4): the first month at once, the rest
 * a few cards per task, and month jumps and Back that find every month there. The calendar and
 * search as loaded: calendar-search.e2e.ts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { followLink, followMenuLink, hydrated, openPage, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser();
describe("the calendar reached by client navigation (issue 22 point 4)", () => {
  /** A content page, whose rich text can hold the link a test follows (followLink). */
  async function fromContentPage() {
    const opened = await openPage(env.browser, "desktop");
    await opened.page.goto(`${env.site.url}/pagina/contact`);
    await hydrated(opened.page);
    return opened;
  }

  /** Resolves with the number of months and cards once the page shows them all, as the server's HTML has them. */
  async function everyMonth(page: Page): Promise<{ months: number; cards: number }> {
    const html = await (await fetch(`${env.site.url}/agenda`)).text();
    const all = { months: html.match(/class="calendar-month"/g)!.length, cards: html.match(/<li class="calendar-month__item[ "]/g)!.length };
    await page.waitForFunction(
      ({ months, cards }) => document.querySelectorAll(".calendar-month").length === months && document.querySelectorAll(".calendar-month__item").length === cards,
      all,
    );
    return all;
  }

  /**
   * The number of month sections when the calendar's heading first appears, recorded in the page by
   * a MutationObserver (its callback runs right after each React commit, before the next task).
   */
  async function monthsAtFirstPaint(page: Page, to: string): Promise<number> {
    await page.evaluate(() => {
      const w = window as unknown as { monthsAtHeading?: number };
      delete w.monthsAtHeading;
      new MutationObserver((_, observer) => {
        if (!document.querySelector("h1#calendar-title")) return;
        w.monthsAtHeading = document.querySelectorAll(".calendar-month").length;
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await followLink(page, to);
    return page.waitForFunction(() => (window as unknown as { monthsAtHeading?: number }).monthsAtHeading).then((h) => h.jsonValue() as Promise<number>);
  }

  it("shows the first month at once and the others right after; the server's HTML has them all", async () => {
    const { page, context, errors } = await openPage(env.browser, "phone");
    const html = await (await fetch(`${env.site.url}/agenda`)).text();
    const anchors = [...html.matchAll(/<section id="([^"]+)" class="calendar-month"/g)].map((m) => m[1]!);
    expect(anchors.length).toBeGreaterThan(3);
    await page.goto(`${env.site.url}/pagina/contact`);
    await hydrated(page);
    expect(await monthsAtFirstPaint(page, "/agenda")).toBe(1);
    await page.waitForFunction((n) => document.querySelectorAll(".calendar-month").length === n, anchors.length);
    expect(await page.locator(".calendar-month").evaluateAll((els) => els.map((e) => e.id))).toEqual(anchors);
    // A month named in the address is there at once, with those before it (the scroll rules find it
    // without waiting for their retry: navigation.e2e.ts).
    await followMenuLink(page, "/pagina/over-carre");
    await page.locator("main .rich-text").first().waitFor();
    expect(await monthsAtFirstPaint(page, `/agenda#${anchors[2]}`)).toBe(3);
    await page.waitForFunction((n) => document.querySelectorAll(".calendar-month").length === n, anchors.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("adds the other cards a few per task, never the rest in one render", async () => {
    const { page, context, errors } = await fromContentPage();
    // Card counts as each commit leaves them (a MutationObserver's callback runs right after each).
    await page.evaluate(() => {
      const w = window as unknown as { cardSteps: number[] };
      w.cardSteps = [];
      new MutationObserver(() => {
        const n = document.querySelectorAll(".calendar-month__item").length;
        if (n > 0 && n !== w.cardSteps.at(-1)) w.cardSteps.push(n);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await followLink(page, "/agenda");
    const { cards } = await everyMonth(page);
    const steps = await page.evaluate(() => (window as unknown as { cardSteps: number[] }).cardSteps);
    const firstMonth = await page.locator(".calendar-month").first().locator(".calendar-month__item").count();
    // The first month whole in the commit that shows the page, then at most eight more per commit.
    expect(steps[0]).toBe(firstMonth);
    expect(steps.at(-1)).toBe(cards);
    const added = steps.slice(1).map((n, i) => n - steps[i]!);
    expect(added.filter((n) => n <= 0 || n > 8)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("jumps to a month chosen before it is there: every month is rendered first", async () => {
    const { page, context, errors } = await fromContentPage();
    // The last month's option, pressed right after the commit that shows the calendar, before the
    // next month's task: the months there then, and right after the press.
    await page.evaluate(() => {
      const w = window as unknown as { months: number[] };
      new MutationObserver((_, observer) => {
        const options = document.querySelectorAll<HTMLAnchorElement>(".calendar-nav__option");
        if (options.length === 0) return;
        observer.disconnect();
        w.months = [document.querySelectorAll(".calendar-month").length];
        options[options.length - 1]!.click();
        w.months.push(document.querySelectorAll(".calendar-month").length);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await followLink(page, "/agenda");
    await page.locator(".calendar-nav").waitFor();
    const total = await page.locator(".calendar-nav__option").count();
    const last = await page.locator(".calendar-nav__option").last().getAttribute("href");
    expect(await page.evaluate(() => (window as unknown as { months: number[] }).months)).toEqual([1, total]);
    // The browser's own jump, to a month that was not there a moment before.
    await page.waitForFunction((hash) => {
      const top = document.querySelector(hash)?.getBoundingClientRect().top;
      return location.hash === hash && top !== undefined && top >= 0 && top < window.innerHeight / 2;
    }, last!);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("restores a position deep in the calendar on back: every month is there for it", async () => {
    const { page, context, errors } = await fromContentPage();
    await followLink(page, "/agenda");
    await everyMonth(page);
    // Into the third month from the end, far below what the first month alone is tall.
    // Resolved by the scroll event, which is when the scroll rules note the position.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener("scroll", resolve, { once: true });
          const months = document.querySelectorAll(".calendar-month");
          window.scrollTo(0, months[months.length - 3]!.getBoundingClientRect().top + window.scrollY);
        }),
    );
    // The month in the middle of the window as the page is left, and how far down that is.
    const [left, firstMonthEnd, month] = await page.evaluate(() => {
      const y = window.scrollY;
      const end = document.querySelector(".calendar-month")!.getBoundingClientRect().bottom + y;
      const seen = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)?.closest(".calendar-month")?.id;
      document.querySelector<HTMLElement>('.main-nav a[href="/nieuws"]')!.click();
      return [y, end, seen] as const;
    });
    expect(left).toBeGreaterThan(firstMonthEnd);
    await page.getByRole("heading", { level: 1, name: "Nieuws" }).waitFor();
    await page.goBack();
    await page.waitForURL(`${env.site.url}/agenda`);
    // Back in that month; the header, full size on the page between, turns compact again, so the
    // position itself may move by its height (the window's content stays where it was).
    const back = ({ id, y }: { id: string | undefined; y: number }) => document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)?.closest(".calendar-month")?.id === id && Math.abs(window.scrollY - y) < 200;
    await page.waitForFunction(back, { id: month, y: left }, { timeout: 5000 }).catch(async () => {
      throw new Error(`restored to ${await page.evaluate(() => window.scrollY)}, left at ${left}`);
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
