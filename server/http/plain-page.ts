/**
 * The page for answers given before, or without, any CMS data: a malformed address (400), a method
 * a path does not take (405), a refused form post (400, 403, 413, 429), the last-resort failure (500)
 * and a declined prefetch (503). It has no frame (that needs the CMS's menus) but it is in the
 * address's language, as every page of the site is (spec 1 §2); the failure text is spec 1 §8's.
 */
import { langOfPath, type Lang } from "../../shared/i18n/lang";
import { routePath } from "../../shared/paths/table";

export type PlainReason = "badRequest" | "tooLarge" | "forbidden" | "method" | "tooMany" | "failure" | "openToConfirm";

const TEXTS: Record<Lang, Record<PlainReason, string> & { home: string }> = {
  nl: {
    badRequest: "Dit verzoek kunnen wij niet lezen.",
    tooLarge: "Dit verzoek is te groot.",
    forbidden: "Dit formulier is niet vanaf deze site verstuurd.",
    method: "Dit adres kan dat niet.",
    tooMany: "Te veel verzoeken. Probeer het over een minuut opnieuw.",
    failure: "Er is iets misgegaan. Probeer het later opnieuw.",
    openToConfirm: "Open deze link om te bevestigen.",
    home: "Naar de homepage",
  },
  en: {
    badRequest: "We cannot read this request.",
    tooLarge: "This request is too large.",
    forbidden: "This form was not sent from this site.",
    method: "This address cannot do that.",
    tooMany: "Too many requests. Please try again in a minute.",
    failure: "Something went wrong. Please try again later.",
    openToConfirm: "Open this link to confirm.",
    home: "To the homepage",
  },
};

/** The design tokens' text face, text colour and link colour (client/styles/tokens.css), written out. */
const BODY_STYLE = "margin:0;font-family:'Helvetica Neue',Arial,'Segoe UI',Roboto,system-ui,sans-serif;font-size:1.125rem;line-height:1.5;color:#1d1b1a;background:#fff";

/** `address` is the request's raw one (`req.originalUrl`): a malformed one is why some are sent. */
export function plainPage(address: string, status: number, reason: PlainReason): string {
  const lang = langOfPath(address.split(/[?#]/, 1)[0]!);
  const t = TEXTS[lang];
  // Style attributes: the policy allows no inline style element, and this page knows no stylesheet.
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status} ${t[reason]}</title></head><body style="${BODY_STYLE}"><main style="max-width:36rem;margin:0 auto;padding:4rem 1.25rem"><h1 style="font-size:1.75rem;line-height:1.25">${t[reason]}</h1><p><a href="${routePath("home", lang)}" style="color:#a3141c">${t.home}</a></p></main></body></html>`;
}
