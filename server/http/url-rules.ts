/**
 * URL rules applied before routing: malformed and overlong addresses and paths holding control
 * characters, line separators or dot segments get a 400 (never a crash), backslashes and repeated
 * slashes collapse with a 301 that keeps the query (spec 1 §2), so do another case or a trailing
 * slash on a fixed route's path (a crawler's duplicate), and the Dutch calendar with ?l=en
 * goes to the English calendar (spec 1 §2). The rules are applied in turn and redirect once, to
 * where they all lead: `/Agenda//?l=en` is one hop to `/en/calendar`, not three.
 */
import type { NextFunction, Request, Response } from "express";
import { fixedRoute } from "../../shared/routes/page-query";
import { plainPage } from "./plain-page";

export const MAX_URL_LENGTH = 2048;

/** C0 controls, DEL and the two characters JavaScript treats as line breaks: no site path has them. */
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;

export type UrlVerdict = { kind: "plain" } | { kind: "reject"; reason: string } | { kind: "redirect"; location: string };

/** What the rules make of a request target; "plain" when they leave it alone. */
export function urlVerdict(raw: string): UrlVerdict {
  const q = raw.indexOf("?");
  const path = q === -1 ? raw : raw.slice(0, q);
  const search = q === -1 ? "" : raw.slice(q);
  const reason = rejection(raw, path, search);
  if (reason) return { kind: "reject", reason };
  const clean = cleanPath(path);
  // The routers match "/Agenda/" as "/agenda": one address per page for crawlers and caches.
  const location = englishCalendar(fixedRoute(clean)?.path ?? clean, search);
  return location === raw ? { kind: "plain" } : { kind: "redirect", location };
}

/** Spec 1 §2: the Dutch calendar asked in English (`?l=en`) is the English calendar, other parameters kept. */
function englishCalendar(path: string, search: string): string {
  if (path !== "/agenda") return path + search;
  const params = new URLSearchParams(search);
  // One l=en only, as Express's query parser reads it (two values make a list, not "en").
  if (params.getAll("l").length !== 1 || params.get("l") !== "en") return path + search;
  params.delete("l");
  const rest = params.toString();
  return `/en/calendar${rest ? `?${rest}` : ""}`;
}

export function urlRules(req: Request, res: Response, next: NextFunction): void {
  const verdict = urlVerdict(req.originalUrl);
  if (verdict.kind === "reject") {
    req.log.warn({ reason: verdict.reason }, "rejected url");
    // API callers decode JSON whatever the status; people get the plain page.
    if (req.originalUrl.startsWith("/api/")) res.status(400).json({ message: "Bad request" });
    else res.status(400).type("html").send(plainPage(req.originalUrl, 400, "badRequest"));
    return;
  }
  if (verdict.kind === "redirect") {
    res.redirect(301, verdict.location);
    return;
  }
  next();
}

/**
 * A backslash is a slash to browsers and WHATWG URL parsing ("/\\evil.com" is protocol-relative);
 * the clean form starts with exactly one slash, so a redirect to it never leaves the site.
 */
function cleanPath(path: string): string {
  return path.replace(/\\|%5c/gi, "/").replace(/\/{2,}/g, "/");
}

function rejection(raw: string, path: string, search: string): string | null {
  if (raw.length > MAX_URL_LENGTH) return "url too long";
  const decoded = decode(path);
  if (decoded === null || decode(search) === null) return "bad percent-encoding";
  if (CONTROL.test(decoded)) return "control character in path";
  // Browsers resolve dot segments (also encoded ones) before asking; left in, URL parsing would
  // serve another page under this address, or climb out of a proxied path.
  if (decoded.replace(/\\/g, "/").split("/").some((segment) => segment === "." || segment === "..")) return "dot segment in path";
  return null;
}

function decode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

