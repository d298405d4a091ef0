/**
 * `npm run soak -- --minutes 30 [--connections 50]`: the load mix of `npm run load` (pages, render
 * proxy calls, a signed purge every 3 s) against the built server on the sample CMS, for as long as
 * an operator wants (a 24 h soak is `--minutes 1440`), one minute at a time: each minute prints its
 * requests, errors and latency, and the server's RSS, sampled every 5 s: its floor (the minute's
 * lowest) and peak. Garbage comes and goes between collections, so one sample a minute rises and
 * falls by tens of MB; what a leak raises is the floor. At the end: the floor first and last, its
 * slope (least squares, MB per minute) and the error count. Exit 0 when nothing failed and memory
 * levelled off: the caches fill up to their byte budgets in the first minutes, so what counts is the
 * slope of the floor over the second half of the run (at most 1 MB per minute).
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
const RSS_SAMPLE_MS = 5000;

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
  let requests = 0;
  let errors = 0;
  console.log(`soak: ${MINUTES} min, ${CONNECTIONS} connections, a signed purge every 3 s`);
  console.log("minute".padStart(6), "requests".padStart(9), "errors".padStart(7), "p50 ms".padStart(7), "p99 ms".padStart(7), "RSS floor".padStart(10), "peak MB".padStart(8));
  for (let minute = 1; minute <= MINUTES; minute++) {
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMb(server.pid)), RSS_SAMPLE_MS);
    const r = await autocannon({ url: base, connections: CONNECTIONS, duration: 60, timeout: 10, requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: nextPath() }) }] });
    const non2xx = Object.entries(r.statusCodeStats ?? {}).filter(([s]) => Number(s) < 200 || Number(s) > 299).reduce((sum, [, s]) => sum + (s.count ?? 0), 0);
    requests += r.requests.total;
    errors += r.errors + non2xx;
    clearInterval(sampler);
    samples.push(rssMb(server.pid));
    rss.push(Math.min(...samples));
    console.log(String(minute).padStart(6), String(r.requests.total).padStart(9), String(r.errors + non2xx).padStart(7), String(r.latency.p50).padStart(7), String(r.latency.p99).padStart(7), rss.at(-1)!.toFixed(0).padStart(10), Math.max(...samples).toFixed(0).padStart(8));
  }
  clearInterval(webhook.timer);
  const webhookFailures = webhook.errors + [...webhook.byStatus].filter(([s]) => s < 200 || s > 299).reduce((sum, [, n]) => sum + n, 0);
  const first = rss[0]!;
  const last = rss.at(-1)!;
  console.log("");
  console.log(`requests   ${requests}, errors ${errors}, webhook purges ${webhook.sent} (${webhookFailures} failed)`);
  const secondHalf = slope(rss.slice(Math.floor(rss.length / 2)));
  console.log(`RSS floor  first ${first.toFixed(0)} MB, last ${last.toFixed(0)} MB (${(((last - first) / first) * 100).toFixed(1)} %), slope ${slope(rss).toFixed(2)} MB/min, second half ${secondHalf.toFixed(2)} MB/min`);
  failed = !verdict([
    [errors + webhookFailures === 0, "zero errors"],
    [rss.length >= 4 && secondHalf <= LEVEL_SLOPE, `RSS levels off: its floor's slope over the second half at most ${LEVEL_SLOPE} MB/min (needs 4 minutes or more)`],
  ]);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  failed = true;
} finally {
  await server.stop();
  await cms.close();
}
process.exit(failed ? 1 : 0);
