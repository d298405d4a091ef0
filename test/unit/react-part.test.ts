/** What the document takes from React's part (server/render/react-part.ts): read once per distinct part. */
import { describe, expect, it } from "vitest";
import type { CriticalStyles } from "../../server/render/critical-css";
import { documentSources } from "../../server/render/document-csp";
import { reactPartReader } from "../../server/render/react-part";

/** A stand-in for the critical CSS that counts its readings and names what it read. */
function countingStyles() {
  const read: string[] = [];
  const critical: CriticalStyles = (html, opts) => {
    read.push(html);
    return { css: `/* ${opts.slider ? "slider " : ""}${html.length} */`, rest: "r" };
  };
  return { critical, read };
}

const part = (text: string) => Buffer.from(`<main class="page"><p>${text}</p><style>b{}</style></main>`);

describe("React's part of a document", () => {
  it("is read once for the same bytes, in another buffer of another render", () => {
    const { critical, read } = countingStyles();
    const readPart = reactPartReader(critical);
    const first = readPart(part("Carré"), { slider: false });
    expect(readPart(part("Carré"), { slider: false })).toBe(first);
    expect(read).toHaveLength(1);
    expect(first.sources).toEqual(documentSources(part("Carré")));
  });

  it("is read again when a byte differs, or for a page with a slider", () => {
    const { critical, read } = countingStyles();
    const readPart = reactPartReader(critical);
    const plain = readPart(part("Carré"), { slider: false });
    expect(readPart(part("Carre"), { slider: false })).not.toBe(plain);
    expect(readPart(part("Carré"), { slider: true }).styles?.css).toContain("slider");
    expect(read).toHaveLength(3);
  });

  it("gives the critical CSS the part as latin1, one character per byte", () => {
    const { critical, read } = countingStyles();
    reactPartReader(critical)(part("é"), { slider: false });
    expect(read[0]).toBe(part("é").toString("latin1"));
  });

  it("has no styles without stylesheets, and still the policy's sources", () => {
    expect(reactPartReader(undefined)(part("x"), { slider: false })).toEqual({ styles: undefined, sources: documentSources(part("x")) });
  });
});
