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
import postcss, { type ChildNode, type Container } from "postcss";

/** Classes set before the first paint or as the page starts: the consent probe's, and swiper's when it lays out a slider. */
function setByScripts(token: string, slider: boolean): boolean {
  return token === ".consent-open" || (slider && token.startsWith(".swiper"));
}

type Piece =
  /** A rule: its text, and per selector the classes and ids it requires. */
  | { kind: "rule"; css: string; selectors: string[][] }
  /** A conditional group (@media, @supports, @layer): kept with the rules inside it that are. */
  | { kind: "group"; open: string; pieces: Piece[] }
  /** Anything else (@font-face, @keyframes, @property): kept as it is. */
  | { kind: "always"; css: string };

/** The classes and ids a selector cannot match without. */
export function requiredTokens(selector: string): string[] {
  let s = selector.replace(/\[[^\]]*\]/g, "");
  // Innermost parentheses first, until none are left: the arguments of :not(), :is(), :nth-child() …
  for (let prev = ""; prev !== s; ) [prev, s] = [s, s.replace(/\([^()]*\)/g, "")];
  return [...new Set(s.match(/[.#]-?[_a-zA-Z][\w-]*/g) ?? [])];
}

function piecesOf(container: Container<ChildNode>): Piece[] {
  return (container.nodes ?? []).flatMap((node): Piece[] => {
    if (node.type === "rule") return [{ kind: "rule", css: node.toString(), selectors: node.selectors.map(requiredTokens) }];
    if (node.type === "atrule" && node.nodes && ["media", "supports", "layer", "container"].includes(node.name)) {
      return [{ kind: "group", open: `@${node.name} ${node.params}{`, pieces: piecesOf(node) }];
    }
    if (node.type === "atrule") return [{ kind: "always", css: node.toString() }];
    return [];
  });
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

/** The distinct values of the class and id attributes (an id as `#id`), in order of appearance: long lists repeat the same few. */
function attributeValues(html: string): string[] {
  const values = new Set<string>();
  for (const m of html.matchAll(/\s(class|id)="([^"]*)"/g)) values.add(m[1] === "id" ? `#${m[2]}` : m[2]!);
  return [...values];
}

/** Distinct class sets kept (each a few KB of CSS): page kinds × variants, with room to spare. */
const MADE_LIMIT = 200;

export interface CriticalStyles {
  /** The rules of the stylesheets, in their order, that the page's HTML may use. */
  (html: string, opts: { slider: boolean }): string;
}

/** From the built stylesheets' texts, in document order (swiper's first on slider pages). */
export function criticalStyles(sheets: { main: string; slider?: string }): CriticalStyles {
  const main = piecesOf(postcss.parse(sheets.main));
  const slider = sheets.slider === undefined ? [] : piecesOf(postcss.parse(sheets.slider));
  // Pages of a kind carry the same classes (a show page is a show page): their CSS is made once.
  const made = new Map<string, string>();
  return (html, opts) => {
    // Keyed by the attribute values as they come (pages of a kind list them in the same order):
    // splitting and sorting them into a key of classes took as long as finding them.
    const values = attributeValues(html);
    const key = `${opts.slider ? "slider" : ""}|${values.join("\n")}`;
    const known = made.get(key);
    if (known !== undefined) return known;
    const tokens = tokensOfValues(values);
    const present = (token: string) => tokens.has(token) || setByScripts(token, opts.slider);
    const keep = (pieces: Piece[]): string =>
      pieces
        .map((piece) => {
          if (piece.kind === "always") return piece.css;
          if (piece.kind === "rule") return piece.selectors.some((required) => required.every(present)) ? piece.css : "";
          const inner = keep(piece.pieces);
          return inner ? `${piece.open}${inner}}` : "";
        })
        .join("");
    const css = (opts.slider ? keep(slider) : "") + keep(main);
    if (made.size >= MADE_LIMIT) made.delete(made.keys().next().value!);
    made.set(key, css);
    return css;
  };
}

/** From the built stylesheets the manifest names, in the folder the server sends them from. */
export function criticalStylesOf(assets: { css: string; sliderCss?: string }, assetsDir: string): CriticalStyles {
  const read = (url: string) => readFileSync(join(assetsDir, url.replace(/^\/assets\//, "")), "utf8");
  return criticalStyles({ main: read(assets.css), slider: assets.sliderCss ? read(assets.sliderCss) : undefined });
}
