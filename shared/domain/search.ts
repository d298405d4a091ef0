/**
 * Search rules of spec 1 §2/§5: every term must occur somewhere, and results are ordered by where
 * they matched (heading, subheading, keywords, main content, remaining content).
 */
import { ownValue } from "./own-key";

export const SEARCH_SECTION_LIMITS = { shows: 5, pages: 10, news: 5 } as const;
export const SEARCH_QUERY_MAX_LENGTH = 200;

export interface SearchItem {
  heading?: string | null;
  subheading?: string | null;
  keywords?: readonly string[] | null;
  /** HTML allowed: tags are stripped before matching. */
  contentMain?: string | null;
  contentRemaining?: string | null;
}

/** Query parameter → search phrase: trimmed, lower-cased, capped; null when absent or ambiguous (arrays). */
export function normaliseQuery(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const q = raw.trim().toLowerCase().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
  return q === "" ? null : q;
}

/** Phrase → distinct lower-cased terms, split on whitespace. */
export function searchTerms(q: unknown): string[] {
  if (typeof q !== "string") return [];
  return [...new Set(q.trim().toLowerCase().split(/\s+/).filter(Boolean))];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Visible text of CMS HTML: script/style dropped, tags removed, common entities decoded, spaces collapsed. */
export function plainText(html: unknown): string {
  if (typeof html !== "string") return "";
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    // Only tag-like "<x…>" is removed, so plain text such as "a < b > c" survives.
    .replace(/<\/?[a-zA-Z][^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] !== "#") return ownValue(ENTITIES, code.toLowerCase()) ?? whole;
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Lower-case and without accents: visitors type "carre" and "premiere" for "Carré" and "Première". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

function fieldsOf(item: SearchItem): string[] {
  return [
    item.heading ?? "",
    item.subheading ?? "",
    (item.keywords ?? []).filter((k) => typeof k === "string").join(" "),
    plainText(item.contentMain),
    plainText(item.contentRemaining),
  ].map(fold);
}

/**
 * Items containing every term, best first. Rank = the first field holding all terms; items whose
 * terms are spread over fields come after, by the first field holding any term. Stable within a rank.
 */
export function rankResults<T extends SearchItem>(items: readonly T[], terms: readonly string[]): T[] {
  const folded = terms.map(fold).filter(Boolean);
  if (folded.length === 0) return [];
  const ranked: { item: T; rank: number; index: number }[] = [];
  items.forEach((item, index) => {
    const fields = fieldsOf(item);
    if (!folded.every((t) => fields.some((f) => f.includes(t)))) return;
    const all = fields.findIndex((f) => folded.every((t) => f.includes(t)));
    const any = fields.findIndex((f) => folded.some((t) => f.includes(t)));
    ranked.push({ item, rank: all >= 0 ? all : fields.length + any, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((r) => r.item);
}
