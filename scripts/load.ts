/**
 * `npm run load [-- --duration 60 --connections 50 --warmup 30] [--only cms-failing]`: the built
 * server (run `npm run build` first; BUILD_DIR as there) on the sample CMS, on loopback, under
 * autocannon: pages, render-proxy calls and a signed webhook purge every few seconds; then a run
 * with the CMS failing (scripts/load-cms-failing.ts), which prints CMS calls per page request. Passes when nothing
 * failed (no socket error, no timeout, no non-2xx answer, every purge accepted) and the server's
 * RSS after the run is within 20 % of its RSS after warm-up. Exit 0 on pass, 1 on fail. Not part
 * of `npm test`: it takes a minute and a half.
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { MIX, nextPath, PATHS, rssMb, startPurges, upstreamCalls, verdict } from "./load-mix";
import { startBuiltServer } from "./built-server";
import { cmsFailingRun } from "./load-cms-failing";
import { startSampleCms } from "./sample-cms/app";

// autocannon 9 arms a timer with a negative delay as a run ends; Node's warning about it is noise here.
process.removeAllListeners("warning");
process.on("warning", (w) => {
  if (w.name !== "TimeoutNegativeWarning") console.warn(w);
});

const { values: args } = parseArgs({ options: { duration: { type: "string", default: "60" }, connections: { type: "string", default: "50" }, warmup: { type: "string" }, only: { type: "string" } } });
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
// Until the caches and the heap have reached their working size: at 50 clients RSS was still
// climbing 15 s in and level from about 30 s, so a shorter warm-up reads growth as a leak.
const WARM_UP_S = Number(args.warmup ?? Math.min(30, Math.ceil(DURATION_S / 2)));
if (!(DURATION_S > 0 && CONNECTIONS > 0 && WARM_UP_S > 0)) throw new Error("--duration, --connections and --warmup take positive numbers");
const PURGE_EVERY_MS = 3000;
/** Let in-flight work and a GC settle before each RSS sample, the same way both times. */
const SETTLE_MS = 2000;
const RSS_TOLERANCE = 0.2;
/** A request not answered within this many seconds counts as an error: a visitor would have left. */
const TIMEOUT_S = 10;
const SECRET = "load-test-webhook-secret-0123456789";

/** Ends a partial run (`--only`) early without counting as a failure. */
class Done extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cms = await startSampleCms({ port: 0, host: "127.0.0.1" });
const server = await startBuiltServer({ upstreamUrl: cms.url, env: { WEBHOOK_SECRETS: SECRET } }).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
const base = `http://127.0.0.1:${server.port}`;
let failed = false;
try {
  if (args.only === "cms-failing") {
    failed = !(await cmsFailingRun(base, cms, () => upstreamCalls(base)));
    throw new Done();
  }
  // Every path once, one at a time: a path that is not 2xx would fail the run for the wrong reason.
  for (const path of new Set(PATHS)) {
    const res = await fetch(base + path);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`warm-up: ${path} answered ${res.status}; fix the mix before measuring`);
  }
  const webhook = await startPurges(base, SECRET, PURGE_EVERY_MS);
  const purgeTimer = webhook.timer;

  const run = (seconds: number) =>
    autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: seconds,
      timeout: TIMEOUT_S,
      requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: nextPath() }) }],
    });

  console.log(`warm-up: ${WARM_UP_S} s, ${CONNECTIONS} connections`);
  const warm = await run(WARM_UP_S);
  await sleep(SETTLE_MS);
  const rssWarm = rssMb(server.pid);
  const webhookBefore = webhook.sent;

  console.log(`run: ${DURATION_S} s, ${CONNECTIONS} connections, ${PATHS.length} weighted paths (${MIX.length} distinct), a signed purge every ${PURGE_EVERY_MS / 1000} s`);
  // RSS every 5 s during the run: a leak climbs steadily, a heap settling to its size levels off.
  const rssSeries: number[] = [];
  const rssTimer = setInterval(() => rssSeries.push(rssMb(server.pid)), 5000);
  const result = await run(DURATION_S);
  clearInterval(rssTimer);
  clearInterval(purgeTimer);
  await sleep(SETTLE_MS);
  const rssAfter = rssMb(server.pid);

  const byStatus = Object.entries(result.statusCodeStats ?? {}).map(([status, s]) => [Number(status), s.count ?? 0] as const);
  const non2xx = byStatus.filter(([status]) => status < 200 || status > 299).reduce((sum, [, n]) => sum + n, 0);
  const webhookFailures = webhook.errors + [...webhook.byStatus].filter(([status]) => status < 200 || status > 299).reduce((sum, [, n]) => sum + n, 0);
  // autocannon counts a timeout as an error too.
  const errors = result.errors + non2xx + webhookFailures;
  const growth = (rssAfter - rssWarm) / rssWarm;
  const upstream = await upstreamCalls(base);

  console.log("");
  console.log(`requests          ${result.requests.total} in ${result.duration.toFixed(1)} s (warm-up ${warm.requests.total})`);
  console.log(`req/s             ${result.requests.average.toFixed(0)}`);
  console.log(`latency           p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`by status         ${byStatus.map(([s, n]) => `${s}: ${n}`).join(", ") || "none"}`);
  console.log(`errors            ${result.errors} request errors (${result.timeouts} of them timeouts after ${TIMEOUT_S} s), ${non2xx} non-2xx`);
  console.log(`webhook purges    ${webhook.sent} sent (${webhook.sent - webhookBefore} during the run): ${[...webhook.byStatus].map(([s, n]) => `${s}: ${n}`).join(", ") || "none answered"}${webhook.errors ? `, ${webhook.errors} failed to send` : ""}`);
  console.log(`CMS calls         ${upstream ?? "unknown (no /metrics)"} in total`);
  console.log(`RSS               ${rssWarm.toFixed(0)} MB after warm-up, ${rssAfter.toFixed(0)} MB after the run (${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)} %)`);
  console.log(`RSS every 5 s     ${rssSeries.map((mb) => mb.toFixed(0)).join(" ")} MB`);
  failed = !verdict([
    [errors === 0, "zero errors"],
    [Math.abs(growth) <= RSS_TOLERANCE, `RSS after the run within ${RSS_TOLERANCE * 100} % of RSS after warm-up`],
  ]);
  const spared = await cmsFailingRun(base, cms, () => upstreamCalls(base));
  failed ||= !spared;
} catch (err) {
  if (!(err instanceof Done)) {
    console.error(err instanceof Error ? err.message : err);
    failed = true;
  }
} finally {
  await server.stop();
  await cms.close();
}
process.exit(failed ? 1 : 0);
