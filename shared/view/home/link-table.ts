/**
 * A compact, lossless table of many similar links, for view models embedded in the page.
 *
 * Signed ticket-shop links differ only in a few query values (`event=…`, `signature=…`); the
 * origin, path, parameter names and shared values (`l=nl`) would otherwise be repeated for every
 * event. Links with the same base and parameter names share one template; a parameter whose value
 * is the same in every link of the group stays in the template, the others are stored per link.
 * `fillLink` rebuilds the exact original string (no URL parsing or re-encoding on either side).
 */

/** Template pieces: the link is pieces[0] + values[0] + pieces[1] + … + pieces[n]. */
export type LinkTemplate = string[];
/** A link: its template's index, then the values that go between the pieces. */
export type LinkRef = [template: number, ...values: string[]];

interface Split {
  /** Group key: the base and the parameter names in order. */
  key: string;
  base: string;
  names: string[];
  values: (string | null)[];
}

// Only plain `base?query` links are split; anything else (a fragment, no query) is one whole piece.
function split(href: string): Split | null {
  const q = href.indexOf("?");
  if (q < 0 || href.includes("#")) return null;
  const base = href.slice(0, q + 1);
  const pairs = href.slice(q + 1).split("&");
  const names = pairs.map((p) => (p.includes("=") ? p.slice(0, p.indexOf("=") + 1) : p));
  const values = pairs.map((p) => (p.includes("=") ? p.slice(p.indexOf("=") + 1) : null));
  return { key: `${base}${names.join("&")}`, base, names, values };
}

/** Builds the templates for a set of links; `ref` then gives each link's reference. */
export function buildLinkTable(hrefs: Iterable<string>): { templates: LinkTemplate[]; ref: (href: string) => LinkRef } {
  const groups = new Map<string, { names: string[]; base: string; constant: (string | null)[] | null; varies: boolean[] }>();
  const whole = new Map<string, number>();
  const templates: LinkTemplate[] = [];
  for (const href of hrefs) {
    const s = split(href);
    if (!s) continue;
    const g = groups.get(s.key);
    if (!g) groups.set(s.key, { names: s.names, base: s.base, constant: s.values, varies: s.values.map(() => false) });
    else s.values.forEach((v, i) => (g.varies[i] ||= v !== g.constant![i]));
  }
  const groupIndex = new Map<string, number>();
  for (const [key, g] of groups) {
    const pieces: string[] = [];
    let text = g.base;
    g.names.forEach((name, i) => {
      text += (i > 0 ? "&" : "") + name;
      if (g.varies[i]) {
        pieces.push(text);
        text = "";
      } else text += g.constant![i] ?? "";
    });
    pieces.push(text);
    groupIndex.set(key, templates.push(pieces) - 1);
  }
  const ref = (href: string): LinkRef => {
    const s = split(href);
    const index = s ? groupIndex.get(s.key) : undefined;
    if (s && index !== undefined) return [index, ...s.values.filter((_, i) => groups.get(s.key)!.varies[i]).map((v) => v ?? "")];
    let w = whole.get(href);
    if (w === undefined) whole.set(href, (w = templates.push([href]) - 1));
    return [w];
  };
  return { templates, ref };
}

/** The original link of a reference. */
export function fillLink(templates: readonly LinkTemplate[], [template, ...values]: LinkRef): string {
  const pieces = templates[template] ?? [];
  return pieces.reduce((out, piece, i) => out + piece + (i < values.length ? values[i] : ""), "");
}
