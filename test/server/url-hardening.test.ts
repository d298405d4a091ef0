import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type LogLine } from "./harness";

let stack: Awaited<ReturnType<typeof startStack>>;
let server: Server;
beforeAll(async () => {
  stack = await startStack();
  server = stack.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await stack.close();
});

/** supertest's URL parsing turns `\` into `/`; browsers and attackers can send it as is. */
function rawGet(path: string): Promise<{ status: number; location?: string; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, location: res.headers.location, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Log lines written while `run` ran. */
async function logsOf(run: () => Promise<unknown>): Promise<LogLine[]> {
  const from = stack.logs.length;
  await run();
  return stack.logs.slice(from);
}

const ERROR = 50;

describe("paths with control characters or line separators", () => {
  const encoded = [
    ...Array.from({ length: 0x20 }, (_, c) => `%${c.toString(16).padStart(2, "0").toUpperCase()}`),
    "%7F",
    "%E2%80%A8",
    "%E2%80%A9",
  ];

  it("answer 400 with the plain page (JSON under /api/) and a warning, never a 500 or an error with a stack", async () => {
    for (const char of encoded) {
      for (const path of [`/a${char}b`, `/${char}/pagina/contact`, `/pagina/contact${char}`, `/${char}`, `/api/render/pagina${char}`]) {
        const logs = await logsOf(async () => {
          const res = await request(stack.app).get(path);
          expect(res.status, path).toBe(400);
          if (path.startsWith("/api/")) expect(res.body, path).toEqual({ message: "Bad request" });
          else expect(res.text, path).toContain('<html lang="nl">');
          if (!path.startsWith("/api/")) expect(res.text, path).toMatch(/<h1[^>]*>Dit verzoek kunnen wij niet lezen\.<\/h1>/);
        });
        expect(logs.filter((l) => (l.level ?? 0) >= ERROR), path).toEqual([]);
        expect(logs.some((l) => l.msg === "rejected url" && l.reason === "control character in path"), path).toBe(true);
      }
    }
  });

  it("an English address gets the plain page in English, with its home link (it was Dutch-marked English for every address)", async () => {
    for (const path of ["/en/search?q=%ZZ", "/en/%ZZ", "/en/news%00"]) {
      const res = await request(stack.app).get(path);
      expect([res.status, res.text.match(/<html lang="(\w+)">.*<h1[^>]*>(.*?)<\/h1><p><a href="(.*?)"/)?.slice(1)], path).toEqual([400, ["en", "We cannot read this request.", "/en"]]);
    }
    const put = await request(stack.app).put("/en/calendar");
    expect([put.status, put.text.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]]).toEqual([405, "This address cannot do that."]);
  });

  it("answer 400 for dot segments, encoded or not, that would serve or proxy another path", async () => {
    for (const path of ["/pagina/..%2Fagenda", "/pagina/%2e%2e/agenda", "/%2E/pagina/contact", "/api/render/pagina/%2E%2E/admin"]) {
      expect((await request(stack.app).get(path)).status, path).toBe(400);
    }
  });
});

describe("backslash paths", () => {
  it("redirect to the clean path with the query kept", async () => {
    expect(await rawGet("/\\anything/pagina/contact")).toMatchObject({ status: 301, location: "/anything/pagina/contact" });
    expect(await rawGet("/pagina\\contact?x=1")).toMatchObject({ status: 301, location: "/pagina/contact?x=1" });
    expect(await rawGet("/pagina%5Ccontact")).toMatchObject({ status: 301, location: "/pagina/contact" });
    expect(await rawGet("/pagina%5c%5C/contact")).toMatchObject({ status: 301, location: "/pagina/contact" });
    expect((await rawGet("/pagina/contact")).status).toBe(200);
  });

  it("never redirect off the site, and the clean path of nothing is a 404", async () => {
    for (const path of ["/\\evil.com", "/\\\\evil.com", "/%5Cevil.com", "/%5C%5Cevil.com", "/\\/evil.com", "//\\evil.com"]) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(301);
      expect(res.location, path).toBe("/evil.com");
    }
    expect((await rawGet("/evil.com")).status).toBe(404);
  });

  it("are no longer served under the path after the backslash", async () => {
    const res = await rawGet("/\\anything/pagina/contact");
    expect(res.status).not.toBe(200);
    expect((await rawGet(res.location!)).status).toBe(404);
  });
});

describe("a fixed route's path in another case or with a trailing slash", () => {
  it("redirects with a 301 to the route's own spelling, query kept: one address per page for crawlers and caches", async () => {
    expect(await rawGet("/agenda/?q=hades")).toMatchObject({ status: 301, location: "/agenda?q=hades" });
    expect(await rawGet("/Agenda")).toMatchObject({ status: 301, location: "/agenda" });
    expect(await rawGet("/EN/calendar")).toMatchObject({ status: 301, location: "/en/calendar" });
    expect(await rawGet("/en/")).toMatchObject({ status: 301, location: "/en" });
    expect(await rawGet("/Nieuws/")).toMatchObject({ status: 301, location: "/nieuws" });
    // Every rule in one hop (a crawl audit found two and three: /agenda// → /agenda/ → /agenda).
    expect(await rawGet("/Nieuws//")).toMatchObject({ status: 301, location: "/nieuws" });
    expect(await rawGet("//agenda/")).toMatchObject({ status: 301, location: "/agenda" });
    expect(await rawGet("/en//calendar/")).toMatchObject({ status: 301, location: "/en/calendar" });
    expect(await rawGet("/nieuws//?p=2")).toMatchObject({ status: 301, location: "/nieuws?p=2" });
    expect(await rawGet("/Agenda/?l=en&q=x")).toMatchObject({ status: 301, location: "/en/calendar?q=x" });
    // The spellings the table has, and CMS pages (whose canonical is the CMS's own address), are left alone.
    expect((await rawGet("/agenda")).status).toBe(200);
    expect((await rawGet("/")).status).toBe(200);
    expect((await rawGet("/pagina/contact/")).status).toBe(200);
  });
});

describe("body parser failures on /api", () => {
  it("answer 413 as JSON for a webhook body over the limit, with a warning only", async () => {
    const logs = await logsOf(async () => {
      const res = await request(stack.app).post("/api/webhook/cms").set("Content-Type", "application/json").send(`{"all":true,"pad":"${"x".repeat(2 * 1024 * 1024)}"}`);
      expect(res.status).toBe(413);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.body.message).toEqual(expect.any(String));
    });
    expect(logs.filter((l) => (l.level ?? 0) >= ERROR)).toEqual([]);
  });

  it("answer 4xx as JSON for a body in an encoding the server cannot read", async () => {
    const res = await request(stack.app).post("/api/webhook/cms").set("Content-Type", "application/json").set("Content-Encoding", "x-unknown").send('{"all":true}');
    expect(res.status).toBe(415);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const gzipLie = await request(stack.app).post("/api/webhook/cms").set("Content-Type", "application/json").set("Content-Encoding", "gzip").send('{"all":true}');
    expect(gzipLie.status).toBe(400);
    expect(gzipLie.headers["content-type"]).toMatch(/^application\/json/);
  });
});

describe("short URLs with a query (spec 3 §2)", () => {
  it("retry the lookup with the full path when the bare path leads nowhere", async () => {
    const res = await request(stack.app).get("/actie?code=zomer").expect(302);
    // The query is part of the short URL, not the visitor's to pass on.
    expect(res.headers.location).toBe("/pagina/theaterarrangementen");
    await request(stack.app).get(res.headers.location).expect(200);
  });

  it("still give the bare click-type path and unknown codes the 404 page", async () => {
    await request(stack.app).get("/actie").expect(404);
    await request(stack.app).get("/actie?code=winter").expect(404);
  });
});
