/**
 * Stand-in for the analytics host (spec 1 §7): accepts page-view beacons at POST /page_view and
 * keeps their bodies for tests (GET /__beacons). Browsers send them as text/plain (sendBeacon, or
 * fetch with keepalive), so the body is read as text and must parse as the beacon's shape.
 */
import express, { type Router } from "express";
import { z } from "zod";

/** Kept for tests to read; the oldest drop off. */
const MAX_BEACONS = 500;

const PageView = z.object({
  name: z.string(),
  attributes: z.record(z.string(), z.unknown()),
  events: z.array(z.object({ name: z.string(), started_at: z.string(), ended_at: z.string() })),
  started_at: z.string(),
  ended_at: z.string(),
  uri: z.string(),
  referrer: z.string(),
  user_agent: z.string(),
  screen: z.string(),
  window: z.string(),
  locale: z.string(),
});

export const BeaconBody = z.object({
  device_id: z.string().min(1),
  request_sent_at: z.string(),
  page_views: z.array(PageView).min(1).max(10),
});

export type ReceivedBeacon = z.infer<typeof BeaconBody>;

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

export function beaconRouter(beacons: ReceivedBeacon[]): Router {
  const router = express.Router();
  router.use("/page_view", (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && LOCAL_ORIGIN.test(origin)) {
      res.set("Access-Control-Allow-Origin", origin);
      res.set("Access-Control-Allow-Methods", "POST, OPTIONS");
      res.set("Access-Control-Allow-Headers", "Content-Type");
    }
    res.vary("Origin");
    if (req.method === "OPTIONS") return void res.status(204).end();
    next();
  });
  router.post("/page_view", express.text({ type: () => true, limit: "64kb" }), (req, res) => {
    let parsed: ReturnType<typeof BeaconBody.safeParse>;
    try {
      parsed = BeaconBody.safeParse(JSON.parse(typeof req.body === "string" ? req.body : ""));
    } catch {
      return void res.status(400).json({ message: "body is not JSON" });
    }
    if (!parsed.success) return void res.status(400).json({ message: parsed.error.message });
    beacons.push(parsed.data);
    if (beacons.length > MAX_BEACONS) beacons.splice(0, beacons.length - MAX_BEACONS);
    res.status(204).end();
  });
  router.get("/__beacons", (_req, res) => void res.json(beacons));
  return router;
}
