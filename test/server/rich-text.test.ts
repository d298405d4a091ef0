import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOSTILE_RICH_TEXT } from "../../scripts/sample-cms/content/hostile";
import { appData, startStack } from "./harness";
import { CONSENT_PROBE } from "../../server/render/document";
import { SPECULATION_RULES } from "../../server/render/speculation-rules";

// The sample CMS's "escape" page carries HOSTILE_RICH_TEXT in contentBottom.
const PATHS = ["/pagina/rock-en-roll", "/en/page/rock-and-roll"];
const RUNS = /<script|\bon(error|load|click)\s*=|javascript:|data:image/i;

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

/** The page without the scripts the server itself writes (bundle, page data, JSON-LD). */
/** The page's own scripts (the bundle, its data, JSON-LD, the consent probe and the speculation rules, exactly), so only CMS content is left to check. */
function withoutOwnScripts(html: string): string {
  return html.replaceAll(/<script( type="speculationrules")?>([^<]*)<\/script>/g, (tag, _type, code: string) => (code === CONSENT_PROBE || code === SPECULATION_RULES ? "" : tag)).replace(/<script type="module" src="\/assets\/[^"]+"><\/script>/g, "").replace(/<script (id="app-data" )?type="application\/(json|ld\+json)">[\s\S]*?<\/script>/g, "");
}

describe("CMS rich text", () => {
  it("is hostile in the sample CMS itself, so these tests prove something", async () => {
    const res = await fetch(`${stack.cms.url}/api/render/pagina/rock-en-roll`);
    const body = (await res.json()) as { node: { data: { contentBottom: string } } };
    expect(body.node.data.contentBottom).toBe(HOSTILE_RICH_TEXT);
    expect(body.node.data.contentBottom).toMatch(RUNS);
  });

  it.each(PATHS)("reaches the page %s clean, in the markup and in the embedded data", async (path) => {
    const res = await request(stack.app).get(path).expect(200);
    expect(withoutOwnScripts(res.text)).not.toMatch(RUNS);
    expect(JSON.stringify(appData(res.text))).not.toMatch(RUNS);
    // What an editor meant stays.
    expect(res.text).toContain(`<h2 class="intro">Veilig?</h2>`);
    expect(res.text).toContain(`<a href="https://example.org/" target="_blank" rel="noopener noreferrer" aria-describedby="new-tab-note">extern</a>`);
    expect(res.text).toContain(`<a href="https://www.youtube.com/watch?v=M7lc1UVf-VE" class="rich-text__video">Film</a>`);
    expect(res.text).not.toContain("<iframe");
    expect(res.text).toContain(`<th colspan="2">Zaal</th>`);
    expect(res.text).not.toContain("evil.example");
  });

  it.each(PATHS)("reaches the browser clean through the render proxy for %s", async (path) => {
    const res = await request(stack.app).get(`/api/render${path}`).expect(200);
    const contentBottom = (res.body as { node: { data: { contentBottom: string } } }).node.data.contentBottom;
    expect(res.text).not.toMatch(RUNS);
    expect(contentBottom).toContain(`<a href="https://www.youtube.com/watch?v=M7lc1UVf-VE" class="rich-text__video">Film</a>`);
    expect(contentBottom).not.toContain("evil.example");
  });

  it("is cleaned once per CMS answer: the cached answer is the clean one", async () => {
    await request(stack.app).get("/api/render/pagina/rock-en-roll").expect(200);
    const again = await request(stack.app).get("/api/render/pagina/rock-en-roll").expect(200);
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(again.text).not.toMatch(RUNS);
  });
});
