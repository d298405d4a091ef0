/**
 * The head of a page as data: decided with the page data before the first byte on the server,
 * applied to document.title / <html lang> by the client after navigation.
 */
import { plainText } from "../domain/search";
import { readText } from "./cms-read";
import type { Lang } from "../i18n/lang";

export interface HeadVM {
  title: string;
  description?: string;
  keywords?: string;
  /** Path of this page; canonical and og:url are built from it with the public origin. */
  path: string;
  /** The origin of the site this page belongs to when it is not this one: canonical, hreflang and og:url point there. */
  homeOrigin?: string;
  /** Paths of this page per language, when both exist (for reciprocal hreflang). */
  alternates?: Record<Lang, string>;
  robots?: string;
  ogImage?: string;
  ogType?: "website" | "article";
  /** Serialised JSON-LD (already escaped for a script element). */
  jsonLd?: string;
  /** Kept on redirect pages for crawlers that read prerender meta tags. */
  prerender?: { status: number; location?: string };
}

export function pageTitle(title: string | undefined, siteName: string): string {
  const t = title?.trim();
  return t && t !== siteName ? `${t} | ${siteName}` : siteName;
}

/** Longest meta description search engines show (about 160 characters). */
const DESCRIPTION_MAX = 160;

/**
 * A meta description from a page's own text, for pages whose editors left the SEO description
 * empty (issue 12 §8: every indexable page has one): the text cut at a word, with an ellipsis.
 */
export function descriptionFromText(html: string | undefined): string | undefined {
  const text = plainText(html);
  if (!text) return undefined;
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/**
 * A page's meta description: the editors' SEO description (spec 2: pages use it), their SEA one,
 * else the page's own text (issue 12 §8: every indexable page has one), else its subheading.
 */
export function pageDescription(data: Record<string, unknown> | undefined): string | undefined {
  return readText(data, "seoDescription") ?? readText(data, "seaDescription") ?? descriptionFromText(readText(data, "contentMain")) ?? readText(data, "subheading");
}

/** Reciprocal alternates when the page exists in both languages. */
export function alternatesFor(lang: Lang, path: string, translatedPath: string | null | undefined) {
  if (!translatedPath) return undefined;
  return lang === "nl" ? { nl: path, en: translatedPath } : { nl: translatedPath, en: path };
}
