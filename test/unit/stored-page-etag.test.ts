/** A stored page's ETag (server/render/stored-page.ts): made from the pieces a document is joined from, long ones by their kept digest. */
import { describe, expect, it } from "vitest";
import { strongEtag } from "../../server/render/stored-page";

const long = (fill: string) => Buffer.from(fill.repeat(5000));

describe("a document's ETag from its pieces", () => {
  it("is the same for the same bytes in other buffers (another request, another instance)", () => {
    expect(strongEtag([Buffer.from("<head>"), long("a"), Buffer.from("</html>")])).toBe(strongEtag([Buffer.from("<head>"), long("a"), Buffer.from("</html>")]));
  });

  it("changes with any byte of a short or a long piece", () => {
    const etag = strongEtag([Buffer.from("<head>"), long("a")]);
    expect(strongEtag([Buffer.from("<haed>"), long("a")])).not.toBe(etag);
    const changed = long("a");
    changed[4321] = 0x62;
    expect(strongEtag([Buffer.from("<head>"), changed])).not.toBe(etag);
  });

  it("tells pieces apart by their lengths: bytes moved from one piece to the next make another ETag", () => {
    expect(strongEtag([Buffer.from("ab"), Buffer.from("c")])).not.toBe(strongEtag([Buffer.from("a"), Buffer.from("bc")]));
    expect(strongEtag([long("a"), Buffer.from("a")])).not.toBe(strongEtag([Buffer.from("a"), long("a")]));
  });
});
