/**
 * `npm run bench:interactions`: how long a phone takes to answer a visitor's taps (the event timing
 * behind Interaction to Next Paint), on the pages of the audit, after hydration: phone emulation as
 * Lighthouse's, the CPU slowed 4× as its mobile run does, a returning visitor (no cookie banner).
 * Per interaction, the median of BENCH_RUNS page loads (3) of its longest event, and that event's
 * input delay, processing and presentation (the browser rounds durations to 8 ms). Needs
 * `npm run build` first. Nothing here asserts on time.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../test/browser/chromium";
import { PHONE } from "./audit-trace";
import { startSiteServer } from "./built-server";
import { startSampleCms } from "./sample-cms/app";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SLOWDOWN = 4;
/** After each tap: the event entries of its next paint are reported by then. */
const SETTLE_MS = 500;

type Act = (page: Page) => Promise<void>;
/** Idle: what the load or a scroll set off (islands, the header's collapse) is done, as when a visitor's finger comes down. */
const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
const tap = (selector: string): Act => async (page) => {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  await settled(page);
  await target.tap();
};
const typeInto = (selector: string, text: string): Act => async (page) => {
  await tap(selector)(page);
  await page.keyboard.type(text, { delay: 150 });
};

const MENU: [string, Act][] = [["menu open", tap(".site-header__menu-toggle")], ["menu close", tap(".site-header__menu-toggle")]];
const PLANS: Record<"carre" | "fonds", [string, [string, Act][]][]> = {
  carre: [
    ["/", [...MENU, ["search open", tap(".header-search__toggle")]]],
    ["/agenda", [["month list", tap(".calendar-nav__current")], ["month chosen", tap(".calendar-nav__option >> nth=3")], ["wish-list heart", tap(".calendar-card .wishlist__button")]]],
    ["/voorstelling/chicago", [["accordion", tap(".accordion__toggle")], ["wish-list heart", tap(".wishlist__button")]]],
    ["/pagina/over-carre", MENU],
    ["/nieuws", [["news search typed", typeInto("#news-list-q", "carre")]]],
  ],
  fonds: [
    ["/", [...MENU]],
    ["/agenda", [["month list", tap(".calendar-nav__current")], ["month chosen", tap(".calendar-nav__option >> nth=3")]]],
    ["/pagina/carrefonds", MENU],
  ],
};

interface Timing {
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

/** One load of the page: each interaction's longest event, or null where its element is missing. */
async function measure(browser: Browser, url: string, plan: [string, Act][]): Promise<(Timing | null)[]> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(() => {
      localStorage.setItem("cookie_consent_shown", "yes");
      const seen: Timing[] = [];
      Object.assign(window, { __interactions: seen });
      new PerformanceObserver((list) => {
        // interactionId is newer than TypeScript's DOM types.
        for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
          if (!e.interactionId) continue;
          seen.push({ duration: e.duration, inputDelay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart, presentation: e.startTime + e.duration - e.processingEnd });
        }
      }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
    const out: (Timing | null)[] = [];
    for (const [, act] of plan) {
      const before = await page.evaluate(() => (window as unknown as { __interactions: Timing[] }).__interactions.length);
      try {
        await act(page);
      } catch {
        out.push(null);
        continue;
      }
      await page.waitForTimeout(SETTLE_MS);
      const events = await page.evaluate((n) => (window as unknown as { __interactions: Timing[] }).__interactions.slice(n), before);
      // Under 16 ms no entry is reported: the interaction was at most that.
      out.push(events.reduce((worst, e) => (e.duration > worst.duration ? e : worst), { duration: 16, inputDelay: 0, processing: 0, presentation: 0 }));
    }
    return out;
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => String(Math.round(x)).padStart(4);

const cms = await startSampleCms({ port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
console.log(`taps on a phone at ${SLOWDOWN}× CPU, median of ${RUNS} loads (ms): longest event, and its input delay, processing, presentation`);
try {
  for (const site of ["carre", "fonds"] as const) {
    const server = await startSiteServer(cms.url, site);
    try {
      for (const [path, plan] of PLANS[site]) {
        const url = `http://127.0.0.1:${server.port}${path}`;
        await fetch(url).then((res) => res.arrayBuffer());
        const loads: (Timing | null)[][] = [];
        for (let i = 0; i < RUNS; i++) loads.push(await measure(browser, url, plan));
        plan.forEach(([name], i) => {
          const seen = loads.map((load) => load[i]).filter((t): t is Timing => t !== null);
          if (seen.length === 0) return console.log(`${site.padEnd(6)} ${path.padEnd(22)} ${name.padEnd(18)} not found`);
          const byDuration = [...seen].sort((a, b) => a.duration - b.duration);
          const mid = byDuration[Math.floor(byDuration.length / 2)]!;
          console.log(`${site.padEnd(6)} ${path.padEnd(22)} ${name.padEnd(18)} ${ms(median(seen.map((t) => t.duration)))}   ${ms(mid.inputDelay)} ${ms(mid.processing)} ${ms(mid.presentation)}`);
        });
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
  await cms.close();
}
