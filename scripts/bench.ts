/**
 * `npm run bench`: per page, requests per second and latency of the built server (BUILD_DIR, as
 * operators run it) on the sample CMS, against the limit: the same bytes sent from memory by a bare
 * node:http server in another process. "warm" is the site as it runs (output cache on); "cold"
 * renders every page afresh from cached CMS answers (OUTPUT_CACHE=off). Beside requests per second,
 * the server's CPU per request (µs, from /proc) and the limit's CPU per request divided by it: on a
 * shared machine the limit's own rate moves by half between runs, its cost per request much less,
 * so "cpu×" is the steadier comparison. Prints a table and writes
 * the figures as JSON (BUILD_DIR/bench.json); nothing here asserts on time. Needs `npm run build`.
 * Then, in this process, a cold render next to React's own rendering of the same markup
 * (scripts/bench-render.ts).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { build } from "esbuild";
import { startFrontCache } from "./bench-front";
import { BUILD_DIR, buildManifest, startBuiltServer } from "./built-server";
import { cpuMicros } from "./load-mix";
import { startSampleCms } from "./sample-cms/app";
import { SERVER_BUNDLE } from "./server-bundle";

const PAGES = { home: "/", calendar: "/agenda", show: "/voorstelling/hadestown", content: "/pagina/contact", news: "/nieuws", search: "/zoeken?q=musical" };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * The limit and the warm server at 10 clients are measured in turns, ROUNDS times for SECONDS each:
 * this machine's rate moves by half between minutes (the limit's own CPU per request moved from 59
 * to 103 µs between pages of one run), so one figure of each, taken seconds apart, made a ratio
 * that moved as much. Their rows give the medians; ×limit and cpu× are the medians of the rounds' ratios.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CASES = [
  { mode: "warm", connections: 50 },
  { mode: "cold", connections: 1 },
  { mode: "cold", connections: 10 },
] as const;

/** The limit: a bare node:http handler answering each path with bytes it holds in memory. */
const LIMIT_SERVER = `
const pages = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
const bodies = Object.fromEntries(Object.entries(pages).map(([p, b]) => [p, Buffer.from(b, "base64")]));
const server = require("node:http").createServer((req, res) => {
  const body = bodies[req.url];
  res.writeHead(body ? 200 : 404, { "content-type": "text/html; charset=utf-8", "content-length": body ? body.length : 0 });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => console.log("listening " + server.address().port));
`;

const cms = await startSampleCms({ port: 0 });
const warm = await startBuiltServer({ upstreamUrl: cms.url });
const cold = await startBuiltServer({ upstreamUrl: cms.url, env: { OUTPUT_CACHE: "off" } });

const bodies: Record<string, string> = {};
for (const path of Object.values(PAGES)) {
  const res = await fetch(`http://127.0.0.1:${warm.port}${path}`, { headers: { "accept-encoding": "identity" } });
  bodies[path] = Buffer.from(await res.arrayBuffer()).toString("base64");
  await fetch(`http://127.0.0.1:${cold.port}${path}`); // the data caches of the cold server, warm
}
const pagesFile = join(BUILD_DIR, "bench-pages.json");
writeFileSync(pagesFile, JSON.stringify(bodies));
const limit = spawn(process.execPath, ["-e", LIMIT_SERVER, pagesFile], { stdio: ["ignore", "pipe", "inherit"] });
const [line] = (await once(limit.stdout!, "data")) as [Buffer];
const limitPort = Number(/listening (\d+)/.exec(String(line))![1]);
const front = await startFrontCache(warm.port, Object.values(PAGES));
const ports = { limit: limitPort, warm: warm.port, cold: cold.port };
const pids = { limit: limit.pid!, warm: warm.pid, cold: cold.pid };

/** `pid`: the server process, whose CPU per request is measured (none for Varnish). */
async function measure(port: number, path: string, connections: number, pid?: number) {
  const cpuBefore = pid === undefined ? 0 : cpuMicros(pid);
  const r = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration: SECONDS, headers: { "accept-encoding": "identity" } });
  const cpuUs = pid === undefined ? null : Math.round((cpuMicros(pid) - cpuBefore) / Math.max(1, r.requests.total));
  return { reqPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, kb: Math.round(r.throughput.average / Math.max(1, r.requests.average) / 1024), errors: r.errors + r.non2xx, cpuUs };
}

type Row = { page: string; mode: string; connections: number; ratioToLimit: number; cpuRatioToLimit: number | null } & Awaited<ReturnType<typeof measure>>;
const cell = (n: number | null, width: number, digits = 0) => (n === null ? "-" : n.toFixed(digits)).padStart(width);
const rows: Row[] = [];
console.log(`${SECONDS} s per case (limit and warm at 10 clients: ${ROUNDS} rounds in turns, medians); warm = output cache on, cold = OUTPUT_CACHE=off (CMS answers cached); limit = the same bytes from memory, bare node:http; front = the warm server behind Varnish (deploy/varnish)\n`);
console.log("page".padEnd(9), "mode".padEnd(5), "conn".padStart(4), "req/s".padStart(8), "p50 ms".padStart(7), "p99 ms".padStart(7), "KB".padStart(5), "×limit".padStart(7), "µs/req".padStart(7), "cpu×".padStart(6), "errors".padStart(7));
type Measured = Awaited<ReturnType<typeof measure>>;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** The round in the middle by rate, its errors those of all rounds. */
const middleOf = (ms: Measured[]): Measured => ({ ...[...ms].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(ms.length / 2)]!, errors: ms.reduce((n, m) => n + m.errors, 0) });
for (const [page, path] of Object.entries(PAGES)) {
  let limitRate = 0;
  let limitCpu: number | null = null;
  const report = (mode: string, connections: number, m: Measured, ratios?: { rate: number; cpu: number | null }) => {
    const cpuRatio = ratios ? ratios.cpu : limitCpu !== null && m.cpuUs ? Number((limitCpu / m.cpuUs).toFixed(3)) : null;
    const ratioToLimit = ratios ? ratios.rate : limitRate ? Number((m.reqPerSec / limitRate).toFixed(3)) : 0;
    const row: Row = { page, mode, connections, ...m, ratioToLimit, cpuRatioToLimit: cpuRatio };
    rows.push(row);
    console.log(page.padEnd(9), mode.padEnd(5), String(connections).padStart(4), String(m.reqPerSec).padStart(8), String(m.p50).padStart(7), String(m.p99).padStart(7), String(m.kb).padStart(5), row.ratioToLimit.toFixed(3).padStart(7), cell(m.cpuUs, 7), cell(cpuRatio, 6, 2), String(m.errors).padStart(7));
  };
  const limits: Measured[] = [];
  const warms: Measured[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    limits.push(await measure(ports.limit, path, 10, pids.limit));
    warms.push(await measure(ports.warm, path, 10, pids.warm));
  }
  const limitRow = middleOf(limits);
  [limitRate, limitCpu] = [median(limits.map((m) => m.reqPerSec)), limitRow.cpuUs];
  report("limit", 10, limitRow, { rate: 1, cpu: 1 });
  const cpuRatios = limits.flatMap((l, i) => (l.cpuUs && warms[i]!.cpuUs ? [l.cpuUs / warms[i]!.cpuUs] : []));
  report("warm", 10, middleOf(warms), {
    rate: Number(median(limits.map((l, i) => warms[i]!.reqPerSec / Math.max(1, l.reqPerSec))).toFixed(3)),
    cpu: cpuRatios.length ? Number(median(cpuRatios).toFixed(3)) : null,
  });
  for (const c of CASES) report(c.mode, c.connections, await measure(ports[c.mode], path, c.connections, pids[c.mode]));
  // The warm server behind Varnish (deploy/varnish/site.vcl): pages answered from Varnish's store.
  if (front) report("front", 50, await measure(front.port, path, 50));
}
if (!front) console.log("front: varnishd is not installed (apt-get install varnish varnish-modules), no figures through Varnish");

// React picks its build when first loaded: the production one, as the server runs it.
process.env.NODE_ENV ??= "production";
// The code the server runs: bench-render bundled as the server is, not run from source under tsx.
await build({ ...SERVER_BUNDLE, entryPoints: { "bench-render": "scripts/bench-render.ts" }, outdir: join(BUILD_DIR, "bench") });
const { benchRender, printRenderFigures } = (await import(pathToFileURL(resolve(BUILD_DIR, "bench", "bench-render.js")).href)) as typeof import("./bench-render");
const render = await benchRender({ upstreamUrl: cms.url, pages: { home: PAGES.home, calendar: PAGES.calendar, show: PAGES.show }, seconds: SECONDS, warmSeconds: Number(process.env.BENCH_WARM_SECONDS ?? 3), assets: buildManifest() });
printRenderFigures(render);

const manifest = buildManifest();
const bundles = [manifest.js, manifest.css].map((file) => {
  const bytes = readFileSync(join(BUILD_DIR, file));
  return { file, kb: Math.round(statSync(join(BUILD_DIR, file)).size / 1024), gzipKb: Math.round(gzipSync(bytes).length / 1024) };
});
console.log("\nclient bundle:");
for (const b of bundles) console.log(`  ${b.file}: ${b.kb} KB, ${b.gzipKb} KB gzip`);

writeFileSync(join(BUILD_DIR, "bench.json"), JSON.stringify({ at: new Date().toISOString(), node: process.version, seconds: SECONDS, rows, render, bundles }, null, 2));
console.log(`\nfigures written to ${join(BUILD_DIR, "bench.json")}`);

limit.kill();
await Promise.all([warm.stop(), cold.stop(), front?.stop()]);
await cms.close();
