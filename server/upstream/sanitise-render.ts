/**
 * CMS rich text made safe where a render answer enters the server, before it is cached: pages
 * and the /api/render proxy then carry clean HTML, each answer is cleaned once, and the
 * sanitiser never reaches the browser bundle. The rule (which fields, which tags) is in
 * docs/decisions/cms-html.md.
 */
import sanitizeHtml from "sanitize-html";
import type { RenderResponse } from "../../shared/contract/render";
import { classifyLink, linkTarget, NEW_TAB_NOTE_ID, ticketShopUrl, type LinkContext } from "../../shared/domain/links";
import type { Lang } from "../../shared/i18n/lang";
import { FORM_MARKER_COMMENT, FORM_MARKER_ELEMENT } from "../../shared/domain/form-marker";
import { parseVideoUrls } from "../../shared/domain/video";

/**
 * Node data keys the view mappers render as HTML (shared/view/**: every `*Html` field), the
 * musical layout's intro and about text among them (they were once missed: an audit put a script
 * and a page-covering overlay through them).
 */
export const RICH_TEXT_KEYS: ReadonlySet<string> = new Set(["content", "contentMain", "contentRemaining", "contentBottom", "description", "answer", "intro", "aboutText"]);
/** Inline icons (menu items, show facts) the pages insert as markup. */
const SVG_KEY = "svg";
/** The mappers read three levels down; anything nested deeper is never shown and is cut. */
const MAX_DEPTH = 16;

// Elements whose text would be junk or code if only their tags were dropped.
const DROP_WITH_CONTENT = ["script", "style", "textarea", "option", "xmp", "noscript", "noembed", "noframes", "template", "title", "iframe", "object", "embed", "select"];

/**
 * A new tab must not get a handle on this page (window.opener) nor our URL as referrer, and it is
 * said, as every new-tab link of the site says it: by the frame's note (NEW_TAB_NOTE_ID, Frame.tsx),
 * as the link's text is the editor's.
 */
function guardNewTab(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  // Only ours: an id the editor typed would point at whatever the page has under it.
  const { "aria-describedby": _typed, ...own } = attribs;
  return own.target === "_blank" ? { ...own, rel: "noopener noreferrer", "aria-describedby": NEW_TAB_NOTE_ID } : own;
}

/**
 * Spec 1 §5 for the links editors type into rich text: one on the site's own host becomes the
 * site's path, so it stays on this site (the footer's static HTML too, and the app's router on a
 * click); one to another web host opens in a new tab. A ticket-shop link gets l=en in an English
 * answer (spec 1 §4; the visit's referral is added in the browser, RichText); mailto and tel links
 * stay as typed.
 */
function siteLink(attribs: sanitizeHtml.Attributes, site: LinkContext["site"], lang: Lang): sanitizeHtml.Attributes {
  // Own paths as typed: the page's router localises "/agenda" on the click.
  const link = classifyLink(attribs.href, { site, lang: null });
  if (link?.kind === "internal") return { ...attribs, href: link.path };
  if (link?.kind === "ticketShop") return { ...attribs, href: ticketShopUrl(link.href, { lang }) };
  if (link?.kind === "external" && /^https?:/i.test(link.href)) return { ...attribs, ...linkTarget("external") };
  return attribs;
}

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "div", "span", "blockquote", "pre", "code",
    "strong", "em", "b", "i", "u", "s", "sub", "sup", "small", "mark", "del", "ins", "abbr",
    "ul", "ol", "li", "dl", "dt", "dd", "figure", "figcaption",
    "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
    "a", "img",
  ],
  allowedAttributes: {
    "*": ["class"],
    a: ["href", "target", "rel", "title", "aria-describedby"],
    img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    abbr: ["title"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  nonTextTags: DROP_WITH_CONTENT,
  // An image whose address was refused would only leave an empty box.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: guardNewTab(attribs) }),
    // No third-party frame before the visitor asks (issue 26): an embedded YouTube video becomes a
    // link, which the page opens in its in-page video modal (RichText); any other frame is dropped.
    iframe: (tagName, attribs) => {
      const [id] = parseVideoUrls(attribs.src ?? "");
      return id ? { tagName: "a", attribs: { href: `https://www.youtube.com/watch?v=${id}`, class: "rich-text__video" }, text: attribs.title?.trim() || "YouTube" } : { tagName, attribs };
    },
  },
};

const SVG_SHAPES = ["svg", "g", "path", "circle", "ellipse", "rect", "line", "polyline", "polygon", "title", "desc", "defs", "linearGradient", "radialGradient", "stop", "clipPath"];
const SVG_ICON: sanitizeHtml.IOptions = {
  allowedTags: SVG_SHAPES,
  // Presentation attributes only: no href (no <use>, <a> or <image>), no style, no handlers.
  allowedAttributes: {
    "*": [
      "class", "id", "viewBox", "xmlns", "width", "height", "fill", "fill-rule", "fill-opacity", "clip-rule", "clip-path",
      "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-opacity", "opacity",
      "transform", "d", "points", "cx", "cy", "r", "rx", "ry", "x", "y", "x1", "x2", "y1", "y2",
      "offset", "stop-color", "stop-opacity", "gradientUnits", "gradientTransform", "preserveAspectRatio", "aria-hidden", "focusable",
    ],
  },
  allowedSchemes: [],
  nonTextTags: DROP_WITH_CONTENT,
  // SVG names are case-sensitive (viewBox, linearGradient).
  parser: { lowerCaseTags: false, lowerCaseAttributeNames: false },
};

/** The rich-text policy with the site's link rule; without a site, links stay as typed. */
const richTextOptions = new WeakMap<LinkContext["site"], Partial<Record<Lang, sanitizeHtml.IOptions>>>();

function richText(site: LinkContext["site"] | undefined, lang: Lang): sanitizeHtml.IOptions {
  if (!site) return RICH_TEXT;
  let bySite = richTextOptions.get(site);
  if (!bySite) richTextOptions.set(site, (bySite = {}));
  return (bySite[lang] ??= { ...RICH_TEXT, transformTags: { ...RICH_TEXT.transformTags, a: (tagName, attribs) => ({ tagName, attribs: guardNewTab(siteLink(attribs, site, lang)) }) } });
}

/** Clean editorial HTML of an answer in `lang`; text without a tag cannot hold markup and is left as it is. */
export function sanitiseRichText(html: string, site?: LinkContext["site"], lang: Lang = "nl"): string {
  // The cookie page's form marker is a comment, which sanitising drops: keep it as an element.
  return html.includes("<") ? sanitizeHtml(html.replace(FORM_MARKER_COMMENT, FORM_MARKER_ELEMENT), richText(site, lang)) : html;
}

export function sanitiseSvg(svg: string): string {
  return sanitizeHtml(svg, SVG_ICON);
}

/**
 * Cleaning runs on the event loop at about 0.6 s per MB of tag-dense HTML, and the answer limit is
 * 8 MB: a runaway field would stall every request of the process for seconds, at each refresh.
 * Rich text is cut at these lengths (characters) before it is cleaned; an editor's longest page
 * is a few tens of KB.
 */
export const RICH_TEXT_LIMITS = { field: 256 * 1024, answer: 1024 * 1024 };

/**
 * Plain text is escaped by React, not cleaned, but a page repeats some of it: a name in the title,
 * the headings, the share tags and once per performance in the structured data. A 340 KB heading
 * made a 49 MB page, and a 1 MB SEO description repeated per performance ran the process out of
 * memory. Names, descriptions and other texts are cut at these lengths (characters); an inline
 * icon at `svg` before it is cleaned. The marketing pixels are code, inserted once: never cut.
 */
export const PLAIN_TEXT_LIMITS = { name: 300, description: 1000, svg: 64 * 1024, field: 16 * 1024 };
// A map, not an object: a CMS key such as "constructor" must not find Object's own members.
const LIMIT_OF: ReadonlyMap<string, number> = new Map([
  ...["heading", "subheading", "title", "name", "seoTitle", "seaTitle", "siteTitle"].map((k) => [k, PLAIN_TEXT_LIMITS.name] as const),
  ["seoDescription", PLAIN_TEXT_LIMITS.description],
  ["seaDescription", PLAIN_TEXT_LIMITS.description],
  [SVG_KEY, PLAIN_TEXT_LIMITS.svg],
  ["marketingPixels", Number.POSITIVE_INFINITY],
]);

/**
 * Cleans every rich-text and icon field anywhere in the answer (node, `nodes`, productions and
 * their events, venues), in place: the freshly decoded answer belongs to this load alone. With
 * the site, its links follow the site's link rule (`siteLink`), in the answer's language.
 * `onCut` hears how many fields were cut to RICH_TEXT_LIMITS or PLAIN_TEXT_LIMITS, when any were.
 */
export function sanitiseRender(render: RenderResponse, site?: LinkContext["site"], lang: Lang = "nl", onCut?: (fields: number) => void): RenderResponse {
  let left = RICH_TEXT_LIMITS.answer;
  let cut = 0;
  const richText = (html: string) => {
    const room = Math.min(RICH_TEXT_LIMITS.field, left);
    const over = html.length > room;
    if (over) cut++;
    const kept = over ? html.slice(0, room) : html;
    left -= kept.length;
    return kept && sanitiseRichText(kept, site, lang);
  };
  const plainText = (text: string, key: string) => {
    const limit = LIMIT_OF.get(key) ?? PLAIN_TEXT_LIMITS.field;
    if (text.length <= limit) return text;
    cut++;
    return text.slice(0, limit);
  };
  const clean = (value: unknown, key: string, depth: number): unknown => {
    if (typeof value === "string") {
      if (RICH_TEXT_KEYS.has(key)) return richText(value);
      const text = plainText(value, key);
      return key === SVG_KEY ? sanitiseSvg(text) : text;
    }
    if (value === null || typeof value !== "object") return value;
    if (depth >= MAX_DEPTH) return null;
    if (Array.isArray(value)) {
      // A list under a rich-text key is a list of rich texts.
      for (let i = 0; i < value.length; i++) value[i] = clean(value[i], key, depth + 1);
      return value;
    }
    const record = value as Record<string, unknown>;
    for (const k of Object.keys(record)) record[k] = clean(record[k], k, depth + 1);
    return record;
  };
  const cleaned = clean(render, "", 0) as RenderResponse;
  if (cut > 0) onCut?.(cut);
  return cleaned;
}
