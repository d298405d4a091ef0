/**
 * The CMS webhook: `POST /api/webhook/cms` with header `X-CMS-Signature: sha256=<hex HMAC of the raw
 * body>` under one of the configured secrets (several allow rotation). Body: `{"all": true}`,
 * `{"paths": [...]}` or `{"tags": [...]}` (node ids). Answers what it purged per cache.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import express, { Router } from "express";
import { z } from "zod";
import type { CacheRegistry } from "../cache";

export const SIGNATURE_HEADER = "x-cms-signature";

const PurgeBody = z.union([
  z.object({ all: z.literal(true) }).strict(),
  z.object({ paths: z.array(z.string().min(1).max(1024)).min(1).max(500) }).strict(),
  z.object({ tags: z.array(z.string().min(1).max(200)).min(1).max(500) }).strict(),
]);

export function sign(body: string | Buffer, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

export function webhookRouter(registry: CacheRegistry, secrets: readonly string[]): Router {
  const router = Router();
  router.post("/api/webhook/cms", express.raw({ type: () => true, limit: "64kb" }), (req, res) => {
    if (secrets.length === 0) {
      res.status(503).json({ message: "Webhook not configured" });
      return;
    }
    const body: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!verify(body, req.get(SIGNATURE_HEADER), secrets)) {
      req.log.warn("webhook signature rejected");
      res.status(401).json({ message: "Invalid signature" });
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(body.toString("utf8"));
    } catch {
      res.status(400).json({ message: "Body is not JSON" });
      return;
    }
    const parsed = PurgeBody.safeParse(json);
    if (!parsed.success) {
      res.status(400).json({ message: 'Expected {"all":true}, {"paths":[...]} or {"tags":[...]}' });
      return;
    }
    const purged = registry.purge(parsed.data);
    req.log.info({ purge: parsed.data, purged }, "cache purged by webhook");
    res.json({ purged });
  });
  return router;
}

function verify(body: Buffer, header: string | undefined, secrets: readonly string[]): boolean {
  if (!header) return false;
  const given = Buffer.from(header);
  return secrets.some((secret) => {
    const expected = Buffer.from(sign(body, secret));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
