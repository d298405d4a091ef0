/**
 * The deferred rest of a page's styles (server/render/rest-css.ts, server/http/rest-styles.ts): the
 * page links it for print in place of the full sheet, and its address alone tells the server what
 * to send, cached for a year, compressed; an address this build cannot have made goes on to the
 * full sheet.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "./harness";

// Rules a page uses (the frame's), one it cannot (a class no page has), and a modifier written
// before the rule it would otherwise override once a script adds it.
const CSS = "body{margin:0}.site-header{color:#111}.never-on-a-page{color:red}.site-header--x{color:blue}.site-header{color:#222}";

const root = mkdtempSync(join(tmpdir(), "carre-rest-"));
writeFileSync(join(root, "styles-test.css"), CSS);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ assetsDir: root });
});
afterAll(async () => {
  await stack.close();
  rmSync(root, { recursive: true, force: true });
});

async function restAddressOfHome(): Promise<string> {
  const page = await request(stack.app).get("/").expect(200);
  const href = page.text.match(/<link rel="stylesheet" href="(\/assets\/rest\/[^"]+)" media="print" data-deferred data-full="\/assets\/styles-test\.css"/)?.[1];
  expect(href).toBeDefined();
  return href!;
}

describe("a page's rest of the stylesheet", () => {
  it("holds the rules its inline CSS lacks and the inline ones that must follow them, compressed and cached for a year", async () => {
    const href = await restAddressOfHome();
    const res = await request(stack.app).get(href).set("Accept-Encoding", "br").buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toContain("Accept-Encoding");
    // supertest decodes what it was sent.
    expect((res.body as Buffer).toString()).toBe(".never-on-a-page{color:red}.site-header--x{color:blue}.site-header{color:#222}");
    const plain = await request(stack.app).get(href).set("Accept-Encoding", "identity").expect(200);
    expect(plain.text).toBe(".never-on-a-page{color:red}.site-header--x{color:blue}.site-header{color:#222}");
  });

  it("sends an address this build cannot have made on to the full sheet, briefly cached", async () => {
    const href = await restAddressOfHome();
    for (const other of [href.replace(/\/rest\/[\w-]+\//, "/rest/AAAA/"), href.replace(/[\w-]+\.css$/, "styles-OLD.css"), href.replace(/\/rest\/[\w-]+\//, "/rest/!!/")]) {
      const res = await request(stack.app).get(other);
      expect([other, res.status, res.headers.location, res.headers["cache-control"]]).toEqual([other, 302, "/assets/styles-test.css", "public, max-age=300"]);
    }
  });
});
