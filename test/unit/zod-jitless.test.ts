/** The start script switches zod to jitless without importing it (client/zod-jitless.ts). */
import { expect, test } from "vitest";

test("zod reads the jitless setting the start script left on globalThis", async () => {
  await import("../../client/zod-jitless");
  const z = await import("zod");
  expect(z.config().jitless).toBe(true);
  expect(z.object({ a: z.string() }).safeParse({ a: "x" }).success).toBe(true);
});
