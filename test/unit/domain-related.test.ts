import { describe, expect, it } from "vitest";
import { pickRelated } from "../../shared/domain/related";

const byGenre = { musical: ["self", "m1", "m2", "m3", "m4"], toneel: ["t1"], opera: ["self"] };

describe("pickRelated: '3 related shows, taken from the page's related list, otherwise from a random genre of the show, excluding itself'", () => {
  it("takes at most 3 from the related list, without itself or duplicates", () => {
    expect(pickRelated({ selfId: "self", relatedIds: ["a", "self", "a", "b", "c", "d"], byGenre, genres: ["musical"], random: () => 0 })).toEqual(["a", "b", "c"]);
  });

  it("uses the related list alone even when it is shorter than 3", () => {
    expect(pickRelated({ selfId: "self", relatedIds: ["a"], byGenre, genres: ["musical"], random: () => 0 })).toEqual(["a"]);
  });

  it("falls back to one genre chosen by the injected random number", () => {
    const input = { selfId: "self", relatedIds: [], byGenre, genres: ["musical", "toneel"] };
    expect(pickRelated({ ...input, random: () => 0 })).toEqual(["m1", "m2", "m3"]);
    expect(pickRelated({ ...input, random: () => 0.99 })).toEqual(["t1"]);
    expect(pickRelated({ ...input, random: () => 1 })).toEqual(["t1"]);
  });

  it("skips genres that hold only the show itself", () => {
    expect(pickRelated({ selfId: "self", relatedIds: null, byGenre, genres: ["opera", "toneel"], random: () => 0 })).toEqual(["t1"]);
  });

  it("is empty when nothing qualifies, and treats numeric ids as strings", () => {
    expect(pickRelated({ selfId: "self", relatedIds: [], byGenre, genres: ["opera", "unknown"], random: () => 0.5 })).toEqual([]);
    expect(pickRelated({ selfId: 7, relatedIds: [7, 8], byGenre: {}, genres: [], random: Math.random })).toEqual(["8"]);
  });

  it("honours a different count", () => {
    expect(pickRelated({ selfId: "x", relatedIds: ["a", "b"], byGenre, genres: [], random: () => 0, count: 1 })).toEqual(["a"]);
  });
});
