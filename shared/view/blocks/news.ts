/**
 * News items as the news block (spec 2 §2 block 6), the home news and the news list show them:
 * image, date as weekday day month year, heading, read-more link. Spec 1 §5: an item lacking
 * heading, date, url or image is dropped, and hidden items never show.
 */
import type { CmsNode, RenderResponse } from "../../contract/render";
import { formatNewsDate } from "../../i18n/dates";
import type { Lang } from "../../i18n/lang";
import { routePath } from "../../paths/table";
import { readBool, readImage, readText, type ImageRef } from "../cms-read";

export interface NewsBlockItemVM {
  id: string;
  heading: string;
  /** Spec 2 block 6: a heading with a digit is set in capitals. */
  uppercase: boolean;
  date: string;
  /** The raw publication date, for `<time dateTime>`. */
  dateTime: string;
  href: string;
  image: ImageRef;
}

/** "zaterdag 24 oktober 2026" / "Saturday 24 October 2026"; null for junk and year-1021 dates. */
export const newsDate = formatNewsDate;

/** One news-page node as a news item, or null when it is hidden or incomplete. */
export function newsItem(render: RenderResponse, node: CmsNode | undefined, lang: Lang): NewsBlockItemVM | null {
  if (!node || readBool(node.data, "hide")) return null;
  const heading = readText(node.data, "heading");
  const href = readText(node.data, "url");
  const date = newsDate(node.publication_date, lang);
  const image = readImage(render, node, "image_thumb") ?? readImage(render, node, "image_header_small") ?? readImage(render, node, "image_header_large");
  if (!heading || !href || !date || !image) return null;
  return { id: node.id, heading, uppercase: /\d/.test(heading), date, dateTime: node.publication_date!.trim(), href, image };
}

/** The complete items among `ids` (resolved through `render.nodes`), in order, at most `limit`. */
export function newsItems(render: RenderResponse, ids: readonly string[], lang: Lang, limit = Infinity): NewsBlockItemVM[] {
  const items: NewsBlockItemVM[] = [];
  for (const id of ids) {
    if (items.length >= limit) break;
    const item = newsItem(render, render.nodes[id], lang);
    if (item) items.push(item);
  }
  return items;
}

/**
 * A news list address: `q`, one repeated `tag` per tag (spec 2 §2: the block's filter link), and
 * the 1-based page `p`, left out on page 1 so the first page has one address.
 */
export function newsListHref(lang: Lang, tags: readonly string[] = [], opts: { q?: string; page?: number } = {}): string {
  const query = new URLSearchParams();
  if (opts.q?.trim()) query.set("q", opts.q.trim());
  for (const tag of tags) if (tag.trim() !== "") query.append("tag", tag.trim());
  if (opts.page && opts.page > 1) query.set("p", String(opts.page));
  const search = query.toString();
  return search ? `${routePath("news", lang)}?${search}` : routePath("news", lang);
}

export interface NewsBlockVM {
  /** The page's own heading for the block (newsWidgetHeading); else 'nieuws' / 'news'. */
  heading?: string;
  items: NewsBlockItemVM[];
  /** Target of the 'meer nieuws' / 'more news' button. */
  moreHref: string;
}

/** The block, or undefined when no item qualifies (spec 1 §5: it renders only with at least one). */
export function mapNewsBlock(
  render: RenderResponse,
  ids: readonly string[],
  lang: Lang,
  opts: { heading?: string; tags?: readonly string[]; limit?: number } = {},
): NewsBlockVM | undefined {
  const items = newsItems(render, ids, lang, opts.limit);
  if (items.length === 0) return undefined;
  return { heading: opts.heading?.trim() || undefined, items, moreHref: newsListHref(lang, opts.tags) };
}
