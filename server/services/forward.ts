/**
 * One path from a visitor's input to the services API, for the JSON proxies and the no-JS form
 * posts alike: validate with the call's shared schema (nothing invalid leaves), forward with a
 * timeout, and reduce the answer to the spec's result. Never through the render caches: these are
 * one visitor's writes. Logs carry the call, status and timing, never the body.
 */
import type { Lang } from "../../shared/i18n/lang";
import { readBoundedJson } from "../../shared/contract/bounded-body";
import { fieldErrors, type FieldErrors } from "../../shared/contract/forms";
import { reduceAnswer, SERVICE_CALLS, type ServiceCallId, type ServiceOutcome } from "../../shared/contract/service-calls";

export interface ForwardLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ForwardOptions {
  /** Passed as `?lang=` to the calls that have it (spec 3 §7); Dutch when absent. */
  lang?: Lang;
  /** The request's logger (pino-http's `req.log`), so the line carries the request id. */
  log: ForwardLog;
  /** The visitor went away: stop waiting. */
  signal?: AbortSignal;
}

export type ForwardResult =
  /** The body failed the call's schema; nothing was sent. Errors per field, first message each. */
  | { kind: "invalid"; errors: FieldErrors }
  /** `httpStatus`: 200 when the services API answered, 502 / 504 when it failed or timed out. */
  | { kind: "answered"; outcome: ServiceOutcome; httpStatus: number };

export type ForwardService = (callId: ServiceCallId, body: unknown, opts: ForwardOptions) => Promise<ForwardResult>;

/** Answers larger than this are not a services answer: reading stops there (the connection is dropped). */
const MAX_ANSWER_BYTES = 64 * 1024;

export function createForwardService(opts: { baseUrl: string; timeoutMs: number; product: string; fetchImpl?: typeof fetch }): ForwardService {
  const doFetch = opts.fetchImpl ?? fetch;

  return async function forwardService(callId, body, { lang, log, signal }) {
    const call = SERVICE_CALLS[callId];
    const parsed = call.schema.safeParse(body);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      log.warn({ call: callId, fields: Object.keys(errors) }, "service input refused");
      return { kind: "invalid", errors };
    }
    const input: Record<string, unknown> = parsed.data;
    const token = typeof input.token === "string" ? input.token : "";
    const query = new URLSearchParams();
    if (call.lang) query.set("lang", lang ?? "nl");
    if (call.method === "GET") query.set("token", token);
    const path = call.path.replace("{token}", encodeURIComponent(token)).replace("{product}", opts.product);
    const url = `${opts.baseUrl}${path}${query.size ? `?${query}` : ""}`;
    const init: RequestInit = {
      method: call.method,
      headers: { accept: "application/json", ...(call.method === "POST" ? { "content-type": "application/json" } : {}) },
      body: call.method === "POST" ? JSON.stringify(input) : undefined,
      signal: AbortSignal.any([AbortSignal.timeout(opts.timeoutMs), ...(signal ? [signal] : [])]),
      // A redirect is not the service's answer: followed, a POST would turn into another address's GET.
      redirect: "manual",
    };
    const started = performance.now();
    const done = (outcome: ServiceOutcome, httpStatus: number, upstreamStatus: number | string): ForwardResult => {
      const line = { call: callId, upstreamStatus, result: outcome.result, ms: Math.round(performance.now() - started) };
      // Spec 3 §7: a failure (no status, no code, no answer) is logged.
      if (outcome.result === "FAILURE") log.error(line, "service call failed");
      else log.info(line, "service call");
      return { kind: "answered", outcome, httpStatus };
    };
    let res: Response;
    try {
      res = await doFetch(url, init);
    } catch (err) {
      const timedOut = err instanceof Error && err.name === "TimeoutError";
      return done({ result: "FAILURE" }, timedOut ? 504 : 502, timedOut ? "timeout" : "unreachable");
    }
    try {
      if (res.status < 200 || res.status >= 300) {
        await res.body?.cancel();
        return done({ result: "FAILURE" }, 502, res.status);
      }
      return done(reduceAnswer(call.answer, await readBoundedJson(res, MAX_ANSWER_BYTES)), 200, res.status);
    } catch {
      return done({ result: "FAILURE" }, 502, res.status);
    }
  };
}
