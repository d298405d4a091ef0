/**
 * Confirming a mail token on the server (docs/decisions/confirmations.md): only a GET that renders
 * the page confirms; HEAD and prefetches (mail clients' link scanners, speculative loads) do not.
 * An outcome is remembered per token for a while, so a reload shows the same outcome without a
 * second PATCH whatever the backend answers for a token it already used; two tabs share one call.
 */
import type { Request, RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import type { ConfirmCallId } from "../../shared/contract/service-calls";
import type { ConfirmResult } from "../../shared/i18n/confirm-texts";
import { plainPage } from "../http/plain-page";
import type { ForwardLog, ForwardService } from "./forward";

export const REMEMBER_MS = 15 * 60_000;

export type Confirmer = (call: ConfirmCallId, token: string, opts: { log: ForwardLog; signal?: AbortSignal }) => Promise<ConfirmResult>;

export function createConfirmer(forward: ForwardService, opts: { max?: number; ttlMs?: number } = {}): Confirmer {
  // FAILURE is not remembered: a reload after an outage may still succeed.
  const remembered = new LRUCache<string, Exclude<ConfirmResult, "FAILURE">>({ max: opts.max ?? 10_000, ttl: opts.ttlMs ?? REMEMBER_MS });
  const inFlight = new Map<string, Promise<ConfirmResult>>();

  return async function confirm(call, token, { log, signal }) {
    const key = `${call}\n${token}`;
    const known = remembered.get(key);
    if (known) {
      log.info({ call, result: known }, "confirmation remembered");
      return known;
    }
    let pending = inFlight.get(key);
    if (!pending) {
      // Not tied to this visitor: a reload while it runs waits for the same answer.
      pending = forward(call, { token }, { log }).then((result) => (result.kind === "invalid" ? "FAILURE" : result.outcome.result));
      inFlight.set(key, pending);
      void pending.then(
        (result) => {
          inFlight.delete(key);
          if (result !== "FAILURE") remembered.set(key, result);
        },
        () => inFlight.delete(key),
      );
    }
    if (!signal) return pending;
    return Promise.race([pending, new Promise<ConfirmResult>((resolve) => signal.addEventListener("abort", () => resolve("FAILURE"), { once: true }))]);
  };
}

/** `Purpose: prefetch` (older Chromium, Safari) or `Sec-Purpose: prefetch[;prerender]`. */
export function isPrefetch(req: Request): boolean {
  return /\bprefetch\b/i.test(`${req.get("sec-purpose") ?? ""} ${req.get("purpose") ?? ""} ${req.get("x-moz") ?? ""}`);
}

/** A GET that will render the page; HEAD and prefetches must not spend a token. */
export function mayConfirm(req: Request): boolean {
  return req.method === "GET" && !isPrefetch(req);
}

/**
 * Prefetches of a confirmation page are declined with a 503, which browsers discard (they then load
 * the page for real when the visitor opens it), instead of a page that would show "loading" forever.
 */
export const declinePrefetch: RequestHandler = (req, res, next) => {
  if (!isPrefetch(req)) return next();
  req.log.info({ reason: "prefetch" }, "confirmation not prefetched");
  res.status(503).setHeader("Cache-Control", "no-store").type("html").send(plainPage(req.originalUrl, 503, "openToConfirm"));
};
