/**
 * Switchable upstream failures, so server tests can see how the site behaves when the CMS is
 * slow, down, lying or hanging up. Only `/api/*` (of either site) is affected: the images, the
 * account service and the fault switch itself keep working.
 */
import type { NextFunction, Request, Response } from "express";
import { z } from "zod";

export const FaultSettings = z.object({
  mode: z.enum(["slow", "500", "malformed", "wrong-shape", "reset"]),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  pathPrefix: z.string().startsWith("/").optional(),
});
export type FaultSettings = z.infer<typeof FaultSettings>;

export interface FaultControl {
  set(settings: FaultSettings): void;
  clear(): void;
  current(): FaultSettings | null;
}

export function createFaultControl(): FaultControl {
  let settings: FaultSettings | null = null;
  return {
    set: (s) => {
      settings = FaultSettings.parse(s);
    },
    clear: () => {
      settings = null;
    },
    current: () => settings,
  };
}

/** The site-relative path: "/fonds/api/render/x" and "/api/render/x" both match prefix "/api/render". */
function sitePath(path: string): string {
  return path.startsWith("/fonds/") ? path.slice("/fonds".length) : path;
}

export function faultMiddleware(control: FaultControl) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const settings = control.current();
    const path = sitePath(req.path);
    if (!settings || !path.startsWith("/api/")) return next();
    const prefix = settings.pathPrefix ?? "/api/";
    if (!path.startsWith(prefix) && !req.path.startsWith(prefix)) return next();
    switch (settings.mode) {
      case "slow": {
        const timer = setTimeout(next, settings.delayMs ?? 2000);
        // A client that gave up must not leave a timer that answers a closed socket.
        res.on("close", () => clearTimeout(timer));
        return;
      }
      case "500":
        res.status(500).json({ message: "Injected fault: internal server error" });
        return;
      case "malformed":
        res.status(200).type("application/json").send('{"node": {"id": "home-nl", "kind": ');
        return;
      case "wrong-shape":
        res.status(200).json({ node: 42 });
        return;
      case "reset":
        req.socket.destroy();
        return;
    }
  };
}
