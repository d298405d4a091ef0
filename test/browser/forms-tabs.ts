/**
 * The tabs the form browser tests with JavaScript run in (forms.e2e.ts, forms-rules.e2e.ts,
 * forms-states.e2e.ts): both sites, one context per site for the whole file, tests three at a time
 * (`maxConcurrency` in vitest.browser.config.ts), each in its own tab of that context recording
 * console and page errors, and each with its own email address so its posts can be told apart in
 * what the sample CMS received.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, expect } from "vitest";
import { useBothSites, type SiteId } from "./forms-cases";
import { formsLive } from "./harness";

export interface Tab {
  page: Page;
  errors: string[];
}

/**
 * Called at the top of a test file: the hooks it registers belong to that file (modules are kept
 * between files, so a hook registered when this module is first imported would run for one only).
 */
export function useFormTabs() {
  const env = useBothSites();
  const contexts = {} as Record<SiteId, BrowserContext>;

  beforeAll(async () => {
    for (const site of ["carre", "fonds"] as const) {
      // bypassCSP: axe is injected into pages whose CSP allows only nonce'd scripts.
      const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
      // The cookie banner covers the bottom of the page; answered beforehand.
      await context.addInitScript(() => localStorage.setItem("cookie_consent_shown", "yes"));
      contexts[site] = context;
    }
  });

  /** A tab of the site's context at `width`, recording console and page errors; closed after `body`. */
  function withTab(site: SiteId, width: number, body: (tab: Tab) => Promise<void>): () => Promise<void> {
    return async () => {
      const page = await contexts[site].newPage();
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      const errors: string[] = [];
      const failedOwn = new Set<string>();
      page.on("response", (r) => {
        if (r.status() >= 400 && new URL(r.url()).pathname.startsWith("/api/")) failedOwn.add(r.url());
      });
      page.on("console", (m) => {
        // A proxy's error status for a failing answer is the site working as specified.
        if (m.type() === "error" && !(m.text().startsWith("Failed to load resource") && failedOwn.has(m.location().url))) errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(e.message));
      try {
        await body({ page, errors });
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    };
  }

  async function open(page: Page, site: SiteId, path: string): Promise<void> {
    await page.goto(env.sites[site].url + path, { waitUntil: "domcontentloaded" });
    await formsLive(page);
  }

  return { env, withTab, open };
}

export const submitOf = (root: Locator) => root.locator(".service-form__submit");

export async function successText(root: Locator): Promise<string | null> {
  const outcome = root.locator(".form-outcome--success");
  await outcome.waitFor();
  return outcome.textContent();
}
