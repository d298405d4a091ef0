/**
 * A body kept as the pieces a document was written in (server/render/encoded-body.ts): compressed
 * from its pieces once per encoding, off the event loop, and joined only for a client that takes it plain.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { bodyLength, chooseEncoding, encodedBody, plainBytes, readyEncoded, sendEncoded } from "../../server/render/encoded-body";

/** A document's pieces: short head strings around long kept ones, with UTF-8 text across them. */
function pieces(): Buffer[] {
  return [Buffer.from("<!doctype html><head>"), Buffer.from("<style>" + ".a{color:red}".repeat(3000)), Buffer.from("</style>"), Buffer.from("<p>Carré één</p>".repeat(2000)), Buffer.from("</html>")];
}

const asking = (encoding: string, ifNoneMatch?: string) => ({ method: "GET", headers: { "accept-encoding": encoding, ...(ifNoneMatch ? { "if-none-match": ifNoneMatch } : {}) } }) as unknown as IncomingMessage;

/** What sendEncoded writes, and a promise of the moment it ends the response. */
function response() {
  const headers = new Map<string, unknown>();
  let ended: (body: Buffer | undefined) => void = () => {};
  const body = new Promise<Buffer | undefined>((resolve) => (ended = resolve));
  const res = { statusCode: 200, destroyed: false, setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value), end: (bytes?: Buffer) => ended(bytes) };
  return { res: res as unknown as ServerResponse, headers, body };
}

describe("a body in pieces", () => {
  it("compresses to the bytes of its pieces joined, in brotli and in gzip", async () => {
    const body = pieces();
    const joined = Buffer.concat(body);
    expect(bodyLength(body)).toBe(joined.length);
    expect(brotliDecompressSync(await encodedBody(body, "br")).equals(joined)).toBe(true);
    expect(gunzipSync(await encodedBody(body, "gzip")).equals(joined)).toBe(true);
  });

  it("is compressed once per encoding, also for requests asking while it is being compressed", async () => {
    const body = pieces();
    expect(readyEncoded(body, "br")).toBeUndefined();
    const [first, second] = await Promise.all([encodedBody(body, "br"), encodedBody(body, "br")]);
    expect(second).toBe(first);
    expect(readyEncoded(body, "br")).toBe(first);
    expect(await encodedBody(body, "br")).toBe(first);
    expect(readyEncoded(body, "gzip")).toBeUndefined();
  });

  it("is joined once, for clients that take it plain", () => {
    const body = pieces();
    const plain = plainBytes(body);
    expect(plain.equals(Buffer.concat(body))).toBe(true);
    expect(plainBytes(body)).toBe(plain);
  });

  it("is sent compressed once its compression is done, with the encoding's ETag and length, and 304 for that ETag without compressing", async () => {
    const body = pieces();
    const sent = response();
    sendEncoded(asking("gzip, br"), sent.res, body, '"abc"');
    const bytes = await sent.body;
    expect(bytes).toBe(readyEncoded(body, "br"));
    expect(Object.fromEntries(sent.headers)).toMatchObject({ etag: '"abc-br"', "content-encoding": "br", "content-length": bytes!.length });

    const unchanged = response();
    sendEncoded(asking("gzip", '"abc-gzip"'), unchanged.res, body, '"abc"');
    expect(await unchanged.body).toBeUndefined();
    expect(unchanged.res.statusCode).toBe(304);
    expect(readyEncoded(body, "gzip")).toBeUndefined();
  });

  it("sends nothing to a response closed while its bytes were being compressed", async () => {
    const body = pieces();
    const sent = response();
    let ended = false;
    sent.res.end = (() => (ended = true)) as unknown as ServerResponse["end"];
    sendEncoded(asking("br"), sent.res, body, '"abc"');
    (sent.res as { destroyed: boolean }).destroyed = true;
    await encodedBody(body, "br");
    expect(ended).toBe(false);
  });

  it("is sent plain below a kilobyte, whatever the client takes", () => {
    expect(chooseEncoding(asking("br"), [Buffer.from("<p>short</p>"), Buffer.from("</html>")])).toBeNull();
    expect(chooseEncoding(asking("br"), pieces())).toBe("br");
  });

  it.each([
    ["gzip, deflate, br", "br"],
    ["br;q=0.9, gzip;q=0.9", "br"],
    ["*", "br"],
    ["gzip, br;q=0.5", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, identity", null],
    ["deflate", null],
    ["identity", null],
  ])("Accept-Encoding %j gets %s: the client's highest q, brotli on a tie", (header, encoding) => {
    expect(chooseEncoding(asking(header), pieces())).toBe(encoding);
  });
});
