/**
 * A page's random choices are the same for its path within a minute (server/source.ts), so one CMS
 * answer makes one page a minute.
 */
import { describe, expect, it } from "vitest";
import { pageRandom } from "../../server/source";

const draw = (random: () => number) => Array.from({ length: 5 }, random);
const at = (iso: string) => new Date(iso);

describe("pageRandom", () => {
  it("gives the same numbers for the same path in the same minute, whatever the query", () => {
    expect(draw(pageRandom(new URL("http://x/"), at("2026-11-29T07:30:05Z")))).toEqual(draw(pageRandom(new URL("http://x/?utm_source=nieuwsbrief"), at("2026-11-29T07:30:59Z"))));
  });

  it("gives other numbers a minute later, and for another path", () => {
    const home = draw(pageRandom(new URL("http://x/"), at("2026-11-29T07:30:05Z")));
    expect(draw(pageRandom(new URL("http://x/"), at("2026-11-29T07:31:05Z")))).not.toEqual(home);
    expect(draw(pageRandom(new URL("http://x/en"), at("2026-11-29T07:30:05Z")))).not.toEqual(home);
  });

  it("draws uniformly enough for a shuffle: every tenth of [0, 1) is hit in 1,000 draws", () => {
    const random = pageRandom(new URL("http://x/"), at("2026-11-29T07:30:05Z"));
    const tenths = new Set(Array.from({ length: 1000 }, () => Math.floor(random() * 10)));
    expect([...tenths].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
