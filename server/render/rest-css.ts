/**
 * The deferred rest of a page's styles: what its inline critical CSS (critical-css.ts) lacks, so
 * applying it once the bundle runs restyles only the elements its rules concern. The full sheets
 * repeat every inline rule, and applying them restyled every element of the page, 62–86 ms at 4×
 * CPU on a content page (docs/decisions/rendering.md, "Deferred stylesheets that hold only the rest").
 *
 * The cascade: inline rules come before the rest, so a rule of the rest that the sheets have before
 * an inline rule would come after it, and win where the inline one should. The rest therefore
 * repeats every inline rule that follows, in the sheets' order, a rule of the rest it meets: one
 * setting a property of the same family (stylesheet-rules.ts) with a selector that could match the
 * same element with the same specificity. Rules of the rest match nothing the page was sent with
 * (their classes are not in it); they come to match what scripts change on the page: a modifier
 * added to an element (which goes with its base), or new elements, whose classes the page shows
 * together somewhere. A client navigation links the full sheets (client/deferred-styles.ts).
 *
 * The page names the rest's rules in its address (one bit per rule of the sheets), so any process of
 * the same build serves the same rest from the address alone, and an address never changes its answer.
 */
import { competes, cssOf, type ParsedSheets, type Target } from "./stylesheet-rules";

/** The address part naming the rules a page's rest holds: one bit per rule of the sheets, base64url. */
export function restAddress(rest: readonly boolean[]): string {
  const bytes = Buffer.alloc(Math.ceil(rest.length / 8));
  rest.forEach((held, i) => {
    if (held) bytes[i >> 3]! |= 1 << (i & 7);
  });
  return bytes.toString("base64url");
}

/** The rules an address part names, if it is one this build can have written (as restAddress writes it, no bit past the last rule). */
function readAddress(part: string, sheets: ParsedSheets): ((index: number) => boolean) | undefined {
  if (!/^[\w-]*$/.test(part)) return undefined;
  const bytes = Buffer.from(part, "base64url");
  if (bytes.length !== Math.ceil(sheets.rules / 8) || bytes.toString("base64url") !== part) return undefined;
  const held = (index: number) => ((bytes[index >> 3]! >> (index & 7)) & 1) === 1;
  for (let i = sheets.rules; i < bytes.length * 8; i++) if (held(i)) return undefined;
  return held;
}

export type Ordered = { index: number; families: readonly string[]; targets: readonly Target[] };

/** Whether two rules may set one value of one element, where the later in the sheets must win. */
export function meet(a: Ordered, b: Ordered, together: (x: string, y: string) => boolean): boolean {
  const all = (x: Ordered, y: Ordered) => x.families.includes("*") && y.families.length > 0;
  const sameValue = all(a, b) || all(b, a) || a.families.some((family) => b.families.includes(family));
  return sameValue && a.targets.some((t) => b.targets.some((u) => competes(t, u, together)));
}

/** The rules the rest holds, from the rules in the order the page has them: those not inline, and the inline ones that must come after one of those. */
export function restRules(rules: readonly Ordered[], critical: (index: number) => boolean, together: (x: string, y: string) => boolean): Set<number> {
  const held: Ordered[] = [];
  // What the rules held so far target, by family, pseudo-element and specificity ("any" for all of
  // them): a rule meets only those of its own. A page's few hundred rules were 20–50 ms otherwise.
  const index = new Map<string, Target[]>();
  const file = (key: string, target: Target) => {
    const list = index.get(key);
    if (list) list.push(target);
    else index.set(key, [target]);
  };
  const reached = (rule: Ordered) => {
    if (rule.families.includes("*")) return held.some((earlier) => meet(earlier, rule, together));
    return ["*", ...rule.families].some((family) =>
      rule.targets.some((u) => {
        const keys = u.specificity === "?" ? ["any"] : [u.specificity, "?"];
        return keys.some((key) => (index.get(`${family}|${u.pseudo}|${key}`) ?? []).some((t) => competes(t, u, together)));
      }),
    );
  };
  for (const rule of rules) {
    if (critical(rule.index) && (rule.families.length === 0 || !reached(rule))) continue;
    held.push(rule);
    for (const family of rule.families) {
      for (const t of rule.targets) {
        file(`${family}|${t.pseudo}|${t.specificity}`, t);
        file(`${family}|${t.pseudo}|any`, t);
      }
    }
  }
  return new Set(held.map((rule) => rule.index));
}

export type RestSheet = "main" | "slider";

/** The rest of one sheet an address names, or undefined when this build cannot have written it. */
export function restCss(sheets: ParsedSheets, part: string, sheet: RestSheet): string | undefined {
  const held = readAddress(part, sheets);
  return held && cssOf(sheet === "slider" ? sheets.slider : sheets.main, held, false);
}

/** A built sheet's file name, as the rest's address ends with it. */
export function sheetFile(sheetUrl: string): string {
  return sheetUrl.slice(sheetUrl.lastIndexOf("/") + 1);
}

/** Where a page's rest of a built sheet (named by its address) is served. */
export function restUrl(sheetUrl: string, part: string): string {
  return `/assets/rest/${part}/${sheetFile(sheetUrl)}`;
}
