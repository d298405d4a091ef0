import { once } from "node:events";
import { get, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
/**
 * The output cache (server/render/page-output.ts): a stored page is sent again without producing it
 * (no upstream call, same bytes but for the CSP nonce), concurrent misses produce once, parameters
 * a page does not read share its entry, and pages made for one visitor are never stored.
 */
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outputKey } from "../../server/render/page-output";
import { leafPage, startStack, type LogLine } from "./harness";

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack();
});
beforeEach(() => {
  stack.caches.registry.purge({ all: true }, "hard");
});
afterAll(() => stack.close());

/** Request log lines of this test that made at least one upstream call (a page was produced). */
function produced(since: number): LogLine[] {
  return stack.logs.slice(since).filter((l) => l.msg === "request completed" && Array.isArray(l.upstream) && l.upstream.length > 0);
}

describe("output cache", () => {
  it("sends a stored page again without producing it: the same bytes and policy, no nonce, X-Cache HIT", async () => {
    const mark = stack.logs.length;
    const first = await request(stack.app).get("/agenda").expect(200);
    const second = await request(stack.app).get("/agenda").expect(200);
    expect(produced(mark)).toHaveLength(1);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.text).toBe(first.text);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(`${second.headers["content-security-policy"]} ${second.text}`).not.toMatch(/nonce/);
  });

  it("stores the compressed bytes: brotli, gzip or plain as the client asks, each with its own ETag, and Vary", async () => {
    const plain = await request(stack.app).get("/nieuws").set("Accept-Encoding", "").expect(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // supertest decodes what it receives: the raw bytes show what was sent.
    const br = await rawGet("/nieuws", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(plain.text);
    const gzip = await request(stack.app).get("/nieuws").set("Accept-Encoding", "gzip").expect(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.text).toBe(plain.text);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    await request(stack.app).get("/nieuws").set("Accept-Encoding", "br").set("If-None-Match", br.headers.etag!).expect(304);
    // The client's q counts before our preference, in the pipeline (the render API) as in the store.
    for (const path of ["/nieuws", "/api/render/pagina/contact"]) {
      expect((await rawGet(path, { "accept-encoding": "gzip, br;q=0.5" })).headers["content-encoding"], path).toBe("gzip");
    }
  });

  it("answers a client that takes deflate alone with the plain bytes under the plain ETag (deflated bytes under it would let a cache revalidate one with the other)", async () => {
    // First the pipeline (the page is not stored yet), then the fast lane; the render API always takes the pipeline.
    for (const path of ["/nieuws", "/api/render/pagina/contact"]) {
      const deflate = await rawGet(path, { "accept-encoding": "deflate" });
      const identity = await rawGet(path, { "accept-encoding": "identity" });
      expect(deflate.headers["content-encoding"], path).toBeUndefined();
      expect([deflate.headers.etag, deflate.body.equals(identity.body)], path).toEqual([identity.headers.etag, true]);
    }
  });

  it("50 concurrent requests for a cold page produce it once", async () => {
    const mark = stack.logs.length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => request(stack.app).get("/voorstelling/hadestown")));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(produced(mark)).toHaveLength(1);
  });

  it("shares one entry across tracking parameters and parameter order, not across what a page reads", async () => {
    const mark = stack.logs.length;
    await request(stack.app).get("/zoeken?q=mamma&utm_source=x").expect(200);
    await request(stack.app).get("/zoeken?fbclid=1&q=mamma&r=nieuwsbrief").expect(200);
    expect(produced(mark)).toHaveLength(1);
    await request(stack.app).get("/zoeken?q=chicago").expect(200);
    expect(produced(mark)).toHaveLength(2);
  });

  it("never stores a page made for one visitor (presale) or a preview", async () => {
    const mark = stack.logs.length;
    await request(stack.app).get("/voorstelling/hadestown?presale=voorverkoop").expect(200);
    await request(stack.app).get("/voorstelling/hadestown?presale=voorverkoop").expect(200);
    await request(stack.app).get("/pagina/preview-voorbeeld").expect(200);
    const preview = await request(stack.app).get("/pagina/preview-voorbeeld").expect(200);
    expect(preview.headers["x-cache"]).not.toBe("HIT");
    expect(produced(mark)).toHaveLength(4);
  });

  it("a purge by node id reaches the stored pages that show it", async () => {
    await request(stack.app).get("/pagina/contact").expect(200);
    expect((await request(stack.app).get("/pagina/contact")).headers["x-cache"]).toBe("HIT");
    const purged = stack.caches.registry.purge({ tags: ["DEFAULT_FOOTER"] }, "soft");
    expect(purged["output:pages"]).toBeGreaterThanOrEqual(1);
    expect((await request(stack.app).get("/pagina/contact")).headers["x-cache"]).toBe("MISS");
  });

  it("a purge by CMS path reaches the stored pages made from that answer, and no others", async () => {
    for (const path of ["/agenda", "/pagina/contact"]) await request(stack.app).get(path).expect(200);
    expect((await request(stack.app).get("/agenda")).headers["x-cache"]).toBe("HIT");
    const purged = stack.caches.registry.purge({ paths: ["/production-page-list-nl"] }, "soft");
    expect(purged["output:pages"]).toBeGreaterThanOrEqual(1);
    expect((await request(stack.app).get("/agenda")).headers["x-cache"]).toBe("MISS");
    expect((await request(stack.app).get("/pagina/contact")).headers["x-cache"]).toBe("HIT");
  });
});

describe("keys of what a page reads (issue 28 §3)", () => {
  it("300 requests with parameters the calendar never reads make at most 3 renders; search and news pages still differ by their own", async () => {
    const mark = stack.logs.length;
    for (let n = 1; n <= 300; n++) await request(stack.app).get(`/agenda?zz=${n}`).expect(200);
    expect(produced(mark).length).toBeLessThanOrEqual(3);
    expect(stack.caches.registry.describe().find((c) => c.name === "output:pages")!.size).toBeLessThanOrEqual(2);

    const search = (q: string) => request(stack.app).get(`/agenda?q=${q}&zz=1`).expect(200);
    expect(leafPage((await search("hadestown")).text).view.q).toBe("hadestown");
    expect(leafPage((await search("zwanenmeer")).text).view.q).toBe("zwanenmeer");
    const news = (query: string) => request(stack.app).get(`/nieuws?${query}`).expect(200);
    const [first, second] = [await news("p=1&utm_source=x"), await news("p=2")];
    expect(first.headers.etag).not.toBe(second.headers.etag);
    expect((await news("p=1")).headers["x-cache"]).toBe("HIT");
  });

  it("a 404 made for unread parameters is not given to another address (an old address with a query may redirect)", async () => {
    await request(stack.app).get("/pagina/bestaat-niet").expect(404);
    const mark = stack.logs.length;
    await request(stack.app).get("/pagina/bestaat-niet?id=5").expect(404);
    // Produced for its own address, with the full-path lookups of spec 2 §8 and spec 3 §2.
    const lines = produced(mark);
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0]!.upstream)).toContain("id=5");
  });
});

describe("outputKey", () => {
  const key = (u: string) => outputKey(new URL(u, "http://x.invalid"));
  it("sorts parameters, drops tracking ones, and gives none for a presale page", () => {
    expect(key("/zoeken?q=a&utm_medium=m&gclid=g")).toBe("/zoeken?q=a");
    expect(key("/nieuws?tag=b&tag=a&p=2")).toBe("/nieuws?p=2&tag=a&tag=b");
    expect(key("/agenda")).toBe("/agenda");
    expect(key("/voorstelling/x?presale=ABC")).toBeNull();
    expect(key("/agenda?zz=1&r=abc")).toBe("/agenda");
    expect(key("/pagina/contact?x=1")).toBe("/pagina/contact");
    expect(key("/Nieuws/?tag=a&zz=2")).toBe("/Nieuws/?tag=a");
  });
});

/** A GET whose body is the bytes as sent, not decoded. */
async function rawGet(path: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const server = stack.app.listen(0, "127.0.0.1");
  await once(server, "listening");
  try {
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<IncomingMessage>((resolve, reject) => get({ host: "127.0.0.1", port, path, headers }, resolve).on("error", reject));
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    return { headers: res.headers, body: Buffer.concat(chunks) };
  } finally {
    server.close();
  }
}
