/**
 * Precompressed assets (issue 12 point 3): the build writes .br/.gz next to each text asset
 * (scripts/precompress.ts); the server sends those bytes as they are for a client that accepts
 * them, and the plain file otherwise. Bodies are read raw with node:http, as supertest would
 * decode them and hide which bytes were sent.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "./harness";

// Repetitive enough to compress well and well over the build's 1 KB floor.
const JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = "item ${i}";`).join("\n");
const MAP = JSON.stringify({ version: 3, sources: ["client/entry.tsx"], sourcesContent: ["secret ".repeat(400)] });
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;

const root = mkdtempSync(join(tmpdir(), "carre-precompressed-"));
const assetsDir = join(root, "assets");
const staticDir = join(root, "static");
/** Writes a file with the same .br/.gz copies the build makes. */
function withCopies(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}
mkdirSync(assetsDir);
mkdirSync(staticDir);
withCopies(join(assetsDir, "app-abc123.js"), JS);
withCopies(join(assetsDir, "app-abc123.js.map"), MAP);
withCopies(join(staticDir, "logo.svg"), SVG);
// The stylesheet the harness's manifest names: the server reads it at start for each page's critical CSS.
writeFileSync(join(assetsDir, "styles-test.css"), "");

let stack: Stack;
let server: Server;
let port: number;
beforeAll(async () => {
  stack = await startStack({ assetsDir, staticDir });
  server = stack.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await stack.close();
  rmSync(root, { recursive: true, force: true });
});

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };
/** One request over node:http; the body is the bytes on the wire (no decoding). */
function raw(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Charset values are case-insensitive (RFC 9110 §8.3.2): the plain file says utf-8, the precompressed UTF-8. */
const sameType = (a: string | undefined, b: string | undefined) => expect(a?.toLowerCase()).toBe(b?.toLowerCase());

describe("precompressed /assets", () => {
  it("sends the plain file, uncompressed, to a client that sends no Accept-Encoding", async () => {
    const res = await raw("/assets/app-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-type"]).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.body.toString()).toBe(JS);
  });

  it("sends the .br file to a client that accepts br, with the plain file's type and cache headers", async () => {
    const plain = await raw("/assets/app-abc123.js");
    const res = await raw("/assets/app-abc123.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    sameType(res.headers["content-type"], plain.headers["content-type"]);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(Number(res.headers["content-length"])).toBe(statSync(join(assetsDir, "app-abc123.js.br")).size);
    expect(brotliDecompressSync(res.body).toString()).toBe(JS);
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers.etag).not.toBe(plain.headers.etag);
  });

  it("sends the .gz file to a client that accepts only gzip, with an ETag of its own", async () => {
    const br = await raw("/assets/app-abc123.js", { "Accept-Encoding": "br" });
    const plain = await raw("/assets/app-abc123.js");
    const res = await raw("/assets/app-abc123.js", { "Accept-Encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    sameType(res.headers["content-type"], plain.headers["content-type"]);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    // The stored file's length: bytes compressed per request would be sent chunked, without one.
    expect(Number(res.headers["content-length"])).toBe(statSync(join(assetsDir, "app-abc123.js.gz")).size);
    expect(gunzipSync(res.body).toString()).toBe(JS);
    expect(new Set([res.headers.etag, br.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it("sends the plain file when the client refuses both encodings", async () => {
    const res = await raw("/assets/app-abc123.js", { "Accept-Encoding": "identity, br;q=0, gzip;q=0" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.toString()).toBe(JS);
  });

  it("answers 304 to If-None-Match with the br ETag", async () => {
    const first = await raw("/assets/app-abc123.js", { "Accept-Encoding": "gzip, deflate, br" });
    const again = await raw("/assets/app-abc123.js", { "Accept-Encoding": "gzip, deflate, br", "If-None-Match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("answers HEAD with the br headers and no body", async () => {
    const res = await raw("/assets/app-abc123.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(Number(res.headers["content-length"])).toBe(statSync(join(assetsDir, "app-abc123.js.br")).size);
    expect(res.body.length).toBe(0);
  });

  it("still refuses source maps by default, plain or precompressed, however asked for", async () => {
    for (const path of ["/assets/app-abc123.js.map", "/assets/app-abc123.js.map.br", "/assets/app-abc123.js.map.gz", "/assets/app-abc123.js.map%2Ebr"]) {
      for (const encoding of ["", "br", "gzip"]) {
        const res = await raw(path, encoding ? { "Accept-Encoding": encoding } : {});
        expect(res.status, `${path} ${encoding}`).toBe(404);
        expect(res.headers["content-encoding"]).toBeUndefined();
        expect(res.body.toString()).not.toContain("sourcesContent");
      }
    }
  });
});

describe("precompressed /static", () => {
  it("sends the .br file with a one-day cache, and the plain file without Accept-Encoding", async () => {
    const plain = await raw("/static/logo.svg");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SVG);
    const res = await raw("/static/logo.svg", { "Accept-Encoding": "gzip, deflate, br" });
    expect(res.headers["content-encoding"]).toBe("br");
    sameType(res.headers["content-type"], plain.headers["content-type"]);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(brotliDecompressSync(res.body).toString()).toBe(SVG);
  });
});
