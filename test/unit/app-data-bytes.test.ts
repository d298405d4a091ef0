/**
 * The page data's bytes (server/render/app-data-bytes.ts): parts kept per CMS answer are written
 * once, and the whole is byte for byte what one JSON.stringify, made safe inside a <script>, gives.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { appDataBytes } from "../../server/render/app-data-bytes";
import { perAnswer } from "../../shared/view/answer-memo";

/** The reference: the whole value stringified at once, every <, >, &, U+2028 and U+2029 as a \u escape. */
function reference(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`));
}

const joined = (value: unknown) => Buffer.concat(appDataBytes(value));

/** Kept as a per-answer result is kept (a fresh answer object each time). */
const kept = <T>(value: T): T => perAnswer({}, "kept", () => value);

/** Text with the characters that matter inside a script element, among ordinary ones. */
const awkwardText = fc.array(fc.constantFrom("a", "é", "€", "<", ">", "&", "</script>", "\u2028", "\u2029", '"', "\\", "\n", "😀"), { maxLength: 8 }).map((parts) => parts.join(""));

/** JSON-like values with what JSON.stringify leaves out (undefined, functions) and a Date, some parts kept. */
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof({ depthSize: "small", withCrossShrink: true }, tie("leaf"), tie("array"), tie("object"), tie("keptTree")),
  leaf: fc.oneof(awkwardText, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.constant(() => 1), fc.constant(new Date("2026-11-26T12:00:00Z"))),
  array: fc.array(tie("tree"), { maxLength: 4 }),
  object: fc.dictionary(awkwardText, tie("tree"), { maxKeys: 4 }),
  keptTree: fc.oneof(tie("array"), tie("object")).map(kept),
}));

describe("the page data's bytes", () => {
  it("are what one JSON.stringify gives, made safe inside a script element, whichever parts are kept", () => {
    fc.assert(
      fc.property(fc.dictionary(awkwardText, tree, { maxKeys: 5 }), (value) => {
        expect(joined(value).equals(reference(value))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("hold no tag and no line break a script would end at: </script> and U+2028 in text are escaped", () => {
    const text = joined({ a: "</script><script>alert(1)</script>", b: kept({ c: "x\u2028y & z" }) }).toString();
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ a: "</script><script>alert(1)</script>", b: { c: "x\u2028y & z" } });
  });

  it("write a kept part once: a later page data holding it shares its bytes", () => {
    const schedule = kept({ events: Array.from({ length: 50 }, (_, i) => ({ id: String(i), time: "20:00" })) });
    const first = appDataBytes({ view: { schedule, presale: "A" } });
    const second = appDataBytes({ view: { schedule, presale: "B" } });
    const shared = first.filter((part) => second.includes(part));
    expect(shared).toHaveLength(1);
    expect(JSON.parse(shared[0]!.toString())).toEqual(schedule);
  });

  it("write a part that is not kept afresh each time (a per-request object is never remembered)", () => {
    const related = [{ id: "x" }];
    const first = appDataBytes({ related });
    related[0]!.id = "y";
    expect(JSON.parse(Buffer.concat(appDataBytes({ related })).toString())).toEqual({ related: [{ id: "y" }] });
    expect(JSON.parse(Buffer.concat(first).toString())).toEqual({ related: [{ id: "x" }] });
  });
});
