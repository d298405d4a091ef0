import { describe, expect, it } from "vitest";
import { formatHeading } from "../../shared/domain/heading";

describe("formatHeading: 'heading, shown in uppercase if it contains digits'", () => {
  it("flags a heading with a digit as uppercase and keeps the text as written", () => {
    expect(formatHeading("Wicked 2026")).toMatchObject({ text: "Wicked 2026", uppercase: true });
  });

  it("does not flag a heading without digits", () => {
    expect(formatHeading("Hadestown").uppercase).toBe(false);
  });
});

describe("formatHeading: 'headings over 15 characters get a line break inserted near the middle'", () => {
  it("keeps a heading of exactly 15 characters on one line", () => {
    expect(formatHeading("Het Zwanenmeer!").lines).toEqual(["Het Zwanenmeer!"]);
  });

  it("breaks a 16+ character heading at the space nearest the middle", () => {
    expect(formatHeading("The Phantom of the Opera").lines).toEqual(["The Phantom", "of the Opera"]);
    expect(formatHeading("Herman Finkers Na de pauze").lines).toEqual(["Herman Finkers", "Na de pauze"]);
  });

  it("does not break a long heading without a space", () => {
    expect(formatHeading("Supercalifragilisticexpialidocious").lines).toEqual(["Supercalifragilisticexpialidocious"]);
  });

  it("does not break at a no-break space", () => {
    const t = "Andr\u00e9\u00a0van\u00a0Duin\u00a0Revue";
    expect(formatHeading(t).lines).toEqual([t]);
  });

  it("trims the heading and handles empty text", () => {
    expect(formatHeading("  Kort  ")).toEqual({ text: "Kort", uppercase: false, lines: ["Kort"] });
    expect(formatHeading("")).toEqual({ text: "", uppercase: false, lines: [""] });
  });

  it("counts an accented or emoji character as one", () => {
    expect(formatHeading("Café 🎭 Olé Olé!").lines).toHaveLength(1);
  });
});
