/**
 * Account-service stand-in (the personal area lives on another site). The site calls it from the
 * browser with credentials only when the readable sync cookie exists, so the demo login sets that
 * cookie without HttpOnly next to an HttpOnly session cookie. State is in memory per app instance.
 */
import { randomUUID } from "node:crypto";
import express, { type Request, type Response, type Router } from "express";

export const SYNC_COOKIE = "carre_sync";
export const SESSION_COOKIE = "carre_account_session";

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;
const LOCAL_RETURN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$|\?)/;

interface Account {
  fullname: string;
  wishlist: string[];
}

function readCookies(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    try {
      out[key] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[key] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

function safeReturn(value: unknown): string {
  return typeof value === "string" && LOCAL_RETURN.test(value) ? value : "/";
}

export function accountRouter(): Router {
  const sessions = new Map<string, Account>();
  const router = express.Router();

  router.use((req, res, next) => {
    const origin = req.headers.origin;
    if (origin && LOCAL_ORIGIN.test(origin)) {
      res.set("Access-Control-Allow-Origin", origin);
      res.set("Access-Control-Allow-Credentials", "true");
      res.set("Access-Control-Allow-Methods", "GET, PUT, DELETE, OPTIONS");
      res.set("Access-Control-Allow-Headers", "Content-Type");
      res.set("Access-Control-Max-Age", "600");
    }
    res.vary("Origin");
    if (req.method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    next();
  });

  const current = (req: Request): Account | undefined => sessions.get(readCookies(req)[SESSION_COOKIE] ?? "");
  const withUser = (handler: (account: Account, req: Request, res: Response) => void) => (req: Request, res: Response) => {
    const account = current(req);
    if (!account) {
      res.status(401).json({ message: "Not logged in" });
      return;
    }
    handler(account, req, res);
  };
  const prodPage = (req: Request): string | null => {
    const value = (req.body as { prod_page?: unknown } | undefined)?.prod_page;
    return typeof value === "string" || typeof value === "number" ? String(value) : null;
  };

  router.get("/user", withUser((account, _req, res) => res.json(account)));

  router.put("/wishlist/add", express.json(), withUser((account, req, res) => {
    const id = prodPage(req);
    if (!id) return void res.status(400).json({ message: "prod_page is required" });
    if (!account.wishlist.includes(id)) account.wishlist.push(id);
    res.json(account);
  }));

  router.delete("/wishlist/remove", express.json(), withUser((account, req, res) => {
    const id = prodPage(req);
    if (!id) return void res.status(400).json({ message: "prod_page is required" });
    account.wishlist = account.wishlist.filter((w) => w !== id);
    res.json(account);
  }));

  router.get("/demo-login", (req, res) => {
    const name = typeof req.query.name === "string" && req.query.name.trim() ? req.query.name.trim() : "Jan Jansen";
    const token = randomUUID();
    sessions.set(token, { fullname: name, wishlist: [] });
    res.cookie(SESSION_COOKIE, token, { path: "/", httpOnly: true, sameSite: "lax" });
    res.cookie(SYNC_COOKIE, "1", { path: "/", httpOnly: false, sameSite: "lax" });
    res.redirect(302, safeReturn(req.query.return));
  });

  router.get("/demo-logout", (req, res) => {
    sessions.delete(readCookies(req)[SESSION_COOKIE] ?? "");
    res.clearCookie(SESSION_COOKIE, { path: "/" });
    res.clearCookie(SYNC_COOKIE, { path: "/" });
    res.redirect(302, safeReturn(req.query.return));
  });

  return router;
}
