/**
 * Test stack: the real sample CMS on 127.0.0.1 (ephemeral port) and the app factory pointed at it
 * over HTTP, with log lines captured for assertions.
 */
import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import { SAMPLE_SITE_ENV, startSampleCms } from "../../scripts/sample-cms/app";
import { createApp } from "../../server/app";
import { loadConfig, publicConfig } from "../../server/config";
import { createMetrics } from "../../server/metrics";
import { createUpstreamCaches } from "../../server/upstream/caches";
import { createCmsBreaker, type CmsBreaker } from "../../server/upstream/breaker";
import { createUpstreamClient } from "../../server/upstream/client";
import { SITES } from "../../shared/site";

export const WEBHOOK_SECRET = "test-webhook-secret-0123456789";

export type LogLine = Record<string, unknown> & { msg?: string; level?: number };

export async function startStack(opts: { site?: "carre" | "fonds"; upstreamUrl?: string; timeoutMs?: number; env?: Record<string, string>; now?: () => number; assetsDir?: string; staticDir?: string; breaker?: CmsBreaker } = {}) {
  const cms = await startSampleCms({ port: 0 });
  const site = opts.site ?? "carre";
  const config = loadConfig({
    SITE: site,
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    UPSTREAM_URL: opts.upstreamUrl ?? (site === "fonds" ? `${cms.url}/fonds` : cms.url),
    // The server's own default: on a loaded two-core CI machine a page's first sample answers took
    // over 1.5 s (two 503s in a clean-clone run). Tests of a slow upstream set their own.
    UPSTREAM_TIMEOUT_MS: String(opts.timeoutMs ?? 5000),
    WEBHOOK_SECRETS: WEBHOOK_SECRET,
    ...SAMPLE_SITE_ENV,
    ...opts.env,
  });
  const logs: LogLine[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) });
  const caches = createUpstreamCaches({ budgetMb: config.CACHE_BUDGET_MB, now: opts.now });
  const breaker = opts.breaker ?? createCmsBreaker();
  const metrics = createMetrics({ caches: caches.registry, site, breaker });
  const upstream = createUpstreamClient({ breaker, site: SITES[site], baseUrl: config.UPSTREAM_URL!, mediaBaseUrl: config.MEDIA_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS, maxBytes: config.UPSTREAM_MAX_BYTES, caches, log: logger, observe: metrics.observeUpstream });
  const app = createApp({
    config,
    publicConfig: publicConfig(config, { accountServiceUrl: `${cms.url}/account`, imageCdnBase: `${cms.url}/images` }),
    upstream,
    caches,
    metrics,
    logger,
    assets: { js: "/assets/app-test.js", css: "/assets/styles-test.css" },
    assetsDir: opts.assetsDir,
    staticDir: opts.staticDir,
  });
  return { app, cms, caches, upstream, metrics, logs, logger, close: () => cms.close() };
}

/** The JSON the server embedded for the browser. */
export function appData(html: string): { config: Record<string, unknown>; hydration: { loaderData: Record<string, any> } } {
  const match = /<script id="app-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error("no app data in page");
  return JSON.parse(match[1]!);
}

export function leafPage(html: string): any {
  const data = appData(html).hydration.loaderData;
  const ids = Object.keys(data).filter((k) => k !== "root");
  return data[ids[ids.length - 1]!];
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * A breaker that never opens, for tests of what the caches do with each failure: with the real
 * one, a few failing tests in a row would pause the CMS for the tests after them
 * (test/server/broken-cms.test.ts tests the breaker).
 */
export const neverBreaks = () => createCmsBreaker({ breakAfter: Number.MAX_SAFE_INTEGER });

/** The venue's and the foundation's stacks for a test file: started before its tests, closed after. */
export function useBothSites(started: (carre: Stack, fonds: Stack) => void, env?: Record<string, string>): void {
  let both: [Stack, Stack] | undefined;
  beforeAll(async () => {
    both = await Promise.all([startStack({ env }), startStack({ site: "fonds", env })]);
    started(...both);
  });
  afterAll(async () => {
    await Promise.all(both?.map((s) => s.close()) ?? []);
  });
}
