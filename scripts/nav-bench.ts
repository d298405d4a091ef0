/**
 * `npm run bench:nav` (issue 22 point 4): how long a client navigation takes to show its page in
 * Chromium, from the click to the first frame that shows the new page's heading, with and without
 * the visitor's intent first (a hover that lets the router prefetch the page's data and module).
 * Against the built server on the sample CMS, pages stored as visitors meet them, no CPU or network
 * throttling: the figure is the machine's, as `npm run bench`'s are. Prints p50 and p90 per route;
 * nothing asserts on time.
 */
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../test/browser/chromium";
import { startBuiltServer } from "./built-server";
import { startSampleCms } from "./sample-cms/app";

const ROUNDS = Number(process.env.NAV_ROUNDS ?? 10);
/** From → a link on it (CSS) → the page it opens. */
const ROUTES: Array<{ name: string; from: string; link: string }> = [
  { name: "home → show card", from: "/", link: '.home-highlights a[href^="/voorstelling/"]' },
  { name: "home → calendar (header)", from: "/", link: '.main-nav a[href="/agenda"]' },
  { name: "calendar → show card", from: "/agenda", link: '.calendar-card a[href^="/voorstelling/"]' },
  { name: "show → news (footer)", from: "/voorstelling/chicago", link: 'a[href="/nieuws"]' },
];
/** Longer than the router's 80 ms hover delay plus a stored page's data on loopback. */
const HOVER_MS = 300;

const cms = await startSampleCms({ port: 0 });
const server = await startBuiltServer({ upstreamUrl: cms.url, env: { IMAGE_CDN_BASE: `${cms.url}/images`, ACCOUNT_SERVICE_URL: `${cms.url}/account` } });
const base = `http://127.0.0.1:${server.port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Milliseconds from the click to the frame after the main heading changed. */
async function navigate(page: Page, link: string, hover: boolean): Promise<number> {
  const target = page.locator(link).first();
  await target.scrollIntoViewIfNeeded();
  if (hover) {
    await target.hover();
    await page.waitForTimeout(HOVER_MS);
  }
  // A string, not a function: tsx would name the function's inner arrows with a helper the page lacks.
  await page.evaluate(`(() => {
    const before = document.querySelector("main h1")?.textContent;
    window.navShown = new Promise((resolve) => {
      document.addEventListener("click", () => {
        const started = performance.now();
        const check = () => (document.querySelector("main h1")?.textContent !== before ? requestAnimationFrame(() => resolve(performance.now() - started)) : requestAnimationFrame(check));
        requestAnimationFrame(check);
      }, { capture: true, once: true });
    });
  })()`);
  await target.click();
  return page.evaluate("window.navShown") as Promise<number>;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
try {
  for (const path of new Set(ROUTES.map((r) => r.from))) await (await fetch(base + path)).arrayBuffer();
  console.log(`client navigation, click → new page's heading painted (ms, ${ROUNDS} rounds, desktop Chromium, no throttling)`);
  console.log("route".padEnd(28), "hover p50".padStart(10), "hover p90".padStart(10), "cold p50".padStart(9), "cold p90".padStart(9));
  for (const route of ROUTES) {
    const figures: Record<"hover" | "cold", number[]> = { hover: [], cold: [] };
    for (let i = 0; i < ROUNDS; i++) {
      for (const mode of ["hover", "cold"] as const) {
        // A fresh page each round: nothing prefetched or cached by an earlier round.
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        page.on("crash", () => console.error("page crashed"));
        page.on("pageerror", (e) => console.error("page error", e.message));
        await page.goto(base + route.from);
        // Hydrated, and listening for intent (its chunk can come later; it removes the speculation
        // rules as it starts): a hover before that would prefetch nothing and measure a cold click.
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true" && !document.querySelector('script[type="speculationrules"]'));
        figures[mode].push(await navigate(page, route.link, mode === "hover"));
        await context.close();
      }
    }
    const f = (n: number) => n.toFixed(0).padStart(9);
    console.log(route.name.padEnd(28), f(pct(figures.hover, 0.5)).padStart(10), f(pct(figures.hover, 0.9)).padStart(10), f(pct(figures.cold, 0.5)), f(pct(figures.cold, 0.9)));
  }
} finally {
  await browser.close();
  await server.stop();
  await cms.close();
}
