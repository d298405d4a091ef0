/**
 * A CMS answer with one item that does not decode (shared/contract/render.ts): the item is left out,
 * the rest of the page stays, and the log says which, once per answer, with the request that
 * fetched it. Before, one event without a start date made the calendar, search and sitemap 503.
 * Also the answers that are valid but unhelpful: a runaway size, a page without any title field.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countingProxy } from "./counting-proxy";
import { startStack, type Stack } from "./harness";

type Answer = { node: { data: Record<string, unknown> }; productions?: Record<string, { events: { id: string; start_date: unknown }[] }> };

/** Chicago's answer as a runaway CMS might send it: a 340 KB heading, a 1 MB description and 1,500 performances. */
function runaway(answer: Answer): Answer {
  Object.assign(answer.node.data, { heading: "Chicago ".repeat(42_500), seoDescription: "Lang verhaal. ".repeat(75_000) });
  const production = answer.productions!["16503"]!;
  const first = production.events[0]!;
  production.events = Array.from({ length: 1500 }, (_, i) => ({ ...first, id: `runaway-${i}` }));
  return answer;
}

/** Every field a heading is read from, left empty. */
function untitled(answer: Answer): void {
  Object.assign(answer.node.data, { heading: null, title: "", siteTitle: null, seaTitle: null });
}

let proxy: Awaited<ReturnType<typeof countingProxy>>;
let stack: Stack;

beforeAll(async () => {
  proxy = await countingProxy();
  stack = await startStack({ upstreamUrl: proxy.url });
  proxy.target = stack.cms.url;
  // Hadestown's first event in the calendar's list, without its start date.
  proxy.rewrite = (url, answer) => {
    const hadestown = (answer as Answer).productions?.["16300"];
    if (url.startsWith("/api/render/production-page-list") && hadestown) hadestown.events[0]!.start_date = null;
    if (url.startsWith("/api/render/voorstelling/chicago")) return runaway(answer as Answer);
    if (url.startsWith("/api/render/pagina/over-carre") || url.startsWith("/api/render/voorstelling/hadestown")) untitled(answer as Answer);
    return answer;
  };
});
afterAll(() => {
  proxy.close();
  stack.close();
});

describe("an event the CMS sends without a start date", () => {
  it("is left out of the calendar, which keeps the show and every other; the log names it once, with the request id", async () => {
    const page = await request(stack.app).get("/agenda").set("X-Request-Id", "cms-items-1");
    expect(page.status).toBe(200);
    expect(page.text).toContain('href="/voorstelling/hadestown"');
    const again = await request(stack.app).get("/zoeken?q=hadestown");
    expect(again.status).toBe(200);
    expect(again.text).toContain('href="/voorstelling/hadestown"');
    const lines = stack.logs.filter((l) => l.msg === "CMS answer items that do not decode left out");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ startedBy: "cms-items-1", count: 1, items: ["productions.16300.events.0"] });
  });

  it("the sitemap still lists the show", async () => {
    const sitemap = await request(stack.app).get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain("/voorstelling/hadestown</loc>");
  });
});

describe("a runaway answer (audit: a 49 MB page, then 1.15 GB and a 500)", () => {
  it("makes a page whose size is bounded by the text limits, and says what it cut", async () => {
    const page = await request(stack.app).get("/voorstelling/chicago").set("X-Request-Id", "cms-items-2");
    expect(page.status).toBe(200);
    // 1,500 schedule rows (about 2 KB each) and 500 described performances with a 300-character
    // name and a 1,000-character description each: about 3 MB, where the answer is 1.4 MB.
    expect(page.text.length).toBeLessThan(4 * 1024 * 1024);
    expect(page.text.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)![1]!.replace(/<[^>]*>/g, "").length).toBeLessThanOrEqual(300);
    expect(stack.logs.find((l) => l.msg === "CMS text cut at its length limit")).toMatchObject({ startedBy: "cms-items-2", fields: 2 });
  });
});

describe("a page whose every title field is empty", () => {
  const h1 = (html: string) => html.match(/<h1([^>]*)>([\s\S]*?)<\/h1>/);

  it("a content page is named by the site in a hidden heading, not an empty h1", async () => {
    const page = await request(stack.app).get("/pagina/over-carre");
    expect(page.status).toBe(200);
    expect(h1(page.text)).toMatchObject({ 1: ' class="visually-hidden"', 2: "Koninklijk Theater Carré" });
  });

  it("a show is named by its production", async () => {
    const page = await request(stack.app).get("/voorstelling/hadestown");
    expect(page.status).toBe(200);
    expect(h1(page.text)![2]!.replace(/<[^>]*>/g, "").trim()).toBe("Hadestown");
  });
});
