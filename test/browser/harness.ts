/**
 * Browser tests: the built client bundle served by the app factory on 127.0.0.1 (ephemeral port),
 * the sample CMS beside it, and the system Chromium driven by playwright-core. Any console error or
 * page error fails the test that caused it.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { SAMPLE_SITE_ENV, startSampleCms } from "../../scripts/sample-cms/app";
import { createApp } from "../../server/app";
import { loadConfig, publicConfig } from "../../server/config";
import { createUpstreamCaches } from "../../server/upstream/caches";
import { createUpstreamClient } from "../../server/upstream/client";
import { SITES } from "../../shared/site";

/** Where `npm run build` wrote the client (BUILD_DIR, as in esbuild.config.ts). */
export const BUILD_DIR = process.env.BUILD_DIR ?? "dist";

/** `env` may be a function of the sample CMS's URL, for settings that point at it (ANALYTICS_HOST). */
export async function startSite(site: "carre" | "fonds" = "carre", env: Record<string, string> | ((cmsUrl: string) => Record<string, string>) = {}) {
  const cms = await startSampleCms({ port: 0 });
  const extra = typeof env === "function" ? env(cms.url) : env;
  const config = loadConfig({ SITE: site, NODE_ENV: "test", UPSTREAM_URL: site === "fonds" ? `${cms.url}/fonds` : cms.url, UPSTREAM_TIMEOUT_MS: "3000", ...SAMPLE_SITE_ENV, ...extra });
  const caches = createUpstreamCaches();
  const app = createApp({
    config,
    // The site runs on localhost; cookies are per host name, so the account service must be localhost too.
    publicConfig: publicConfig(config, { accountServiceUrl: `${cms.url.replace("//127.0.0.1:", "//localhost:")}/account`, imageCdnBase: `${cms.url}/images` }),
    upstream: createUpstreamClient({ site: SITES[config.site], baseUrl: config.UPSTREAM_URL!, timeoutMs: config.UPSTREAM_TIMEOUT_MS, caches }),
    caches,
    logger: pino({ level: "silent" }),
    assets: JSON.parse(readFileSync(`${BUILD_DIR}/manifest.json`, "utf8")),
    assetsDir: `${BUILD_DIR}/assets`,
    staticDir: `${BUILD_DIR}/static`,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url,
    cms,
    caches,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await cms.close();
    },
  };
}

/**
 * How long one of Playwright's waits (a navigation, a locator, a function) may take, in every
 * context of `launch`'s browser. Its default is the test's own 30 s, so a wait that never ended
 * failed as the test's timeout, naming no step; under it, the wait fails with its call log.
 */
export const WAIT_MS = 15_000;

/** The run's one Chromium (test/browser/global-setup.ts), as a browser of this file's own: closing it closes only its contexts. */
export async function launch(): Promise<Browser> {
  const browser = await chromium.connect(inject("chromiumWsEndpoint"));
  // Playwright has no browser-wide default: each context gets it as made (newPage makes one through this too).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(WAIT_MS);
    return context;
  };
  return browser;
}

export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** A page that records console errors, page errors and full document loads. */
export async function openPage(browser: Browser, viewport: keyof typeof VIEWPORTS = "desktop") {
  const context: BrowserContext = await browser.newContext({ viewport: VIEWPORTS[viewport], isMobile: viewport === "phone", hasTouch: viewport === "phone" });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  // Chromium logs "Failed to load resource" for every 404/500 answer, including a 404 page or the
  // render proxy saying "not found" before the redirect lookup: that is the site working as
  // specified, so only that message, and only for our own documents and proxies, is left out.
  const errorDocuments = new Set<string>();
  page.on("response", (r) => {
    const ours = r.request().resourceType() === "document" || new URL(r.url()).pathname.startsWith("/api/");
    if (ours && r.status() >= 400) errorDocuments.add(r.url());
  });
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    if (m.text().startsWith("Failed to load resource") && errorDocuments.has(m.location().url)) return;
    errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  let documentLoads = 0;
  page.on("request", (r) => {
    if (r.resourceType() === "document") documentLoads++;
  });
  return { page, context, errors, documentLoads: () => documentLoads };
}

/** A client-side navigation as the router sees a history change (no document load). */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

/**
 * A client navigation as a link makes it (a PUSH; `clientNavigate` makes a POP, as back does): a
 * link to `path` clicked inside the page's own rich text (a content page's blocks), which routes
 * internal links (RichText.tsx). The footer's rich text is static HTML, never hydrated.
 */
export async function followLink(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const link = document.createElement("a");
    link.href = to;
    link.textContent = "to";
    document.querySelector("main .rich-text")!.append(link);
    link.click();
    link.remove();
  }, path);
}

/** A client navigation by one of the header's menu links (a PUSH), clicked as the DOM's click, whatever the viewport shows. */
export async function followMenuLink(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => document.querySelector<HTMLElement>(`.main-nav a[href="${to}"]`)!.click(), path);
}

/** Resolves once React has hydrated (the frame marks the document after its first effect). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Resolves once the page prefetches on intent: its own chunk, asked for as hydration starts, can
 * arrive after hydration ends, and a hover or focus before it prefetches nothing. It removes the
 * server's speculation rules as it starts listening (client/intent-prefetch.ts).
 */
export async function listensForIntent(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(() => document.querySelector('script[type="speculationrules"]') === null);
}

/**
 * Two animation frames: what a scroll, a slide or a bar's appearance needs to show its next state.
 * Bounded like Playwright's own waits (an evaluate has no timeout): a page that paints no frame,
 * its thread stuck or its tab hidden, fails here by name, not as the test's timeout.
 */
export async function frames(page: Page): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no animation frame in ${WAIT_MS} ms on ${page.url()}`)), WAIT_MS);
  });
  try {
    return await Promise.race([page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))), stuck]);
  } finally {
    clearTimeout(timer);
  }
}

/** Holds back the responses for `chunk` until released: what a page does before a module has arrived. */
export async function holdChunk(page: Page, chunk: RegExp): Promise<{ asked: () => boolean; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(chunk, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { asked: () => asked, release };
}

/**
 * A page's service forms live, as a visitor coming to each finds it: they are islands
 * (shared/components/Island.tsx), hydrated once near, and a press before that posts natively.
 */
export async function formsLive(page: Page): Promise<void> {
  await islandsLive(page, "serviceForm");
}

/** The page's islands of one part live, each brought near as a visitor scrolling to it would. */
export async function islandsLive(page: Page, part: string): Promise<void> {
  await hydrated(page);
  for (const island of await page.locator(`[data-island="${part}"]`).all()) {
    await island.scrollIntoViewIfNeeded();
    await island.and(page.locator("[data-live]")).waitFor();
  }
}

/**
 * Renders the regions the browser skips until they come near (`content-visibility: auto`), as a
 * visitor scrolling by sees them: a check that reads what is painted or laid out (axe's colours,
 * resolved grid tracks) would otherwise read a region that is not. Returns how many there were.
 */
export async function renderSkippedRegions(page: Page): Promise<number> {
  return page.evaluate(() => {
    const skipped = [...document.querySelectorAll<HTMLElement>("body *")].filter((el) => getComputedStyle(el).contentVisibility === "auto");
    for (const el of skipped) el.style.contentVisibility = "visible";
    return skipped.length;
  });
}

/** Starts the site and the browser before a test file's tests and stops them after; read them inside tests. */
export function useSiteAndBrowser(siteId: "carre" | "fonds" = "carre") {
  const handle = {} as { site: Awaited<ReturnType<typeof startSite>>; browser: Browser };
  beforeAll(async () => {
    [handle.site, handle.browser] = await Promise.all([startSite(siteId), launch()]);
  });
  afterAll(async () => {
    await handle.browser?.close();
    await handle.site?.close();
  });
  return handle;
}

/**
 * A picture for someone looking at a run (`TEST_SHOTS=folder npm run test:browser`): no test reads
 * it, so a plain run, CI's included, does not spend the time on it.
 */
export async function shot(target: Page | Locator, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  const folder = process.env.TEST_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await target.screenshot({ path: join(folder, `${name}.png`), ...opts });
}
