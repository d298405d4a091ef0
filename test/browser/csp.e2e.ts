/**
 * The enforced Content-Security-Policy in Chromium, on both sites: a stored page names its inline
 * scripts and styles by hash (server/render/document-csp.ts), so no response carries a nonce, and
 * still every script of the page runs (the consent probe, the bundle, the tag manager and the tags
 * it adds) without a single violation report, while markup injected into the page does not run.
 */
import express from "express";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "../../server/http/security";
import { documentSources } from "../../server/render/document-csp";
import { hydrated, launch, openPage, startSite } from "./harness";

/** Stands in for the tag manager (no network here): like its custom HTML tags, it adds an inline script. */
const FAKE_TAG_MANAGER = `(function () {
  var tag = document.createElement("script");
  tag.textContent = "window.__tagRan = (window.__tagRan || 0) + 1;";
  document.head.appendChild(tag);
})();`;

type Site = Awaited<ReturnType<typeof startSite>>;
let sites: Record<"carre" | "fonds", Site>;
let browser: Browser;
beforeAll(async () => {
  const [carre, fonds, launched] = await Promise.all([startSite("carre", { TAG_MANAGER_ID: "GTM-CSPTEST1" }), startSite("fonds", { TAG_MANAGER_ID: "GTM-CSPTEST2" }), launch()]);
  sites = { carre, fonds };
  browser = launched;
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(Object.values(sites ?? {}).map((s) => s.close()));
});

async function openWithViolations() {
  const opened = await openPage(browser);
  await opened.context.route("https://www.googletagmanager.com/**", (route) => route.fulfill({ contentType: "text/javascript", body: FAKE_TAG_MANAGER }));
  await opened.page.addInitScript(() => {
    const w = window as unknown as { __violations: string[]; __probeRan: boolean };
    w.__violations = [];
    w.__probeRan = false;
    window.addEventListener("securitypolicyviolation", (e) => w.__violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
    // The consent probe (an inline head script) marks the document before anything else can.
    new MutationObserver(() => (w.__probeRan ||= document.documentElement?.classList.contains("consent-open") ?? false)).observe(document, { attributes: true, attributeFilter: ["class"], subtree: true });
  });
  return opened;
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

const PATHS = {
  carre: ["/", "/en", "/agenda", "/pagina/contact", "/voorstelling/hadestown", "/nieuws", "/zoeken?q=a", "/pagina/bestaat-niet"],
  fonds: ["/", "/en", "/pagina/contact", "/nieuws", "/pagina/bestaat-niet"],
};

describe.each(["carre", "fonds"] as const)("content security policy on %s", (siteId) => {
  it("lets every inline and bundled script of a stored page, the tag manager and its tags run without a violation, with no nonce", async () => {
    const site = sites[siteId];
    const { page, context, errors } = await openWithViolations();
    for (const path of PATHS[siteId]) {
      // Twice: the first response produces and stores the page, the second is sent from the store.
      for (const round of ["produced", "stored"]) {
        const response = (await page.goto(site.url + path))!;
        const label = `${siteId} ${path} (${round})`;
        const policy = (await response.allHeaders())["content-security-policy"]!;
        expect(policy, label).toMatch(/script-src [^;]*'strict-dynamic' 'sha256-/);
        expect(`${policy} ${await response.text()}`, label).not.toMatch(/nonce/i);
        expect(policy, label).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        await hydrated(page);
        await page.waitForFunction(() => (window as unknown as { __tagRan?: number }).__tagRan === 1);
        expect(await page.evaluate(() => (window as unknown as { __probeRan: boolean }).__probeRan), label).toBe(true);
        expect(await violations(page), label).toEqual([]);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("blocks a script injected into a stored page's markup", async () => {
    const { page, context } = await openWithViolations();
    const url = `${sites[siteId].url}/pagina/contact`;
    // The stored page with the policy it was sent with, and markup slipped into its bytes on the way.
    await context.route(url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace("</body>", "<script>window.__injected = true;</script></body>") });
    });
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __violations: string[] }).__violations.length > 0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect((await violations(page))[0]).toMatch(/^script-src-elem inline$/);
    await context.close();
  });
});

describe("a document's own inline elements of any kind", () => {
  it("speculation rules, a module script and critical CSS run under the policy read from the bytes", async () => {
    const html = [
      "<!doctype html><html><head>",
      "<style>body{margin:7px}</style>",
      '<script type="speculationrules">{"prefetch":[{"source":"list","urls":["/next"]}]}</script>',
      "<script>window.__classic = 1</script>",
      '<script type="module">window.__module = 1</script>',
      '</head><body><p style="color:rgb(1, 2, 3)">x</p></body></html>',
    ].join("");
    const security = securityHeaders({ imageCdn: "", accountService: "", tagManager: false });
    const sources = documentSources(html);
    const app = express().get("/", (_req, res) => {
      security.apply(res);
      security.applyDocumentPolicy(res, sources);
      res.type("html").send(html);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { page, context } = await openWithViolations();
      const messages: string[] = [];
      page.on("console", (m) => messages.push(m.text()));
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await page.waitForFunction(() => (window as unknown as { __module?: number }).__module === 1);
      expect(await page.evaluate(() => [getComputedStyle(document.body).margin, getComputedStyle(document.querySelector("p")!).color, (window as unknown as { __classic?: number }).__classic])).toEqual(["7px", "rgb(1, 2, 3)", 1]);
      expect(await violations(page)).toEqual([]);
      expect(messages.filter((m) => /Content Security Policy/i.test(m))).toEqual([]);
      await context.close();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
