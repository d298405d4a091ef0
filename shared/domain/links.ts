/**
 * Link rules of spec 1 §5 and §4: which CMS links stay inside the site, which go to the ticket
 * shop (same tab) and which open a new tab; plus the parameters added to ticket-shop links.
 * CMS editors type these links by hand, so every function here tolerates junk instead of throwing.
 */
import type { Lang } from "../i18n/lang";
import { routePath } from "../paths/table";
import type { Site } from "../site";

export type LinkClass =
  | { kind: "internal"; path: string }
  | { kind: "ticketShop"; href: string }
  | { kind: "external"; href: string };
export type LinkKind = LinkClass["kind"];

export interface LinkContext {
  site: Pick<Site, "ownHosts" | "ticketShopHosts">;
  /** The page's language, to which "/" and "/agenda" are mapped; null keeps own paths as typed. */
  lang: Lang | null;
}

/** Query parameter that carries the referral to the ticket shop (spec names none; "r" mirrors the incoming ?r=). */
export const REFERRAL_PARAM = "r";
/** The frame's hidden "(opens in a new tab)", which rich text's new-tab links are described by. */
export const NEW_TAB_NOTE_ID = "new-tab-note";

/** Query parameter the ticket shop reads for its language (spec 1 §4: "&l=en"). */
export const TICKET_SHOP_LANG_PARAM = "l";

// Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"),
// so the scheme check must ignore them too or a script link slips through.
const DANGEROUS_SCHEME = /^(javascript|vbscript|data):/i;
// Editors often leave out the scheme: "www.carre.nl/agenda".
const HOST_WITHOUT_SCHEME = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]|$)/i;

/** Host compared case-insensitively and without "www.", so carre.nl and www.carre.nl are one host. */
function hostKey(host: string): string {
  return host.toLowerCase().replace(/^www\./, "");
}

function hostIn(host: string, hosts: readonly string[]): boolean {
  const key = hostKey(host);
  return hosts.some((h) => hostKey(h) === key);
}

/**
 * Maps own paths that have a per-language route: "/" to the home and "/agenda" to the calendar. A
 * path's doubled slashes are collapsed here (spec 1 §2), as the server's redirect would: followed in
 * the app, "/pagina//contact" would otherwise stay in the address bar.
 */
function localisePath(path: string, lang: Lang | null): string {
  if (lang === null) return path;
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = (match?.[1] ?? path).replace(/\/{2,}/g, "/");
  const rest = match?.[2] ?? "";
  if (pathname === "" || pathname === "/") return routePath("home", lang) + rest;
  if (pathname === "/agenda" || pathname === "/agenda/") return routePath("calendar", lang) + rest;
  return pathname + rest;
}

/** Classifies a CMS link; null for empty or unsafe values, which must render as no link at all. */
export function classifyLink(href: unknown, ctx: LinkContext): LinkClass | null {
  if (typeof href !== "string") return null;
  // Read as browsers read it: tabs and line breaks dropped, and a backslash before the query a
  // slash. So a slash and a backslash, two backslashes, or "/", a tab and "/" all lead to another
  // host, as "//host" does ("\host" alone is the path "/host").
  const trimmed = href.trim().replace(/[\t\n\r]/g, "").replace(/^[^?#]*/, (p) => p.replaceAll("\\", "/"));
  if (trimmed === "") return null;
  if (DANGEROUS_SCHEME.test(trimmed.replace(/[\u0000-\u0020]/g, ""))) return null;

  if (trimmed.startsWith("#") || trimmed.startsWith("?")) return { kind: "internal", path: trimmed };
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) {
    return { kind: "internal", path: localisePath(trimmed, ctx.lang) };
  }

  let absolute = trimmed;
  if (trimmed.startsWith("//")) absolute = `https:${trimmed}`;
  else if (HOST_WITHOUT_SCHEME.test(trimmed)) absolute = `https://${trimmed}`;

  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    // Not absolute and not host-like ("pagina/foo"): read it as a path of this site.
    return { kind: "internal", path: localisePath(`/${trimmed}`, ctx.lang) };
  }
  const web = url.protocol === "http:" || url.protocol === "https:";
  if (web && hostIn(url.hostname, ctx.site.ownHosts)) {
    return { kind: "internal", path: localisePath(url.pathname + url.search + url.hash, ctx.lang) };
  }
  if (web && hostIn(url.hostname, ctx.site.ticketShopHosts)) return { kind: "ticketShop", href: absolute };
  // mailto:, tel: and other hosts: leave the site.
  return { kind: "external", href: absolute };
}

/** Anchor attributes per kind: only external links open a new tab (spec 1 §5, ticket shop excepted). */
export function linkTarget(kind: LinkKind): { target?: "_blank"; rel?: string } {
  return kind === "external" ? { target: "_blank", rel: "noopener noreferrer" } : {};
}

/** Adds l=en (English pages; no lang: only the referral) and the referral to a ticket-shop URL. */
export function ticketShopUrl(url: string, opts: { lang?: Lang; referral?: string | null }): string {
  if (typeof url !== "string") return url;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return url;
  } catch {
    return url;
  }
  const add: [string, string][] = [];
  if (opts.lang === "en") add.push([TICKET_SHOP_LANG_PARAM, "en"]);
  if (opts.referral) add.push([REFERRAL_PARAM, opts.referral]);
  if (add.length === 0) return url;

  return withParams(url, add.map(([name, value]) => `${name}=${encodeURIComponent(value)}`), true);
}

/**
 * Adds `name=value` parts to a link's query, before its fragment, on the raw text (URLSearchParams
 * would re-encode the others, altering a signed parameter or a visitor's tag). A part whose name
 * the link has replaces it (`replace`) or is left out.
 */
export function withParams(url: string, parts: string[], replace: boolean): string {
  const [, base, raw, hash] = /^([^?#]*)(?:\?([^#]*))?(.*)$/s.exec(url)!;
  const name = (part: string) => part.split("=")[0];
  const query = raw?.split("&").filter((part) => part !== "") ?? [];
  // The parts of `list` whose name `other` has not.
  const unnamed = (list: string[], other: string[]) => list.filter((part) => !other.some((o) => name(o) === name(part)));
  const all = replace ? [...unnamed(query, parts), ...parts] : [...query, ...unnamed(parts, query)];
  return all.length ? `${base}?${all.join("&")}${hash}` : url;
}
