/**
 * The services proxies (spec 3 §7, issue 10 item 1): what reaches the sample CMS (its `received`
 * log) and what the browser gets back, for good and hostile input.
 */
import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SERVICE_CALLS, type ServiceCallId } from "../../shared/contract/service-calls";
import { VALID_BODIES } from "../unit/service-bodies";
import { startStack } from "./harness";

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  // 1.5 s, so an upstream 2.5 s slow is past it (below).
  stack = await startStack({ timeoutMs: 1500, env: { SERVICE_RATE_LIMIT: "10000" } });
});
afterAll(() => stack.close());
beforeEach(() => {
  stack.cms.received.length = 0;
  stack.cms.faults.clear();
});

const IDS = Object.keys(SERVICE_CALLS) as ServiceCallId[];
const POSTS = IDS.filter((id) => SERVICE_CALLS[id].method === "POST");

/** The site path of a call, as the browser asks for it. */
function pathOf(id: ServiceCallId, body: Record<string, unknown> = VALID_BODIES[id]): string {
  const call = SERVICE_CALLS[id];
  const path = call.path.replace("{product}", "carre").replace("{token}", encodeURIComponent(String(body.token)));
  return call.method === "GET" ? `${path}?token=${encodeURIComponent(String(body.token))}` : path;
}

function send(id: ServiceCallId, body: unknown = VALID_BODIES[id], query = "") {
  const call = SERVICE_CALLS[id];
  const url = pathOf(id, body as Record<string, unknown>) + query;
  if (call.method === "POST") return request(stack.app).post(url).set("Content-Type", "application/json").send(JSON.stringify(body));
  if (call.method === "PATCH") return request(stack.app).patch(url);
  return request(stack.app).get(url);
}

describe("every call of spec 3 §7 is proxied", () => {
  it.each(IDS)("%s answers SUCCESS, private and no-store, and forwards only the schema's fields", async (id) => {
    const extra = SERVICE_CALLS[id].method === "POST" ? { ...VALID_BODIES[id], injected: "not in the schema" } : VALID_BODIES[id];
    const res = await send(id, extra, SERVICE_CALLS[id].lang ? "?lang=en" : "").expect(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body.result).toBe("SUCCESS");
    expect(stack.cms.received).toHaveLength(1);
    const got = stack.cms.received[0]!;
    expect(got.method).toBe(SERVICE_CALLS[id].method);
    if (SERVICE_CALLS[id].method === "POST") {
      expect(got.body).not.toHaveProperty("injected");
      expect(got.body).toMatchObject(VALID_BODIES[id]);
    }
    expect(got.query.lang).toBe(SERVICE_CALLS[id].lang ? "en" : undefined);
  });

  it("passes lang=nl when the page did not say, and refuses a language the site does not have", async () => {
    await send("callback-request").expect(200);
    expect(stack.cms.received[0]!.query.lang).toBe("nl");
    const res = await send("callback-request", VALID_BODIES["callback-request"], "?lang=de").expect(400);
    expect(res.body.errors.lang).toBeDefined();
    expect(stack.cms.received).toHaveLength(1);
  });

  it("reduces answers to the client's fields: the donation's payment url, nothing else", async () => {
    const res = await send("donation", VALID_BODIES.donation, "?lang=nl").expect(200);
    expect(Object.keys(res.body).sort()).toEqual(["code", "result", "url"]);
    expect(res.body.url).toMatch(/^https:\/\/www\.mollie\.com\//);
    const order = await send("order-details").expect(200);
    expect(order.body.ecommerce.transaction_id).toMatch(/^T\d+$/);
  });
});

describe("outcomes the sample CMS can give", () => {
  it("a form failure code, an answer without code and without status are FAILURE", async () => {
    expect((await send("panel-signup", { ...VALID_BODIES["panel-signup"], email: "fail@example.com" })).body).toEqual({ result: "FAILURE", code: 500 });
    expect((await send("panel-signup", { ...VALID_BODIES["panel-signup"], email: "nocode@example.com" })).body).toEqual({ result: "FAILURE" });
    expect((await send("newsletter-subscribe", { ...VALID_BODIES["newsletter-subscribe"], email: "nocode@example.com" })).body).toEqual({ result: "FAILURE" });
    expect((await send("newsletter-subscribe", { ...VALID_BODIES["newsletter-subscribe"], email: "expired@example.com" })).body.result).toBe("EXPIRED");
  });
  it("tokens: expired is EXPIRED, broken (no status) and error (HTTP 500) are FAILURE", async () => {
    expect((await send("panel-confirm", { token: "expired" }).expect(200)).body).toEqual({ result: "EXPIRED" });
    expect((await send("panel-confirm", { token: "broken" }).expect(200)).body).toEqual({ result: "FAILURE" });
    expect((await send("newsletter-subscribe-confirm", { token: "error" }).expect(200)).body).toEqual({ result: "FAILURE" });
  });
  it("a token confirmed through the proxy is remembered like a page's: confirmed once, same outcome again", async () => {
    await send("cultuurbank-confirm", { token: "proxy-then-page" }).expect(200);
    expect((await request(stack.app).get("/cultuurbank-bevestigen?token=proxy-then-page").expect(200)).text).toContain("7 september");
    expect(stack.cms.received).toHaveLength(1);
  });
  it("an upstream slower than the timeout is a 504 FAILURE", async () => {
    stack.cms.faults.set({ mode: "slow", delayMs: 2500, pathPrefix: "/api/services/forms" });
    const res = await send("panel-signup").expect(504);
    expect(res.body).toEqual({ result: "FAILURE" });
  });
  it("an upstream that is down or answers garbage is a 502 FAILURE", async () => {
    stack.cms.faults.set({ mode: "malformed", pathPrefix: "/api/services/forms" });
    expect((await send("panel-signup").expect(502)).body).toEqual({ result: "FAILURE" });
    stack.cms.faults.set({ mode: "reset", pathPrefix: "/api/services/forms" });
    expect((await send("panel-signup").expect(502)).body).toEqual({ result: "FAILURE" });
  });
});

describe("bad input never reaches the upstream", () => {
  const MB = "x".repeat(1024 * 1024);
  const post = (path: string) => request(stack.app).post(path);

  it.each(POSTS)("%s: missing fields, wrong types, markup, 1 MB, invalid JSON, wrong content type", async (id) => {
    const path = pathOf(id);
    const missing = await post(path).set("Content-Type", "application/json").send("{}").expect(400);
    expect(Object.keys(missing.body.errors).length).toBeGreaterThan(0);
    const wrongTypes = Object.fromEntries(Object.keys(VALID_BODIES[id]).map((k) => [k, { nested: [1] }]));
    expect((await post(path).set("Content-Type", "application/json").send(JSON.stringify(wrongTypes)).expect(400)).body.errors).toBeDefined();
    const script = Object.fromEntries(Object.entries(VALID_BODIES[id]).map(([k, v]) => [k, typeof v === "string" ? "<script>alert(1)</script>" : v]));
    expect((await post(path).set("Content-Type", "application/json").send(JSON.stringify(script)).expect(400)).body.errors).toBeDefined();
    const big = await post(path).set("Content-Type", "application/json").send(JSON.stringify({ ...VALID_BODIES[id], comment: MB })).expect(413);
    expect(big.body.message).toMatch(/larger than 16kb/);
    expect((await post(path).set("Content-Type", "application/json").send("{not json").expect(400)).body.message).toMatch(/not valid JSON/);
    await post(path).set("Content-Type", "text/plain").send(JSON.stringify(VALID_BODIES[id])).expect(415);
    await post(path).type("form").send("email=a@b").expect(415);
    expect((await post(path).set("Content-Type", "application/json").send("[1,2]").expect(400)).body.errors).toBeDefined();
    expect(stack.cms.received).toEqual([]);
  });

  it("refuses markup in text fields with a per-field error", async () => {
    const res = await send("panel-signup", { ...VALID_BODIES["panel-signup"], firstName: "<img src=x onerror=alert(1)>" }).expect(400);
    expect(res.body).toEqual({ message: "Invalid input", errors: { firstName: "contains markup" } });
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(stack.cms.received).toEqual([]);
  });

  it("answers unknown paths with a JSON 404 and wrong methods with a JSON 405", async () => {
    for (const path of ["/api/services/forms/onbekend", "/api/services/admin", "/api/orders/all", "/api/services/newsletter/subscribe/a/b"]) {
      const res = await post(path).set("Content-Type", "application/json").send("{}").expect(404);
      expect(res.body.message).toBe("Not found");
    }
    const wrong = await request(stack.app).get("/api/services/newsletter/subscribe").expect(405);
    expect(wrong.headers.allow).toBe("POST");
    expect(wrong.body.message).toBe("Method not allowed");
    await request(stack.app).delete("/api/services/forms/panel/signup/abc").expect(405);
    await request(stack.app).post("/api/orders/orderdetails?token=abc").expect(405);
    expect(stack.cms.received).toEqual([]);
  });

  it("path tricks: dot segments and encoded slashes are refused", async () => {
    for (const path of [
      "/api/services/forms/panel/../panel/signup",
      "/api/services/forms/panel%2Fsignup",
      "/api/services/newsletter/../forms/oscar",
      "/api/services/forms/premiere/signup/%2E%2E",
      "/api/services/forms/premiere/signup/..",
      "/api/services/forms/premiere/signup/a%2F..%2F..%2Fadmin",
      "/api/services/forms/oscar/%00",
    ]) {
      const res = await request(stack.app).patch(path).send();
      expect([400, 404, 405], path).toContain(res.status);
      expect(res.headers["content-type"], path).toMatch(/application\/json/);
    }
    expect(stack.cms.received).toEqual([]);
  });

  it("forged tokens are a 400 with the token error; an order without token too", async () => {
    const res = await request(stack.app).patch("/api/services/newsletter/subscribe/' OR 1=1 --").expect(400);
    expect(res.body.errors.token).toBe("not a token");
    await request(stack.app).get("/api/orders/orderdetails").expect(400);
    await request(stack.app).get(`/api/orders/orderdetails?token=${"a".repeat(300)}`).expect(400);
    expect(stack.cms.received).toEqual([]);
  });
});

describe("random bodies (fast-check, fixed seed)", () => {
  it("are a 200 or a 400, never a crash, and only a body the schema accepts reaches the upstream", async () => {
    const field = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constantFrom("a@b", "<b>x</b>", "../..", "\u0000"));
    const body = (id: ServiceCallId) => fc.dictionary(fc.constantFrom(...Object.keys(VALID_BODIES[id]), "__proto__", "constructor", "x"), field, { maxKeys: 8 }).map((random) => ({ ...VALID_BODIES[id], ...random }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS).chain((id) => fc.tuple(fc.constant(id), body(id))), async ([id, random]) => {
        stack.cms.received.length = 0;
        const res = await send(id, random);
        expect([200, 400]).toContain(res.status);
        const valid = SERVICE_CALLS[id].schema.safeParse(JSON.parse(JSON.stringify(random))).success;
        expect(stack.cms.received.length).toBe(valid ? 1 : 0);
      }),
      { seed: 1010, numRuns: 120 },
    );
  });
});

describe("logs", () => {
  it("never carry form contents", async () => {
    stack.logs.length = 0;
    const secret = { ...VALID_BODIES["premiere-signup"], email: "geheim.adres@example.com", comment: "persoonlijk-bericht-42" };
    await send("premiere-signup", secret).expect(200);
    await send("premiere-signup", { ...secret, people_amount: 9 }).expect(400);
    await request(stack.app).post("/api/services/forms/premiere/signup").set("Content-Type", "application/json").send('{"comment":"persoonlijk-bericht-42",').expect(400);
    await request(stack.app).patch("/api/services/forms/panel/signup/geheim-token-77").expect(200);
    const text = JSON.stringify(stack.logs);
    expect(text).not.toContain("geheim.adres");
    expect(text).not.toContain("persoonlijk-bericht");
    expect(text).not.toContain("geheim-token");
    expect(stack.logs.some((l) => l.msg === "service input refused")).toBe(true);
    expect(stack.logs.some((l) => l.msg === "service call")).toBe(true);
  });
});

describe("rate limit per client address", () => {
  const limited = (env: Record<string, string>) => startStack({ env: { SERVICE_RATE_LIMIT: "3", ...env } });
  let n = 0;
  const hit = (app: Awaited<ReturnType<typeof limited>>["app"], ip?: string) => {
    const req = request(app).patch(`/api/services/forms/panel/signup/t${n++}`);
    return ip ? req.set("X-Forwarded-For", ip) : req;
  };

  it("answers a clear 429 JSON with Retry-After once an address has used its calls", async () => {
    const s = await limited({});
    try {
      for (let i = 0; i < 3; i++) await hit(s.app).expect(200);
      const res = await hit(s.app).expect(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.body.message).toMatch(/Too many requests/);
      expect(s.cms.received).toHaveLength(3);
    } finally {
      await s.close();
    }
  });

  it("reads the address from X-Forwarded-For only when TRUST_PROXY allows the peer", async () => {
    const trusting = await limited({ TRUST_PROXY: "loopback" });
    const blind = await limited({ TRUST_PROXY: "none" });
    try {
      for (let i = 0; i < 3; i++) await hit(trusting.app, "203.0.113.1").expect(200);
      await hit(trusting.app, "203.0.113.1").expect(429);
      await hit(trusting.app, "203.0.113.2").expect(200);
      // Not trusted: a forged header changes nothing, every call counts for the socket's address.
      for (let i = 0; i < 3; i++) await hit(blind.app, `198.51.100.${i}`).expect(200);
      await hit(blind.app, "198.51.100.99").expect(429);
    } finally {
      await trusting.close();
      await blind.close();
    }
  });
});
