/**
 * The Express app factory: middleware, proxies, webhook, assets and page routes. It never listens;
 * server/index.ts does, so tests can drive the same app with supertest.
 */
import compression from "compression";
import { createServer, type IncomingMessage, type RequestListener, type Server } from "node:http";
import express, { type ErrorRequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { PublicConfig } from "../shared/public-config";
import { CONFIRM_PATHS } from "../shared/routes/confirm";
import { SITES } from "../shared/site";
import type { Config } from "./config";
import { createMetrics, type Metrics } from "./metrics";
import { apiRouter } from "./http/api";
import { mediaRouter } from "./http/media";
import { restStylesRouter } from "./http/rest-styles";
import { createCacheHeaders } from "./http/cache-headers";
import { metricsRouter, readinessRouter } from "./http/ops";
import { originOf, refuseSourceMaps, securityHeaders } from "./http/security";
import { redactUrl } from "./http/log-redact";
import { assignRequestId } from "./http/request-id";
import { servicesRouter } from "./http/services";
import { bestEncoding } from "./http/encoding";
import { GET_AND_HEAD, refuseMethod } from "./http/methods";
import { plainPage } from "./http/plain-page";
import { urlRules } from "./http/url-rules";
import { webhookRouter } from "./http/webhook";
import { createFlashStore } from "./forms/flash";
import { formPostRouter, isPersonalPagePath } from "./forms/form-routes";
import type { Assets } from "./render/document";
import { hitLane, laneBefore } from "./render/hit-lane";
import { pageResponder } from "./render/page-output";
import { criticalStyles, readSheets } from "./render/critical-css";
import { createPageProducer } from "./render/ssr";
import { robotsTxt } from "./seo/sitemap";
import { sitemapProducer } from "./seo/sitemap-route";
import { createConfirmer, declinePrefetch, mayConfirm } from "./services/confirmations";
import { createForwardService } from "./services/forward";
import { serverSource } from "./source";
import type { UpstreamCaches } from "./upstream/caches";
import type { UpstreamClient } from "./upstream/client";
import type { ScaleOut } from "./scale/scale-out";

export interface AppDeps {
  config: Config;
  publicConfig: PublicConfig;
  upstream: UpstreamClient;
  caches: UpstreamCaches;
  logger: Logger;
  assets: Assets;
  /** Folders of the built client (hashed bundles) and static files; absent in tests that need no assets. */
  assetsDir?: string;
  staticDir?: string;
  /** Built by the caller when its upstream client should report latency (`observe`); else created here. */
  metrics?: Metrics;
  /** Several processes behind a front cache (REDIS_URL, CDN_PURGE_URL): purges beyond this process. */
  scaleOut?: ScaleOut;
  /** The embedded sample CMS (no UPSTREAM_URL), named at /healthz so the edit CLI can find it. */
  sampleCmsUrl?: string;
}

/** The site as the HTTP server calls it: fresh stored pages first, the Express app for the rest. */
export type SiteApp = RequestListener & { listen(port: number, host?: string, onListening?: () => void): Server };

export function createApp(deps: AppDeps): SiteApp {
  const { config, publicConfig, upstream, logger } = deps;
  const site = SITES[config.site];
  const app = express();
  const metrics = deps.metrics ?? createMetrics({ caches: deps.caches.registry, site: config.site, breaker: upstream.breaker, scaleOut: deps.scaleOut });
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  const security = securityHeaders({ imageCdn: originOf(publicConfig.imageCdnBase), accountService: originOf(publicConfig.accountServiceUrl), tagManager: publicConfig.tagManagerId !== "", analyticsHost: originOf(publicConfig.analyticsHost) });
  const output = config.OUTPUT_CACHE === "on" ? deps.caches.output : null;
  const pageHeaders = { cache: createCacheHeaders(config.FRONT_CACHE), security };

  app.use(
    pinoHttp({
      logger,
      genReqId: assignRequestId,
      customProps: (_req, res) => ({ upstream: (res as express.Response).locals?.upstream }),
      // Readiness probes come every few seconds: their lines are debug, and a change of readiness
      // is logged once with its reason (server/http/ops.ts).
      // A 503 is the CMS failing (its cause is logged at error where it happened, "render failed"):
      // in an outage every request had two error lines.
      customLogLevel: (req, res, err) =>
        /^\/readyz(\?|$)/.test(req.url ?? "") ? "debug" : err || (res.statusCode >= 500 && res.statusCode !== 503) ? "error" : res.statusCode >= 400 ? "warn" : "info",
      // pino-http gives a 5xx without an error its own, "failed with status code", whose stack
      // says nothing: such a request's line is the same "request completed" line as any other.
      customErrorObject: (_req, res, err, value) => (isStandIn(err, res.statusCode) ? { ...value, err: undefined } : value),
      customErrorMessage: (_req, res, err) => (isStandIn(err, res.statusCode) ? "request completed" : "request errored"),
      serializers: {
        // Never a body; personal query values (mail tokens, emails) only as "[redacted]".
        req: (req) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(metrics.track);
  // Pages, render JSON (the production list is large) and bundles, for clients that accept it.
  // In brotli or gzip only: compression() keeps a response's ETag, and a deflated page under the
  // plain bytes' strong ETag would let a cache revalidate one with the other (pages carry an ETag
  // per encoding, encoded-body.ts). A client that takes deflate alone gets the plain bytes.
  app.use(compression({ filter: (req, res) => takesBrOrGzip(req) && compression.filter(req, res) }));
  app.use(security.middleware);
  app.use(urlRules);

  // Source maps carry the full client source: served only when an operator asks (SERVE_SOURCE_MAPS).
  if (!config.SERVE_SOURCE_MAPS) app.use("/assets", refuseSourceMaps);
  // The build's .br/.gz copies (scripts/precompress.ts) for clients that accept them (br first), else
  // the plain file; compression() above leaves a response with Content-Encoding alone. The folder is
  // indexed once at start-up, which suits a build that is fixed per deploy.
  const sheets = deps.assetsDir ? readSheets(deps.assets, deps.assetsDir) : undefined;
  if (sheets) app.use(restStylesRouter(sheets, deps.assets));
  const precompressed = { enableBrotli: true, orderPreference: ["br"], index: false };
  if (deps.assetsDir) app.use("/assets", expressStaticGzip(deps.assetsDir, { ...precompressed, serveStatic: { immutable: true, maxAge: "1y", index: false } }));
  if (deps.staticDir) app.use("/static", expressStaticGzip(deps.staticDir, { ...precompressed, serveStatic: { maxAge: "1d", index: false } }));
  // A missing file is a plain 404, not an HTML page (an old bundle name after a deploy, a typo).
  app.use(["/assets", "/static"], (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/static/favicon.svg"));
  const origin = config.PUBLIC_ORIGIN ?? site.origin;
  app.get("/robots.txt", (_req, res) => {
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
    res.send(robotsTxt(origin));
  });
  app.get("/sitemap.xml", pageResponder({ produce: sitemapProducer(upstream, origin, site), output: deps.caches.output, deadlineMs: config.UPSTREAM_TIMEOUT_MS, headers: pageHeaders }));
  app.get("/healthz", (_req, res) => {
    // The runtime version tells an operator which Node the pinned package (or a system Node) gave.
    res.setHeader("Cache-Control", "no-store");
    res.json({ ok: true, site: config.site, node: process.version, ...(deps.sampleCmsUrl ? { sampleCms: deps.sampleCmsUrl } : {}) });
  });
  app.use(readinessRouter({ upstream, caches: deps.caches.registry, log: logger, timeoutMs: config.UPSTREAM_TIMEOUT_MS, report: deps.scaleOut?.report }));
  app.use(metricsRouter(metrics, { token: config.METRICS_TOKEN, allow: config.METRICS_ALLOW }));

  app.use(apiRouter(upstream, config.UPSTREAM_TIMEOUT_MS, pageHeaders.cache));
  app.use(mediaRouter({ upstream, maxBytes: config.MEDIA_MAX_MB * 1024 * 1024, idleMs: config.UPSTREAM_TIMEOUT_MS }));
  // One forwarder for the JSON proxies, the no-JS form posts and the confirmation pages.
  const forwardService = createForwardService({ baseUrl: upstream.baseUrl, timeoutMs: config.UPSTREAM_TIMEOUT_MS, product: site.brandSlug });
  const confirmer = createConfirmer(forwardService);
  app.use(servicesRouter({ forward: forwardService, confirm: confirmer, product: site.brandSlug, ratePerMinute: config.SERVICE_RATE_LIMIT }));
  app.use(webhookRouter({ registry: deps.caches.registry, secrets: config.WEBHOOK_SECRETS, bearerToken: config.WEBHOOK_BEARER_TOKEN, purge: deps.scaleOut?.purge, sharedReplay: deps.scaleOut?.sharedReplay, observe: metrics.observeWebhook }));
  app.all("/api/{*rest}", (_req, res) => {
    res.status(404).json({ message: "Not found" });
  });

  app.get([...CONFIRM_PATHS], declinePrefetch);
  const flash = createFlashStore(deps.scaleOut?.sharedFlash);
  const producePage = createPageProducer({
    app: { site, config: publicConfig },
    origin,
    assets: deps.assets,
    critical: sheets && criticalStyles(sheets),
    sourceFor: (req, calls) => {
      const formState = flash.stateOf(req);
      if (formState) calls.usage.personal();
      return serverSource({ upstream, site, config: publicConfig, calls, log: req.log, confirm: mayConfirm(req) ? confirmer : undefined, formState });
    },
  });
  const renderPage = pageResponder({ produce: producePage, output, deadlineMs: config.UPSTREAM_TIMEOUT_MS, headers: pageHeaders });
  // A page made for one visitor (a form's outcome, a cancel link's email) never meets the output
  // cache: its URL is the same for everyone, and a shared production could hand it to another.
  const renderPersonalPage = pageResponder({ produce: producePage, output: null, deadlineMs: config.UPSTREAM_TIMEOUT_MS, headers: pageHeaders });
  app.use(formPostRouter({ forward: forwardService, flash, ratePerMinute: config.SERVICE_RATE_LIMIT, site: site.id }));
  app.get("/{*splat}", (req, res, next) => {
    // Only a GET that renders the page uses up what a post left (a HEAD must not).
    (req.method === "GET" ? flash.take(req, res) : Promise.resolve(undefined))
      .then((left) => {
        const personal = left !== undefined || isPersonalPagePath(req.path);
        return (personal ? renderPersonalPage : renderPage)(req, res);
      })
      .catch(next);
  });
  app.all("/{*splat}", (req, res) => refuseMethod(req, res, GET_AND_HEAD));

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status = typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 500;
    // A 4xx here is the client's doing (a body over the limit, a bad encoding): worth a warning, not a stack.
    if (status < 500) req.log.warn({ status, reason: err?.type ?? err?.message }, "request rejected");
    else req.log.error({ err }, "request failed");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // API callers (the CMS, the browser's proxies) decode JSON whatever the status.
    if (req.originalUrl.startsWith("/api/")) {
      res.status(status).json({ message: status === 500 ? "Internal error" : err?.expose && typeof err.message === "string" ? err.message : "Bad request" });
      return;
    }
    res.status(status).type("html").send(plainPage(req.originalUrl, status, status === 500 ? "failure" : status === 413 ? "tooLarge" : "badRequest"));
  };
  app.use(onError);
  // Fresh stored pages go out before Express or any middleware runs (server/render/hit-lane.ts).
  const listener = laneBefore(hitLane({ output, headers: pageHeaders, logger, metrics }), app);
  return Object.assign(listener, { listen: (port: number, host?: string, onListening?: () => void) => createServer(listener).listen(port, host, onListening) });
}

/** The Error pino-http makes up for a 5xx answered without one. */
function isStandIn(err: Error, status: number): boolean {
  return err.message === `failed with status code ${status}`;
}

/** Whether compression() would pick brotli or gzip for this request (its order: br, gzip, deflate). */
function takesBrOrGzip(req: IncomingMessage): boolean {
  const best = bestEncoding(req, ["br", "gzip", "deflate", "identity"]);
  return best === "br" || best === "gzip";
}
