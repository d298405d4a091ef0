/**
 * swiper and zod stay off pages that do not use them (docs/decisions/rendering.md, "Client bundle"),
 * and a client navigation to a slider page brings swiper's module and stylesheet before it renders.
 * The data router's code waits for the visitor's first intent (client/deferred-router.ts). The
 * build's gate counts a script's bytes as the browser receives them: its brotli file.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page, Response, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BUILD_DIR, clientNavigate, hydrated, listensForIntent, openPage, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser();

/** The paths of the built assets the page fetched. */
function recordAssets(page: Page): () => string[] {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/assets/")) urls.push(new URL(r.url()).pathname);
  });
  return () => urls;
}

describe("client bundle split", () => {
  it("the calendar loads no swiper stylesheet; navigating to the home page adds it and a working slider", async () => {
    const { page, context, errors, documentLoads } = await openPage(env.browser);
    const assets = recordAssets(page);
    await page.goto(`${env.site.url}/agenda`);
    await hydrated(page);
    expect(assets().filter((u) => /\/slider-[^/]+\.css$/.test(u))).toEqual([]);
    expect(await page.locator("link[data-slider]").count()).toBe(0);
    // Hydration runs no loader: the loaders, view mappers and contract schemas wait for a navigation.
    expect(assets().filter((u) => /\/loaders-[^/]+\.js$/.test(u))).toEqual([]);
    const before = documentLoads();
    await clientNavigate(page, "/");
    await page.locator(".home-slider__swiper.swiper-initialized .swiper-slide-active").waitFor();
    expect(documentLoads()).toBe(before);
    expect(await page.locator("link[data-slider]").count()).toBe(1);
    // swiper's own rule (slider.css) applies: slides sit in a flex row.
    expect(await page.locator(".home-slider .swiper-wrapper").first().evaluate((el) => getComputedStyle(el).display)).toBe("flex");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a first load's scripts arrive as the build's brotli files, the bytes its gate counts (a file under 1 KB as it is)", async () => {
    const { page, context, errors } = await openPage(env.browser);
    const scripts: Response[] = [];
    page.on("response", (r) => {
      if (/\/assets\/.+\.js$/.test(r.url())) scripts.push(r);
    });
    await page.goto(`${env.site.url}/pagina/over-carre`);
    await hydrated(page);
    const received = await Promise.all(
      scripts.map(async (r) => {
        const file = join(BUILD_DIR, new URL(r.url()).pathname);
        return {
          file,
          encoding: r.headers()["content-encoding"] ?? "identity",
          bytes: (await r.request().sizes()).responseBodySize,
          expected: existsSync(`${file}.br`) ? { encoding: "br", bytes: statSync(`${file}.br`).size } : { encoding: "identity", bytes: statSync(file).size },
        };
      }),
    );
    // The start script, the entry and its chunk, and the content page's module at least.
    expect(received.length).toBeGreaterThanOrEqual(4);
    expect(received.filter((r) => r.encoding === "br").length).toBeGreaterThanOrEqual(3);
    for (const r of received) expect({ file: r.file, encoding: r.encoding, bytes: r.bytes }).toEqual({ file: r.file, ...r.expected });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("React's packages are evaluated apart: the app's modules run only after React's module has yielded", async () => {
    const { page, context, errors } = await openPage(env.browser);
    // A message posted as React's module starts is handled in the first task after its evaluation.
    // The chunk that imports the module reads whether it was: evaluated in the same task as React,
    // it would not be (chunks carry no integrity to break; the entry does).
    const prefix = async (route: Route, code: (body: string) => string) => {
      const response = await route.fetch();
      const body = await response.text();
      const { "content-length": _length, "content-encoding": _encoding, ...headers } = response.headers();
      await route.fulfill({ response, body: code(body) + body, headers });
    };
    const marker = "{ const c = new MessageChannel(); c.port1.onmessage = () => { globalThis.reactYielded = true; c.port1.close(); }; c.port2.postMessage(null); }\n";
    await page.route(/\/assets\/react-\w+\.js$/, (route) => prefix(route, () => marker));
    await page.route(/\/assets\/chunks\/chunk-\w+\.js$/, (route) =>
      prefix(route, (body) => (/from"\/assets\/react-\w+\.js"/.test(body) ? "globalThis.appSawReactYield = globalThis.reactYielded === true;\n" : "")),
    );
    await page.goto(`${env.site.url}/agenda`);
    await hydrated(page);
    expect(await page.evaluate(() => (globalThis as { appSawReactYield?: boolean }).appSawReactYield)).toBe(true);
    expect(errors).toEqual([]);
    // Chunks the page asks for after hydration may still be in a handler: closing under it disposed
    // the fetched response it was reading, an unhandled rejection that failed the run (session 33).
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.close();
  });

  it("the home page links swiper's stylesheet itself", async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.goto(`${env.site.url}/`);
    await hydrated(page);
    expect(await page.locator('link[data-slider] + link[rel="stylesheet"][data-slider-css]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a hydrated page has not fetched the data router; a link's focus fetches it, and its click is a client navigation", async () => {
    const { page, context, errors, documentLoads } = await openPage(env.browser);
    const assets = recordAssets(page);
    await page.goto(`${env.site.url}/nieuws`);
    await listensForIntent(page);
    const router = () => assets().filter((u) => /\/data-router-[^/]+\.js$/.test(u));
    expect(router()).toEqual([]);
    const link = page.locator('a[href="/agenda"]').first();
    // Awaited from before the focus: on loopback the answer can come before a wait set up after it.
    const routerLoaded = page.waitForResponse((r) => /\/data-router-[^/]+\.js$/.test(r.url()));
    await link.focus();
    await routerLoaded;
    const before = documentLoads();
    await link.click();
    await page.locator("h1#calendar-title").waitFor();
    expect(documentLoads()).toBe(before);
    expect(router()).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Back after a reload, before any intent, shows the page the address names", async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.goto(`${env.site.url}/nieuws`);
    await hydrated(page);
    await page.locator('a[href="/agenda"]').first().click();
    await page.locator("h1#calendar-title").waitFor();
    await page.reload();
    await hydrated(page);
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Nieuws" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/nieuws");
    expect(await page.locator("h1#calendar-title").count()).toBe(0);
    await page.goForward();
    await page.locator("h1#calendar-title").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("when the router's code cannot be loaded, a link still opens its page, by loading it", async () => {
    const { page, context, documentLoads } = await openPage(env.browser);
    await page.route(/\/data-router-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${env.site.url}/nieuws`);
    await hydrated(page);
    const before = documentLoads();
    await page.locator('a[href="/agenda"]').first().click();
    await page.locator("h1#calendar-title").waitFor();
    expect(documentLoads()).toBe(before + 1);
    await context.close();
  });
});
