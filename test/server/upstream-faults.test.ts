import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { neverBreaks, startStack } from "./harness";

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack({ timeoutMs: 500, breaker: neverBreaks() });
});
afterEach(() => {
  stack.cms.faults.clear();
  // Each test sees its own fault, not the failure the previous one left remembered (about a second).
  stack.caches.registry.purge({ all: true }, "hard");
});
afterAll(() => stack.close());

const modes = [
  { mode: "500", result: "HTTP_ERROR" },
  { mode: "malformed", result: "PARSE_FAILED" },
  { mode: "wrong-shape", result: "DECODE_FAILED" },
  { mode: "slow", delayMs: 1500, result: "HTTP_ERROR" },
  { mode: "reset", result: "HTTP_ERROR" },
] as const;

describe("upstream fault modes", () => {
  for (const fault of modes) {
    it(`shows the message page with 503 and Retry-After when the CMS answers '${fault.mode}' and logs ${fault.result} with the request id`, async () => {
      stack.cms.faults.set({ mode: fault.mode, delayMs: "delayMs" in fault ? fault.delayMs : undefined, pathPrefix: "/api/render/pagina" });
      const res = await request(stack.app).get("/pagina/contact").set("X-Request-Id", `fault-${fault.mode}-0001`).expect(503);
      expect(res.headers["retry-after"]).toBe("30");
      expect(res.text).toContain("Er is iets misgegaan. Probeer het later opnieuw.");
      const line = stack.logs.find((l) => l.msg === "render failed" && (l.req as { id?: string } | undefined)?.id === `fault-${fault.mode}-0001`);
      expect(line?.result).toBe(fault.result);
    });
  }

  it("answers the render proxy with 502 on an upstream failure", async () => {
    stack.cms.faults.set({ mode: "500" });
    const res = await request(stack.app).get("/api/render/pagina/contact").expect(502);
    expect(res.body.result).toBe("HTTP_ERROR");
  });

  it("shows the English error page in English", async () => {
    stack.cms.faults.set({ mode: "malformed" });
    const res = await request(stack.app).get("/en/page/contact").expect(503);
    expect(res.text).toContain("Something went wrong. Please try again later.");
  });
});

describe("refused connection", () => {
  it("shows the error page with 503 when the CMS cannot be reached", async () => {
    const refused = await startStack({ upstreamUrl: "http://127.0.0.1:9" });
    try {
      const res = await request(refused.app).get("/pagina/contact").expect(503);
      expect(res.text).toContain("Er is iets misgegaan");
      expect(refused.logs.some((l) => l.msg === "render failed" && l.result === "HTTP_ERROR")).toBe(true);
    } finally {
      await refused.close();
    }
  });
});

describe("request log", () => {
  it("writes one line per request with id, method, path, status, duration and upstream timings", async () => {
    await request(stack.app).get("/pagina/contact").set("X-Request-Id", "log-line-check-1").expect(200);
    const lines = stack.logs.filter((l) => l.msg === "request completed" && (l.req as { id?: string }).id === "log-line-check-1");
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line.req).toMatchObject({ method: "GET", url: "/pagina/contact" });
    expect(line.res).toMatchObject({ statusCode: 200 });
    expect(typeof line.responseTime).toBe("number");
    expect((line.upstream as Array<{ call: string }>).some((t) => t.call.startsWith("render /pagina/contact"))).toBe(true);
    expect(JSON.stringify(line)).not.toMatch(/cookie/i);
  });

  it("a page the CMS failed on: the cause at error once, the request's own line at warn, without a made-up stack", async () => {
    stack.cms.faults.set({ mode: "500", pathPrefix: "/api/render/pagina" });
    await request(stack.app).get("/pagina/contact").set("X-Request-Id", "log-line-check-2").expect(503);
    const lines = stack.logs.filter((l) => (l.req as { id?: string } | undefined)?.id === "log-line-check-2");
    expect(lines.map((l) => [l.msg, l.level])).toEqual([
      ["render failed", 50],
      ["request completed", 40],
    ]);
    expect(JSON.stringify(lines)).not.toContain("stack");
  });
});
