/**
 * Hero videos on the server (issue 25 point 1, issue 23 point 3): the sample CMS makes its looping
 * video itself and names it on the venue's home and musical pages; the site passes `/media/*`
 * through to its media upstream with byte ranges, revalidation and cache headers, bounded, and its
 * CSP allows media from its own origin only.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heroVideo } from "../../scripts/sample-cms/media";
import { heroVideoSource } from "../../shared/domain/video";
import { leafPage, startStack, type Stack } from "./harness";

let carre: Stack;
let fonds: Stack;
beforeAll(async () => {
  [carre, fonds] = await Promise.all([startStack(), startStack({ site: "fonds" })]);
});
afterAll(async () => {
  await Promise.all([carre.close(), fonds.close()]);
});

describe("the sample CMS's hero video", () => {
  it("is an H.264 MP4 of a few KB made from code, the same bytes every start", () => {
    const bytes = heroVideo();
    expect(bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(bytes.includes(Buffer.from("avcC"))).toBe(true);
    expect(bytes.length).toBeLessThan(10_000);
    expect(heroVideo().equals(bytes)).toBe(true);
  });

  it("is named on both venue home nodes and the musical, not on the foundation's home", async () => {
    for (const lang of ["nl", "en"]) {
      const venue = await (await fetch(`${carre.cms.url}/api/render/home-${lang}`)).json();
      expect(venue.node.data.headerVideoURL).toBe("/media/hero.mp4");
      const foundation = await (await fetch(`${carre.cms.url}/fonds/api/render/home-${lang}`)).json();
      expect(foundation.node.data.headerVideoURL).toBeUndefined();
    }
    const musical = await (await fetch(`${carre.cms.url}/api/render/voorstelling/hadestown`)).json();
    expect(musical.node.data.heroVideoURL).toBe("/media/hero.mp4");
  });
});

describe("home hero video (spec 1 §2 Home: 'a looping video on the theatre site only')", () => {
  it.each(["/", "/en"])("%s on the venue site loops the muted video over a poster", async (path) => {
    const res = await request(carre.app).get(path).expect(200);
    expect(leafPage(res.text).view.hero.videoUrl).toBe("/media/hero.mp4");
    // HTML attribute names are case-insensitive; React writes autoPlay, playsInline.
    const video = /<video[^>]*>/.exec(res.text)?.[0]?.toLowerCase();
    for (const attr of ['src="/media/hero.mp4"', "muted", "loop", "playsinline", 'poster="http']) expect(video).toContain(attr);
    // The browser starts it after hydration (html-validate's no-autoplay; the poster paints first), and it can be paused.
    expect(video).not.toContain("autoplay");
    expect(res.text).toContain(path === "/" ? "Achtergrondvideo pauzeren" : "Pause background video");
  });

  it.each(["/", "/en"])("%s on the foundation site has no video", async (path) => {
    const res = await request(fonds.app).get(path).expect(200);
    expect(leafPage(res.text).view.hero.videoUrl).toBeUndefined();
    expect(res.text).not.toContain("<video");
  });

  it("a page's CSP allows media from the site's own origin and nowhere else", async () => {
    const res = await request(carre.app).get("/").expect(200);
    expect(res.headers["content-security-policy"]).toMatch(/(^|;)\s*media-src 'self'(;|$)/);
  });

  it("only a /media/ path to a video file is a hero video source (anything else would meet the CSP)", () => {
    expect(heroVideoSource(" /media/hero.mp4 ")).toBe("/media/hero.mp4");
    expect(heroVideoSource("/media/2026/hadestown-loop.webm")).toBe("/media/2026/hadestown-loop.webm");
    for (const bad of ["https://cdn.example.org/hero.mp4", "//evil.example/media/x.mp4", "/media/../api/x.mp4", "/media/.hidden.mp4", "/media/hero.mov", "/images/hero.mp4", 42, null]) {
      expect(heroVideoSource(bad)).toBeUndefined();
    }
  });
});

describe("/media/* pass-through", () => {
  const file = heroVideo();

  it("passes the whole file on with its type, length, validator and a day's cache", async () => {
    const res = await request(carre.app).get("/media/hero.mp4").buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => cb(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(res.headers["content-type"]).toBe("video/mp4");
    expect(Number(res.headers["content-length"])).toBe(file.length);
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(res.headers.etag).toMatch(/^"/);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400, stale-while-revalidate=604800");
    expect(Buffer.compare(res.body as Buffer, file)).toBe(0);
  });

  it("streams without the runtime warning of a listener leak (each layer watches the response close)", async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on("warning", onWarning);
    try {
      await request(carre.app).get("/media/hero.mp4").expect(200);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings).not.toContain("MaxListenersExceededWarning");
  });

  it("answers a byte range with 206 and Content-Range, as players seek", async () => {
    const res = await request(carre.app).get("/media/hero.mp4").set("Range", "bytes=0-99").expect(206);
    expect(res.headers["content-range"]).toBe(`bytes 0-99/${file.length}`);
    expect(res.headers["content-length"]).toBe("100");
  });

  it("answers a range past the end with 416 and a matching ETag with 304", async () => {
    await request(carre.app).get("/media/hero.mp4").set("Range", `bytes=${file.length + 10}-`).expect(416);
    const { headers } = await request(carre.app).head("/media/hero.mp4").expect(200);
    await request(carre.app).get("/media/hero.mp4").set("If-None-Match", headers.etag!).expect(304);
  });

  it.each(["/media/missing.mp4", "/media/hero.txt", "/media/.env.mp4"])("%s is a plain 404", async (path) => {
    const res = await request(carre.app).get(path).expect(404);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
  });

  it.each(["/media/%2e%2e/api/render/home-nl.mp4", "/media/a/../hero.mp4"])("%s never reaches the media host (the URL rules refuse it first)", async (path) => {
    const before = carre.cms.requests.length;
    await request(carre.app).get(path).expect(400);
    expect(carre.cms.requests.length).toBe(before);
    await request(carre.app).get("/media/hero.mp4").expect(200);
    expect(carre.cms.requests.at(-1)).toBe("GET /media/hero.mp4");
  });

  describe("against a misbehaving media host", () => {
    let host: http.Server;
    let stack: Stack;
    beforeAll(async () => {
      host = http.createServer((req, res) => {
        if (req.url === "/media/page.mp4") return void res.writeHead(200, { "Content-Type": "text/html" }).end("<h1>not a video</h1>");
        if (req.url === "/media/huge.mp4") return void res.writeHead(200, { "Content-Type": "video/mp4", "Content-Length": String(3 * 1024 * 1024) }).end();
        if (req.url === "/media/broken.mp4") return void res.writeHead(500).end();
        if (req.url === "/media/moved.mp4") return void res.writeHead(302, { Location: "/media/elsewhere.mp4" }).end();
        // Sends its head and a first kilobyte, then nothing.
        if (req.url === "/media/stalls.mp4") return void res.writeHead(200, { "Content-Type": "video/mp4", "Content-Length": "100000" }).write(Buffer.alloc(1024));
        // Never answers: the site's deadline must.
      });
      await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
      stack = await startStack({ timeoutMs: 300, env: { MEDIA_URL: `http://127.0.0.1:${(host.address() as AddressInfo).port}`, MEDIA_MAX_MB: "2" } });
    });
    afterAll(async () => {
      host.closeAllConnections();
      await new Promise<void>((resolve) => host.close(() => resolve()));
      await stack.close();
    });

    it.each([
      ["/media/page.mp4", 502, "not a video"],
      ["/media/huge.mp4", 502, "larger than"],
      ["/media/broken.mp4", 502, "unexpected status"],
      ["/media/silent.mp4", 504, "media upstream did not answer"],
      // A redirect is not followed, and is the host answering wrongly, not late.
      ["/media/moved.mp4", 502, "media upstream did not answer"],
    ])("%s: %i with a log line naming the request", async (path, status, reason) => {
      const id = `media-${path.slice(7, -4)}-0001`;
      const res = await request(stack.app).get(path).set("X-Request-Id", id).expect(status);
      expect(res.headers["cache-control"]).toBe("no-store");
      const line = stack.logs.find((l) => (l.req as { id?: string } | undefined)?.id === id && l.msg !== "request completed");
      expect(JSON.stringify(line)).toContain(reason);
    });

    it("a host that stops sending mid-body: the visitor's answer is cut after the idle time, not held, and logged", async () => {
      const id = "media-stalls-0001";
      // The head (200) went out before the stall: all that is left is to end the answer early.
      await expect(request(stack.app).get("/media/stalls.mp4").set("X-Request-Id", id)).rejects.toThrow();
      await expect.poll(() => stack.logs.find((l) => (l.req as { id?: string } | undefined)?.id === id && l.msg === "media stream ended early")?.reason).toBe("media upstream sent nothing for 300 ms");
    });
  });
});
