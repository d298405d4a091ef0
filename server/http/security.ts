/**
 * Security headers. The page's data is a JSON script (not executed), so scripts can be limited to
 * our own origin; images come from the CDN, embeds from the privacy-friendly video host.
 */
import type { NextFunction, Request, Response } from "express";
import { TAG_MANAGER_ORIGIN } from "../../shared/domain/consent";

export function securityHeaders(origins: { imageCdn: string; accountService: string; tagManager: boolean }) {
  // The tag manager and the analytics it loads are allowed only on a site that has a container.
  const analytics = origins.tagManager ? ` ${TAG_MANAGER_ORIGIN} https://*.google-analytics.com https://*.googletagmanager.com` : "";
  const csp = [
    "default-src 'self'",
    `script-src 'self'${analytics}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${origins.imageCdn}${analytics}`,
    `connect-src 'self' ${origins.accountService}${analytics}`,
    "frame-src https://www.youtube-nocookie.com",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
  ].join("; ");
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    next();
  };
}

export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}
