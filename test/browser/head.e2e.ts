import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HEAD_TAGS_SELECTOR } from "../../shared/view/head-tags";
import { clientNavigate, followLink, hydrated, openPage, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser();

interface Head {
  title: string;
  lang: string;
  /** The page's head elements in order (description to Open Graph, then JSON-LD), as markup; JSON-LD by its length and a hash. */
  tags: string[];
}

/**
 * The head its address's own document has, and the head the page shows once it is that (or after
 * 5 s): a navigation writes the head from a chunk, a moment after the page's heading shows.
 */
async function heads(page: Page): Promise<{ shown: Head; document: Head }> {
  return page.evaluate(async (selector) => {
    // JSON-LD runs to 100 KB on a show page: a failure should print what differs, not all of it.
    const digest = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 0);
    const markup = (el: Element) => (el.localName === "script" ? `<script type="application/ld+json"> ${el.textContent!.length} chars #${digest(el.textContent!)}` : el.outerHTML);
    const read = (doc: Document): Head => ({ title: doc.title, lang: doc.documentElement.lang, tags: [...doc.head.querySelectorAll(selector)].map(markup) });
    // Its inline CSS left out: parsed here it would be checked against this page's policy, and refused.
    const html = (await (await fetch(location.pathname + location.search)).text()).replace(/<style>[\s\S]*?<\/style>/g, "");
    const own = read(new DOMParser().parseFromString(html, "text/html"));
    const deadline = performance.now() + 5000;
    while (JSON.stringify(read(document)) !== JSON.stringify(own) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return { shown: read(document), document: own };
  }, HEAD_TAGS_SELECTOR);
}

describe("the head after client navigation", () => {
  it("is the head of the page's own document: canonical, hreflang, description, robots, Open Graph and JSON-LD", async () => {
    const { page, context, errors, documentLoads } = await openPage(env.browser, "phone");
    await page.goto(`${env.site.url}/pagina/contact`);
    await hydrated(page);
    const loads = documentLoads();
    await followLink(page, "/voorstelling/hadestown");
    await page.locator("h1", { hasText: "Hadestown" }).first().waitFor();
    const show = await heads(page);
    expect(show.shown).toEqual(show.document);
    expect(show.shown.tags).toContain('<link rel="canonical" href="https://carre.nl/voorstelling/hadestown">');
    expect(show.shown.tags.some((tag) => tag.startsWith('<script type="application/ld+json">'))).toBe(true);
    // A page kept out of the index, then one that is not: no robots line is left behind.
    for (const [path, heading] of [["/zoeken?q=hades", /zoek/i], ["/en/calendar", /calendar/i], ["/", /./]] as const) {
      await clientNavigate(page, path);
      await page.waitForFunction((p) => location.pathname + location.search === p, path);
      await page.locator("h1", { hasText: heading }).first().waitFor();
      const { shown, document } = await heads(page);
      expect(shown, path).toEqual(document);
    }
    expect(documentLoads()).toBe(loads);
    expect(errors).toEqual([]);
    await context.close();
  });
});
