/**
 * `npm run bench`: throughput and latency of the built server (dist/, as operators run it) on the
 * sample CMS, with warm caches, plus the gzip size of the client bundle. Prints figures; nothing
 * here asserts on time. Needs `npm run build` first.
 */
import { spawn } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { Agent, request } from "node:http";
import { gzipSync } from "node:zlib";
import { startSampleCms } from "./sample-cms/app";

const PATHS = ["/", "/agenda", "/en/calendar", "/pagina/contact", "/voorstelling/hadestown", "/zoeken?q=musical", "/pagina/bestaat-niet"];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const cms = await startSampleCms({ port: 0 });
const server = spawn(process.execPath, ["dist/server/index.js"], {
  env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", UPSTREAM_URL: cms.url, LOG_LEVEL: "info" },
  stdio: ["ignore", "pipe", "inherit"],
});
const port = await new Promise<number>((resolve, reject) => {
  let out = "";
  const onData = (chunk: Buffer) => {
    out += String(chunk);
    const m = /listening on http:\/\/localhost:(\d+)/.exec(out);
    if (!m) return;
    // From here on the request log lines (part of the measured cost, as in production) are drained.
    server.stdout!.off("data", onData);
    server.stdout!.resume();
    resolve(Number(m[1]));
  };
  server.stdout!.on("data", onData);
  server.once("exit", (code) => reject(new Error(`server exited ${code}`)));
});
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function get(path: string): Promise<{ status: number; ms: number; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent, headers: { "user-agent": "bench" } }, (res) => {
      let bytes = 0;
      res.on("data", (c: Buffer) => (bytes += c.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, bytes }));
    });
    req.on("error", reject);
    req.end();
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

console.log(`${CONNECTIONS} connections, ${SECONDS} s per path, warm caches\n`);
console.log("path".padEnd(28), "status", "req/s".padStart(8), "p50 ms".padStart(8), "p95 ms".padStart(8), "p99 ms".padStart(8), "KB".padStart(7));
for (const path of PATHS) {
  await get(path); // warm the caches
  const times: number[] = [];
  let last = { status: 0, bytes: 0 };
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const r = await get(path);
        times.push(r.ms);
        last = r;
      }
    }),
  );
  times.sort((a, b) => a - b);
  console.log(
    path.padEnd(28),
    String(last.status).padEnd(6),
    (times.length / SECONDS).toFixed(0).padStart(8),
    percentile(times, 50).toFixed(1).padStart(8),
    percentile(times, 95).toFixed(1).padStart(8),
    percentile(times, 99).toFixed(1).padStart(8),
    (last.bytes / 1024).toFixed(1).padStart(7),
  );
}

const manifest = JSON.parse(readFileSync("dist/manifest.json", "utf8")) as { js: string; css: string };
console.log("\nclient bundle (gzip):");
for (const file of [manifest.js, manifest.css]) {
  const path = `dist${file}`;
  console.log(`  ${file}: ${(statSync(path).size / 1024).toFixed(0)} KB, ${(gzipSync(readFileSync(path)).length / 1024).toFixed(0)} KB gzip`);
}

agent.destroy();
server.kill("SIGTERM");
await cms.close();
