/** The meta description made from a page's own text when the CMS has none (issue 12 §8). */
import { describe, expect, it } from "vitest";
import { descriptionFromText } from "../../shared/view/head";

describe("descriptionFromText", () => {
  it("is the page's visible text, tags and entities gone", () => {
    expect(descriptionFromText("<p>Laat u <strong>meenemen</strong> &amp; geniet.</p>\n<p>Tot ziens!</p>")).toBe("Laat u meenemen & geniet. Tot ziens!");
  });

  it("cuts long text at a word, within 160 characters, with an ellipsis", () => {
    const text = descriptionFromText(`<p>${"woord ".repeat(60)}</p>`)!;
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/woord…$/);
  });

  it("is undefined for empty or missing text, so the next fallback applies", () => {
    expect(descriptionFromText(undefined)).toBeUndefined();
    expect(descriptionFromText("<p> </p>")).toBeUndefined();
  });
});
