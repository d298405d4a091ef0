/**
 * `npm run bench:main-thread`: what each audited page itself does on the main thread after its
 * first paint, read from a Chromium trace at 1× (no throttling), phone emulation as Lighthouse's.
 * Lighthouse's TBT on this 2-core machine moves with everything else the machine runs (its own
 * tracing, the browser's other processes): the same page scored 29 to 303 ms within minutes. The
 * page's own tasks move far less. "blocking at 4×" is what Lighthouse's mobile simulation would
 * make of them (each task 4× as long, what passes 50 ms counted). Median of BENCH_RUNS loads (3).
 * Needs `npm run build` first. Nothing here asserts on time.
 */
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../test/browser/chromium";
import { blockingTime, mainThreadOf, PHONE, type TraceEvent } from "./audit-trace";
import { startSiteServer } from "./built-server";
import { startSampleCms } from "./sample-cms/app";

const PAGES = {
  carre: ["/", "/agenda", "/voorstelling/chicago", "/pagina/over-carre", "/nieuws"],
  fonds: ["/", "/agenda", "/voorstelling/chicago", "/pagina/carrefonds", "/nieuws"],
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** After the load event: the islands, the deferred styles and the idle work a load sets off. */
const SETTLE_MS = 3000;
const SLOWDOWN = 4;

interface Load {
  fcpMs: number;
  longestMs: number;
  blockingAt4xMs: number;
}

/** The page's first paint and its main thread's tasks after it. */
function readLoad(trace: TraceEvent[]): Load {
  const thread = mainThreadOf(trace);
  if (!thread) throw new Error(`no first contentful paint in the trace (${trace.length} events)`);
  const { fcp, events: main } = thread;
  const parse = main.filter((e) => e.name === "ParseHTML").sort((a, b) => a.ts - b.ts)[0] ?? fcp;
  const after = main.filter((e) => e.name === "RunTask" && e.ph === "X" && e.ts >= fcp.ts).map((e) => (e.dur ?? 0) / 1000);
  return {
    fcpMs: (fcp.ts - parse.ts) / 1000,
    longestMs: Math.max(0, ...after),
    blockingAt4xMs: blockingTime(after, SLOWDOWN),
  };
}

async function measure(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const file = join(tmpdir(), `main-thread-${process.pid}.json`);
  try {
    await browser.startTracing(page, { path: file, categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"] });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    await browser.stopTracing();
    const trace = JSON.parse(readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] };
    return readLoad(trace.traceEvents);
  } finally {
    rmSync(file, { force: true });
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const cms = await startSampleCms({ port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
console.log(`main thread after first paint, phone emulation at 1×, median of ${RUNS} loads (ms): first paint, longest task, blocking at ${SLOWDOWN}×`);
try {
  for (const site of ["carre", "fonds"] as const) {
    const server = await startSiteServer(cms.url, site);
    try {
      for (const path of PAGES[site]) {
        const url = `http://127.0.0.1:${server.port}${path}`;
        // Stored first, as visitors meet it (the audit does the same).
        await fetch(url).then((res) => res.arrayBuffer());
        // One load left out: the first of a process also compiles and caches what the next reuse.
        await measure(browser, url);
        const loads: Load[] = [];
        for (let i = 0; i < RUNS; i++) loads.push(await measure(browser, url));
        const [fcp, longest, blocking] = (["fcpMs", "longestMs", "blockingAt4xMs"] as const).map((k) => median(loads.map((l) => l[k])).toFixed(1));
        console.log(`${site.padEnd(6)} ${path.padEnd(24)} ${fcp!.padStart(7)} ${longest!.padStart(7)} ${blocking!.padStart(7)}`);
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
  await cms.close();
}
