/**
 * The head elements a page's HeadVM makes besides its title: description, robots, canonical,
 * hreflang alternates and Open Graph. One list, written as markup by the server
 * (server/render/document.ts) and put in place by the client after a navigation
 * (shared/components/document-head.ts), so a page reached in the app has the head its own
 * document would have: a phone's share sheet takes the canonical URL, not the first page's.
 */
import type { Lang } from "../i18n/lang";
import type { HeadVM } from "./head";

export type HeadTag = readonly ["meta" | "link", Readonly<Record<string, string>>];

export interface HeadSite {
  lang: Lang;
  /** The public origin of this site (PUBLIC_ORIGIN, else the site's own). */
  origin: string;
  siteName: string;
}

export function headTags(head: HeadVM, { lang, origin, siteName }: HeadSite): HeadTag[] {
  // A page that belongs to the other site names that site's URL as its one home (canonical, hreflang, og:url).
  const home = head.homeOrigin ?? origin;
  const tags: HeadTag[] = [];
  const meta = (attr: "name" | "property", key: string, content: string | undefined) => {
    if (content) tags.push(["meta", { [attr]: key, content }]);
  };
  meta("name", "description", head.description);
  meta("name", "keywords", head.keywords);
  meta("name", "robots", head.robots);
  if (head.prerender) {
    meta("name", "prerender-status-code", String(head.prerender.status));
    if (head.prerender.location) meta("name", "prerender-header", `Location: ${head.prerender.location}`);
  }
  // A page kept out of the index names no canonical and no alternates: with `noindex` they are
  // contradictory signals (a 404 or a search result is nobody's preferred URL, in any language).
  const indexable = !head.robots?.includes("noindex");
  if (indexable) tags.push(["link", { rel: "canonical", href: home + head.path }]);
  if (indexable && head.alternates) {
    tags.push(["link", { rel: "alternate", hreflang: "nl", href: home + head.alternates.nl }]);
    tags.push(["link", { rel: "alternate", hreflang: "en", href: home + head.alternates.en }]);
    tags.push(["link", { rel: "alternate", hreflang: "x-default", href: home + head.alternates.nl }]);
  }
  meta("property", "og:type", head.ogType ?? "website");
  meta("property", "og:title", head.title);
  meta("property", "og:description", head.description);
  meta("property", "og:url", home + head.path);
  meta("property", "og:image", head.ogImage);
  meta("property", "og:site_name", siteName);
  meta("property", "og:locale", lang === "nl" ? "nl_NL" : "en_GB");
  // X reads the og: tags, but shows the large image only when asked; without an image, its default small card.
  if (head.ogImage) meta("name", "twitter:card", "summary_large_image");
  return tags;
}

/** The elements `headTags` makes, and the page's JSON-LD: what a navigation replaces. */
export const HEAD_TAGS_SELECTOR = [
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[name^="prerender-"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property^="og:"]',
  'meta[name="twitter:card"]',
  'script[type="application/ld+json"]',
].join(",");
