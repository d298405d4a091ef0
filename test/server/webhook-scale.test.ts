/**
 * The webhook with scale-out hooks (server/scale): the shared replay guard refuses a call another
 * process took, a Redis outage falls back to this process's guard, and the answer carries each
 * purge step. The hooks are fakes here; test/scale runs them against real Redis and Varnish.
 */
import express from "express";
import pino from "pino";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { CacheRegistry } from "../../server/cache";
import { signWebhook, WEBHOOK_PATH, webhookRouter, type WebhookOptions } from "../../server/http/webhook";

const SECRET = "scale-webhook-secret-0123456789";

function appWith(opts: Partial<WebhookOptions>) {
  const lines: Array<Record<string, any>> = [];
  const log = pino({ level: "info" }, { write: (l: string) => void lines.push(JSON.parse(l)) });
  const app = express();
  app.use((req, _res, next) => {
    req.log = log;
    next();
  });
  app.use(webhookRouter({ registry: new CacheRegistry(), secrets: [SECRET], ...opts }));
  const post = (body: string, signature = signWebhook(body, SECRET)) => request(app).post(WEBHOOK_PATH).set("Content-Type", "application/json").set("X-Webhook-Signature", signature).send(body);
  return { post, lines };
}

describe("webhook with scale-out", () => {
  it("refuses with 401 a signature another process already accepted, and runs no purge", async () => {
    const purges: unknown[] = [];
    const { post, lines } = appWith({
      sharedReplay: async () => "seen",
      purge: async (what) => (purges.push(what), { purged: {} }),
    });
    await post('{"all":true}').expect(401);
    expect(purges).toEqual([]);
    expect(lines.some((l) => l.webhook?.reason === "replayed signature (accepted by another process)")).toBe(true);
  });

  it("claims the signature for as long as it could be replayed, then answers with every step", async () => {
    const claims: Array<[string, number]> = [];
    const { post } = appWith({
      now: () => 1_000_000_000,
      sharedReplay: async (key, ttl) => (claims.push([key, ttl]), "claimed"),
      purge: async () => ({ purged: { "render:pages": 1 }, bus: { status: "published", receivers: 2, acknowledged: 2 } }),
    });
    const body = '{"paths":["/pagina/contact"],"mode":"hard"}';
    const res = await post(body, signWebhook(body, SECRET, 1_000_000)).expect(202);
    expect(res.body).toEqual({ mode: "hard", purged: { "render:pages": 1 }, bus: { status: "published", receivers: 2, acknowledged: 2 } });
    expect(claims).toHaveLength(1);
    expect(claims[0]![0]).toMatch(/^1000000:[0-9a-f]{64}$/);
    expect(claims[0]![1]).toBe(301_000);
  });

  it("with the shared guard unavailable, still purges, and this process's own guard refuses the replay", async () => {
    let purged = 0;
    const { post, lines } = appWith({ sharedReplay: async () => "unavailable", purge: async () => (purged++, { purged: {} }) });
    const body = '{"tags":["DEFAULT_FOOTER"]}';
    const signature = signWebhook(body, SECRET);
    await post(body, signature).expect(202);
    await post(body, signature).expect(401);
    expect(purged).toBe(1);
    expect(lines.some((l) => l.webhook?.reason === "shared replay guard unavailable")).toBe(true);
  });
});
