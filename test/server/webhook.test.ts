import { createHmac } from "node:crypto";
import type { Server } from "node:http";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CacheEvent } from "../../server/cache";
import { signWebhook, WEBHOOK_PATH } from "../../server/http/webhook";
import { startStack, WEBHOOK_SECRET } from "./harness";

const NEXT_SECRET = "next-webhook-secret-9876543210";
const BEARER_TOKEN = "fixed-header-token-for-a-simple-cms-0123456789";

let stack: Awaited<ReturnType<typeof startStack>>;
const purges: CacheEvent[] = [];
beforeAll(async () => {
  stack = await startStack({ env: { WEBHOOK_SECRETS: `${WEBHOOK_SECRET},${NEXT_SECRET}`, WEBHOOK_BEARER_TOKEN: BEARER_TOKEN } });
  stack.caches.registry.on("cache", (e) => void (e.event === "purge" && purges.push(e)));
});
afterEach(() => {
  stack.cms.faults.clear();
  // A failure the last test caused is remembered for about a second; the next test starts afresh.
  stack.caches.registry.purge({ all: true }, "hard");
});
afterAll(() => stack.close());

const now = () => Math.floor(Date.now() / 1000);
const post = (body: string, headers: Record<string, string> = {}) => request(stack.app).post(WEBHOOK_PATH).set("Content-Type", "application/json").set(headers).send(body);
const signed = (body: string, secret = WEBHOOK_SECRET, t = now()) => post(body, { "X-Webhook-Signature": signWebhook(body, secret, t) });
const page = (path: string) => request(stack.app).get(path);
/** Render calls the sample CMS received for one CMS path. */
const renderCalls = (path: string) => stack.cms.requests.filter((r) => decodeURIComponent(r) === `GET /api/render${path}`).length;

/** Asserts the calls made by `fn` purged nothing at all. */
async function purgesNothing(fn: () => Promise<unknown>) {
  const before = purges.length;
  await fn();
  expect(purges.length).toBe(before);
}

describe("webhook authentication", () => {
  it("purges a cached page by path and answers 202 with the mode and the count per cache", async () => {
    await page("/pagina/contact").expect(200);
    const res = await signed(JSON.stringify({ paths: ["/pagina/contact"] })).expect(202);
    expect(res.body.mode).toBe("soft");
    expect(res.body.purged["render:pages"]).toBe(1);
    expect(res.body.purged["render:home"]).toBe(0);
    const line = stack.logs.find((l) => l.msg === "cache purged by webhook");
    expect(line?.webhook).toMatchObject({ auth: "signature", mode: "soft", purge: { paths: ["/pagina/contact"] } });
  });

  it("accepts either of the two configured secrets, and a header listing several signatures", async () => {
    await signed(JSON.stringify({ paths: ["/pagina/cookies"] }), WEBHOOK_SECRET).expect(202);
    await signed(JSON.stringify({ paths: ["/pagina/cookies"] }), NEXT_SECRET).expect(202);
    const body = JSON.stringify({ paths: ["/pagina/bereikbaarheid"] });
    const t = now();
    const unknown = signWebhook(body, "retired-secret-0123456789", t).split(",")[1];
    await post(body, { "X-Webhook-Signature": `${signWebhook(body, NEXT_SECRET, t)},${unknown}` }).expect(202);
  });

  it("refuses a wrong secret, the old X-CMS-Signature header and a missing header with 401, purging nothing", async () => {
    const body = '{"all":true}';
    await purgesNothing(async () => {
      await signed(body, "another-secret-0123456789").expect(401);
      await post(body, { "X-CMS-Signature": `sha256=${createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex")}` }).expect(401);
      await post(body).expect(401);
    });
  });

  it("refuses a timestamp more than 300 s in the past or in the future", async () => {
    const body = '{"all":true}';
    await purgesNothing(async () => {
      await signed(body, WEBHOOK_SECRET, now() - 301).expect(401);
      // Seconds pass before the server reads its clock (two on a busy machine made +301 a 299 s skew);
      // the exact edge is checked with the clock held still (webhook-standard.test.ts).
      await signed(body, WEBHOOK_SECRET, now() + 310).expect(401);
    });
  });

  it("accepts a signed call once: the same t and signature again is 401 and purges nothing", async () => {
    const body = JSON.stringify({ paths: ["/pagina/toegankelijkheid"] });
    const signature = signWebhook(body, WEBHOOK_SECRET);
    await post(body, { "X-Webhook-Signature": signature }).expect(202);
    await purgesNothing(() => post(body, { "X-Webhook-Signature": signature }).expect(401));
  });

  it("accepts the configured bearer token and refuses a wrong one", async () => {
    await post('{"tags":["DEFAULT_FOOTER"]}', { Authorization: `Bearer ${BEARER_TOKEN}` }).expect(202);
    await purgesNothing(async () => {
      await post('{"all":true}', { Authorization: `Bearer ${BEARER_TOKEN.slice(0, -1)}x` }).expect(401);
      await post('{"all":true}', { Authorization: "Bearer short" }).expect(401);
    });
  });

  it("logs why each call was refused, never the secrets, the token or a signature", () => {
    const reasons = stack.logs.filter((l) => l.msg === "webhook rejected").map((l) => (l.webhook as { reason: string }).reason);
    expect(reasons).toEqual(
      expect.arrayContaining(["signature mismatch", "untimed X-CMS-Signature is no longer accepted", "no signature or bearer token", "timestamp outside tolerance", "replayed signature", "wrong bearer token"]),
    );
    const logged = JSON.stringify(stack.logs);
    for (const secret of [WEBHOOK_SECRET, NEXT_SECRET, BEARER_TOKEN, "v1=", "sha256="]) expect(logged).not.toContain(secret);
  });
});

describe("webhook body", () => {
  it("answers 400 to bad JSON and to bodies of the wrong shape, purging nothing", async () => {
    const bad = ["{not json", '{"purge":"everything"}', '{"paths":[]}', '{"all":false}', '{"all":true,"mode":"medium"}', '{"all":true,"paths":["/"]}', '["/pagina/contact"]'];
    await purgesNothing(async () => {
      for (const body of bad) await signed(body).expect(400);
    });
  });

  it("answers 413 as JSON to a body over 64 KB", async () => {
    const body = JSON.stringify({ paths: Array.from({ length: 7000 }, (_, i) => `/pagina/p${i}`) });
    expect(body.length).toBeGreaterThan(70_000);
    const res = await signed(body).expect(413);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.body.message).toMatch(/too large/);
  });
});

describe("purging through the cache registry", () => {
  it("soft purge: with the CMS then failing the page is still served, marked STALE-IF-ERROR", async () => {
    await page("/pagina/contact").expect(200);
    await signed(JSON.stringify({ paths: ["/pagina/contact"], mode: "soft" })).expect(202);
    stack.cms.faults.set({ mode: "500" });
    const res = await page("/pagina/contact").expect(200);
    expect(res.headers["x-cache"]).toBe("STALE-IF-ERROR");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("hard purge: with the CMS then failing the page is a 503", async () => {
    await page("/pagina/contact").expect(200);
    const res = await signed(JSON.stringify({ paths: ["/pagina/contact"], mode: "hard" })).expect(202);
    expect(res.body).toMatchObject({ mode: "hard", purged: { "render:pages": 1 } });
    stack.cms.faults.set({ mode: "500" });
    await page("/pagina/contact").expect(503);
  });

  it("a purge by the footer's node id reaches every page that shows the footer", async () => {
    for (const path of ["/pagina/contact", "/pagina/cookies", "/pagina/bereikbaarheid"]) await page(path).expect(200);
    const res = await signed(JSON.stringify({ tags: ["DEFAULT_FOOTER"], id: "footer-test" })).expect(202);
    expect(res.body.purged["render:pages"]).toBeGreaterThanOrEqual(3);
  });

  it("the next page view after a soft purge asks the CMS again", async () => {
    await page("/pagina/contact").expect(200);
    const before = renderCalls("/pagina/contact");
    expect((await page("/pagina/contact").expect(200)).headers["x-cache"]).toBe("HIT");
    expect(renderCalls("/pagina/contact")).toBe(before);
    await signed(JSON.stringify({ paths: ["/pagina/contact"], id: "next-view-test" })).expect(202);
    const res = await page("/pagina/contact").expect(200);
    expect(res.headers["x-cache"]).toBe("MISS");
    expect(renderCalls("/pagina/contact")).toBe(before + 1);
  });
});

describe("edit → webhook → next page view", () => {
  let server: Server;
  beforeAll(async () => {
    server = await new Promise<Server>((resolve) => {
      const s = stack.app.listen(0, "127.0.0.1", () => resolve(s));
    });
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("app not listening");
    Object.assign(stack.cms.webhook, { url: `http://127.0.0.1:${address.port}${WEBHOOK_PATH}`, secret: NEXT_SECRET });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("shows an edit made in the sample CMS on the next page view", async () => {
    const before = await page("/pagina/toegankelijkheid").expect(200);
    const heading = "Toegankelijkheid voor iedereen";
    expect(before.text).not.toContain(heading);
    expect((await page("/pagina/toegankelijkheid").expect(200)).headers["x-cache"]).toBe("HIT");

    const edit = await request(stack.cms.url).post("/__edit").send({ path: "/pagina/toegankelijkheid", field: "heading", value: heading }).expect(200);
    expect(edit.body.webhook.status).toBe(202);
    expect(edit.body.webhook.body.purged["render:pages"]).toBeGreaterThanOrEqual(1);

    const after = await page("/pagina/toegankelijkheid").expect(200);
    expect(after.text).toContain(heading);
  });

  it("edits a node by id, and says which fields exist when the field does not", async () => {
    const res = await request(stack.cms.url).post("/__edit").send({ node: "DEFAULT_FOOTER", field: "nope", value: "x" }).expect(400);
    expect(res.body.fields.length).toBeGreaterThan(0);
    await request(stack.cms.url).post("/__edit").send({ path: "/pagina/bestaat-niet", field: "heading", value: "x" }).expect(404);
  });
});
