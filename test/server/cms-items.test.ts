/**
 * A CMS answer with one item that does not decode (shared/contract/render.ts): the item is left out,
 * the rest of the page stays, and the log says which, once per answer, with the request that
 * fetched it. Before, one event without a start date made the calendar, search and sitemap 503.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countingProxy } from "./counting-proxy";
import { startStack, type Stack } from "./harness";

type Answer = { productions?: Record<string, { events: { start_date: unknown }[] }> };

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
