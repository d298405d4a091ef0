/**
 * "Others also viewed" on a show page (spec 2 §2): 3 shows from the page's related list,
 * otherwise from one random genre of the show, never the show itself. `random` is injected so
 * the server picks once and the hydrating client renders the same list.
 */

export const RELATED_COUNT = 3;

export interface PickRelatedInput {
  selfId: string | number;
  relatedIds: readonly (string | number)[] | null | undefined;
  byGenre: Readonly<Record<string, readonly (string | number)[]>>;
  genres: readonly string[] | null | undefined;
  random: () => number;
  count?: number;
}

function clean(ids: readonly (string | number)[] | null | undefined, self: string): string[] {
  const out: string[] = [];
  for (const id of ids ?? []) {
    const s = String(id);
    if (s !== self && s !== "" && !out.includes(s)) out.push(s);
  }
  return out;
}

/**
 * Either/or, as the spec says: an editor's related list is used alone (not topped up with
 * genre picks). The genre is drawn among the show's genres that have another show, so a genre
 * holding only this show never yields an empty block. Within the genre the given order is kept
 * (the caller passes it in programme order, so the soonest shows come first).
 */
export function pickRelated(input: PickRelatedInput): string[] {
  const count = input.count ?? RELATED_COUNT;
  if (count <= 0) return [];
  const self = String(input.selfId);
  const related = clean(input.relatedIds, self);
  if (related.length > 0) return related.slice(0, count);
  const candidates = [...new Set(input.genres ?? [])]
    .map((genre) => clean(input.byGenre[genre], self))
    .filter((ids) => ids.length > 0);
  if (candidates.length === 0) return [];
  const r = input.random();
  const index = Math.min(candidates.length - 1, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * candidates.length)));
  return candidates[index].slice(0, count);
}

/** Spec 2 §9: recommended shows on a content page. */
export const RECOMMENDED_COUNT = 6;

/**
 * Content pages' recommended shows (spec 2 §2, genresForRecommendations): shows sharing at least
 * one genre with the page's list, in the given (programme) order, at most `count`.
 */
export function pickByGenreOverlap<T extends { genres: readonly string[] }>(genres: readonly string[], shows: readonly T[], count = RECOMMENDED_COUNT): T[] {
  const wanted = new Set(genres.map((g) => g.trim()).filter(Boolean));
  if (wanted.size === 0 || count <= 0) return [];
  return shows.filter((s) => s.genres.some((g) => wanted.has(g))).slice(0, count);
}
