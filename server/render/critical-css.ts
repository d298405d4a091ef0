/**
 * The CSS a stored page needs for its first paint, inlined in its head so no stylesheet blocks it
 * (docs/decisions/rendering.md, "First paint from the HTML alone"). The built stylesheets are
 * parsed once at start-up; per page, a rule is kept when one of its selectors can match: every
 * class and id it requires (outside :not(), :is(), :has() and the like, which never make a match
 * impossible) is in the page's HTML or set by a script before the page is shown. Structure is not
 * checked, so a kept rule may match nothing, but a dropped one cannot match the HTML as sent.
 * Beasties matches each selector against the parsed document instead and keeps a little less, but
 * took 100–700 ms per page here against a few milliseconds for React's render of the same page.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { restAddress, restRules } from "./rest-css";
import { classBase, cssOf, type ParsedSheets, parseSheets, rulesOf } from "./stylesheet-rules";

/** Classes set before the first paint or as the page starts: the consent probe's, and swiper's when it lays out a slider. */
function setByScripts(token: string, slider: boolean): boolean {
  return token === ".consent-open" || (slider && token.startsWith(".swiper"));
}

/** Every class (as `.name`) and id (as `#name`) the HTML's elements carry. */
export function tokensOf(html: string): Set<string> {
  return tokensOfValues(attributeValues(html));
}

function tokensOfValues(values: string[]): Set<string> {
  const tokens = new Set<string>();
  for (const value of values) {
    if (value.startsWith("#")) tokens.add(value);
    else for (const name of value.split(/\s+/)) if (name) tokens.add(`.${name}`);
  }
  return tokens;
}

/**
 * The distinct values of the class and id attributes (an id as `#id`), in order of appearance: long
 * lists repeat the same few. Found by the attribute's opening alone and read up to its quote with
 * indexOf: capture groups made a match object per attribute, most of the search's cost.
 */
function attributeValues(html: string): string[] {
  const values = new Set<string>();
  const opening = /\s(?:class|id)="/g;
  while (opening.test(html)) {
    const start = opening.lastIndex;
    const end = html.indexOf('"', start);
    if (end === -1) break;
    // `id="` ends in d, `class="` in s.
    values.add(html.charCodeAt(start - 3) === 100 ? `#${html.slice(start, end)}` : html.slice(start, end));
    opening.lastIndex = end + 1;
  }
  return [...values];
}

/** Which class bases (stylesheet-rules.ts) one element of the page carries together. */
function togetherOn(values: string[]): (x: string, y: string) => boolean {
  const pairs = new Set<string>();
  for (const value of values) {
    if (value.startsWith("#")) continue;
    const bases = [...new Set(value.split(/\s+/).filter(Boolean).map(classBase))];
    for (const x of bases) for (const y of bases) pairs.add(`${x} ${y}`);
  }
  return (x, y) => pairs.has(`${x} ${y}`);
}

/** Distinct class sets kept (each a few KB of CSS): page kinds × variants, with room to spare. */
const MADE_LIMIT = 200;

/** A page's styles: the rules its HTML may use, inline, and the address part of its deferred rest (rest-css.ts). */
export interface PageStyles {
  css: string;
  rest: string;
}

export interface CriticalStyles {
  /** `html`: the page's markup, or its UTF-8 bytes read as latin1 (the class and id names looked for are ASCII). */
  (html: string, opts: { slider: boolean }): PageStyles;
}

/** From the built stylesheets, in document order (swiper's first on slider pages). */
export function criticalStyles(sheets: ParsedSheets): CriticalStyles {
  const sliderRules = rulesOf(sheets.slider);
  const mainRules = rulesOf(sheets.main);
  // Pages of a kind carry the same classes (a show page is a show page): their CSS is made once.
  const made = new Map<string, PageStyles>();
  return (html, opts) => {
    // Keyed by the attribute values as they come (pages of a kind list them in the same order):
    // splitting and sorting them into a key of classes took as long as finding them.
    const values = attributeValues(html);
    const key = `${opts.slider ? "slider" : ""}|${values.join("\n")}`;
    const known = made.get(key);
    if (known !== undefined) return known;
    const tokens = tokensOfValues(values);
    const present = (token: string) => tokens.has(token) || setByScripts(token, opts.slider);
    const critical = new Array<boolean>(sheets.rules).fill(false);
    const order = opts.slider ? [...sliderRules, ...mainRules] : mainRules;
    for (const rule of order) critical[rule.index] = rule.selectors.some((required) => required.every(present));
    const keep = (index: number) => critical[index]!;
    const rest = new Array<boolean>(sheets.rules).fill(false);
    for (const index of restRules(order, keep, togetherOn(values))) rest[index] = true;
    const styles = { css: (opts.slider ? cssOf(sheets.slider, keep, true) : "") + cssOf(sheets.main, keep, true), rest: restAddress(rest) };
    if (made.size >= MADE_LIMIT) made.delete(made.keys().next().value!);
    made.set(key, styles);
    return styles;
  };
}

/** The built stylesheets the manifest names, read from the folder the server sends them from. */
export function readSheets(assets: { css: string; sliderCss?: string }, assetsDir: string): ParsedSheets {
  const read = (url: string) => readFileSync(join(assetsDir, url.replace(/^\/assets\//, "")), "utf8");
  return parseSheets({ main: read(assets.css), slider: assets.sliderCss ? read(assets.sliderCss) : undefined });
}
