/**
 * The one answer to a method a path does not take: 405 with the methods it does (RFC 9110 §15.5.6),
 * JSON under /api/ like every API answer, else the plain page. OPTIONS gets it too: the site serves
 * no cross-origin caller, so there is no preflight to answer, and Express's routers would otherwise
 * answer OPTIONS 200 on some paths while the pages answer 405.
 */
import type { Request, RequestHandler, Response } from "express";
import { plainPage } from "./plain-page";

export const GET_AND_HEAD = "GET, HEAD";

export function refuseMethod(req: Request, res: Response, allow: string): void {
  res.status(405).setHeader("Allow", allow);
  if (req.originalUrl.startsWith("/api/")) res.json({ message: "Method not allowed" });
  else res.type("html").send(plainPage(req.originalUrl, 405, "method"));
}

/** After a path's `router.get`, as `router.all(path, refuseNonGet)`: every other method on it. */
export const refuseNonGet: RequestHandler = (req, res) => refuseMethod(req, res, GET_AND_HEAD);
