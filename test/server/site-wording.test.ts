/**
 * Spec 1 §1: the foundation variant changes some wording — the Dutch word for "from" is "uit" on
 * the venue's site and "van het" on the foundation's. Read from the rendered pages of each site.
 */
import request from "supertest";
import { describe, expect, it } from "vitest";
import { useBothSites, type Stack } from "./harness";

let carre: Stack;
let fonds: Stack;
useBothSites((c, f) => {
  carre = c;
  fonds = f;
});

describe("the organisation after 'from' (spec 1 §1)", () => {
  it.each([
    ["carre", "/nieuws", "Het laatste nieuws uit Carré."],
    ["carre", "/en/news", "The latest news from Carré."],
    ["fonds", "/nieuws", "Het laatste nieuws van het Carré Fonds."],
    ["fonds", "/en/news", "The latest news from the Carré Fonds."],
  ] as const)("%s %s: the news list says %j, in its page and its description", async (site, path, text) => {
    const res = await request((site === "carre" ? carre : fonds).app).get(path).expect(200);
    expect(res.text).toContain(`<p class="list-page__intro">${text}</p>`);
    expect(res.text).toMatch(new RegExp(`<meta name="description" content="${text.slice(0, -1)}`));
  });
});
