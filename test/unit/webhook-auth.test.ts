import express from "express";
import pino from "pino";
import { pinoHttp } from "pino-http";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { CacheRegistry } from "../../server/cache";
import { parseSignatureHeader, signWebhook, WebhookAuth } from "../../server/http/webhook-auth";
import { webhookRouter, WEBHOOK_PATH } from "../../server/http/webhook";

const SECRET = "unit-webhook-secret-0123456789";
const T0 = 1_750_000_000;

/** The router on its own with a clock the test moves, and its log lines. */
function webhookApp(opts: { secrets?: string[]; bearerToken?: string } = {}) {
  const clock = { ms: T0 * 1000 };
  const logs: Array<Record<string, any>> = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  const app = express();
  app.use(pinoHttp({ logger }));
  app.use(webhookRouter({ registry: new CacheRegistry(), secrets: opts.secrets ?? [SECRET], bearerToken: opts.bearerToken, now: () => clock.ms }));
  const post = (body: string, signature: string) => request(app).post(WEBHOOK_PATH).set("Content-Type", "application/json").set("X-Webhook-Signature", signature).send(body);
  const reasons = () => logs.filter((l) => l.msg === "webhook rejected").map((l) => l.webhook.reason);
  return { app, clock, logs, post, reasons };
}

describe("webhook signature header", () => {
  it("signs t and the body as Stripe does: t=<seconds>,v1=<64 hex>", () => {
    expect(signWebhook('{"all":true}', SECRET, T0)).toMatch(new RegExp(`^t=${T0},v1=[0-9a-f]{64}$`));
    expect(signWebhook('{"all":true}', SECRET, T0)).not.toBe(signWebhook('{"all":true}', SECRET, T0 + 1));
  });

  it("reads several v1 values, ignores other schemes and rejects anything malformed", () => {
    const v = "a".repeat(64);
    expect(parseSignatureHeader(`t=5, v1=${v},v0=old,v1=${"B".repeat(64)}`)).toEqual({ t: 5, signatures: [v, "b".repeat(64)] });
    for (const bad of ["", "t=5", `v1=${v}`, `t=x,v1=${v}`, `t=5,t=6,v1=${v}`, "t=5,v1=abc", `t=5;v1=${v}`, `sha256=${v}`]) {
      expect(parseSignatureHeader(bad)).toBeNull();
    }
  });
});

describe("webhook clock and replay guard", () => {
  it("uses the injected clock for the ±300 s window", async () => {
    const { post, clock, reasons } = webhookApp();
    const body = '{"all":true}';
    clock.ms = (T0 + 300) * 1000;
    await post(body, signWebhook(body, SECRET, T0)).expect(202);
    clock.ms = (T0 + 301) * 1000;
    await post(body, signWebhook(body, SECRET, T0 + 602)).expect(401);
    expect(reasons()).toEqual(["timestamp outside tolerance"]);
  });

  it("keeps refusing a replay for as long as its timestamp is inside the window, even one 300 s ahead", async () => {
    const { post, clock, reasons } = webhookApp();
    const body = '{"paths":["/pagina/contact"]}';
    const signature = signWebhook(body, SECRET, T0 + 300);
    await post(body, signature).expect(202);
    clock.ms += 599_000;
    await post(body, signature).expect(401);
    clock.ms += 2_000;
    await post(body, signature).expect(401);
    expect(reasons()).toEqual(["replayed signature", "timestamp outside tolerance"]);
  });

  it("does not spend a signature on a call it refuses for its body", async () => {
    const { post } = webhookApp();
    const body = '{"paths":[]}';
    const signature = signWebhook(body, SECRET, T0);
    await post(body, signature).expect(400);
    await post(body, signature).expect(400);
  });

  it("accepts a unique event id so identical purges in one second both go through", async () => {
    const { post } = webhookApp();
    for (const id of ["evt-1", "evt-2"]) {
      const body = JSON.stringify({ tags: ["DEFAULT_FOOTER"], id });
      await post(body, signWebhook(body, SECRET, T0)).expect(202);
    }
  });
});

describe("webhook settings", () => {
  it("answers 503 without reading the body when neither a secret nor a token is configured", async () => {
    const { post } = webhookApp({ secrets: [] });
    const res = await post('{"all":true}', signWebhook('{"all":true}', SECRET, T0)).expect(503);
    expect(res.body.message).toBe("Webhook not configured");
  });

  it("works with only a bearer token, and then refuses signatures", async () => {
    const token = "t".repeat(40);
    const { app, post } = webhookApp({ secrets: [], bearerToken: token });
    await request(app).post(WEBHOOK_PATH).set("Authorization", `Bearer ${token}`).send('{"all":true}').expect(202);
    await post('{"all":true}', signWebhook('{"all":true}', SECRET, T0)).expect(401);
  });

  it("compares the bearer token whatever its length, without throwing", () => {
    const auth = new WebhookAuth({ secrets: [], bearerToken: "x".repeat(32) });
    for (const given of ["", "x", "x".repeat(31), "x".repeat(33), "y".repeat(32)]) {
      expect(auth.check(Buffer.from("{}"), { authorization: `Bearer ${given}` }).ok).toBe(false);
    }
    expect(auth.check(Buffer.from("{}"), { authorization: `Bearer ${"x".repeat(32)}` }).ok).toBe(true);
  });
});
