/**
 * Hostile input, property-based (issue 8 item 7): random paths, query strings, headers and bodies
 * against the app with a healthy sample CMS. Whatever arrives: no 5xx, no unhandled rejection, no
 * reflected script, no Host header value in the answer, no error-level log line but an upstream
 * failure. Fixed seeds make a failure repeatable; the case counts keep the file well under 40 s.
 */
import type { Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type LogLine } from "./harness";

const SEED = 8_2026_1123;

let stack: Awaited<ReturnType<typeof startStack>>;
let server: Server;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => void rejections.push(reason);

beforeAll(async () => {
  process.on("unhandledRejection", onRejection);
  stack = await startStack();
  server = stack.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
});
afterAll(async () => {
  process.off("unhandledRejection", onRejection);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await stack.close();
});

// ---- what a hostile client sends ----

/** Names of Object.prototype's members: a lookup by visitor input in a plain object would find these. */
const PROTO = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"];
const MARKERS = ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>', "</script><svg onload=alert(1)>", "<!--<script>"];
const REFLECTED = /<script>alert\(|<img src=x onerror|<svg onload|<!--<script>/i;
/** Host values carry this prefix so any echo of them is found; no path or content contains it. */
const HOSTILE = "hostile-";

const hex = (c: number) => c.toString(16).padStart(2, "0");
const CONTROLS = [...Array.from({ length: 0x20 }, (_, c) => c), 0x7f];
/** Every encoded control and line separator, broken or overlong UTF-8, dot segments: each makes a path a 400. */
const REJECTED = [
  ...CONTROLS.map((c) => `%${hex(c).toUpperCase()}`),
  ...CONTROLS.map((c) => `%${hex(c)}`),
  "%E2%80%A8", "%E2%80%A9", "%e2%80%a8", "%zz", "%E2%82", "%", "%FF", "%C0%AF",
  "/./", "/../", "/%2e/", "/%2E%2E/", "/.%2e/", "/%2e./",
];
/** Odd but legal inside a segment: encoded slashes and backslashes, escapes, C1 and BOM characters, punctuation. */
const ODD = ["%2F", "%2f", "%5C", "%5c", "\\", "%25", "%C2%85", "%EF%BB%BF", "%2e", "..", "~", ";", ":", "@", "*", "'", "%22", "%3C", "%3E", "+", "%20"];
const WORDS = [
  "pagina", "contact", "agenda", "en", "calendar", "voorstelling", "show", "nieuws", "news", "zoeken", "search", "page",
  "api", "render", "redirect", "services", "presale", "webhook", "cms", "static", "assets", "actie", "kerstshow", "oude-agenda",
  "favicon.ico", "robots.txt", "healthz", "app.js.map", "production-page-list-nl", "hadestown", "cookies", "preview-voorbeeld",
  "bevestigen", "confirm", "premiere-afmelden", "forms", "newsletter", "orders", ...PROTO,
];
/** Cheap real pages (the list pages take 100–700 ms each here; the query property visits them). */
const PAGES = ["/pagina/contact", "/en/page/contact", "/pagina/cookies", "/kerstshow", "/actie", "/oude-agenda", "/robots.txt", "/healthz"];

const marker = fc.constantFrom(...MARKERS);
const word = fc.constantFrom(...WORDS);
const odd = fc.constantFrom(...ODD);
const segment = fc.oneof(
  { weight: 6, arbitrary: word },
  { weight: 2, arbitrary: odd },
  { weight: 3, arbitrary: fc.tuple(word, odd, fc.option(word, { nil: "" })).map((parts) => parts.join("")) },
  { weight: 1, arbitrary: marker.map(encodeURIComponent) },
  { weight: 1, arbitrary: marker.map((m) => m.replace(/ /g, "%20")) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 6 }).map(encodeURIComponent) },
  // Raw UTF-8 in the request line: browsers never send it, scripts do.
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 3 }).map((s) => s.replace(/[\s\u0000-\u001f\u007f-\u00a0]/g, "")) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 1200 }).map((n) => "x".repeat(n)) },
  { weight: 1, arbitrary: fc.constant("") },
);
const separator = fc.constantFrom("/", "/", "/", "/", "/", "//", "\\", "/%2F", "%5C");
const built = fc
  .tuple(fc.constantFrom("/", "/", "/", "/", "//", "/\\", "\\"), fc.array(fc.tuple(segment, separator), { maxLength: 5 }), segment)
  .map(([lead, parts, last]) => lead + parts.map(([s, sep]) => s + sep).join("") + last);
/** About a third of the paths carry one rejected sequence somewhere; the rest reach the routes. */
const path = fc
  .tuple(fc.oneof({ weight: 4, arbitrary: built }, { weight: 1, arbitrary: fc.constantFrom(...PAGES) }), fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...REJECTED), fc.nat()) }))
  .map(([p, bad]) => (bad ? p.slice(0, 1 + (bad[1] % p.length)) + bad[0] + p.slice(1 + (bad[1] % p.length)) : p));

const queryValue = fc.oneof(word, odd, fc.constantFrom(...PROTO), fc.constantFrom(...REJECTED), marker, marker.map(encodeURIComponent), fc.integer({ min: -5, max: 100000 }).map(String), fc.string({ maxLength: 20 }).map(encodeURIComponent));
const queryKey = fc.constantFrom("q", "page", "per_page", "presale", "l", "code", "filter_newsPageTag", "actie", "action", "token", "ref", "id", "path", "utm_source", "x[]", ...PROTO);
const query = fc
  .array(fc.tuple(queryKey, fc.option(queryValue, { nil: undefined })), { maxLength: 5 })
  .map((pairs) => pairs.map(([k, v]) => (v === undefined ? k : `${k}=${v}`)).join("&"));

/** Header values Node lets through: visible ASCII, spaces and tabs. */
const headerText = (maxLength: number) => fc.string({ unit: fc.constantFrom(...Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i)), "\t"), maxLength });
const hostile = fc.stringMatching(/^[a-z0-9]{1,10}$/).map((s) => `${HOSTILE}${s}.example`);

// ---- what must hold for every answer ----

interface Answer {
  status: number;
  location?: string;
  body: string;
}

const UPSTREAM_FAILURES = new Set(["upstream call failed", "render failed", "redirect lookup failed"]);

function check(label: string, answer: Answer, logs: LogLine[]): void {
  expect(answer.status, `${label}: status`).toBeLessThan(500);
  expect(REFLECTED.test(answer.body), `${label}: reflected script`).toBe(false);
  expect(answer.body.includes(HOSTILE), `${label}: Host value in body`).toBe(false);
  expect(answer.location?.includes(HOSTILE) ?? false, `${label}: Host value in Location`).toBe(false);
  expect(answer.location ?? "/", `${label}: off-site Location`).not.toMatch(/^(\/\/|\/\\|\\)/);
  const errors = logs.filter((l) => (l.level ?? 0) >= 50 && !UPSTREAM_FAILURES.has(l.msg ?? ""));
  expect(errors.map((l) => l.msg), `${label}: error logs`).toEqual([]);
}

async function observed(send: () => Promise<Answer>): Promise<[Answer, LogLine[]]> {
  const from = stack.logs.length;
  const answer = await send();
  return [answer, stack.logs.slice(from)];
}

/** One HTTP/1.1 request written byte for byte: supertest would normalise `\`, raw UTF-8 and more. */
function rawGet(target: string, headers: Record<string, string>): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  const head = [`GET ${target} HTTP/1.1`, ...Object.entries({ ...headers, Connection: "close" }).map(([k, v]) => `${k}: ${v}`), "", ""].join("\r\n");
  return new Promise((resolve, reject) => {
    // Written, not ended: a half-closed socket lets the server drop the answer. It closes after it.
    const socket = connect(port, "127.0.0.1", () => socket.write(Buffer.from(head, "utf8")));
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer for ${target}`)));
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [top = "", ...rest] = text.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(top)?.[1] ?? 0);
      const location = /\r\nlocation: ([^\r]*)/i.exec(top)?.[1];
      resolve({ status, location, body: rest.join("\r\n\r\n") });
    });
  });
}

const fromSupertest = (res: request.Response): Answer => ({ status: res.status, location: res.headers.location, body: res.text ?? "" });

// ---- the properties ----

describe("hostile input", () => {
  it("prototype-named values of every query parameter the confirmation pages read are unknown actions, not errors", async () => {
    for (const name of PROTO) {
      for (const page of ["/bevestigen", "/en/confirm"]) {
        for (const param of ["action", "actie"]) {
          const [answer, logs] = await observed(async () => fromSupertest(await request(stack.app).get(`${page}?${param}=${encodeURIComponent(name)}&token=t`)));
          check(`${page}?${param}=${name}`, answer, logs);
          expect(answer.status, `${page}?${param}=${name}`).toBe(404);
        }
      }
      for (const path of [`/pagina/${name}`, `/en/page/${name}`, `/voorstelling/${name}`]) {
        const [answer, logs] = await observed(async () => fromSupertest(await request(stack.app).get(path)));
        check(path, answer, logs);
      }
    }
  }, 60_000);

  it("random paths and queries, sent raw, with hostile Host and X-Forwarded-Host", async () => {
    await fc.assert(
      fc.asyncProperty(path, fc.option(query, { nil: undefined }), hostile, hostile, async (p, q, host, forwarded) => {
        const target = q === undefined ? p : `${p}?${q}`;
        const [answer, logs] = await observed(() => rawGet(target, { Host: host, "X-Forwarded-Host": forwarded }));
        expect(answer.status, `${target}: answered`).toBeGreaterThan(0);
        check(target, answer, logs);
      }),
      { seed: SEED, numRuns: 1500 },
    );
    expect(rejections).toEqual([]);
  }, 90_000);

  it("random query strings on the pages and proxies that read them", async () => {
    // The pages and proxies that read a query; the costly list pages less often.
    const base = fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom("/agenda", "/en/calendar", "/zoeken", "/nieuws") },
      { weight: 3, arbitrary: fc.constantFrom("/pagina/contact", "/actie", "/bevestigen", "/en/confirm", "/premiere-afmelden", "/premiere-bevestigen", "/api/render/news-page-list-nl", "/api/redirect", "/api/services/presale") },
    );
    await fc.assert(
      fc.asyncProperty(base, query, async (b, q) => {
        const [answer, logs] = await observed(async () => fromSupertest(await request(stack.app).get(`${b}?${q}`)));
        check(`${b}?${q}`, answer, logs);
      }),
      { seed: SEED + 1, numRuns: 150 },
    );
    expect(rejections).toEqual([]);
  }, 60_000);

  it("random headers: Host, forwarding, encodings, cookies, request ids", async () => {
    const headers = fc.record(
      {
        Host: hostile,
        "X-Forwarded-Host": fc.oneof(hostile, hostile.map((h) => `${h}, ${h}`)),
        "X-Forwarded-For": fc.oneof(fc.ipV4(), fc.ipV6(), headerText(60)),
        "X-Forwarded-Proto": fc.constantFrom("http", "https", "javascript", "", "https, http"),
        "Accept-Encoding": fc.oneof(fc.constantFrom("gzip", "br", "deflate, gzip;q=0", "identity;q=0", "*", "zstd", "gzip;q=abc"), headerText(40)),
        Cookie: fc.oneof(fc.constantFrom("carre_sync=1", "carre_sync=%ZZ; a=b", "=;;=", `x=${MARKERS[0]}`), headerText(200)),
        "X-Request-Id": fc.oneof(fc.uuid(), headerText(100), marker),
        "User-Agent": fc.oneof(fc.constantFrom("Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8", ""), headerText(80)),
        "If-None-Match": fc.oneof(fc.constantFrom('"x"', "*", 'W/"y"'), headerText(40)),
        "Accept-Language": headerText(40),
      },
      { requiredKeys: ["Host"] },
    );
    const target = fc.constantFrom("/pagina/contact", "/pagina/bestaat-niet", "/kerstshow", "//pagina//contact", "/agenda?l=en", "/api/render/pagina/contact", "/healthz");
    await fc.assert(
      fc.asyncProperty(target, headers, async (t, h) => {
        const [answer, logs] = await observed(async () => fromSupertest(await request(stack.app).get(t).set(h)));
        check(`${t} ${JSON.stringify(h)}`, answer, logs);
      }),
      { seed: SEED + 2, numRuns: 250 },
    );
    expect(rejections).toEqual([]);
  }, 60_000);

  it("random bodies and methods on the webhook and other API paths", async () => {
    const target = fc.oneof(
      fc.constantFrom("/api/webhook/cms", "/api/webhook/cms", "/api/render/pagina/contact", "/api/redirect?path=/x", "/api/services/forms/contact", "/api/orders/1", "/api/nope", "/pagina/contact"),
      // The form posts (native and proxied), also to prototype-named forms and pages.
      fc.constantFrom("/pagina/aanmelden-nieuwsbrief", "/premiere-afmelden", "/api/services/newsletter/subscribe", "/api/services/forms/contact"),
      fc.tuple(fc.constantFrom("/api/services/forms/", "/api/services/newsletter/", "/api/orders/", "/pagina/"), fc.constantFrom(...PROTO)).map(([a, b]) => a + b),
    );
    const method = fc.constantFrom("post", "post", "put", "patch", "delete");
    const contentType = fc.constantFrom("application/json", "application/json; charset=utf-16", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/octet-stream", "");
    const body = fc.oneof(
      fc.json({ maxDepth: 3 }),
      fc.constantFrom('{"all":true}', '{"paths":["/pagina/contact"]}', '{"tags":["DEFAULT_FOOTER"]}', '{"__proto__":{"all":true}}', "[]", "null", "{", ""),
      // Prototype-named JSON keys and form fields, `_form` naming one too.
      fc.tuple(fc.constantFrom(...PROTO), fc.constantFrom(...PROTO)).map(([k, v]) => JSON.stringify({ [k]: { [v]: 1 }, email: "a@b.example", id: v })),
      fc.tuple(fc.constantFrom(...PROTO), fc.constantFrom(...PROTO)).map(([k, v]) => `${k}=${v}&_form=${encodeURIComponent(JSON.stringify({ id: v, [k]: 1 }))}&_slot=${v}`),
      fc.constantFrom(...PROTO).map((k) => `_form=${k}&${k}=1`),
      marker.map((m) => JSON.stringify({ paths: [m], mode: m })),
      fc.string({ unit: "binary", maxLength: 200 }),
      fc.integer({ min: 60_000, max: 300_000 }).map((n) => `{"paths":["${"a".repeat(n)}"]}`),
    );
    const auth = fc.record(
      {
        "X-CMS-Signature": fc.oneof(fc.constant("sha256=00"), headerText(80)),
        "X-Webhook-Signature": fc.oneof(fc.integer({ min: 0, max: 2 ** 32 }).map((t) => `t=${t},v1=${"0".repeat(64)}`), headerText(80)),
        Authorization: fc.oneof(fc.constant("Bearer x"), headerText(80)),
        "Content-Encoding": fc.constantFrom("gzip", "deflate", "br", "identity", "x-unknown"),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(target, method, contentType, body, auth, async (t, m, type, b, h) => {
        const [answer, logs] = await observed(async () => {
          const req = request(stack.app)[m](t).set(h);
          return fromSupertest(await (type ? req.set("Content-Type", type) : req).send(b));
        });
        check(`${m.toUpperCase()} ${t} (${type}, ${b.length} bytes)`, answer, logs);
        if (t.startsWith("/api/") && answer.status >= 400) expect(answer.body, `${t}: JSON error`).toMatch(/^\{/);
      }),
      { seed: SEED + 3, numRuns: 300 },
    );
    expect(rejections).toEqual([]);
  }, 60_000);
});
