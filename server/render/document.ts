/**
 * The HTML around React's stream: the head (decided before the first byte from the page's HeadVM)
 * and the tail holding the data the page was rendered from, escaped so no CMS text or query string
 * can close the script element or open a comment.
 */
import type { Lang } from "../../shared/i18n/lang";
import { APP_DATA_ID } from "../../shared/routes/app-data";
import { CONSENT_SHOWN_KEY } from "../../shared/state/consent";
import type { HeadVM } from "../../shared/view/head";
import { headTags } from "../../shared/view/head-tags";
import { appDataBytes } from "./app-data-bytes";
import type { PageStyles } from "./critical-css";
import { restUrl } from "./rest-css";
import { SPECULATION_RULES } from "./speculation-rules";

export interface Assets {
  /** Adds the entry's script once the page has painted (client/start.ts); absent in tests that fake assets. */
  start?: string;
  js: string;
  /** Chunks the entry imports, fetched with the entry rather than found only once it has arrived. */
  entryChunks?: string[];
  css: string;
  /** Swiper's stylesheet (client/styles/slider.css), only on pages with a slider. */
  sliderCss?: string;
  /** Per dynamically imported module (its source file): its chunk and those it imports beyond the entry's. */
  lazy?: Record<string, string[]>;
  /** The same map as a file the client fetches to preload a navigation's modules at once (client/module-preload.ts). */
  graph?: string;
  /**
   * Subresource integrity (`sha256-…`) of the start and entry scripts, by URL: the browser checks the
   * files against it, and a document's CSP allows them by it (server/render/document-csp.ts).
   */
  integrity?: Record<string, string>;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Marks the document, before its first paint, when the visitor has not answered the cookie banner
 * (or storage cannot tell), so the banner, in the server HTML but hidden without the mark, paints
 * with the page: shown only after hydration it was the largest and last paint of many pages
 * (docs/decisions/rendering.md, "Mobile performance"). Inline, as a module script runs only after
 * parsing; the page's policy allows it by its hash.
 */
export const CONSENT_PROBE = `try{if(localStorage.getItem(${JSON.stringify(CONSENT_SHOWN_KEY)})!=="yes")throw 0}catch(e){document.documentElement.classList.add("consent-open")}`;

/**
 * The page's stylesheets. With the page's critical CSS (server/render/critical-css.ts) inline, the
 * rest of the sheets (rest-css.ts) is linked for print, which never blocks a first paint, and the
 * bundle applies it once loaded (client/deferred-styles.ts; a client navigation links the full sheet
 * each names); without scripts, the full sheets in <noscript>, after the inline rules, decide in their own order.
 * Swiper's styles come before ours, so ours refine them; the main link names them for client navigation.
 * The inline <style> is named by hash in the page's policy (server/render/document-csp.ts).
 */
function stylesheets(assets: Assets, slider: boolean, styles: PageStyles | undefined): string[] {
  const sheets = [
    ...(slider && assets.sliderCss ? [{ href: assets.sliderCss, mark: " data-slider" }] : []),
    { href: assets.css, mark: attribute("data-slider-css", assets.sliderCss) },
  ];
  const links = (deferred: PageStyles | undefined) =>
    sheets
      .map(({ href, mark }) =>
        deferred
          ? `<link rel="stylesheet" href="${escapeHtml(restUrl(href, deferred.rest))}" media="print" data-deferred data-full="${escapeHtml(href)}"${mark}>`
          : `<link rel="stylesheet" href="${escapeHtml(href)}"${mark}>`,
      )
      .join("");
  if (styles === undefined) return [links(undefined)];
  return ["<style>", styles.css, `</style>${links(styles)}<noscript>${links(undefined)}</noscript>`];
}

/**
 * The start script, carrying what it loads once the page has painted (client/start.ts): the entry
 * with its integrity and the chunks to fetch beside it (the entry's and the current page's). Data,
 * not preload links: a link in the head is fetched while the HTML is parsed, and 150 KB of code
 * then shared a slow link with the HTML, the LCP image and the stylesheets before the first paint.
 */
function startScript(start: string, assets: Assets, chunks: string[]): string {
  const data = attribute("data-app", assets.js) + attribute("data-app-integrity", integrityOf(assets, assets.js)) + attribute("data-app-chunks", chunks.join(" "));
  return moduleScript(assets, start, data + attribute("data-app-graph", assets.graph));
}

function moduleScript(assets: Assets, src: string, data = ""): string {
  return `<script type="module" src="${escapeHtml(src)}"${attribute("integrity", integrityOf(assets, src))}${data}></script>`;
}

function integrityOf(assets: Assets, src: string): string | undefined {
  return assets.integrity && Object.hasOwn(assets.integrity, src) ? assets.integrity[src] : undefined;
}

function attribute(name: string, value: string | undefined): string {
  return value ? ` ${name}="${escapeHtml(value)}"` : "";
}

/**
 * The document up to React's part, in pieces to be joined: the two long ones, the inline CSS and the
 * JSON-LD, are pieces of their own, the very strings kept with their class set and CMS answer, so
 * their bytes are made once (piece-bytes.ts). `preload`: the current page's own chunks, fetched
 * with the entry's (see startScript).
 */
export function documentStart(opts: { head: HeadVM; lang: Lang; origin: string; siteName: string; assets: Assets; preload?: string[]; slider?: boolean; styles?: PageStyles }): string[] {
  const { head, lang, origin, assets } = opts;
  const tags = headTags(head, { lang, origin, siteName: opts.siteName })
    .map(([tag, attrs]) => `<${tag}${Object.entries(attrs).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join("")}>`)
    .join("");
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<script>${CONSENT_PROBE}</script>` +
      `<title>${escapeHtml(head.title)}</title>` +
      tags,
    ...(head.jsonLd ? [`<script type="application/ld+json">`, head.jsonLd, "</script>"] : []),
    `<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">`,
    ...stylesheets(assets, opts.slider === true, opts.styles),
    (assets.start ? startScript(assets.start, assets, [...(assets.entryChunks ?? []), ...(opts.preload ?? [])]) : moduleScript(assets, assets.js)) +
      // Inline and run by the browser, so named by hash in the page's policy like the consent probe; JSON with no "<".
      `<script type="speculationrules">${SPECULATION_RULES}</script>` +
      `</head><body><div id="root">`,
  ];
}

const END_OPEN = `</div><script id="${APP_DATA_ID}" type="application/json">`;
const END_CLOSE = "</script></body></html>";
const END_BYTES = [Buffer.from(END_OPEN), Buffer.from(END_CLOSE)] as const;

/**
 * The document's tail, holding the page data the client hydrates from: its bytes, and its markup
 * without the data (a data block), for the policy to read (server/render/document-csp.ts).
 */
export function documentEnd(appData: unknown): { bytes: Buffer[]; markup: string } {
  return { bytes: [END_BYTES[0], ...appDataBytes(appData), END_BYTES[1]], markup: END_OPEN + END_CLOSE };
}

/** Body of a redirect answer: a link for people, prerender meta for crawlers that read them. */
export function redirectDocument(status: number, location: string): string {
  const loc = escapeHtml(location);
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="prerender-status-code" content="${status}"><meta name="prerender-header" content="Location: ${loc}"><title>Redirect</title></head><body><a href="${loc}">${loc}</a></body></html>`;
}
