/**
 * `npm run soak -- --minutes 30 [--connections 50]`: the load mix of `npm run load` (pages, render
 * proxy calls, a signed purge every 3 s) against the built server on the sample CMS, for as long as
 * an operator wants (a 24 h soak is `--minutes 1440`), one minute at a time: each minute prints its
 * requests, errors and latency, and the server's memory sampled every 5 s: its live memory (V8's
 * heap in use plus the external memory Buffers hold, read from the site's own /metrics) and its
 * RSS, each minute's floor (lowest sample) and the RSS peak. Garbage comes and goes between
 * collections, so a single sample moves by tens of MB; what a leak raises is the floor of the live
 * memory. RSS also holds the heap V8 keeps reserved and the allocator's arenas, which grow to a
 * level of their own: it is reported, with its slope, for the operator to size the machine. At the
 * end: floors first and last, slopes (least squares, MB per minute), the error count. Exit 0 when
 * nothing failed and the live memory levelled off: the caches fill up to their byte budgets in the
 * first minutes, so what counts is the slope over the second half of the run (≤ 1 MB per minute).
 * Needs `npm run build`; not part of `npm test`.
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startBuiltServer } from "./built-server";
import { nextPath, PATHS, rssMb, startPurges, verdict } from "./load-mix";
import { startSampleCms } from "./sample-cms/app";

process.removeAllListeners("warning");
process.on("warning", (w) => {
  if (w.name !== "TimeoutNegativeWarning") console.warn(w);
});

const { values: args } = parseArgs({ options: { minutes: { type: "string", default: "30" }, connections: { type: "string", default: "50" } } });
const MINUTES = Number(args.minutes);
const CONNECTIONS = Number(args.connections);
if (!(Number.isInteger(MINUTES) && MINUTES > 0 && CONNECTIONS > 0)) throw new Error("--minutes takes a whole number of minutes, --connections a positive number");
const SECRET = "soak-test-webhook-secret-0123456789";
/** MB per minute over the second half: a leak of a few KB per request shows far above this. */
const LEVEL_SLOPE = 1;
const SAMPLE_MS = 5000;
const MB = 1024 * 1024;

/** V8's heap in use plus external memory (Buffers), from the prom-client figures at /metrics (loopback may read them). */
async function liveMb(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const read = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m").exec(text)?.[1] ?? NaN);
  return (read("nodejs_heap_size_used_bytes") + read("nodejs_external_memory_bytes")) / MB;
}

/** Least-squares slope of `ys` over their index (MB per minute for per-minute samples). */
function slope(ys: readonly number[]): number {
  const n = ys.length;
  if (n < 2) return 0;
  const meanX = (n - 1) / 2;
  const meanY = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  ys.forEach((y, x) => {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  });
  return num / den;
}

const cms = await startSampleCms({ port: 0, host: "127.0.0.1" });
const server = await startBuiltServer({ upstreamUrl: cms.url, env: { WEBHOOK_SECRETS: SECRET } });
const base = `http://127.0.0.1:${server.port}`;
let failed = false;
try {
  for (const path of new Set(PATHS)) {
    const res = await fetch(base + path);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`warm-up: ${path} answered ${res.status}`);
  }
  const webhook = await startPurges(base, SECRET, 3000);
  const rss: number[] = [];
  const live: number[] = [];
  let requests = 0;
  let errors = 0;
  console.log(`soak: ${MINUTES} min, ${CONNECTIONS} connections, a signed purge every 3 s`);
  console.log("minute".padStart(6), "requests".padStart(9), "errors".padStart(7), "p50 ms".padStart(7), "p99 ms".padStart(7), "live floor".padStart(11), "RSS floor".padStart(10), "RSS peak".padStart(9));
  for (let minute = 1; minute <= MINUTES; minute++) {
    const samples: number[] = [];
    const liveSamples: number[] = [];
    const sample = () => {
      samples.push(rssMb(server.pid));
      liveMb(base).then((mb) => liveSamples.push(mb), () => undefined);
    };
    const sampler = setInterval(sample, SAMPLE_MS);
    const r = await autocannon({ url: base, connections: CONNECTIONS, duration: 60, timeout: 10, requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: nextPath() }) }] });
    const non2xx = Object.entries(r.statusCodeStats ?? {}).filter(([s]) => Number(s) < 200 || Number(s) > 299).reduce((sum, [, s]) => sum + (s.count ?? 0), 0);
    requests += r.requests.total;
    errors += r.errors + non2xx;
    clearInterval(sampler);
    samples.push(rssMb(server.pid));
    liveSamples.push(await liveMb(base));
    rss.push(Math.min(...samples));
    live.push(Math.min(...liveSamples));
    console.log(String(minute).padStart(6), String(r.requests.total).padStart(9), String(r.errors + non2xx).padStart(7), String(r.latency.p50).padStart(7), String(r.latency.p99).padStart(7), live.at(-1)!.toFixed(0).padStart(11), rss.at(-1)!.toFixed(0).padStart(10), Math.max(...samples).toFixed(0).padStart(9));
  }
  clearInterval(webhook.timer);
  const webhookFailures = webhook.errors + [...webhook.byStatus].filter(([s]) => s < 200 || s > 299).reduce((sum, [, n]) => sum + n, 0);
  console.log("");
  console.log(`requests   ${requests}, errors ${errors}, webhook purges ${webhook.sent} (${webhookFailures} failed)`);
  const half = (ys: number[]) => slope(ys.slice(Math.floor(ys.length / 2)));
  const line = (name: string, ys: number[]) =>
    console.log(`${name.padEnd(11)}first ${ys[0]!.toFixed(0)} MB, last ${ys.at(-1)!.toFixed(0)} MB, slope ${slope(ys).toFixed(2)} MB/min, second half ${half(ys).toFixed(2)} MB/min`);
  line("live floor", live);
  line("RSS floor", rss);
  failed = !verdict([
    [errors + webhookFailures === 0, "zero errors"],
    [live.length >= 4 && half(live) <= LEVEL_SLOPE, `live memory levels off: its floor's slope over the second half at most ${LEVEL_SLOPE} MB/min (needs 4 minutes or more)`],
  ]);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  failed = true;
} finally {
  await server.stop();
  await cms.close();
}
process.exit(failed ? 1 : 0);
