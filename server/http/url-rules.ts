/**
 * URL rules applied before routing: malformed and overlong addresses get a 400 (never a crash),
 * repeated slashes collapse with a 301 that keeps the query (spec 1 §2), and the Dutch calendar with
 * ?l=en goes to the English calendar (spec 1 §2).
 */
import type { NextFunction, Request, Response } from "express";

export const MAX_URL_LENGTH = 2048;

export function urlRules(req: Request, res: Response, next: NextFunction): void {
  const raw = req.originalUrl;
  const q = raw.indexOf("?");
  const path = q === -1 ? raw : raw.slice(0, q);
  const search = q === -1 ? "" : raw.slice(q);
  if (raw.length > MAX_URL_LENGTH || !isDecodable(path) || !isDecodable(search)) {
    req.log.warn({ reason: raw.length > MAX_URL_LENGTH ? "url too long" : "bad percent-encoding" }, "rejected url");
    res.status(400).type("html").send(plainPage("400", "Bad request"));
    return;
  }
  if (path.includes("//")) {
    res.redirect(301, path.replace(/\/{2,}/g, "/") + search);
    return;
  }
  if (path === "/agenda" && req.query.l === "en") {
    const params = new URLSearchParams(search);
    params.delete("l");
    const rest = params.toString();
    res.redirect(301, `/en/calendar${rest ? `?${rest}` : ""}`);
    return;
  }
  next();
}

function isDecodable(s: string): boolean {
  try {
    decodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
}

/** A minimal standalone page for answers given before any CMS data exists (400, 405, last-resort 500). */
export function plainPage(code: string, text: string): string {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${code} ${text}</title></head><body><main><h1>${text}</h1><p><a href="/">Home</a></p></main></body></html>`;
}
