/**
 * What `npm run load` and `npm run soak` send: the weighted traffic mix of visitors and the client's
 * navigation, drawn in a fixed order, a signed webhook purge every few seconds, and the server's
 * RSS and CMS call count read from outside.
 */
import { readFileSync } from "node:fs";
import { signWebhook, SIGNATURE_HEADER, WEBHOOK_PATH } from "../server/http/webhook";

/** The traffic mix, repeated by weight: what visitors and the client's navigation ask for. */
export const MIX: Array<[path: string, weight: number]> = [
  ["/", 6],
  ["/agenda", 3],
  ["/voorstelling/hadestown", 3],
  ["/voorstelling/mamma-mia", 2],
  ["/voorstelling/het-zwanenmeer", 2],
  ["/voorstelling/wintercircus", 1],
  ["/pagina/contact", 2],
  ["/nieuws", 1],
  ["/en", 2],
  ["/en/calendar", 1],
  ["/en/show/swan-lake", 1],
  ["/en/page/contact", 1],
  ["/api/render/home-nl", 2],
  ["/api/render/voorstelling/hadestown", 2],
  ["/api/render/pagina/contact", 1],
  ["/api/render/production-page-list-nl", 1],
];
export const PATHS = MIX.flatMap(([path, weight]) => Array<string>(weight).fill(path));

/** A fixed-seed generator (mulberry32), so every run draws the same sequence of paths. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(8);
export const nextPath = (): string => PATHS[Math.floor(next() * PATHS.length)]!;

/** The resident memory of a running process; a process that is gone says so instead of a file error. */
export function rssMb(pid: number): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    throw new Error(`the site process ${pid} is gone (it exited or was killed)`);
  }
  const kb = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb[1]) / 1024;
}

/** CPU time (user + system) a process has used so far, in microseconds, from /proc. */
export function cpuMicros(pid: number): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in clock ticks of 10 ms.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The run's verdict, a PASS or FAIL line per check; true when all passed. */
export function verdict(checks: Array<[passed: boolean, what: string]>): boolean {
  for (const [passed, what] of checks) console.log(`${passed ? "PASS" : "FAIL"}  ${what}`);
  return checks.every(([passed]) => passed);
}

/** A signed purge every `everyMs`, cycling through a path, a node, two lists and everything; counts the answers. */
export async function startPurges(base: string, secret: string, everyMs: number) {
  const show = (await (await fetch(`${base}/api/render/voorstelling/hadestown`)).json()) as { node: { id: string } };
  const purges: object[] = [{ paths: ["/voorstelling/hadestown"] }, { tags: [show.node.id] }, { paths: ["/home-nl", "/production-page-list-nl"] }, { all: true }];
  const webhook = { sent: 0, byStatus: new Map<number, number>(), errors: 0, timer: undefined as NodeJS.Timeout | undefined };
  let purgeNo = 0;
  webhook.timer = setInterval(() => {
    const body = JSON.stringify({ ...purges[purgeNo % purges.length], id: `load-${purgeNo}` });
    purgeNo++;
    webhook.sent++;
    fetch(base + WEBHOOK_PATH, { method: "POST", headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signWebhook(body, secret) }, body })
      .then(async (res) => {
        await res.arrayBuffer();
        webhook.byStatus.set(res.status, (webhook.byStatus.get(res.status) ?? 0) + 1);
      })
      .catch(() => webhook.errors++);
  }, everyMs);
  return webhook;
}

/** How many CMS calls the server made: the count of its upstream latency histogram. */
export async function upstreamCalls(url: string): Promise<number | null> {
  const res = await fetch(`${url}/metrics`);
  if (!res.ok) return null;
  const counts = (await res.text()).split("\n").filter((l) => l.startsWith("upstream_request_duration_seconds_count"));
  return counts.reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(" ") + 1)), 0);
}
