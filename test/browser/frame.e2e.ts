import { describe, expect, it } from "vitest";
import { hydrated, openPage, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser();

describe("hydration", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`hydrates every kind of page without console errors at ${viewport} width`, async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      for (const path of ["/", "/en", "/agenda", "/en/calendar", "/pagina/contact", "/en/page/faq", "/nieuws", "/pagina/bestaat-niet", "/en/page/nope"]) {
        await page.goto(env.site.url + path);
        await hydrated(page);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe("client-side navigation", () => {
  it("follows internal links without a document load and updates title and lang", async () => {
    const { page, context, errors, documentLoads } = await openPage(env.browser);
    await page.goto(`${env.site.url}/pagina/contact`);
    await hydrated(page);
    const loadsBefore = documentLoads();
    await page.locator(".lang-switch__link").click();
    await page.waitForURL(`${env.site.url}/en/page/contact`);
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(await page.title()).toContain("Carré");
    // A screen reader hears the page shown by its title, from a polite status outside the app.
    const announced = () => page.evaluate(() => {
      const region = document.getElementById("page-announcer");
      return region && { role: region.getAttribute("role"), lang: region.lang, text: region.textContent, outside: !region.closest("#root") };
    });
    await page.waitForFunction(() => document.getElementById("page-announcer")?.textContent === document.title);
    expect(await announced()).toEqual({ role: "status", lang: "en", text: await page.title(), outside: true });
    await page.locator(".site-header__logo").click();
    await page.waitForURL(`${env.site.url}/en`);
    await page.waitForFunction(() => document.getElementById("page-announcer")?.textContent === document.title);
    expect(documentLoads()).toBe(loadsBefore);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the loading line while the next page loads and the message page when it fails", async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/pagina/contact`);
    await hydrated(page);
    env.site.cms.faults.set({ mode: "500", pathPrefix: "/api/render/en" });
    env.site.caches.registry.purge({ all: true }, "hard");
    await page.locator(".lang-switch__link").click();
    await page.getByRole("heading", { name: "Something went wrong. Please try again later." }).waitFor();
    env.site.cms.faults.clear();
    await context.close();
  });

  it("shows 'Laden...' during a slow navigation", async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/pagina/contact`);
    await hydrated(page);
    env.site.cms.faults.set({ mode: "slow", delayMs: 1500, pathPrefix: "/api/render/en/page/contact" });
    env.site.caches.registry.purge({ all: true }, "hard");
    await page.locator(".lang-switch__link").click();
    await page.locator(".frame-loading", { hasText: "Laden..." }).waitFor();
    await page.waitForURL(`${env.site.url}/en/page/contact`);
    env.site.cms.faults.clear();
    await context.close();
  });
});

/**
 * React's DevTools hook, as DevTools installs it: at each commit of a root it counts the components
 * (function, memo and provider fibers) whose props are a new object, that is, whose parent rendered them anew.
 * A component skipped by `memo`, or below one, keeps its props object.
 */
const COUNT_RENDERS = `(() => {
  // Per root: an island is a root of its own.
  const seen = new WeakMap();
  const commits = (window.__commits = []);
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { isDisabled: false, supportsFiber: true, renderers: new Map(), inject: () => 1,
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const now = new WeakSet();
      let rendered = 0, components = 0;
      const walk = (f) => {
        for (; f; f = f.sibling) {
          const component = typeof f.type === "function" || (f.type !== null && typeof f.type === "object");
          if (component && f.memoizedProps !== null && typeof f.memoizedProps === "object") {
            components++;
            now.add(f.memoizedProps);
            if (!seen.get(root)?.has(f.memoizedProps)) rendered++;
          }
          walk(f.child);
        }
      };
      walk(root.current.child);
      // A root's first commit is its hydration (an island's may come late on a busy machine): nothing to compare.
      const first = !seen.has(root);
      seen.set(root, now);
      // The app's own root, not an island's: an island's commit of its own (its form coming live
      // late on a busy machine) can fall in the loading time, and says nothing about the line.
      const app = root.containerInfo === document.getElementById("root");
      commits.push({ loading: document.querySelector(".frame-loading")?.textContent ?? "", rendered, components, first, app });
    } };
})();`;

describe("a navigation's loading state", () => {
  it("renders the loading line alone: the frame and the page shown stay as they were", async () => {
    const { page, context, errors } = await openPage(env.browser);
    await context.addInitScript(COUNT_RENDERS);
    await page.goto(`${env.site.url}/pagina/contact`);
    await hydrated(page);
    env.site.cms.faults.set({ mode: "slow", delayMs: 800, pathPrefix: "/api/render/en/page/contact" });
    env.site.caches.registry.purge({ all: true }, "hard");
    await page.locator(".lang-switch__link").click();
    await page.getByRole("heading", { level: 1, name: "Contact" }).and(page.locator(":lang(en) h1")).waitFor();
    env.site.cms.faults.clear();
    const commits = (await page.evaluate("window.__commits")) as Array<{ loading: string; rendered: number; components: number; first: boolean; app: boolean }>;
    const loading = commits.filter((c) => c.loading === "Laden..." && !c.first && c.app);
    expect(loading.length).toBeGreaterThan(0);
    // Before, nearly every component rendered again to show the line: 134 of 140 here, 231 of 237 from the home page.
    for (const commit of loading) expect(commit.rendered).toBeLessThan(commit.components / 5);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("cookie banner", () => {
  it("hides permanently after accepting, across reloads", async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.goto(env.site.url + "/");
    await hydrated(page);
    const banner = page.locator(".cookie-banner");
    await banner.waitFor();
    await banner.getByRole("button", { name: /accept|akkoord|alle/i }).click();
    await banner.waitFor({ state: "detached" });
    expect(await page.evaluate(() => [localStorage.getItem("cookie_consent_shown"), localStorage.getItem("cookie_consent_preference")])).toEqual(["yes", "personalized"]);
    // Consent reached the data layer: basic by default, then the update to personalized.
    const consent = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).filter((e) => e[0] === "consent").map((e) => [e[1], e[2].ad_storage, e[2].analytics_storage]),
    );
    expect(consent).toEqual([["default", "denied", "granted"], ["update", "granted", "granted"]]);
    await page.reload();
    await hydrated(page);
    // Hidden from the first paint on (the head script), and gone once storage is read.
    await page.locator(".cookie-banner").waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("paints with the page, before any module runs, only for a visitor who has not chosen", async () => {
    const { page, context, errors } = await openPage(env.browser, "phone");
    // No bundle at all: what shows is the server HTML, the stylesheet and the head's consent probe.
    await context.route("**/assets/**/*.js", (route) => route.abort());
    await page.goto(env.site.url + "/agenda");
    expect(await page.locator(".cookie-banner").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.evaluate(() => localStorage.setItem("cookie_consent_shown", "yes"));
    await page.reload();
    expect(await page.locator(".cookie-banner").count()).toBe(1);
    expect(await page.locator(".cookie-banner").isVisible()).toBe(false);
    expect(errors.filter((e) => !/Failed to load|ERR_FAILED|net::/.test(e))).toEqual([]);
    await context.close();
  });

  it("keeps basic when refused", async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(env.site.url + "/en");
    await hydrated(page);
    await page.locator(".cookie-banner").getByRole("button", { name: /refuse|weiger/i }).click();
    expect(await page.evaluate(() => localStorage.getItem("cookie_consent_preference"))).toBe("basic");
    await context.close();
  });
});

describe("header", () => {
  it("opens and closes the menu with the toggle on a phone", async () => {
    const { page, context } = await openPage(env.browser, "phone");
    await page.goto(env.site.url + "/");
    await hydrated(page);
    const toggle = page.locator(".site-header__menu-toggle");
    const menu = page.locator("#site-menu");
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await menu.locator(".main-nav").waitFor({ state: "visible" });
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await menu.waitFor({ state: "hidden" });
    await context.close();
  });

  it("marks the main menu's link to the page shown as the current page, in the HTML and after a client navigation", async () => {
    const { page, context, documentLoads } = await openPage(env.browser);
    const current = () => page.locator('.main-nav [aria-current="page"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    await page.goto(env.site.url + "/agenda");
    await hydrated(page);
    expect(await current()).toEqual(["/agenda"]);
    const loadsBefore = documentLoads();
    await page.locator('.main-nav a[href="/nieuws"]').click();
    await page.waitForURL(`${env.site.url}/nieuws`);
    await expect.poll(current).toEqual(["/nieuws"]);
    expect(documentLoads()).toBe(loadsBefore);
    await page.locator(".site-header__logo").click();
    await page.waitForURL(`${env.site.url}/`);
    await expect.poll(current).toEqual([]);
    await context.close();
  });

  it("on a phone, one tap on another submenu's toggle opens it while one is open (the open one closing under the finger took the tap)", async () => {
    const { page, context } = await openPage(env.browser, "phone");
    await page.goto(env.site.url + "/");
    await hydrated(page);
    await page.locator(".site-header__menu-toggle").click();
    const toggles = page.locator("#site-menu .main-nav__toggle");
    expect(await toggles.count()).toBeGreaterThanOrEqual(2);
    await toggles.nth(0).click();
    expect(await toggles.nth(0).getAttribute("aria-expanded")).toBe("true");
    await toggles.nth(1).click();
    expect([await toggles.nth(0).getAttribute("aria-expanded"), await toggles.nth(1).getAttribute("aria-expanded")]).toEqual(["false", "true"]);
    await context.close();
  });

  it("collapses into a fixed bar past 120 px of scroll", async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(env.site.url + "/agenda");
    await hydrated(page);
    expect(await page.locator(".site-header--compact").count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator(".site-header--compact").waitFor();
    expect(await page.locator(".site-header__bar").evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    await context.close();
  });

  it("submits the search field to the search route with q", async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(env.site.url + "/pagina/contact");
    await hydrated(page);
    const search = page.locator(".header-search");
    await search.locator(".header-search__toggle").click();
    await search.getByRole("searchbox").fill("  Musical ");
    // Scrolling while in the field turns the bar compact but leaves the field, its text and the focus.
    await page.mouse.wheel(0, 600);
    await page.locator(".site-header--compact").waitFor();
    expect(await search.getByRole("searchbox").evaluate((el) => el === document.activeElement && el.checkVisibility())).toBe(true);
    await search.getByRole("searchbox").press("Enter");
    await page.waitForURL(`${env.site.url}/zoeken?q=musical`);
    await context.close();
  });

  it("on a phone the open search field lies inside the screen (it started 36 px off its left edge)", async () => {
    const { page, context } = await openPage(env.browser, "phone");
    await page.goto(env.site.url + "/pagina/contact");
    await hydrated(page);
    await page.locator(".header-search__toggle").click();
    const form = await page.locator(".header-search__form").evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { left: box.left, right: box.right, width: innerWidth };
    });
    expect(form.left).toBeGreaterThanOrEqual(0);
    expect(form.right).toBeLessThanOrEqual(form.width);
    await context.close();
  });
});
