/**
 * The Express app factory: middleware, proxies, webhook, assets and page routes. It never listens;
 * server/index.ts does, so tests can drive the same app with supertest.
 */
import { randomUUID } from "node:crypto";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { PublicConfig } from "../shared/public-config";
import { SITES } from "../shared/site";
import type { Config } from "./config";
import { apiRouter } from "./http/api";
import { originOf, securityHeaders } from "./http/security";
import { plainPage, urlRules } from "./http/url-rules";
import { webhookRouter } from "./http/webhook";
import type { Assets } from "./render/document";
import { createPageRenderer } from "./render/ssr";
import { serverSource } from "./source";
import type { UpstreamCaches } from "./upstream/caches";
import type { UpstreamClient } from "./upstream/client";

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
}

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

export function createApp(deps: AppDeps): Express {
  const { config, publicConfig, upstream, logger } = deps;
  const site = SITES[config.site];
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const given = req.headers["x-request-id"];
        const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      customProps: (_req, res) => ({ upstream: (res as express.Response).locals?.upstream }),
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  // Pages, render JSON (the production list is large) and bundles; the page stream stays
  // incremental because the renderer flushes the compressor after each chunk React writes.
  app.use(compression());
  app.use(securityHeaders({ imageCdn: originOf(publicConfig.imageCdnBase), accountService: originOf(publicConfig.accountServiceUrl), tagManager: publicConfig.tagManagerId !== "" }));
  app.use(urlRules);

  if (deps.assetsDir) app.use("/assets", express.static(deps.assetsDir, { immutable: true, maxAge: "1y", index: false }));
  if (deps.staticDir) app.use("/static", express.static(deps.staticDir, { maxAge: "1d", index: false }));
  // A missing file is a plain 404, not an HTML page (an old bundle name after a deploy, a typo).
  app.use(["/assets", "/static"], (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/static/favicon.svg"));
  app.get("/robots.txt", (_req, res) => {
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
    res.send(`User-agent: *\nDisallow: /api/\n`);
  });
  app.get("/healthz", (_req, res) => {
    res.json({ ok: true, site: config.site });
  });

  app.use(apiRouter(upstream));
  app.use(webhookRouter(deps.caches.registry, config.WEBHOOK_SECRETS));
  app.all("/api/{*rest}", (_req, res) => {
    res.status(404).json({ message: "Not found" });
  });

  const renderPage = createPageRenderer({
    app: { site, config: publicConfig },
    origin: config.PUBLIC_ORIGIN ?? site.origin,
    assets: deps.assets,
    sourceFor: (req, call) => serverSource({ upstream, site, config: publicConfig, timings: call.timings, log: req.log }),
  });
  app.get("/{*splat}", (req, res, next) => {
    renderPage(req, res).catch(next);
  });
  app.all("/{*splat}", (_req, res) => {
    res.status(405).setHeader("Allow", "GET, HEAD").type("html").send(plainPage("405", "Method not allowed"));
  });

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status = typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 500;
    req.log.error({ err }, "request failed");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(status).type("html").send(plainPage(String(status), status === 500 ? "Er is iets misgegaan. Probeer het later opnieuw." : "Bad request"));
  };
  app.use(onError);
  return app;
}
