/**
 * Every response names its request: the caller's X-Request-Id when it looks like one (a front
 * cache or load balancer that already numbered it), else a fresh UUID. Log lines carry the same id.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdOf(req);
  res.setHeader("X-Request-Id", id);
  return id;
}

/** The id without setting it: for a response whose headers are written in one go (server/render/lane-answer.ts). */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}
