/**
 * Security headers through helmet. Scripts run only from our origin or, on a document, when the
 * document names them by hash (server/render/document-csp.ts): an injected inline script (from CMS
 * HTML or a reflected value) never executes; images come from the CDN, embeds from the
 * privacy-friendly video host, and nobody may frame the site.
 */
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { TAG_MANAGER_ORIGIN } from "../../shared/domain/consent";
import { PIXEL_ORIGINS } from "../../shared/domain/marketing-pixels";
import type { DocumentSources } from "../render/document-csp";

/** Features the site never uses; denying them limits what injected third-party code could ask for. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

/** Where a document's own sources go in the policy helmet worked out once. */
const SCRIPT_SLOT = "document-script-slot";
const STYLE_SLOT = "document-style-slot";

export interface SecurityHeaders {
  /** Every header, with the policy of a response that carries no inline script or style (none on a 304, see below). */
  apply(res: ServerResponse): void;
  /** The policy of an HTML document: its inline scripts and styles, and its external scripts, by hash. */
  applyDocumentPolicy(res: ServerResponse, document: DocumentSources): void;
  /** The middleware form, for responses that carry no inline script or style (JSON, assets, plain pages). */
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
          // On a document, 'strict-dynamic' and its hashes take over in every browser that knows
          // them ('self' and the hosts are then ignored): the page's scripts, and what they add
          // (the tag manager and its tags), run; markup injected into the page does not. Older
          // browsers fall back to 'self' and the hosts. Never 'unsafe-inline'.
          scriptSrc: ["'self'", ...analytics, SCRIPT_SLOT],
          scriptSrcAttr: ["'none'"],
          // React writes style attributes; styles cannot run code, so attributes stay allowed.
          // Elements: our stylesheets and the document's own <style> elements by hash. Browsers
          // without style-src-elem read style-src (a hash there would switch off 'unsafe-inline').
          styleSrc: ["'self'", "'unsafe-inline'"],
          styleSrcElem: ["'self'", STYLE_SLOT],
          styleSrcAttr: ["'unsafe-inline'"],
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
  const basePolicy = fillSlots(policy, [], []);
  const documentPolicy = (document: DocumentSources) => {
    let filled = policyOf.get(document);
    if (filled === undefined) policyOf.set(document, (filled = fillSlots(policy, ["'strict-dynamic'", ...document.scripts], document.styles)));
    return filled;
  };
  const applyDocumentPolicy = (res: ServerResponse, document: DocumentSources) => void res.setHeader(policyName, documentPolicy(document));
  const apply = (res: ServerResponse) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    res.setHeader(policyName, basePolicy);
    keepStoredPolicyOn304(res);
  };
  return {
    apply,
    applyDocumentPolicy,
    middleware(_req, res, next) {
      apply(res);
      next();
    },
  };
}

/** A stored document is sent many times with the same sources: its policy is written once. */
const policyOf = new WeakMap<DocumentSources, string>();

function fillSlots(policy: string, scripts: readonly string[], styles: readonly string[]): string {
  const fill = (text: string, slot: string, sources: readonly string[]) => text.replace(sources.length ? slot : ` ${slot}`, sources.join(" "));
  return fill(fill(policy, SCRIPT_SLOT, scripts), STYLE_SLOT, styles);
}

/**
 * Helmet's headers do not depend on the request (a document's hashes aside, which go in slots), so they
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
 * A 304 tells the browser to reuse its stored page; a policy sent with the 304 would replace the one
 * stored with it (RFC 9111 §4.3.4), and the middleware's policy names none of the page's hashes.
 * So a 304 goes without one.
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
