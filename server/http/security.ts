/**
 * Security headers through helmet. Scripts run only from our origin or with this request's nonce,
 * so an injected inline script (from CMS HTML or a reflected value) never executes; images come
 * from the CDN, embeds from the privacy-friendly video host, and nobody may frame the site.
 */
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { TAG_MANAGER_ORIGIN } from "../../shared/domain/consent";
import { PIXEL_ORIGINS } from "../../shared/domain/marketing-pixels";

/** Features the site never uses; denying them limits what injected third-party code could ask for. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

/** Where the per-response nonce goes in the policy helmet worked out once. */
const NONCE_SLOT = "nonce-slot";

export interface SecurityHeaders {
  /** Every header for a response whose scripts carry `nonce` (none on a 304, see below). */
  apply(res: ServerResponse, nonce: string): void;
  /** The middleware form: a fresh nonce per response, in `res.locals.cspNonce` for the page to use. */
  middleware(req: Request, res: Response, next: NextFunction): void;
}

export function securityHeaders(origins: { imageCdn: string; accountService: string; tagManager: boolean; analyticsHost?: string }): SecurityHeaders {
  // The tag manager and the analytics it loads are allowed only on a site that has a container.
  const analytics = origins.tagManager ? [TAG_MANAGER_ORIGIN, "https://*.google-analytics.com", "https://*.googletagmanager.com"] : [];
  const present = (...sources: string[]) => sources.filter(Boolean);
  const helmetHeaders = recordHeaders(
    helmet({
      contentSecurityPolicy: {
        // Helmet's defaults add upgrade-insecure-requests, which breaks the http sample CMS in development.
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...analytics, `'nonce-${NONCE_SLOT}'`],
          scriptSrcAttr: ["'none'"],
          // React writes style attributes; styles cannot run code, so inline ones stay allowed.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Marketing pixels are images on the ad networks' hosts, fired only after personalised consent.
          imgSrc: present("'self'", "data:", origins.imageCdn, ...analytics, ...PIXEL_ORIGINS),
          // Page-view beacons go to exactly the configured analytics host, nowhere else.
          connectSrc: present("'self'", origins.accountService, ...analytics, origins.analyticsHost ?? ""),
          // Hero videos come through the site's own /media/* pass-through (server/http/media.ts) and from nowhere else.
          mediaSrc: ["'self'"],
          frameSrc: ["https://www.youtube-nocookie.com"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
        },
      },
      xFrameOptions: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  const [policyName, policy] = helmetHeaders.find(([name]) => name.toLowerCase() === "content-security-policy")!;
  const fixed = [...helmetHeaders.filter(([name]) => name !== policyName), ["Permissions-Policy", PERMISSIONS_POLICY] as const];
  const [before, after] = policy.split(NONCE_SLOT) as [string, string];
  const apply = (res: ServerResponse, nonce: string) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    res.setHeader(policyName, before + nonce + after);
    keepStoredPolicyOn304(res);
  };
  return {
    apply,
    middleware(_req, res, next) {
      res.locals.cspNonce = randomBytes(16).toString("base64");
      apply(res, res.locals.cspNonce as string);
      next();
    },
  };
}

/**
 * Helmet's headers do not depend on the request (the nonce aside, which goes in a slot), so they
 * are worked out once instead of by helmet's middleware chain on every response.
 */
function recordHeaders(middleware: (req: Request, res: Response, next: (err?: unknown) => void) => void): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = { locals: {}, setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]), removeHeader: () => undefined, getHeader: () => undefined };
  let done = false;
  middleware({} as Request, recorder as unknown as Response, (err) => {
    if (err) throw err;
    done = true;
  });
  if (!done || !headers.some(([name]) => name.toLowerCase() === "content-security-policy")) throw new Error("helmet did not set its headers synchronously");
  return headers;
}

/**
 * A 304 tells the browser to reuse its stored page, whose script carries the nonce of the answer
 * that stored it; a policy sent with the 304 would replace the stored one (RFC 9111 §4.3.4) and no
 * longer match it. So a 304 goes without one.
 */
function keepStoredPolicyOn304(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (this.statusCode === 304 || args[0] === 304) this.removeHeader("Content-Security-Policy");
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

/**
 * A 404 for `*.map` (also encoded, as the static server decodes it), and for the build's
 * precompressed `*.map.br` / `*.map.gz` asked for by name: the maps hold the full client source.
 */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;
export function refuseSourceMaps(req: Request, res: Response, next: NextFunction): void {
  if (SOURCE_MAP.test(req.path) || SOURCE_MAP.test(safeDecode(req.path))) res.status(404).type("text/plain").send("Not found");
  else next();
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}
