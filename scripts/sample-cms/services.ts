/**
 * Stand-ins for the venue backend's services (spec 3 §7): form posts, newsletter, token
 * confirmations and order details. Behaviour is keyed on magic values so tests can reach every
 * outcome: email "fail@example.com" fails, token "expired" expires, token "broken" answers nothing.
 */
import express, { type Request, type Response, type Router } from "express";
import { hashString } from "./prng";

export const FAIL_EMAIL = "fail@example.com";

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

function mentionsFailEmail(body: Record<string, unknown>): boolean {
  return Object.values(body).some((v) => typeof v === "string" && v.trim().toLowerCase() === FAIL_EMAIL);
}

function tokenAnswer(token: string): Record<string, unknown> {
  if (token === "expired") return { status: "expired" };
  if (token === "broken") return {};
  return { status: "confirmed" };
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
    if (mentionsFailEmail(req.body)) {
      res.json({ code: 500, message: "Could not process the form" });
      return;
    }
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
      // No status field means FAILURE on the site: the failing address gets an empty answer.
      res.json(mentionsFailEmail(req.body) ? {} : { status: "ok" });
    });
    router.patch(`/api/services/newsletter/${action}/:token`, (req, res) => {
      record(req);
      res.json(tokenAnswer(req.params.token));
    });
  }

  for (const prefix of ["forms/premiere/signup", "forms/panel/signup", "forms/oscar"]) {
    router.patch(`/api/services/${prefix}/:token`, (req, res) => {
      record(req);
      res.json(tokenAnswer(req.params.token));
    });
  }

  router.get("/api/orders/orderdetails", (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    if (!token) {
      res.status(400).json({ message: "token is required" });
      return;
    }
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
