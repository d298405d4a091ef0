/**
 * Native form posts (no JavaScript) to the newsletter pages and the premiere cancel page: the body
 * is read with the form's own fields, validated with the same schema as in the browser, forwarded
 * through the same forwardService as the JSON proxies, and answered POST → 303 → GET with the
 * outcome (or the values and errors) left in the flash store, so a reload never posts twice.
 */
import express, { Router, type Request, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import { readValues, validateForm, type FormDef, type FormState } from "../../shared/forms/engine";
import { isEmptyEmail } from "../../shared/forms/newsletter";
import { FORM_POST_PATHS, formOfPage, PREMIERE_CANCEL_PATH } from "../../shared/forms/page-forms";
import { langOfPath } from "../../shared/i18n/lang";
import { PRIVATE } from "../http/cache-headers";
import { plainPage } from "../http/url-rules";
import type { ForwardService } from "../services/forward";
import type { FlashStore } from "./flash";

export function formPostRouter(opts: { forward: ForwardService; flash: FlashStore; ratePerMinute: number }): Router {
  const router = Router();
  const limit = rateLimit({
    windowMs: 60_000,
    limit: opts.ratePerMinute,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (req, res) => {
      req.log.warn({ reason: "rate limit" }, "form post refused");
      res.status(429).type("html").send(plainPage("429", "Te veel verzoeken. Probeer het over een minuut opnieuw."));
    },
  });
  // Another site may not make a visitor's browser post here (the newsletter would mail them).
  const sameSite = (req: Request, res: Response, next: () => void) => {
    if (req.get("sec-fetch-site") === "cross-site") {
      req.log.warn({ reason: "cross-site form post" }, "form post refused");
      return void res.status(403).type("html").send(plainPage("403", "Forbidden"));
    }
    next();
  };
  const body = express.urlencoded({ limit: "16kb", extended: false });

  router.post([...FORM_POST_PATHS], limit, sameSite, body, (req, res, next) => {
    handlePost(req, res, opts).catch(next);
  });
  return router;
}

async function handlePost(req: Request, res: Response, opts: { forward: ForwardService; flash: FlashStore }): Promise<void> {
  const url = new URL(req.originalUrl, "http://site.invalid");
  const lang = langOfPath(url.pathname);
  const back = () => {
    res.setHeader("Cache-Control", PRIVATE);
    res.redirect(303, url.pathname + url.search);
  };
  const def = formOfPage(url);
  // No form, or a cancel ref that does not decode: the page itself says so; nothing is sent.
  if (def === null || def === "invalid") return back();
  const values = readValues(def, fieldsOf(req.body));
  if (def.fields.some((f) => f.name === "email") && isEmptyEmail(values)) return back();
  const leave = (state: FormState) => {
    opts.flash.put(req, res, url.pathname, state);
    back();
  };
  const checked = validateForm(def as FormDef<unknown>, values);
  if (!checked.ok) return leave({ values, errors: checked.errors });
  const visitor = new AbortController();
  res.on("close", () => visitor.abort());
  const { callId, body } = def.toCall(checked.data, lang);
  const result = await opts.forward(callId, body, { lang, log: req.log, signal: visitor.signal });
  if (res.destroyed) return;
  if (result.kind === "invalid") return leave({ values, errors: result.errors });
  leave({ outcome: result.outcome.result });
}

/** express.urlencoded (not extended) gives strings, and arrays for repeated names. */
function fieldsOf(body: unknown) {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const all = (name: string): unknown[] => {
    const value = Object.hasOwn(record, name) ? record[name] : undefined;
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  return { get: (name: string) => all(name)[0], getAll: all };
}

/** Pages that show one visitor's data from their address (the cancel link's email). */
export function isPersonalPagePath(path: string): boolean {
  return path.toLowerCase().replace(/\/+$/, "") === PREMIERE_CANCEL_PATH;
}
