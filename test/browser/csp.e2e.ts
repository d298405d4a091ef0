import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launch, openPage, startSite } from "./harness";

/**
 * Stands in for the tag manager (no network here): like its custom HTML tags, it adds an inline
 * script carrying the nonce of its own element, which our loader must have set.
 */
const FAKE_TAG_MANAGER = `(function () {
  var tag = document.createElement("script");
  tag.nonce = document.currentScript ? document.currentScript.nonce : "";
  tag.textContent = "window.__tagRan = (window.__tagRan || 0) + 1;";
  document.head.appendChild(tag);
})();`;

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSite("carre", { TAG_MANAGER_ID: "GTM-CSPTEST1" }), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function openWithViolations() {
  const opened = await openPage(browser);
  await opened.context.route("https://www.googletagmanager.com/**", (route) => route.fulfill({ contentType: "text/javascript", body: FAKE_TAG_MANAGER }));
  await opened.page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return opened;
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

describe("content security policy", () => {
  it("lets every page, the tag manager and its nonce-carrying tags run without a violation", async () => {
    const { page, context, errors } = await openWithViolations();
    for (const path of ["/", "/en", "/agenda", "/pagina/contact", "/voorstelling/hadestown", "/nieuws", "/zoeken?q=a", "/pagina/bestaat-niet"]) {
      await page.goto(site.url + path);
      await hydrated(page);
      await page.waitForFunction(() => (window as unknown as { __tagRan?: number }).__tagRan === 1);
      expect(await violations(page), path).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("blocks an inline script without the nonce", async () => {
    const { page, context } = await openWithViolations();
    await page.goto(`${site.url}/pagina/contact`);
    await hydrated(page);
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = true;";
      document.body.appendChild(s);
    });
    await page.waitForFunction(() => (window as unknown as { __violations: string[] }).__violations.length > 0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect((await violations(page))[0]).toMatch(/^script-src-elem inline$/);
    await context.close();
  });
});
