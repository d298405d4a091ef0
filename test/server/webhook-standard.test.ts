/**
 * Issue 21 §3: one verifier for the three schemes (X-Webhook-Signature, Standard Webhooks with a
 * `whsec_` secret, the bearer token), and delivery ids accepted once: a sender's retry of a
 * delivery answers 2xx without purging again, in this process and, through the shared guard,
 * in every process of the site (here two apps sharing a fake of the Redis SET NX).
 */
import { randomBytes } from "node:crypto";
import express from "express";
import pino from "pino";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { CacheRegistry, type PurgeRequest } from "../../server/cache";
import { signStandardWebhook, signWebhook, WEBHOOK_PATH, webhookRouter, type WebhookOptions } from "../../server/http/webhook";

const PLAIN_SECRET = "plain-webhook-secret-0123456789";
const OLD_KEY = `whsec_${randomBytes(24).toString("base64")}`;
const KEY = `whsec_${randomBytes(32).toString("base64")}`;
const BEARER = "bearer-token-for-a-cms-that-cannot-sign-0123";
const now = () => Math.floor(Date.now() / 1000);

function appWith(opts: Partial<WebhookOptions> = {}) {
  const purged: PurgeRequest[] = [];
  const app = express();
  app.use((req, _res, next) => {
    req.log = pino({ level: "silent" });
    next();
  });
  app.use(webhookRouter({ registry: new CacheRegistry(), secrets: [PLAIN_SECRET, OLD_KEY, KEY], bearerToken: BEARER, purge: async (what) => (purged.push(what), { purged: {} }), ...opts }));
  const post = (body: string, headers: Record<string, string>) => request(app).post(WEBHOOK_PATH).set("Content-Type", "application/json").set(headers).send(body);
  return { post, purged };
}

describe("Standard Webhooks", () => {
  it("accepts a delivery signed with a whsec_ key, also among the signatures of a rotation", async () => {
    const { post, purged } = appWith();
    const body = JSON.stringify({ paths: ["/pagina/contact"] });
    await post(body, signStandardWebhook(body, "msg_1", KEY)).expect(202);
    const rotating = signStandardWebhook(body, "msg_2", KEY);
    const other = signStandardWebhook(body, "msg_2", `whsec_${randomBytes(32).toString("base64")}`)["webhook-signature"];
    await post(body, { ...rotating, "webhook-signature": `${other} ${rotating["webhook-signature"]}` }).expect(202);
    await post(body, signStandardWebhook(body, "msg_3", OLD_KEY)).expect(202);
    expect(purged).toHaveLength(3);
  });

  it("refuses a wrong key, a changed body or id, a timestamp past ±5 minutes and missing headers, purging nothing", async () => {
    // The server's clock held still: a second passing between signing and checking made +301 s a 300 s skew, which is accepted.
    const at = now();
    const { post, purged } = appWith({ now: () => at * 1000 });
    const body = JSON.stringify({ all: true });
    const good = signStandardWebhook(body, "msg_x", KEY, at);
    await post(body, signStandardWebhook(body, "msg_x", `whsec_${randomBytes(32).toString("base64")}`)).expect(401);
    await post(JSON.stringify({ all: true, mode: "hard" }), good).expect(401);
    await post(body, { ...good, "webhook-id": "msg_y" }).expect(401);
    await post(body, signStandardWebhook(body, "msg_x", KEY, at - 301)).expect(401);
    await post(body, signStandardWebhook(body, "msg_x", KEY, at + 301)).expect(401);
    await post(body, { "webhook-timestamp": good["webhook-timestamp"], "webhook-signature": good["webhook-signature"] }).expect(401);
    // A plain secret is not a Standard Webhooks key, and a whsec_ key does not sign X-Webhook-Signature.
    await post(body, signStandardWebhook(body, "msg_z", `whsec_${Buffer.from(PLAIN_SECRET).toString("base64")}`, at)).expect(401);
    await post(body, { "X-Webhook-Signature": signWebhook(body, KEY) }).expect(401);
    expect(purged).toEqual([]);
  });
});

describe("delivery ids accepted once", () => {
  it("a retried Standard Webhooks delivery (same webhook-id, fresh signature) answers 200 and purges nothing", async () => {
    const { post, purged } = appWith();
    const body = JSON.stringify({ tags: ["DEFAULT_FOOTER"] });
    await post(body, signStandardWebhook(body, "msg_retry", KEY, now() - 60)).expect(202);
    const again = await post(body, signStandardWebhook(body, "msg_retry", KEY)).expect(200);
    expect(again.body).toEqual({ id: "msg_retry", duplicate: true });
    expect(purged).toHaveLength(1);
  });

  it("the body's id does the same for X-Webhook-Signature and the bearer token", async () => {
    const { post, purged } = appWith();
    const body = JSON.stringify({ paths: ["/nieuws"], id: "evt-42" });
    await post(body, { "X-Webhook-Signature": signWebhook(body, PLAIN_SECRET, now() - 1) }).expect(202);
    await post(body, { "X-Webhook-Signature": signWebhook(body, PLAIN_SECRET) }).expect(200);
    await post(body, { Authorization: `Bearer ${BEARER}` }).expect(200);
    const other = JSON.stringify({ paths: ["/nieuws"], id: "evt-43" });
    await post(other, { Authorization: `Bearer ${BEARER}` }).expect(202);
    expect(purged).toHaveLength(2);
  });

  it("every process agrees through the shared guard, and a shared-guard outage falls back to this process's memory", async () => {
    const store = new Set<string>();
    let up = true;
    const sharedReplay: WebhookOptions["sharedReplay"] = async (key) => {
      if (!up) return "unavailable";
      if (store.has(key)) return "seen";
      store.add(key);
      return "claimed";
    };
    const [one, two] = [appWith({ sharedReplay }), appWith({ sharedReplay })];
    const body = JSON.stringify({ all: true });
    await one.post(body, signStandardWebhook(body, "msg_shared", KEY)).expect(202);
    await two.post(body, signStandardWebhook(body, "msg_shared", KEY)).expect(200);
    up = false;
    await two.post(body, signStandardWebhook(body, "msg_down", KEY)).expect(202);
    await two.post(body, signStandardWebhook(body, "msg_down", KEY)).expect(200);
    expect([one.purged.length, two.purged.length]).toEqual([1, 1]);
  });
});
