import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack } from "./harness";

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

describe("render proxy", () => {
  it("passes decoded render answers through", async () => {
    const res = await request(stack.app).get("/api/render/pagina/contact").expect(200);
    expect(res.body.node.data.url).toBe("/pagina/contact");
  });
  it("answers 404 for unknown pages and 400 for unsafe paths", async () => {
    await request(stack.app).get("/api/render/pagina/bestaat-niet").expect(404);
    await request(stack.app).get("/api/render/pagina/%2E%2E/%2E%2E/admin").expect(400);
    await request(stack.app).get("/api/render/pagina:secret").expect(400);
  });
  it("drops query parameters outside the allow-list", async () => {
    await request(stack.app).get("/api/render/news-page-list-nl?per_page=2&secret=1").expect(200);
    const timing = stack.logs.flatMap((l) => (l.upstream as Array<{ call: string }> | undefined) ?? []).find((t) => t.call.startsWith("render /news-page-list-nl"));
    expect(timing?.call).toBe("render /news-page-list-nl?per_page=2");
  });
  it("sends a cached answer from its stored bytes: a strong ETag per encoding, 304 for the client's copy", async () => {
    const path = "/api/render/production-page-list-nl";
    const plain = await request(stack.app).get(path).set("Accept-Encoding", "identity").expect(200);
    const again = await request(stack.app).get(path).set("Accept-Encoding", "identity").expect(200);
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(again.headers.etag).toBe(plain.headers.etag);
    expect(again.text).toBe(plain.text);
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(plain.text));
    const br = await request(stack.app).get(path).set("Accept-Encoding", "br, gzip").expect(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.etag).toBe(`${plain.headers.etag.slice(0, -1)}-br"`);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.body).toEqual(plain.body);
    await request(stack.app).get(path).set("Accept-Encoding", "br").set("If-None-Match", br.headers.etag).expect(304);
  });
  it("rejects a redirect lookup without a path", async () => {
    await request(stack.app).get("/api/redirect").expect(400);
    await request(stack.app).get("/api/redirect?path=nope").expect(400);
  });
});

describe("files beside the pages", () => {
  it("answers a missing bundle with a plain 404, not an HTML page", async () => {
    const res = await request(stack.app).get("/assets/app-OLD.js").expect(404);
    expect(res.headers["content-type"]).toMatch(/text\/plain/);
  });
  it("serves robots.txt that keeps crawlers out of the API", async () => {
    const res = await request(stack.app).get("/robots.txt").expect(200);
    expect(res.text).toContain("Disallow: /api/");
  });
  it("answers HEAD on a page with the page's status and no body", async () => {
    const res = await request(stack.app).head("/pagina/contact").expect(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    await request(stack.app).head("/pagina/bestaat-niet").expect(404);
  });
});

describe("compression", () => {
  it("compresses pages and render JSON for clients that accept gzip", async () => {
    const page = await request(stack.app).get("/agenda").set("Accept-Encoding", "gzip").expect(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(page.text).toContain("</html>");
    const json = await request(stack.app).get("/api/render/production-page-list-nl").set("Accept-Encoding", "gzip").expect(200);
    expect(json.headers["content-encoding"]).toBe("gzip");
    expect(Object.keys(json.body.nodes).length).toBeGreaterThan(40);
  });
});
