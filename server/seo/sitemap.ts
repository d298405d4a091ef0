/**
 * sitemap.xml (sitemaps.org with xhtml:link hreflang alternates, as Google documents them): the
 * list routes, every indexable show page, content page and news item of both languages, each URL
 * once with its translation as alternate and its publication date as lastmod. Pure: the route
 * (sitemap-route.ts) feeds it the CMS list answers.
 */
import type { CmsNode, RenderResponse } from "../../shared/contract/render";
import { readText } from "../../shared/view/cms-read";

export interface SitemapEntry {
  path: string;
  alternates?: { nl: string; en: string };
  lastmod?: string;
}

/** Routes that are pages of their own, not CMS nodes: [Dutch, English]. */
const LIST_ROUTES: Array<[string, string]> = [
  ["/", "/en"],
  ["/agenda", "/en/calendar"],
  ["/nieuws", "/en/news"],
];
/** Publication dates before this are junk the live API was seen to send (spec 4 § Dates). */
const EARLIEST_YEAR = 1990;

/** Entries from the list answers (any order, both languages); a page and its translation pair up. */
export function sitemapEntries(lists: RenderResponse[]): SitemapEntry[] {
  const byPath = new Map<string, SitemapEntry>();
  for (const [nl, en] of LIST_ROUTES) {
    byPath.set(nl, { path: nl, alternates: { nl, en } });
    byPath.set(en, { path: en, alternates: { nl, en } });
  }
  for (const list of lists) {
    for (const id of list.node.query_result?.node_ids ?? []) {
      const node = list.nodes[id];
      if (!node || node.data.isIndexable === false || node.data.hide === true) continue;
      const path = readText(node.data, "url");
      if (!path?.startsWith("/") || byPath.has(path)) continue;
      const translated = readText(node.data, "urlTranslated");
      const lastmod = lastmodOf(node);
      const alternates = translated?.startsWith("/") ? pair(path, translated) : undefined;
      byPath.set(path, { path, alternates, lastmod });
    }
  }
  return [...byPath.values()];
}

function pair(path: string, translated: string): { nl: string; en: string } {
  return path.startsWith("/en/") || path === "/en" ? { nl: translated, en: path } : { nl: path, en: translated };
}

function lastmodOf(node: CmsNode): string | undefined {
  const raw = node.publication_date ?? readText(node.data, "publicationDate");
  const match = raw ? /^(\d{4})-\d{2}-\d{2}/.exec(raw) : null;
  return match && Number(match[1]) >= EARLIEST_YEAR ? match[0] : undefined;
}

export function sitemapXml(entries: SitemapEntry[], origin: string): string {
  const url = (path: string) => escapeXml(origin + path);
  const body = entries
    .map((e) => {
      const links = e.alternates
        ? `<xhtml:link rel="alternate" hreflang="nl" href="${url(e.alternates.nl)}"/>` +
          `<xhtml:link rel="alternate" hreflang="en" href="${url(e.alternates.en)}"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${url(e.alternates.nl)}"/>`
        : "";
      return `<url><loc>${url(e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}${links}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  // Presale links are per visitor, wherever the parameter stands in the query. Search results are
  // not blocked: a crawler must fetch them to read their `noindex, follow` (a blocked URL linked
  // from elsewhere is indexed without its content) and to follow their links to the shows.
  return `User-agent: *\nDisallow: /api/\nDisallow: /*presale=\n\nSitemap: ${origin}/sitemap.xml\n`;
}

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
