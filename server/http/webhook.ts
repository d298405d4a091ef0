/**
 * The CMS webhook: `POST /api/webhook/cms`, authenticated as webhook-auth.ts describes, with a body
 * `{"all":true}`, `{"paths":[...]}` or `{"tags":[...]}` (CMS node ids), each with an optional
 * `"mode": "soft" | "hard"`. Answers 202 with what it purged per cache (and, with several processes,
 * what the Redis bus and the front cache did: server/scale/); every refusal purges nothing.
 * A delivery id (`webhook-id`, or the body's `"id"`) is accepted once: a sender's retry of it
 * answers 200 without purging again (server/http/webhook-deliveries.ts).
 */
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, Router } from "express";
import { z } from "zod";
import type { Logger } from "pino";
import type { CacheRegistry, PurgeMode, PurgeRequest } from "../cache";
import { replayTtlMs, SIGNATURE_HEADER, STANDARD_HEADERS, WebhookAuth } from "./webhook-auth";
import { DeliveryLog } from "./webhook-deliveries";
import { refuseMethod } from "./methods";

export { signStandardWebhook, signWebhook, SIGNATURE_HEADER, TOLERANCE_S } from "./webhook-auth";

export const WEBHOOK_PATH = "/api/webhook/cms";
const MAX_BODY = "64kb";

export interface WebhookOptions {
  registry: CacheRegistry;
  /** HMAC secrets; two at once while the CMS rotates its key. */
  secrets: readonly string[];
  /** Static token for a CMS that can only send a fixed `Authorization` header. */
  bearerToken?: string;
  /** Milliseconds since the epoch; injected so tests can move time. */
  now?: () => number;
  /**
   * Scale-out (server/scale/purge-flow.ts): this process, then the others, then the front cache.
   * Absent: this process's registry only.
   */
  purge?: (what: PurgeRequest, mode: PurgeMode, log: Logger) => Promise<{ purged: Record<string, number> }>;
  /** Hears each call's answer status (metrics). */
  observe?: (status: number) => void;
  /** Scale-out: a replay guard every process of the site shares, so a call replayed to another process is refused too. */
  sharedReplay?: (replayKey: string, ttlMs: number) => Promise<"claimed" | "seen" | "unavailable">;
}

const Mode = z.enum(["soft", "hard"]).optional();
/**
 * A CMS may add a unique event id: two identical purges signed in the same second would otherwise
 * carry the same signature, and the replay guard would refuse the second.
 */
const EventId = z.string().min(1).max(200).optional();
const PurgeBody = z.union([
  z.strictObject({ all: z.literal(true), mode: Mode, id: EventId }),
  z.strictObject({ paths: z.array(z.string().min(1).max(1024)).min(1).max(500), mode: Mode, id: EventId }),
  z.strictObject({ tags: z.array(z.string().min(1).max(200)).min(1).max(500), mode: Mode, id: EventId }),
]);

export function webhookRouter(opts: WebhookOptions): Router {
  const auth = new WebhookAuth(opts);
  const deliveries = new DeliveryLog({ shared: opts.sharedReplay, now: opts.now });
  const router = Router();

  const refuse = (req: Request, res: Response, status: number, reason: string, message: string) => {
    // The reason only: headers, secrets and signatures never reach the log.
    req.log.warn({ webhook: { reason } }, "webhook rejected");
    opts.observe?.(status);
    res.status(status).json({ message });
  };

  // Before reading the body: an unconfigured webhook has nothing to check it against.
  const configured: RequestHandler = (req, res, next) => {
    if (auth.configured) return next();
    refuse(req, res, 503, "not configured", "Webhook not configured");
  };

  const handle: RequestHandler = async (req, res) => {
    const body: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const standard = { id: req.get(STANDARD_HEADERS.id), timestamp: req.get(STANDARD_HEADERS.timestamp), signature: req.get(STANDARD_HEADERS.signature) };
    const verdict = auth.check(body, { signature: req.get(SIGNATURE_HEADER), authorization: req.get("authorization"), legacySignature: req.get("x-cms-signature"), standard });
    if (!verdict.ok) return refuse(req, res, 401, verdict.reason, "Invalid or missing signature");

    // Parsed only once the sender is known, so forged calls cost no JSON work.
    let json: unknown;
    try {
      json = JSON.parse(body.toString("utf8"));
    } catch {
      return refuse(req, res, 400, "body is not JSON", "Body is not JSON");
    }
    const parsed = PurgeBody.safeParse(json);
    if (!parsed.success) return refuse(req, res, 400, "body of the wrong shape", 'Expected {"all":true}, {"paths":[...]} or {"tags":[...]}, with an optional "mode":"soft"|"hard"');

    // Recorded only on success: a retry of a call that failed validation gets the same 400, not a 401.
    if (verdict.method === "signature" && !auth.remember(verdict.replayKey, verdict.t)) {
      return refuse(req, res, 429, "replay guard full", "Too many webhook calls, retry later");
    }
    if (verdict.method === "signature" && opts.sharedReplay) {
      const shared = await opts.sharedReplay(verdict.replayKey, replayTtlMs(verdict.t, (opts.now ?? Date.now)()));
      if (shared === "seen") return refuse(req, res, 401, "replayed signature (accepted by another process)", "Invalid or missing signature");
      // Redis down: this process's own guard has checked it; a purge must still reach our caches.
      if (shared === "unavailable") req.log.warn({ webhook: { reason: "shared replay guard unavailable" } }, "webhook checked against this process's replay guard only");
    }
    const { mode = "soft", id: bodyId, ...what } = parsed.data;
    const id = verdict.method === "standard" ? verdict.deliveryId : bodyId;
    if (id !== undefined) {
      const delivery = await deliveries.claim(id);
      if (delivery === "redelivery") {
        req.log.info({ webhook: { auth: verdict.method, id } }, "webhook redelivery: already purged");
        opts.observe?.(200);
        return void res.status(200).json({ id, duplicate: true });
      }
      if (delivery === "new (this process only)") req.log.warn({ webhook: { reason: "shared delivery log unavailable", id } }, "webhook delivery checked against this process's memory only");
    }
    const report = opts.purge ? await opts.purge(what as PurgeRequest, mode, req.log) : { purged: opts.registry.purge(what as PurgeRequest, mode) };
    req.log.info({ webhook: { auth: verdict.method, id, purge: what, mode, ...report } }, "cache purged by webhook");
    opts.observe?.(202);
    res.status(202).json({ mode, ...report });
  };

  // Body-parser errors (too large, aborted, bad encoding) answered as JSON like every other API error.
  const bodyError: ErrorRequestHandler = (err, req, res, next) => {
    const status = typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 0;
    if (!status || res.headersSent) return next(err);
    refuse(req, res, status, `body unreadable: ${String(err.type ?? status)}`, status === 413 ? "Body too large (at most 64 KB)" : "Body could not be read");
  };

  router.post(WEBHOOK_PATH, configured, express.raw({ type: () => true, limit: MAX_BODY }), handle, bodyError);
  router.all(WEBHOOK_PATH, (req, res) => refuseMethod(req, res, "POST"));
  return router;
}
