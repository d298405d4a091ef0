import { describe, expect, it } from "vitest";
import { AnswerTooLarge, readBoundedText } from "../../shared/contract/bounded-body";

/** A body of `parts` chunks of `size` bytes, counting how many were pulled. */
function streamed(parts: number, size: number, headers: Record<string, string> = {}) {
  const state = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === parts) return controller.close();
      state.pulled++;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { res: new Response(body, { headers }), state };
}

describe("readBoundedText", () => {
  it("reads an answer up to the limit whole", async () => {
    const { res } = streamed(4, 256);
    expect(await readBoundedText(res, 1024)).toBe("a".repeat(1024));
  });

  it("stops one chunk past the limit and cancels the body, never reading the rest", async () => {
    const { res, state } = streamed(1000, 1024);
    await expect(readBoundedText(res, 4096)).rejects.toMatchObject({ name: "AnswerTooLarge", limitBytes: 4096, seenBytes: 5120 });
    expect(state.pulled).toBeLessThan(10);
    expect(state.cancelled).toBe(true);
  });

  it("refuses an announced Content-Length over the limit before reading", async () => {
    const { res, state } = streamed(1000, 1024, { "content-length": String(1024 * 1000) });
    const err = await readBoundedText(res, 4096).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AnswerTooLarge);
    expect((err as AnswerTooLarge).seenBytes).toBe(1024 * 1000);
    expect(state.pulled).toBeLessThanOrEqual(1);
  });

  it("decodes UTF-8 split across chunks", async () => {
    const bytes = new TextEncoder().encode("Carré — ‘Hadestown’");
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const b of bytes) c.enqueue(new Uint8Array([b]));
        c.close();
      },
    });
    expect(await readBoundedText(new Response(body), 1024)).toBe("Carré — ‘Hadestown’");
  });
});
