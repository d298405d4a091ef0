/**
 * The process entry: config, logger, upstream (the embedded sample CMS when no UPSTREAM_URL is set),
 * the app, listen, and graceful shutdown on SIGTERM (stop accepting, finish in-flight, exit 0).
 */
import type { ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app";
import { checkServerConfig, ConfigError, loadConfig, publicConfig, type Config } from "./config";
import { createLogger } from "./logger";
import { createMetrics } from "./metrics";
import type { Assets } from "./render/document";
import { createUpstreamCaches } from "./upstream/caches";
import { createCmsBreaker } from "./upstream/breaker";
import { createUpstreamClient } from "./upstream/client";
import { createScaleOut } from "./scale/scale-out";
import { SITES } from "../shared/site";

const SHUTDOWN_GRACE_MS = 10_000;
/** Production defaults for the services when a real CMS is configured without them. */
const PRODUCTION_ACCOUNT_SERVICE = "https://mijn.carre.nl/api";
const PRODUCTION_IMAGE_CDN = "https://assets.carre.nl";

let config: Config;
try {
  config = loadConfig(process.env);
  checkServerConfig(config);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}

const logger = createLogger({ level: config.LOG_LEVEL, pretty: config.NODE_ENV === "development" });
const distDir = dirname(dirname(fileURLToPath(import.meta.url)));

async function main(): Promise<void> {
  let upstreamUrl = config.UPSTREAM_URL;
  let sample: { url: string; close(): Promise<void> } | undefined;
  // The settings that name content (home extra slide, musical pages) point at the sample's own when it serves.
  let contentConfig = config;
  if (!upstreamUrl) {
    const { startSampleCms, SAMPLE_SITE_ENV } = await import("../scripts/sample-cms/app");
    contentConfig = loadConfig({ ...SAMPLE_SITE_ENV, ...process.env });
    sample = await startSampleCms({ port: config.SAMPLE_CMS_PORT });
    upstreamUrl = config.site === "fonds" ? `${sample.url}/fonds` : sample.url;
    logger.info({ url: sample.url }, "no UPSTREAM_URL: serving from the embedded sample CMS");
    if (config.WEBHOOK_SECRETS.length === 0 && !config.WEBHOOK_BEARER_TOKEN) {
      // Sample content only: a development secret the edit CLI knows, so edits purge without setup.
      const { SAMPLE_WEBHOOK_SECRET } = await import("../scripts/sample-cms/dev-webhook");
      config = { ...config, WEBHOOK_SECRETS: [SAMPLE_WEBHOOK_SECRET] };
      logger.info("webhook: the sample CMS's development secret (set WEBHOOK_SECRETS to choose one)");
    }
  }
  if (!sample && config.WEBHOOK_SECRETS.length === 0 && !config.WEBHOOK_BEARER_TOKEN) {
    // Said at start, not first when the CMS calls: until then edits wait for the caches to expire unnoticed.
    logger.warn("webhook: neither WEBHOOK_SECRETS nor WEBHOOK_BEARER_TOKEN is set, so the CMS's purges are refused (503) and edits show only as caches expire");
  }
  const caches = createUpstreamCaches({ budgetMb: config.CACHE_BUDGET_MB });
  const breaker = createCmsBreaker();
  // Connects in the background: a Redis that is down never delays start-up.
  const scaleOut = createScaleOut(config, caches.registry, logger);
  const metrics = createMetrics({ caches: caches.registry, site: config.site, breaker, scaleOut });
  const upstream = createUpstreamClient({ breaker, site: SITES[config.site], baseUrl: upstreamUrl, mediaBaseUrl: config.MEDIA_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS, maxBytes: config.UPSTREAM_MAX_BYTES, caches, log: logger, observe: metrics.observeUpstream });
  // With the sample CMS, it also stands in for the analytics host, so beacons can be watched at /__beacons.
  const analyticsHost = config.ANALYTICS_HOST ?? sample?.url;
  const browserConfig = publicConfig({ ...contentConfig, ANALYTICS_HOST: analyticsHost }, {
    accountServiceUrl: config.ACCOUNT_SERVICE_URL ?? (sample ? sampleAccountServiceUrl(sample.url) : PRODUCTION_ACCOUNT_SERVICE),
    imageCdnBase: config.IMAGE_CDN_BASE ?? (sample ? `${sample.url}/images` : PRODUCTION_IMAGE_CDN),
  });
  const assets = JSON.parse(readFileSync(join(distDir, "manifest.json"), "utf8")) as Assets;
  const app = createApp({
    config,
    publicConfig: browserConfig,
    upstream,
    caches,
    metrics,
    logger,
    assets,
    assetsDir: join(distDir, "assets"),
    staticDir: join(distDir, "static"),
    scaleOut,
    sampleCmsUrl: sample?.url,
  });

  const server = app.listen(config.PORT, config.HOST);
  server.on("listening", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info({ site: config.site, port, caches: caches.registry.describe() }, `listening on http://localhost:${port}`);
  });
  server.on("error", (err) => {
    logger.fatal({ err }, "cannot listen");
    process.exit(1);
  });

  let stopping = false;
  // While stopping, each answer closes its connection: a keep-alive socket left idle by an
  // in-flight answer (a front cache keeps its backend connections open) held the process for the
  // keep-alive timeout after its last answer, and past the grace period it exited 1.
  const inFlight = new Set<ServerResponse>();
  server.prependListener("request", (_req, res) => {
    if (stopping) res.shouldKeepAlive = false;
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      // An answer whose headers had said keep-alive leaves its socket idle: closed then.
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });
  const shutdown = (signal: string) => {
    if (stopping) {
      // A second signal: the operator will not wait.
      logger.warn({ signal }, "second signal: stopping now");
      process.exit(1);
    }
    stopping = true;
    for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    logger.info({ signal, inFlight: inFlight.size }, "shutting down: finishing in-flight requests");
    server.close(async () => {
      await Promise.all([sample?.close(), scaleOut?.close()]);
      logger.info("stopped");
      logger.flush();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn("in-flight requests did not finish in time");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * Cookies are kept per host name, not per port: the demo login's sync cookie only reaches a site
 * opened on http://localhost:3000 when the account service is addressed as localhost too.
 */
function sampleAccountServiceUrl(sampleUrl: string): string {
  return `${sampleUrl.replace("//127.0.0.1:", "//localhost:")}/account`;
}

main().catch((err) => {
  logger.fatal({ err }, "start-up failed");
  process.exit(1);
});
