/**
 * Native form posts (no JavaScript) to the content pages' forms and the premiere cancel page: the
 * form is named by the post's `_form` field (a FormRef, checked against what the page may show),
 * the body is read with the form's own fields, validated with the same schema as in the browser,
 * forwarded through the same forwardService as the JSON proxies, and answered POST → 303 → GET
 * with the outcome (or the values and errors) left in the flash store, so a reload never posts
 * twice. A donation that succeeds comes back with the link to its payment page (spec 3 §7, §8).
 */
import express, { Router, type Request, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import { asFormErrorKeys } from "../../shared/contract/messages";
import { FAILURE_SUFFIX, formAnchor, SUMMARY_SUFFIX } from "../../shared/forms/anchors";
import { readValues, refusedErrors, validateForm, type FormDef, type FormState } from "../../shared/forms/engine";
import { isEmptyEmail } from "../../shared/forms/newsletter";
import { cancelFormOf, formDef, FormRef, formsOfPage, mayPostOn, PREMIERE_CANCEL_PATH } from "../../shared/forms/page-forms";
import { langOfPath } from "../../shared/i18n/lang";
import { SITES, type SiteId } from "../../shared/site";
import { PRIVATE } from "../http/cache-headers";
import { GET_AND_HEAD, refuseMethod } from "../http/methods";
import { plainPage } from "../http/plain-page";
import type { ForwardService } from "../services/forward";
import type { FlashStore } from "./flash";
import { createSentOnce, type SentOnce } from "./sent-once";

interface PostOptions {
  forward: ForwardService;
  flash: FlashStore;
  ratePerMinute: number;
  site: SiteId;
}

/** The paths a form may post to: every content page (its forms depend on its CMS answer) and the cancel page. */
const FORM_POST_PATHS = ["/pagina/:slug", "/en/page/:slug", PREMIERE_CANCEL_PATH];

export function formPostRouter(opts: PostOptions): Router {
  const router = Router();
  const limit = rateLimit({
    windowMs: 60_000,
    limit: opts.ratePerMinute,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (req, res) => {
      req.log.warn({ reason: "rate limit" }, "form post refused");
      res.status(429).type("html").send(plainPage(req.originalUrl, 429, "tooMany"));
    },
  });
  // Another site may not make a visitor's browser post here (the newsletter would mail them).
  const sameSite = (req: Request, res: Response, next: () => void) => {
    if (req.get("sec-fetch-site") === "cross-site") {
      req.log.warn({ reason: "cross-site form post" }, "form post refused");
      return void res.status(403).type("html").send(plainPage(req.originalUrl, 403, "forbidden"));
    }
    next();
  };
  const body = express.urlencoded({ limit: "16kb", extended: false });
  const sentOnce = createSentOnce();

  router.post([...FORM_POST_PATHS], limit, sameSite, body, (req, res, next) => {
    handlePost(req, res, opts, sentOnce).catch(next);
  });
  return router;
}

/**
 * Which form a post is for: the one its `_form` names, if this page may show it, else the form the
 * path alone decides. "none": the page has no form (a 405, as for any page); "refused": it names
 * one this page does not show (a 400).
 */
function postedForm(fields: PostFields, url: URL, site: SiteId): { def: FormDef; ref?: FormRef; slot?: string } | "invalid" | "none" | "refused" {
  if (url.pathname.toLowerCase().replace(/\/+$/, "") === PREMIERE_CANCEL_PATH) {
    const def = cancelFormOf(url);
    return def === "invalid" ? "invalid" : { def };
  }
  const named = fields.get("_form");
  if (named === undefined) {
    const main = formsOfPage(url, site).main;
    return main ? { def: formDef(main, SITES[site].brandSlug), ref: main, slot: "main" } : "none";
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(named));
  } catch {
    return "refused";
  }
  const ref = FormRef.safeParse(parsed);
  if (!ref.success || !mayPostOn(ref.data, url, site)) return "refused";
  return { def: formDef(ref.data, SITES[site].brandSlug), ref: ref.data, slot: fields.get("_slot") === "sidebar" ? "sidebar" : "main" };
}

async function handlePost(req: Request, res: Response, opts: PostOptions, sentOnce: SentOnce): Promise<void> {
  const url = new URL(req.originalUrl, "http://site.invalid");
  const lang = langOfPath(url.pathname);
  const back = (slot?: string, to = "") => {
    res.setHeader("Cache-Control", PRIVATE);
    // Back to the form itself, not the top of the page: on a phone the answer may be screens down.
    // With errors, to its summary; failed, to the failure text: a focusable fragment target takes
    // the focus as the page loads, so a screen reader reads it first.
    res.redirect(303, `${url.pathname}${url.search}#${formAnchor(slot)}${to}`);
  };
  const fields = fieldsOf(req.body);
  const form = postedForm(fields, url, opts.site);
  // A cancel ref that does not decode: the page itself says so; nothing is sent.
  if (form === "invalid") return back();
  if (form === "none") return refuseMethod(req, res, GET_AND_HEAD);
  if (form === "refused") {
    req.log.warn({ reason: "the post names a form this page does not show" }, "form post refused");
    return void res.status(400).type("html").send(plainPage(req.originalUrl, 400, "badRequest"));
  }
  const { def, ref, slot } = form;
  const values = readValues(def, fields);
  // Spec 3 §5: an empty newsletter email submits nothing and shows no message.
  if (ref?.id === "newsletter" && isEmptyEmail(values)) return back();
  const leave = async (state: FormState) => {
    await opts.flash.put(req, res, url.pathname, { slot, ...state });
    const failed = state.outcome !== undefined && state.outcome !== "SUCCESS";
    back(slot, state.errors !== undefined && Object.keys(state.errors).length > 0 ? SUMMARY_SUFFIX : failed ? FAILURE_SUFFIX : "");
  };
  const checked = validateForm(def, values);
  // Spec 3 §4's FAILURE of an invalid submit is shown as the error summary and the fields' errors,
  // not as the outage text (issue 26 §2).
  if (!checked.ok) return leave({ values, errors: checked.errors });
  const { callId, body } = def.toCall(checked.data, lang);
  // Sent once, however often the button was pressed (sent-once.ts); the call goes on if the visitor
  // leaves, as the form was sent.
  const result = await sentOnce([req.ip ?? "", url.pathname, callId, JSON.stringify(body)], async () => {
    const answer = await opts.forward(callId, body, { lang, log: req.log });
    const next = answer.kind === "answered" && answer.outcome.result === "SUCCESS" ? def.followUp?.(checked.data, lang, SITES[opts.site].brandSlug) : undefined;
    // The follow-up never changes what the visitor sees; forwardService logs its failure.
    if (next) await opts.forward(next.callId, next.body, { lang, log: req.log });
    return answer;
  }, (answer) => answer.kind === "answered" && answer.outcome.result === "SUCCESS");
  if (res.destroyed) return;
  // The call's own schema refused what the form's let through: the visitor still learns which field and why.
  if (result.kind === "invalid") return leave({ values, errors: refusedErrors(def, asFormErrorKeys(result.errors)) });
  const outcome = result.outcome;
  if (outcome.result !== "SUCCESS") return leave({ values, outcome: outcome.result });
  // A donation's payment page: back to the page, which links it ('hier' / 'here', spec 3 §8). Not a
  // 303 to the payment host itself: the CSP's form-action 'self' also covers a post's redirects, so
  // Chromium would stop that one (net::ERR_ABORTED) and the visitor would see nothing at all.
  await leave(outcome.url ? { outcome: "SUCCESS", url: outcome.url } : { outcome: "SUCCESS" });
}

type PostFields = ReturnType<typeof fieldsOf>;

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
