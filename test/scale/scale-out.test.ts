/**
 * Scale-out with the real engines: redis-server, varnishd with deploy/varnish/site.vcl, the sample
 * CMS and two built site processes (BUILD_DIR) on loopback ports. The cases run in order on one
 * stack, each leaving it as the next expects; the destructive ones (CMS stopped, a process killed)
 * come last. Needs the build (`npm run build`) and `apt-get install varnish varnish-modules redis-server`.
 */
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSampleCms } from "../../scripts/sample-cms/app";
import { signWebhook, WEBHOOK_PATH } from "../../server/http/webhook";
import { backendHealth, type Engine, freePort, startRedis, startVarnish, until, type Varnish } from "../../scripts/scale-engines";
import { type SiteProcess, startSiteProcess } from "./site-process";

const SECRET = "scale-out-webhook-secret-0123456789";
const SHOW = "/voorstelling/hadestown";
const PAGES = [SHOW, "/agenda", "/"];

let cms: Awaited<ReturnType<typeof startSampleCms>>;
let cmsPort: number;
let redis: Engine;
let varnish: Varnish;
let a: SiteProcess;
let b: SiteProcess;
let env: Record<string, string>;

beforeAll(async () => {
  cms = await startSampleCms({ port: 0 });
  cmsPort = Number(new URL(cms.url).port);
  redis = await startRedis();
  const [varnishPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  env = { UPSTREAM_URL: cms.url, WEBHOOK_SECRETS: SECRET, REDIS_URL: `redis://127.0.0.1:${redis.port}`, CDN_PURGE_URL: `http://127.0.0.1:${varnishPort}/` };
  [a, b] = await Promise.all([startSiteProcess("a", portA, env), startSiteProcess("b", portB, env)]);
  varnish = await startVarnish({ port: varnishPort, backends: [a, b].map((p) => ({ host: "127.0.0.1", port: p.port })), probeIntervalS: 0.5 });
  await until("both backends healthy in varnishd", () => Object.values(backendHealth(varnish)).filter(Boolean).length === 2);
  await until("both processes on the purge bus", async () => (await Promise.all([a, b].map(readyz))).every((r) => r.redis?.connected));
}, 60_000);

afterAll(async () => {
  await Promise.allSettled([varnish?.stop(), a?.kill(), b?.kill()]);
  await Promise.allSettled([redis?.stop(), cms?.close()]);
});

async function readyz(p: SiteProcess): Promise<{ ready: boolean; redis?: { connected: boolean; downSince: string | null } }> {
  return (await fetch(`${p.url}/readyz`)).json() as Promise<{ ready: boolean; redis?: { connected: boolean; downSince: string | null } }>;
}

async function get(base: string, path: string, requestId?: string) {
  const res = await fetch(base + path, { headers: requestId ? { "x-request-id": requestId } : {} });
  return { status: res.status, front: res.headers.get("x-front-cache"), requestId: res.headers.get("x-request-id"), text: await res.text() };
}

function webhook(p: SiteProcess, body: string, signature: string) {
  return fetch(p.url + WEBHOOK_PATH, { method: "POST", headers: { "content-type": "application/json", "x-webhook-signature": signature }, body });
}

/** Edits the show's heading in the sample CMS; the CMS fires its signed webhook at `receiver`. */
async function edit(receiver: SiteProcess, heading: string) {
  const res = await fetch(`${cms.url}/__edit`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ path: SHOW, field: "heading", value: heading, webhookUrl: receiver.url + WEBHOOK_PATH, webhookSecret: SECRET }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { webhook: { status: number; body: Record<string, any> } }).webhook;
}

const purgeLines = (p: SiteProcess) => p.logs.filter((l) => l.msg === "cache purged by webhook" || l.msg === "cache purged by another process").length;

describe("several site processes behind Varnish, purges over Redis", () => {
  it("answers a page's second request from Varnish without reaching a site process", async () => {
    for (const path of PAGES) {
      const first = await get(varnish.url, path);
      expect(first.status).toBe(200);
      const id = `scale-second-${Math.random().toString(36).slice(2, 10)}`;
      const second = await get(varnish.url, path, id);
      expect(second).toMatchObject({ status: 200, front: "HIT", requestId: id });
      // The very bytes Varnish stored: no nonce in them, the policy names their scripts by hash.
      expect(second.text).toBe(first.text);
      // Each process logs in order: once a later marker request shows in its log, the second
      // request would have shown before it, had it arrived.
      for (const p of [a, b]) {
        const marker = `${id}-marker`;
        await get(p.url, "/healthz", marker);
        await until(`${p.name}'s log to reach the marker`, () => p.requestsWithId(marker).length > 0);
        expect(p.requestsWithId(id)).toHaveLength(0);
      }
    }
  });

  it("keys pages in Varnish by the parameters they read: unread ones share the page's object, a search and a percent-encoded q do not", async () => {
    const calendar = await get(varnish.url, "/agenda");
    expect(calendar.status).toBe(200);
    for (let n = 1; n <= 20; n++) {
      const id = `scale-unread-${n}-${Math.random().toString(36).slice(2, 8)}`;
      const res = await get(varnish.url, `/agenda?zz=${n}&utm_source=x`, id);
      expect(res).toMatchObject({ status: 200, front: "HIT" });
      expect(res.text).toBe(calendar.text);
    }
    const search = await get(varnish.url, "/agenda?q=hadestown&zz=1");
    expect(search.front).not.toBe("HIT");
    expect(search.text).not.toBe(calendar.text);
    const encoded = await get(varnish.url, "/agenda?%71=hadestown");
    expect(encoded.text).not.toBe(calendar.text);
  });

  it("shows a CMS edit on the next request through Varnish, whichever process gets the webhook and whichever renders", async () => {
    for (const [round, receiver] of [a, b].entries()) {
      // Every copy warm: Varnish and both processes' own caches hold the pages as they were.
      for (const path of PAGES) {
        await get(varnish.url, path);
        await Promise.all([a, b].map((p) => get(p.url, path)));
        expect((await get(varnish.url, path)).front).toBe("HIT");
      }
      const heading = `Hadestown bewerkt ${round} ${Date.now()}`;
      const hook = await edit(receiver, heading);
      expect(hook.status).toBe(202);
      expect(hook.body.bus).toEqual({ status: "published", receivers: 2, acknowledged: 2 });
      expect(hook.body.front).toMatchObject({ status: "purged" });
      expect(hook.body.front.objects).toBeGreaterThanOrEqual(PAGES.length);
      // Through Varnish (round robin, so either process renders), then from each process directly.
      for (const path of PAGES) {
        const page = await get(varnish.url, path);
        expect(page.status, path).toBe(200);
        expect(page.text, `${path} through Varnish`).toContain(heading);
      }
      for (const p of [a, b]) for (const path of PAGES) expect((await get(p.url, path)).text, `${path} from ${p.name}`).toContain(heading);
    }
  });

  it("shows a no-JS form's outcome on the page after the post, whichever process answers the GET (the flash lives in Redis)", async () => {
    const post = (base: string) =>
      fetch(`${base}/pagina/aanmelden-nieuwsbrief`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
        body: "email=piet%40example.com&newsletters=new_in_sales",
      });
    const success = "Uw aanmelding telt pas als u op de bevestigingslink in die e-mail klikt.";
    for (const [from, to] of [
      [a.url, b.url],
      [b.url, a.url],
      [varnish.url, varnish.url],
    ] as const) {
      const posted = await post(from);
      expect(posted.status).toBe(303);
      const cookie = posted.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      expect(cookie).toMatch(/^form_flash=/);
      const page = await fetch(`${to}/pagina/aanmelden-nieuwsbrief`, { headers: { cookie } });
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(await page.text()).toContain(success);
    }
  });

  it("refuses a replayed or forged webhook on every process, and nothing anywhere is purged", async () => {
    await get(varnish.url, "/agenda");
    expect((await get(varnish.url, "/agenda")).front).toBe("HIT");
    const body = JSON.stringify({ all: true, id: "replay-check" });
    const signature = signWebhook(body, SECRET);
    const genuine = await webhook(a, body, signature);
    expect(genuine.status).toBe(202);
    await until("b applied the genuine purge", () => b.logs.some((l) => l.msg === "cache purged by another process" && l.bus?.purge?.all));
    await get(varnish.url, "/agenda");
    expect((await get(varnish.url, "/agenda")).front).toBe("HIT");
    const before = [purgeLines(a), purgeLines(b)];

    // The same call again, to the process that took it and to the other one (which never saw it).
    expect((await webhook(b, body, signature)).status).toBe(401);
    expect((await webhook(a, body, signature)).status).toBe(401);
    const forged = signWebhook(body, "not-the-secret-but-long-enough-0123");
    for (const p of [a, b]) expect((await webhook(p, body, forged)).status).toBe(401);

    expect([purgeLines(a), purgeLines(b)]).toEqual(before);
    expect(b.logs.some((l) => l.webhook?.reason === "replayed signature (accepted by another process)")).toBe(true);
    expect((await get(varnish.url, "/agenda")).front).toBe("HIT");
  });

  it("keeps serving and purging its own caches while Redis is down, reports it on /readyz, and catches up on reconnect", async () => {
    await redis.stop();
    await until("both processes to report Redis down", async () => (await Promise.all([a, b].map(readyz))).every((r) => r.ready && r.redis?.connected === false));
    // A process started while Redis is down starts and serves all the same; its front-cache
    // purge URL leads nowhere, so its purges are retried and logged.
    const c = await startSiteProcess("c", await freePort(), { ...env, CDN_PURGE_URL: `http://127.0.0.1:${await freePort()}/` });
    try {
      expect((await get(c.url, "/pagina/contact")).status).toBe(200);
      expect((await readyz(c)).redis).toMatchObject({ connected: false });
      // And on /metrics, for an alert (the process's own address is on the default allow-list).
      expect(await (await fetch(`${a.url}/metrics`)).text()).toMatch(/^redis_connected\{[^}]*\} 0$/m);
      const purge = JSON.stringify({ paths: ["/pagina/contact"] });
      const toC = (await (await webhook(c, purge, signWebhook(purge, SECRET))).json()) as Record<string, any>;
      expect(toC.purged["output:pages"]).toBe(1);
      expect(toC.front).toMatchObject({ status: "retrying", keys: 1, notPurged: 1 });
      await until("the failed front-cache purge logged", () => c.logs.some((l) => l.msg === "front-cache purge failed, retrying" && l.frontPurge?.keys === 1));

      const body = JSON.stringify({ tags: ["DEFAULT_FOOTER"] });
      const res = await webhook(a, body, signWebhook(body, SECRET));
      expect(res.status).toBe(202);
      const answer = (await res.json()) as Record<string, any>;
      expect(answer.bus.status).toBe("unavailable");
      expect(Object.values(answer.purged as Record<string, number>).reduce((x, y) => x + y, 0)).toBeGreaterThan(0);
      expect(answer.front).toMatchObject({ status: "purged" });
      const counted = await (await fetch(`${a.url}/metrics`)).text();
      expect(counted).toMatch(/^front_purges_total\{result="purged"[^}]*\} [1-9]\d*$/m);
      expect(counted).toMatch(/^front_purges_total\{result="failed"[^}]*\} 0$/m);
      expect((await get(a.url, "/pagina/contact")).status).toBe(200);
      // ioredis retries every few hundred ms; the outage is written once a minute at most.
      expect(a.logs.filter((l) => l.msg?.startsWith("Redis unavailable"))).toHaveLength(1);

      redis = await startRedis(redis.port);
      await until("all processes back on the bus", async () => (await Promise.all([a, b, c].map(readyz))).every((r) => r.redis?.connected));
      expect(await (await fetch(`${a.url}/metrics`)).text()).toMatch(/^redis_connected\{[^}]*\} 1$/m);
      for (const p of [a, b, c]) await until(`${p.name} to purge what it may have missed`, () => p.logs.some((l) => l.msg?.startsWith("Redis reconnected")));
    } finally {
      await c.kill();
    }
    // The bus works again: an edit sent to b reaches a.
    await get(a.url, SHOW);
    const heading = `Hadestown na Redis ${Date.now()}`;
    expect((await edit(b, heading)).body.bus).toEqual({ status: "published", receivers: 2, acknowledged: 2 });
    expect((await get(a.url, SHOW)).text).toContain(heading);
  });

  it("keeps answering cached pages with 200 through Varnish and through each process while the CMS is stopped", async () => {
    for (const path of PAGES) {
      await get(varnish.url, path);
      await Promise.all([a, b].map((p) => get(p.url, path)));
    }
    // Soft-purged everywhere first, so every answer below had to try the CMS and fall back.
    const body = JSON.stringify({ all: true, id: "before-cms-stop" });
    expect((await webhook(b, body, signWebhook(body, SECRET))).status).toBe(202);
    await cms.close();
    for (const path of PAGES) {
      const page = await get(varnish.url, path);
      expect(page.status, `${path} through Varnish`).toBe(200);
      expect(page.text).toContain("</html>");
      for (const p of [a, b]) expect((await get(p.url, path)).status, `${path} from ${p.name}`).toBe(200);
    }
    // A process restarted meanwhile has nothing cached and answers 503: Varnish serves its stale copy.
    await a.kill();
    a = await startSiteProcess("a2", a.port, env);
    await until("the restarted process healthy in varnishd", () => backendHealth(varnish).site_1 === true);
    expect((await get(a.url, SHOW)).status).toBe(503);
    const answers = [];
    for (let i = 0; i < 2; i++) for (const path of PAGES) answers.push(await get(varnish.url, path));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    expect(answers.some((r) => r.front === "STALE")).toBe(true);
    cms = await startSampleCms({ port: cmsPort });
  });

  it("keeps every request through Varnish succeeding when one site process is killed", async () => {
    for (const path of PAGES) await get(varnish.url, path);
    await b.kill("SIGKILL");
    // Straight away, before the probe has noticed: the director's retry covers the gap.
    const result = await autocannon({
      url: varnish.url,
      connections: 10,
      duration: 3,
      requests: [{ path: "/" }, { path: "/agenda" }, { path: "/healthz" }, { path: SHOW }],
    });
    expect(result.requests.total).toBeGreaterThan(100);
    expect(result.errors + result.timeouts + result.non2xx).toBe(0);
    await until("varnishd to mark the killed process sick", () => backendHealth(varnish).site_2 === false);
  });
});
