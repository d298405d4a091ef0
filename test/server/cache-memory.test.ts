/**
 * Memory stays bounded whatever clients send (issue 8 items 1 and 7): 2,000 distinct requests that
 * each try to fill a cache — unknown paths, list searches, encoded and decorated forms of the 625 KB
 * production list — leave the caches within their byte budget and the heap within that budget.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import request from "supertest";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startStack } from "./harness";

const BUDGET_MB = 16;
const MB = 1024 * 1024;
let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  stack = await startStack({ env: { CACHE_BUDGET_MB: String(BUDGET_MB) } });
});
afterAll(() => stack.close());

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** The production list is large to send back, so it is one request in twenty; the others are small. */
const PRODUCTION_LIST = (n: number) => `/api/render/%2Fproduction-page-list-nl?page=${n}`;
const FILLERS = [
  (n: number) => `/api/render/news-page-list-nl?q=${n}&per_page=100`,
  (n: number) => `/api/render/page-list-en?q=w${n}`,
  (n: number) => `/api/render/pagina/onbekend-${n}`,
  (n: number) => `/api/render/home-nl?q=${n}&junk=${"x".repeat(n % 200)}`,
];

it("2,000 distinct cache-filling requests leave the caches and the heap within the configured budget", async () => {
  await request(stack.app).get("/agenda").expect(200);
  const before = heapAfterGc();
  const paths = Array.from({ length: 2000 }, (_, i) => (i % 20 === 0 ? PRODUCTION_LIST(i) : FILLERS[i % FILLERS.length]!(i)));
  for (let i = 0; i < paths.length; i += 20) {
    const answers = await Promise.all(paths.slice(i, i + 20).map((p) => request(stack.app).get(p)));
    for (const a of answers) expect(a.status).toBeLessThan(500);
  }
  const cached = stack.caches.registry.describe().reduce((sum, c) => sum + c.bytes, 0);
  expect(cached).toBeLessThanOrEqual(BUDGET_MB * MB);
  expect(stack.caches.registry.describe().every((c) => c.bytes <= c.maxBytes)).toBe(true);
  expect(heapAfterGc() - before).toBeLessThan(BUDGET_MB * MB);
}, 120_000);
