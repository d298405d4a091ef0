/**
 * Security headers. The page's data is a JSON script (not executed), so scripts can be limited to
 * our own origin; images come from the CDN, embeds from the privacy-friendly video host.
 */
import type { NextFunction, Request, Response } from "express";

export function securityHeaders(origins: { imageCdn: string; accountService: string }) {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${origins.imageCdn}`,
    `connect-src 'self' ${origins.accountService}`,
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
