/**
 * Stand-ins for the venue backend's services (spec 3 §7): form posts, newsletter, token
 * confirmations and order details. Behaviour is keyed on magic values so tests can reach every
 * outcome (docs/upstream-api.md §4): emails fail@ (failure), slow@ (a form answered after 3 s), nocode@ (an answer without code or
 * status), expired@ (newsletter: expired); tokens expired, broken (no status), error (HTTP 500),
 * slow (answers after 3 s).
 */
import express, { type Request, type Response, type Router } from "express";
import { hashString } from "./prng";

export const FAIL_EMAIL = "fail@example.com";
export const NO_STATUS_EMAIL = "nocode@example.com";
export const EXPIRED_EMAIL = "expired@example.com";
export const SLOW_EMAIL = "slow@example.com";
const SLOW_MS = 3000;

const KNOWN_FORMS = new Set([
  "word-donateur",
  "terugbelverzoek",
  "premiere/signup",
  "premiere/cancel",
  "panel/signup",
  "vergadering",
  "oscar",
  "eenmalige-donatie-simple",
  "eenmalige-donatie",
  "c-diploma",
  "zakelijk-contact",
]);

export interface ReceivedCall {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function mentions(body: Record<string, unknown>, email: string): boolean {
  return Object.values(body).some((v) => typeof v === "string" && v.trim().toLowerCase() === email);
}

/** Token confirmations: the same answer however often a token is confirmed, as a reload needs. */
function answerToken(token: string, res: Response, ok: () => Record<string, unknown>): void {
  if (token === "error") return void res.status(500).json({ message: "Injected failure" });
  if (token === "expired") return void res.json({ status: "expired" });
  if (token === "broken") return void res.json({});
  if (token === "slow") return void setTimeout(() => res.json(ok()), SLOW_MS);
  res.json(ok());
}

function segments(param: unknown): string {
  return Array.isArray(param) ? param.join("/") : String(param ?? "");
}

/** `received` collects the calls so server tests can check what their proxy forwarded. */
export function servicesRouter(received: ReceivedCall[]): Router {
  const router = express.Router();
  const json = express.json({ limit: "100kb" });
  const record = (req: Request) => {
    received.push({ method: req.method, path: req.originalUrl, query: { ...req.query }, body: req.body });
    if (received.length > 50) received.shift();
  };
  const requireBody = (req: Request, res: Response): req is Request & { body: Record<string, unknown> } => {
    if (isObject(req.body)) return true;
    res.status(400).json({ message: "Expected a JSON object body" });
    return false;
  };

  router.post("/api/services/forms/{*name}", json, (req, res) => {
    const name = segments(req.params.name);
    if (!KNOWN_FORMS.has(name) && !/^[a-z]+-contact$/.test(name)) {
      res.status(404).json({ message: "Unknown form" });
      return;
    }
    if (!requireBody(req, res)) return;
    record(req);
    if (mentions(req.body, FAIL_EMAIL)) {
      res.json({ code: 500, message: "Could not process the form" });
      return;
    }
    if (mentions(req.body, NO_STATUS_EMAIL)) return void res.json({ message: "accepted?" });
    if (mentions(req.body, SLOW_EMAIL)) return void setTimeout(() => res.json({ code: 200 }), SLOW_MS);
    if (name === "eenmalige-donatie") {
      const token = hashString(JSON.stringify(req.body)).toString(16).padStart(8, "0");
      res.json({ code: 200, url: `https://www.mollie.com/checkout/test-mode?method=ideal&token=tr_${token}` });
      return;
    }
    res.json({ code: 200 });
  });

  for (const action of ["subscribe", "unsubscribe"]) {
    router.post(`/api/services/newsletter/${action}`, json, (req, res) => {
      if (!requireBody(req, res)) return;
      record(req);
      // No status field means FAILURE on the site: the failing addresses get an empty answer.
      if (mentions(req.body, FAIL_EMAIL) || mentions(req.body, NO_STATUS_EMAIL)) return void res.json({});
      res.json({ status: mentions(req.body, EXPIRED_EMAIL) ? "expired" : "ok" });
    });
    router.patch(`/api/services/newsletter/${action}/:token`, (req, res) => {
      record(req);
      answerToken(req.params.token, res, () => ({ status: "confirmed" }));
    });
  }

  for (const prefix of ["forms/premiere/signup", "forms/panel/signup", "forms/oscar"]) {
    router.patch(`/api/services/${prefix}/:token`, (req, res) => {
      record(req);
      answerToken(req.params.token, res, () => ({ status: "confirmed" }));
    });
  }

  router.get("/api/orders/orderdetails", (req, res) => {
    record(req);
    const token = typeof req.query.token === "string" ? req.query.token : "";
    if (!token) {
      res.status(400).json({ message: "token is required" });
      return;
    }
    if (token === "expired" || token === "broken" || token === "error" || token === "slow") return answerToken(token, res, () => ({}));
    const id = `T${hashString(token).toString().padStart(10, "0")}`;
    res.json({
      ecommerce: {
        transaction_id: id,
        value: 159,
        currency: "EUR",
        items: [{ item_id: "16300", item_name: "Hadestown", price: 79.5, quantity: 2 }],
      },
    });
  });

  return router;
}
