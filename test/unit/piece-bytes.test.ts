/** A document's long pieces are encoded once (server/render/piece-bytes.ts): the same bytes as encoding them anew. */
import { describe, expect, it } from "vitest";
import { pieceBytes } from "../../server/render/piece-bytes";

describe("piece bytes", () => {
  it("are a piece's UTF-8 bytes, kept for a long piece and made anew for a short one", () => {
    const long = `.carré{content:"€"}`.repeat(400);
    expect(pieceBytes(long).equals(Buffer.from(long))).toBe(true);
    expect(pieceBytes(long)).toBe(pieceBytes(long));
    expect(pieceBytes(`${long.slice(0, -1)}}`)).toBe(pieceBytes(long));
    expect(pieceBytes("<p>é</p>")).not.toBe(pieceBytes("<p>é</p>"));
    expect(pieceBytes("<p>é</p>").equals(Buffer.from("<p>é</p>"))).toBe(true);
  });
});
