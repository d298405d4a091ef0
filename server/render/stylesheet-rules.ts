/**
 * The built stylesheets as the server reads them once at start-up: their rules in order, each with
 * the classes and ids its selectors require (for the critical CSS, critical-css.ts) and the
 * property families it sets (for the deferred rest, rest-css.ts), inside their conditional groups.
 */
import Specificity from "@bramus/specificity";
import postcss, { type ChildNode, type Container } from "postcss";

/**
 * What one selector of a rule targets, as far as the cascade's order goes: selectors that differ in
 * specificity or pseudo-element, or name different element types, never compete by order.
 */
export interface Target {
  /** As `a,b,c`; "?" where it could not be read. */
  specificity: string;
  pseudo: string;
  /** The element type the selector names for its subject, or "" for any. */
  tag: string;
  /** The classes its subject requires, without BEM modifiers (`card--wide` is `card`): a modifier goes with its base. */
  classes: string[];
}

export type Piece =
  /** A rule: its number among all the sheets' rules, its text, per selector the classes and ids it requires and what it targets, and what it sets. */
  | { kind: "rule"; index: number; css: string; selectors: string[][]; targets: Target[]; families: string[] }
  /** A conditional group (@media, @supports, @layer): written with the rules inside it that are. */
  | { kind: "group"; open: string; pieces: Piece[] }
  /** Anything else (@font-face, @keyframes, @property): inline on every page. */
  | { kind: "always"; css: string };

/** The classes and ids a selector cannot match without. */
export function requiredTokens(selector: string): string[] {
  let s = selector.replace(/\[[^\]]*\]/g, "");
  // Innermost parentheses first, until none are left: the arguments of :not(), :is(), :nth-child() …
  for (let prev = ""; prev !== s; ) [prev, s] = [s, s.replace(/\([^()]*\)/g, "")];
  return [...new Set(s.match(/[.#]-?[_a-zA-Z][\w-]*/g) ?? [])];
}

/** The class as BEM modifiers leave it: scripts add a modifier to an element carrying its base. */
export function classBase(name: string): string {
  const modifier = name.indexOf("--");
  return modifier > 0 ? name.slice(0, modifier) : name;
}

/**
 * Whether two selectors could match one element (or pseudo-element) with the same specificity,
 * where the later rule wins: `together` tells which class bases one element may carry at once.
 * A subject that requires no class may be any element.
 */
export function competes(a: Target, b: Target, together: (x: string, y: string) => boolean): boolean {
  const sameSpecificity = a.specificity === b.specificity || a.specificity === "?" || b.specificity === "?";
  if (!sameSpecificity || a.pseudo !== b.pseudo || (a.tag !== b.tag && a.tag !== "" && b.tag !== "")) return false;
  return a.classes.length === 0 || b.classes.length === 0 || a.classes.some((x) => b.classes.some((y) => x === y || together(x, y)));
}

/** A selector the specificity parser cannot read is taken to compete with any of the same target. */
function specificityOf(selector: string): string {
  try {
    const { a, b, c } = Specificity.calculate(selector)[0]!.value;
    return `${a},${b},${c}`;
  } catch {
    return "?";
  }
}

function targetOf(selector: string): Target {
  let s = selector.replace(/\[[^\]]*\]/g, "[]");
  for (let prev = ""; prev !== s; ) [prev, s] = [s, s.replace(/\([^()]*\)/g, "")];
  const subject = s.trim().split(/\s*[\s>+~]\s*/).at(-1) ?? "";
  // `:host` matches only a shadow tree's host, never an element of the document: a pseudo-element of its own here.
  const pseudo = selector.trim().startsWith(":host") ? ":host" : (subject.match(/::?(before|after|first-line|first-letter)\b|::[\w-]+/)?.[0]?.replace(/^:+/, "::") ?? "");
  return {
    specificity: specificityOf(selector),
    pseudo,
    tag: subject.match(/^[a-zA-Z][\w-]*/)?.[0]?.toLowerCase() ?? "",
    classes: [...new Set((subject.match(/\.-?[_a-zA-Z][\w-]*/g) ?? []).map((name) => classBase(name.slice(1))))],
  };
}

/** Properties whose names do not tell what they share a computed value with: a shorthand, its longhands, logical and physical twins, legacy names. */
const FAMILY_OF: Record<string, string> = {
  top: "inset",
  right: "inset",
  bottom: "inset",
  left: "inset",
  "row-gap": "gap",
  "column-gap": "gap",
  "grid-gap": "gap",
  "grid-row-gap": "gap",
  "grid-column-gap": "gap",
  columns: "column",
  "word-wrap": "overflow",
  white: "text",
  "line-height": "font",
  width: "size",
  height: "size",
  "inline-size": "size",
  "block-size": "size",
  place: "align",
  justify: "align",
  page: "break",
  all: "*",
};

/**
 * A name shared by every property that can set the same computed value as `prop` (so two rules
 * setting properties of different families can never override one another): the first part of
 * the name, but for the names in FAMILY_OF. Errs wide: `clip` and `clip-path` share one.
 */
export function propertyFamily(prop: string): string {
  if (prop.startsWith("--")) return prop;
  const name = prop.toLowerCase().replace(/^-(webkit|moz|ms|o)-/, "");
  const sized = name.replace(/^(min|max)-/, "");
  if (sized !== name && FAMILY_OF[sized] === "size") return "size";
  const first = name.split("-")[0]!;
  return FAMILY_OF[name] ?? FAMILY_OF[first] ?? first;
}

function familiesOf(container: Container<ChildNode>): string[] {
  const families = new Set<string>();
  container.walkDecls((decl) => void families.add(propertyFamily(decl.prop)));
  return [...families];
}

/** A sheet's pieces, numbering its rules from `first`. */
export function piecesOf(css: string, first = 0): { pieces: Piece[]; rules: number } {
  let index = first;
  const walk = (container: Container<ChildNode>): Piece[] =>
    (container.nodes ?? []).flatMap((node): Piece[] => {
      if (node.type === "rule") return [{ kind: "rule", index: index++, css: node.toString(), selectors: node.selectors.map(requiredTokens), targets: node.selectors.map(targetOf), families: familiesOf(node) }];
      if (node.type === "atrule" && node.nodes && ["media", "supports", "layer", "container"].includes(node.name)) {
        return [{ kind: "group", open: `@${node.name} ${node.params}{`, pieces: walk(node) }];
      }
      if (node.type === "atrule") return [{ kind: "always", css: node.toString() }];
      return [];
    });
  const pieces = walk(postcss.parse(css));
  return { pieces, rules: index - first };
}

/** The text of the rules `keep` picks (and of the pieces always kept, with `always`), in order, inside their groups. */
export function cssOf(pieces: Piece[], keep: (index: number) => boolean, always: boolean): string {
  return pieces
    .map((piece) => {
      if (piece.kind === "always") return always ? piece.css : "";
      if (piece.kind === "rule") return keep(piece.index) ? piece.css : "";
      const inner = cssOf(piece.pieces, keep, always);
      return inner ? `${piece.open}${inner}}` : "";
    })
    .join("");
}

/** Every rule of the pieces, in order. */
export function rulesOf(pieces: Piece[]): Extract<Piece, { kind: "rule" }>[] {
  return pieces.flatMap((piece) => (piece.kind === "rule" ? [piece] : piece.kind === "group" ? rulesOf(piece.pieces) : []));
}

/** The built sheets, read once: swiper's first (its rules numbered first), then ours. */
export interface ParsedSheets {
  main: Piece[];
  slider: Piece[];
  /** How many rules swiper's sheet has (0 without one): ours are numbered from there. */
  sliderRules: number;
  rules: number;
}

export function parseSheets(sheets: { main: string; slider?: string }): ParsedSheets {
  const slider = sheets.slider === undefined ? { pieces: [], rules: 0 } : piecesOf(sheets.slider);
  const main = piecesOf(sheets.main, slider.rules);
  return { main: main.pieces, slider: slider.pieces, sliderRules: slider.rules, rules: slider.rules + main.rules };
}
