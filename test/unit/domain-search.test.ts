import { describe, expect, it } from "vitest";
import { normaliseQuery, plainText, rankResults, SEARCH_SECTION_LIMITS, searchTerms } from "../../shared/domain/search";

describe("query and terms (spec 1 §2: trimmed, lower-cased phrase, split on spaces)", () => {
  it("normalises the query parameter", () => {
    expect(normaliseQuery("  Kerst Circus ")).toBe("kerst circus");
    expect(normaliseQuery("x".repeat(300))).toHaveLength(200);
  });
  it("an empty phrase, an array or a non-string means no q", () => {
    for (const raw of ["", "   ", ["a", "b"], 3, null, undefined]) expect(normaliseQuery(raw)).toBeNull();
  });
  it("splits on spaces and drops empty terms", () => {
    expect(searchTerms("  Kerst   CIRCUS ")).toEqual(["kerst", "circus"]);
    expect(searchTerms("")).toEqual([]);
    expect(searchTerms("a a")).toEqual(["a"]);
  });
  it("has the section limits Shows 5, Pages 10, News 5", () => {
    expect(SEARCH_SECTION_LIMITS).toEqual({ shows: 5, pages: 10, news: 5 });
  });
});

describe("plainText", () => {
  it("strips tags, scripts and comments and decodes entities", () => {
    expect(plainText("<p>Hallo&nbsp;<b>w&eacute;reld</b> &amp; <i>zo</i></p><script>bad()</script><!-- x -->")).toBe("Hallo w&eacute;reld & zo");
    expect(plainText("caf&#233; &#x27;t")).toBe("café 't");
    expect(plainText("a < b > c")).toBe("a < b > c");
    expect(plainText(null)).toBe("");
  });
});

const item = (id: string, fields: Partial<{ heading: string; subheading: string; keywords: string[]; contentMain: string; contentRemaining: string }>) => ({ id, ...fields });

describe("rankResults (spec 1 §5)", () => {
  it("matches case-insensitively", () => {
    expect(rankResults([item("a", { heading: "KERSTCIRCUS" })], ["kerst"]).map((i) => i.id)).toEqual(["a"]);
  });

  it("orders heading matches first, then subheading, keywords, main content, remaining content", () => {
    const items = [
      item("remaining", { heading: "x", contentRemaining: "<p>een circus</p>" }),
      item("main", { heading: "x", contentMain: "<p>Circus!</p>" }),
      item("keywords", { heading: "x", keywords: ["piste", "circus"] }),
      item("sub", { heading: "x", subheading: "Wereldberoemd circus" }),
      item("heading", { heading: "Circus Carré" }),
      item("none", { heading: "Toneel" }),
    ];
    expect(rankResults(items, ["circus"]).map((i) => i.id)).toEqual(["heading", "sub", "keywords", "main", "remaining"]);
  });

  it("a result must contain all search terms, in any of the fields", () => {
    const items = [
      item("split", { heading: "Kerstcircus", contentMain: "in Amsterdam" }),
      item("one", { heading: "Kerstcircus" }),
    ];
    expect(rankResults(items, ["kerst", "amsterdam"]).map((i) => i.id)).toEqual(["split"]);
  });

  it("an item holding all terms in one field ranks before one whose terms are spread over fields", () => {
    const items = [
      item("spread", { heading: "Kerst", subheading: "circus" }),
      item("together", { subheading: "Kerst en circus" }),
    ];
    expect(rankResults(items, ["kerst", "circus"]).map((i) => i.id)).toEqual(["together", "spread"]);
  });

  it("keeps the original order within a rank", () => {
    const items = ["c", "a", "b"].map((id) => item(id, { heading: `Musical ${id}` }));
    expect(rankResults(items, ["musical"]).map((i) => i.id)).toEqual(["c", "a", "b"]);
  });

  it("ignores accents so carre finds Carré", () => {
    expect(rankResults([item("a", { heading: "Carré" })], ["carre"]).map((i) => i.id)).toEqual(["a"]);
  });

  it("does not match inside HTML markup", () => {
    expect(rankResults([item("a", { contentMain: '<a href="/circus">lees meer</a>' })], ["circus"])).toEqual([]);
  });

  it("no terms give no results and missing fields are tolerated", () => {
    expect(rankResults([item("a", { heading: "x" })], [])).toEqual([]);
    expect(rankResults([{ heading: null, keywords: null }], ["x"])).toEqual([]);
  });
});
