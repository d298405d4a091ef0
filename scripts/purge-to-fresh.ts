/**
 * `npx tsx scripts/purge-to-fresh.ts [--edits 50]`: how long an edit takes to reach visitors
 * through the whole scale-out (docs/deploy.md): Redis, two built site processes and Varnish with
 * deploy/varnish/site.vcl (scripts/scale-engines.ts starts the engines), the sample CMS. Each edit
 * changes the show page's heading and fires the signed webhook at one of the processes (in turn);
 * the figure runs from just before that call to the first answer through Varnish that shows the new
 * heading. Prints p50, p99 and the worst; nothing asserts on time. Needs `npm run build`.
 */
import { parseArgs } from "node:util";
import { startBuiltServer } from "./built-server";
import { freePort, startRedis, startVarnish, until } from "./scale-engines";
import { startSampleCms } from "./sample-cms/app";

const { values: args } = parseArgs({ options: { edits: { type: "string", default: "50" } } });
const EDITS = Number(args.edits);
const SECRET = "purge-to-fresh-secret-0123456789";
const SHOW = "/voorstelling/hadestown";

const cms = await startSampleCms({ port: 0, host: "127.0.0.1" });
const redis = await startRedis();
const varnishPort = await freePort();
const env = { WEBHOOK_SECRETS: SECRET, REDIS_URL: `redis://127.0.0.1:${redis.port}`, CDN_PURGE_URL: `http://127.0.0.1:${varnishPort}/` };
const sites = await Promise.all([startBuiltServer({ upstreamUrl: cms.url, env }), startBuiltServer({ upstreamUrl: cms.url, env })]);
const varnish = await startVarnish({ port: varnishPort, backends: sites.map((s) => ({ host: "127.0.0.1", port: s.port })), probeIntervalS: 1 });
const figures: number[] = [];
try {
  await until("both processes healthy behind Varnish", async () => (await fetch(varnish.url + SHOW)).ok);
  for (let i = 0; i < EDITS; i++) {
    const heading = `Purge check ${i} ${Math.random().toString(36).slice(2, 8)}`;
    // Warm: the page is in Varnish (and in the processes) before the edit, as on a live site.
    await (await fetch(varnish.url + SHOW)).arrayBuffer();
    const receiver = sites[i % sites.length]!;
    const started = performance.now();
    const res = await fetch(`${cms.url}/__edit`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ path: SHOW, field: "heading", value: heading, webhookUrl: `http://127.0.0.1:${receiver.port}/api/webhook/cms`, webhookSecret: SECRET }) });
    const { webhook } = (await res.json()) as { webhook: { status?: number } };
    if (webhook.status !== 202) throw new Error(`edit ${i}: the webhook answered ${webhook.status}`);
    await until(`edit ${i} through Varnish`, async () => (await (await fetch(varnish.url + SHOW)).text()).includes(heading), 10_000);
    figures.push(performance.now() - started);
  }
  const sorted = [...figures].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  console.log(`${EDITS} edits, webhook to two processes in turn, through Varnish: p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, worst ${sorted.at(-1)!.toFixed(0)} ms`);
} finally {
  await varnish.stop();
  await Promise.all(sites.map((s) => s.stop()));
  await redis.stop();
  await cms.close();
}
