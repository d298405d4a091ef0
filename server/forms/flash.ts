/**
 * What a native form post leaves for the page it redirects to (POST → 303 → GET): the outcome, or
 * the visitor's values and errors. Kept here, keyed by a random id in a short-lived cookie, so no
 * email ever sits in a URL, and taken once: a reload shows the page as it is, nothing is posted twice.
 * In memory: one process serves a site (Procfile); a second one behind a balancer would need sticky
 * sessions or a shared store for the two minutes an entry lives.
 */
import { randomBytes } from "node:crypto";
import type { Request, Response } from "express";
import { LRUCache } from "lru-cache";
import type { FormState } from "../../shared/forms/engine";

export const FLASH_COOKIE = "form_flash";
const TTL_MS = 120_000;
const ID = /^[A-Za-z0-9_-]{24}$/;

interface Entry {
  path: string;
  state: FormState;
}

export type FlashStore = ReturnType<typeof createFlashStore>;

/** Paths compare as Express matches routes: case and a trailing slash do not matter. */
const samePath = (path: string) => path.toLowerCase().replace(/\/+$/, "");

export function createFlashStore() {
  const entries = new LRUCache<string, Entry>({ max: 5000, maxSize: 8 * 1024 * 1024, sizeCalculation: (e) => JSON.stringify(e).length + 64, ttl: TTL_MS });
  const taken = new WeakMap<Request, FormState>();

  return {
    /** Keeps `state` for the next GET of `path` by this browser. */
    put(req: Request, res: Response, path: string, state: FormState): void {
      const id = randomBytes(18).toString("base64url");
      entries.set(id, { path: samePath(path), state });
      // Scoped to the page the 303 goes to: a post from another tab's page sets its own cookie
      // instead of replacing this one (which would lose this page's outcome or typed values).
      res.cookie(FLASH_COOKIE, id, { httpOnly: true, sameSite: "lax", secure: req.secure, path, maxAge: TTL_MS });
    },

    /** The state left for this GET, removed from the store (and the cookie cleared); undefined when none. */
    take(req: Request, res: Response): FormState | undefined {
      // Cookies of several pages may come along (each scoped to its page's path): the one for this page.
      const id = cookieValues(req.headers.cookie, FLASH_COOKIE).find((v) => ID.test(v) && entries.peek(v)?.path === samePath(req.path));
      const entry = id === undefined ? undefined : entries.get(id);
      if (!id || !entry) return undefined;
      entries.delete(id);
      res.clearCookie(FLASH_COOKIE, { httpOnly: true, sameSite: "lax", secure: req.secure, path: req.path });
      taken.set(req, entry.state);
      return entry.state;
    },

    /** What `take` found for this request, for the page's loader. */
    stateOf(req: Request): FormState | undefined {
      return taken.get(req);
    },
  };
}

function cookieValues(header: string | undefined, name: string): string[] {
  const out: string[] = [];
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) out.push(rest.join("="));
  }
  return out;
}
