/**
 * fetchDecoded (shared/contract/result.ts, spec 1 §8): every upstream answer ends as one of the
 * result types, never a thrown surprise — a decoder that throws included.
 */
import * as z from "zod";
import { describe, expect, it } from "vitest";
import { fetchDecoded } from "../../shared/contract/result";
import { RenderResponse } from "../../shared/contract/render";

const answering = (body: string) => async () => new Response(body, { status: 200, headers: { "content-type": "application/json" } });

describe("fetchDecoded", () => {
  it("a decoder that throws is DECODE_FAILED, not an exception (zod overflowed its stack on 130,000 failing items)", async () => {
    const throwing = z.unknown().transform(() => {
      throw new RangeError("Maximum call stack size exceeded");
    });
    expect(await fetchDecoded("http://cms.test/x", throwing, { fetchImpl: answering("{}") })).toEqual({ type: "DECODE_FAILED", message: "(root): RangeError: Maximum call stack size exceeded" });
  });

  it("an answer with a failing item decodes without it; one with a broken page node is DECODE_FAILED", async () => {
    const answer = { node: { id: "p", kind: "page" }, productions: { "1": { id: "1", events: [{ id: "e", start_date: null, sales_status: "on_sale" }] } } };
    const kept = await fetchDecoded("http://cms.test/x", RenderResponse, { fetchImpl: answering(JSON.stringify(answer)) });
    expect(kept.type === "OK" && kept.value.productions!["1"]!.events).toEqual([]);
    const broken = await fetchDecoded("http://cms.test/x", RenderResponse, { fetchImpl: answering(JSON.stringify({ ...answer, node: { id: "p" } })) });
    expect(broken).toMatchObject({ type: "DECODE_FAILED", message: expect.stringMatching(/^node\.kind: /) });
  });
});
