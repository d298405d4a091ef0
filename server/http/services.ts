/**
 * Same-origin proxies for the services API (spec 3 §7): each call's own path and method from the
 * shared call table, nothing else. Every answer is JSON and `private, no-store`; bodies are JSON
 * objects of at most 16 KB, checked against the call's schema by forwardService before anything
 * leaves. A per-address rate limit bounds what one client can make the backend do.
 */
import express, { Router, type ErrorRequestHandler, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import { fieldErrors, TokenBody } from "../../shared/contract/forms";
import { isConfirmCall, SERVICE_CALLS, type ServiceCallId } from "../../shared/contract/service-calls";
import type { Confirmer } from "../services/confirmations";
import type { ForwardService } from "../services/forward";
import { PRIVATE } from "./cache-headers";
import { refuseMethod } from "./methods";

export const SERVICE_BODY_LIMIT = "16kb";
const RATE_WINDOW_MS = 60_000;

interface Route {
  id: ServiceCallId;
  method: string;
  /** The raw (undecoded) path; a token route captures one segment. */
  pattern: RegExp;
}

/** The call table as raw-path patterns: `{token}` is one segment, so `/` and `..` tricks fall outside or fail the token schema. */
function routesFor(product: string): Route[] {
  return Object.entries(SERVICE_CALLS).map(([id, call]) => {
    const path = call.path.replace("{product}", product);
    const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("\\{token\\}", "([^/]+)");
    return { id: id as ServiceCallId, method: call.method, pattern: new RegExp(`^${escaped}$`) };
  });
}

/** `confirm`: token confirmations go through the confirmation pages' memory, so a page reload after a client navigation shows the same outcome. */
export function servicesRouter(opts: { forward: ForwardService; confirm: Confirmer; product: string; ratePerMinute: number }): Router {
  const router = Router();
  const routes = routesFor(opts.product);
  const json = express.json({ limit: SERVICE_BODY_LIMIT, type: () => true, strict: true });

  router.use(["/api/services", "/api/orders"], (_req, res, next) => {
    res.setHeader("Cache-Control", PRIVATE);
    next();
  });
  router.use(
    ["/api/services", "/api/orders"],
    rateLimit({
      windowMs: RATE_WINDOW_MS,
      limit: opts.ratePerMinute,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      // Any client can send X-Forwarded-For; with TRUST_PROXY=none that is expected, not a misconfiguration.
      validate: { xForwardedForHeader: false },
      handler: (req, res) => {
        req.log.warn({ reason: "rate limit" }, "service call refused");
        res.status(429).json({ message: "Too many requests, try again later", retryAfterSeconds: Number(res.getHeader("Retry-After")) || 60 });
      },
    }),
  );

  router.all(["/api/services/{*rest}", "/api/orders/{*rest}"], (req, res, next) => {
    const pathname = req.originalUrl.split("?")[0]!;
    const matches = routes.map((route) => ({ route, m: route.pattern.exec(pathname) })).filter((x) => x.m);
    if (matches.length === 0) return next();
    const hit = matches.find((x) => x.route.method === req.method || (req.method === "HEAD" && x.route.method === "GET"));
    if (!hit) return refuseMethod(req, res, [...new Set(matches.map((x) => x.route.method))].join(", "));
    const call = SERVICE_CALLS[hit.route.id];
    const lang = req.query.lang;
    if (call.lang && lang !== undefined && lang !== "nl" && lang !== "en") return void refuse(res, 400, "Invalid input", { lang: "nl or en" });
    const handle = async (body: unknown) => {
      const visitor = new AbortController();
      res.on("close", () => visitor.abort());
      const id = hit.route.id;
      if (isConfirmCall(id)) {
        const token = TokenBody.safeParse(body);
        if (!token.success) return void refuse(res, 400, "Invalid input", fieldErrors(token.error));
        const confirmed = await opts.confirm(id, token.data.token, { log: req.log, signal: visitor.signal });
        if (!res.destroyed) res.json({ result: confirmed });
        return;
      }
      const result = await opts.forward(id, body, { lang: lang === "en" ? "en" : "nl", log: req.log, signal: visitor.signal });
      if (res.destroyed) return;
      if (result.kind === "invalid") return void refuse(res, 400, "Invalid input", result.errors);
      res.status(result.httpStatus).json(result.outcome);
    };
    if (call.method === "POST") {
      if (!req.is("application/json")) return void refuse(res, 415, "Send application/json");
      return json(req, res, (err?: unknown) => {
        if (err) return next(err);
        // An empty body leaves req.body undefined: the schema reports the missing fields.
        handle(req.body ?? {}).catch(next);
      });
    }
    const token = hit.m![1];
    const raw = token !== undefined ? safeDecode(token) : typeof req.query.token === "string" ? req.query.token : undefined;
    handle({ token: raw }).catch(next);
  });

  router.all(["/api/services/{*rest}", "/api/orders/{*rest}"], (_req, res) => refuse(res, 404, "Not found"));

  const onError: ErrorRequestHandler = (err, req, res, next) => {
    const status = typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 0;
    if (!status || res.headersSent) return next(err);
    req.log.warn({ status, reason: err.type ?? "bad body" }, "service call refused");
    refuse(res, status, status === 413 ? `Body larger than ${SERVICE_BODY_LIMIT}` : "Body is not valid JSON");
  };
  router.use(["/api/services", "/api/orders"], onError);
  return router;
}

function refuse(res: Response, status: number, message: string, errors?: Record<string, string>): void {
  res.status(status).json(errors ? { message, errors } : { message });
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
