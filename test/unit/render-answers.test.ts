/**
 * The browser's render API answers (client/render-answers.ts): a navigation's first answer asked as
 * it starts and taken once by its loader, the production list fetched once for the pages that read
 * it, a failed answer not kept.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAnswers } from "../../client/render-answers";
import { firstRenderRequest } from "../../shared/routes/render-request";

const node = (id: string) => ({ node: { id, kind: "page", data: {} } });
let asked: string[];
let failing: Set<string>;

beforeEach(() => {
  asked = [];
  failing = new Set();
  vi.stubGlobal("fetch", async (url: string) => {
    asked.push(url);
    if (failing.has(url)) return new Response("down", { status: 503 });
    return Response.json(node(url));
  });
});
afterEach(() => vi.unstubAllGlobals());

const signal = () => new AbortController().signal;
const site = "https://carre.test";

describe("render answers in the browser", () => {
  it("a show's navigation asks for its page and the production list as it starts; its loader takes both without asking again", async () => {
    const answers = renderAnswers();
    const url = new URL("/voorstelling/chicago", site);
    answers.anticipate("show", url);
    expect(asked).toEqual(["/api/render/production-page-list-nl", "/api/render/voorstelling/chicago"]);
    const { cmsPath, query } = firstRenderRequest("show", url);
    const page = await answers.render(cmsPath, query, signal());
    expect(page.type === "OK" && page.value.node.id).toBe("/api/render/voorstelling/chicago");
    await answers.render("/production-page-list-nl", new URLSearchParams(), signal());
    expect(asked).toHaveLength(2);
    // Taken once: the next visit of the page asks again; the list is kept for the pages after.
    await answers.render(cmsPath, query, signal());
    await answers.render("/production-page-list-nl", new URLSearchParams(), signal());
    expect(asked).toEqual(["/api/render/production-page-list-nl", "/api/render/voorstelling/chicago", "/api/render/voorstelling/chicago"]);
  });

  it("asks ahead only what the loader will ask: not for the news list (its own query) or a personal page", () => {
    const answers = renderAnswers();
    answers.anticipate("news", new URL("/nieuws?p=2", site));
    answers.anticipate("premiereCancel", new URL("/premiere-afmelden?ref=1", site));
    answers.anticipate("page", new URL("/en/page/contact?utm_source=x", site));
    expect(asked).toEqual(["/api/render/en/page/contact"]);
  });

  it("keeps no failed answer: the next page asks for the list again", async () => {
    const answers = renderAnswers();
    failing.add("/api/render/production-page-list-en");
    const first = await answers.render("/production-page-list-en", new URLSearchParams(), signal());
    expect(first.type).toBe("HTTP_ERROR");
    failing.clear();
    const second = await answers.render("/production-page-list-en", new URLSearchParams(), signal());
    expect(second.type).toBe("OK");
    expect(asked).toHaveLength(2);
  });

  it("a page's answer that failed when asked ahead is asked again by its loader", async () => {
    const answers = renderAnswers();
    failing.add("/api/render/en/page/contact");
    answers.anticipate("page", new URL("/en/page/contact", site));
    await vi.waitFor(() => expect(asked).toEqual(["/api/render/en/page/contact"]));
    failing.clear();
    const page = await answers.render("/en/page/contact", new URLSearchParams(), signal());
    expect(page.type).toBe("OK");
    expect(asked).toEqual(["/api/render/en/page/contact", "/api/render/en/page/contact"]);
  });
});
