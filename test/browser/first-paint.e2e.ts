/**
 * First paint from the HTML alone (issue 22): a stored page's inline CSS holds every rule its HTML
 * uses, so the page laid out without any stylesheet request is the page laid out with the full
 * sheets; with scripts, the rest of the sheets is applied once loaded, and styles every element as
 * the full sheets would (docs/decisions/rendering.md).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, renderSkippedRegions, useSiteAndBrowser, VIEWPORTS } from "./harness";

const env = useSiteAndBrowser("carre");
const PATHS = ["/", "/agenda", "/voorstelling/chicago", "/pagina/over-carre", "/nieuws"];

/**
 * Every element's box and the looks CSS decides, in document order. Parts skipped off-screen
 * (`content-visibility: auto`) are laid out first: their estimated heights would differ by what
 * each page happened to render.
 */
function layout(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>("*")].map((el) => {
      if (getComputedStyle(el).contentVisibility === "auto") el.style.contentVisibility = "visible";
      return el;
    }).map((el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return `${el.tagName}.${el.className} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)} ${s.display} ${s.color} ${s.backgroundColor} ${s.fontSize} ${s.fontFamily}`;
    }),
  );
}

for (const viewport of ["phone", "desktop"] as const) {
  describe(`first paint at ${viewport} width`, () => {
    for (const path of PATHS) {
      it(`the inline CSS alone lays ${path} out as the full stylesheets do`, async () => {
        // Without scripts the <noscript> links apply the full sheets; blocking them leaves the inline CSS alone.
        const [full, inline] = await Promise.all([0, 1].map(() => env.browser.newContext({ viewport: VIEWPORTS[viewport], javaScriptEnabled: false })));
        let blocked = 0;
        await inline!.route("**/assets/**/*.css", (route) => (blocked++, route.abort()));
        const [a, b] = await Promise.all([full!.newPage(), inline!.newPage()]);
        await Promise.all([a.goto(env.site.url + path), b.goto(env.site.url + path)]);
        expect(blocked, path).toBeGreaterThan(0);
        const [fullLayout, inlineLayout] = [await layout(a), await layout(b)];
        expect(inlineLayout.filter((line, i) => line !== fullLayout[i]).slice(0, 5), path).toEqual([]);
        expect(inlineLayout.length).toBe(fullLayout.length);
        await Promise.all([full!.close(), inline!.close()]);
      }, 90_000);
    }
  });
}

/**
 * Every element's (and ::before/::after's) computed value of each property the page's sheets set,
 * in document order: once with the full sheets added after everything (as a client navigation adds
 * them), once without them. Both in one task, so no script (a slider starting) changes the page in
 * between; transitions a difference would start are finished before reading. Compared in the page:
 * on the calendar the two snapshots were some 50 MB of text to send to the test, most of its time.
 * Returns the first differences (element and what the full sheets change) and the two counts.
 */
async function fullSheetsChange(page: Page): Promise<{ differences: string[]; counts: number[] }> {
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll<HTMLLinkElement>("link[data-full]")].map((rest) => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = rest.dataset.full!;
        link.dataset.addedFull = "";
        document.head.append(link);
        return new Promise((resolve) => (link.onload = resolve));
      }),
    ),
  );
  return page.evaluate(() => {
    const properties = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const property of rule.style) properties.add(property);
        if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const snapshot = () => {
      void getComputedStyle(document.body).color;
      document.getAnimations().forEach((a) => a.finish());
      return [...document.querySelectorAll("html, body, body *")].flatMap((el) =>
        [null, "::before", "::after"].map((pseudo) => {
          const style = getComputedStyle(el, pseudo);
          if (pseudo && style.content === "none") return "";
          let line = `${el.tagName}.${el.getAttribute("class") ?? ""}${pseudo ?? ""}`;
          for (const property of properties) line += ` ${property}:${style.getPropertyValue(property)}`;
          return line;
        }),
      );
    };
    const full = snapshot();
    const added = [...document.querySelectorAll<HTMLLinkElement>("link[data-added-full]")];
    for (const link of added) link.disabled = true;
    const rest = snapshot();
    for (const link of added) link.disabled = false;
    const differences: string[] = [];
    for (let i = 0; i < full.length && differences.length < 5; i++) {
      if (full[i] === rest[i]) continue;
      const was = new Set((rest[i] ?? "").split(" "));
      const parts = full[i]!.split(" ");
      differences.push(`${parts[0]}: ${parts.filter((part) => !was.has(part)).slice(0, 4).join(" ")}`);
    }
    return { differences, counts: [full.length, rest.length] };
  });
}

describe("the rest of the stylesheets with scripts", () => {
  it("is linked for print, naming its full sheet, then applied together once the bundle runs", async () => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    const response = await page.goto(env.site.url + "/");
    const html = await response!.text();
    expect(html.match(/<link rel="stylesheet" href="\/assets\/rest\/[\w-]+\/[\w-]+\.css" media="print" data-deferred data-full="\/assets\/[\w-]+\.css"/g)).toHaveLength(2);
    await hydrated(page);
    await page.waitForFunction(() => document.querySelectorAll('link[data-deferred][media="print"]').length === 0);
    expect(await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).media))).toEqual(["all", "all"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of ["phone", "desktop"] as const) {
    for (const path of PATHS) {
      it(`styles ${path} at ${viewport} width as the full sheets do: as sent, after scrolling and with the menu open`, async () => {
        const { page, context, errors } = await openPage(env.browser, viewport);
        await page.goto(env.site.url + path);
        await hydrated(page);
        await page.waitForFunction(() => document.querySelectorAll('link[data-deferred][media="print"]').length === 0);
        // States scripts make on the page itself: the header collapsed, the menu or search open.
        await page.evaluate(() => window.scrollTo(0, 400));
        await page.locator(".site-header--compact").waitFor();
        if (viewport === "phone") await page.locator(".site-header__menu-toggle").click();
        await renderSkippedRegions(page);
        const { differences, counts } = await fullSheetsChange(page);
        expect(differences).toEqual([]);
        expect(counts[0]).toBe(counts[1]);
        expect(errors).toEqual([]);
        await context.close();
      }, 60_000);
    }
  }

});

describe("before the bundle runs", () => {
  it("a conditional field whose condition fails is hidden from a visitor with scripts (the premiere RSVP's start time at 0 persons)", async () => {
    const { page, context } = await openPage(env.browser, "phone");
    await page.route("**/assets/start-*.js", (route) => route.abort());
    await page.goto(env.site.url + "/pagina/premiere-uitnodiging?rsvp=nee");
    const startTime = page.locator('.form-field--unmet [name="start_time"]');
    expect(await startTime.count()).toBe(1);
    expect(await startTime.isVisible()).toBe(false);
    await context.close();
  });
});

describe("code after the first paint", () => {
  for (const path of ["/", "/voorstelling/chicago"]) {
    it(`${path}: only the start script is fetched before the first contentful paint; the entry and its chunks after, and the page hydrates`, async () => {
      const { page, context, errors } = await openPage(env.browser, "phone");
      await page.goto(env.site.url + path);
      await hydrated(page);
      const { fcp, scripts } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((e) => /\/assets\/.+\.js$/.test(new URL(e.name).pathname))
          .map((e) => ({ file: new URL(e.name).pathname.replace(/-[A-Z0-9]+\.js$/, ".js"), start: e.startTime })),
      }));
      expect(fcp).toBeGreaterThan(0);
      expect(scripts.filter((s) => s.start < fcp).map((s) => s.file)).toEqual(["/assets/start.js"]);
      // The entry and the first-load chunk at least, all after the paint.
      expect(scripts.filter((s) => s.start >= fcp).map((s) => s.file)).toEqual(expect.arrayContaining(["/assets/app.js"]));
      expect(scripts.length).toBeGreaterThan(3);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("the start script adds the entry's script in a task of its own, then its chunks' preloads two per task, each chunk once", async () => {
    const { page, context, errors } = await openPage(env.browser, "phone");
    // A mutation observer's callback comes at the end of the task that changed the head: one batch per task.
    await context.addInitScript(`window.__headBatches = [];
      new MutationObserver((records) => {
        const added = records.flatMap((r) => [...r.addedNodes]).filter((n) => (n.nodeName === "SCRIPT" && n.src) || (n.nodeName === "LINK" && n.rel === "modulepreload"));
        if (added.length > 0) window.__headBatches.push(added.map((n) => (n.nodeName === "SCRIPT" ? "script " : "link ") + new URL(n.src || n.href).pathname));
      }).observe(document, { childList: true, subtree: true });`);
    await page.goto(`${env.site.url}/pagina/over-carre`);
    await hydrated(page);
    const named = (await page.locator("script[data-app]").getAttribute("data-app-chunks"))!.split(" ").filter(Boolean);
    const batches = (await page.evaluate("window.__headBatches")) as string[][];
    const entryBatch = batches.findIndex((b) => b.some((n) => /^script \/assets\/app-/.test(n)));
    expect(batches[entryBatch]).toHaveLength(1);
    const preloads = batches.slice(entryBatch + 1).filter((b) => b.every((n) => n.startsWith("link ")));
    for (const batch of preloads.slice(0, Math.ceil(named.length / 2))) expect(batch.length).toBeLessThanOrEqual(2);
    expect(preloads.slice(0, Math.ceil(named.length / 2)).flat()).toEqual(named.map((href) => `link ${href}`));
    expect(named.length).toBeGreaterThan(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
