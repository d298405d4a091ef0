/**
 * What a native form post leaves for the page it redirects to (POST → 303 → GET): the outcome, or
 * the visitor's values and errors. Kept here, keyed by a random id in a short-lived cookie, so no
 * email ever sits in a URL, and taken once: a reload shows the page as it is, nothing is posted twice.
 * In memory for one process; with several behind a balancer (REDIS_URL) in Redis, so the GET finds
 * the entry whichever process answers it; a Redis outage falls back to this process's memory.
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

/** A store every process of the site reads (scale/redis-bus.ts): values are JSON entries. */
export interface SharedFlash {
  put(key: string, value: string, ttlMs: number): Promise<boolean>;
  take(key: string): Promise<string | null | "unavailable">;
}

/** Paths compare as Express matches routes: case and a trailing slash do not matter. */
const samePath = (path: string) => path.toLowerCase().replace(/\/+$/, "");

export function createFlashStore(shared?: SharedFlash) {
  const entries = new LRUCache<string, Entry>({ max: 5000, maxSize: 8 * 1024 * 1024, sizeCalculation: (e) => JSON.stringify(e).length + 64, ttl: TTL_MS });
  const taken = new WeakMap<Request, FormState>();

  return {
    /** Keeps `state` for the next GET of `path` by this browser. */
    async put(req: Request, res: Response, path: string, state: FormState): Promise<void> {
      const id = randomBytes(18).toString("base64url");
      const entry: Entry = { path: samePath(path), state };
      if (!(await shared?.put(id, JSON.stringify(entry), TTL_MS))) entries.set(id, entry);
      // Scoped to the page the 303 goes to: a post from another tab's page sets its own cookie
      // instead of replacing this one (which would lose this page's outcome or typed values).
      res.cookie(FLASH_COOKIE, id, { httpOnly: true, sameSite: "lax", secure: req.secure, path, maxAge: TTL_MS });
    },

    /** The state left for this GET, removed from the store (and the cookie cleared); undefined when none. */
    async take(req: Request, res: Response): Promise<FormState | undefined> {
      // Cookies of several pages may come along (each scoped to its page's path): the one for this page.
      const ids = cookieValues(req.headers.cookie, FLASH_COOKIE).filter((v) => ID.test(v));
      if (ids.length === 0) return undefined;
      let found: { id: string; entry: Entry } | undefined;
      for (const id of ids) {
        const entry = entries.peek(id) ?? (shared ? await takeShared(shared, id) : undefined);
        if (entry?.path === samePath(req.path)) {
          found = { id, entry };
          break;
        }
      }
      if (!found) return undefined;
      const { id, entry } = found;
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

/** An entry from the shared store; a malformed one (another version's) counts as none. */
async function takeShared(shared: SharedFlash, id: string): Promise<Entry | undefined> {
  const text = await shared.take(id);
  if (text === null || text === "unavailable") return undefined;
  try {
    const entry = JSON.parse(text) as Entry;
    return typeof entry?.path === "string" && typeof entry.state === "object" ? entry : undefined;
  } catch {
    return undefined;
  }
}

function cookieValues(header: string | undefined, name: string): string[] {
  const out: string[] = [];
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) out.push(rest.join("="));
  }
  return out;
}
