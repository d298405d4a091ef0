/**
 * The embedded sample CMS: one Express app standing in for every upstream system of the site
 * (render API, redirect and presale lookups, services, account service, image CDN, media), the
 * venue at `/` and the foundation at `/fonds`. `createSampleCms` never listens; `startSampleCms` does.
 */
import type { Server } from "node:http";
import express, { type ErrorRequestHandler, type Express, type Router } from "express";
import { accountRouter } from "./account";
import { beaconRouter, type ReceivedBeacon } from "./beacons";
import type { SiteStore } from "./content/model";
import { formatTagPages } from "../../shared/domain/musical";
import { SAMPLE_MUSICAL_PAGES } from "./content/musical";
import { buildStores } from "./content/store";
import { editRouter, type WebhookTarget } from "./edit";
import { createFaultControl, faultMiddleware, FaultSettings, type FaultControl } from "./faults";
import { imageHandler } from "./images";
import { HERO_VIDEO_PATH, heroVideo, mediaFileHandler } from "./media";
import { renderPath } from "./render";
import { servicesRouter, type ReceivedCall } from "./services";

export type { FaultControl, FaultSettings } from "./faults";
export type { WebhookTarget } from "./edit";
export type { ReceivedBeacon } from "./beacons";

/** Upstream calls kept for tests to count; the oldest drop off. */
const MAX_REQUESTS_LOGGED = 1000;

/**
 * The production page the live home slider always adds (HOME_EXTRA_SLIDE_ID): the seeded id of this
 * CMS's Dutch "3 Musketiers" page, which `npm start` and the test stacks configure.
 */
export const SAMPLE_HOME_EXTRA_SLIDE_ID = "01HB74XM4GBBD1A2YHVCKH52WZ";

/** The site settings that name this CMS's content (`npm start` and the test stacks use them; all default to empty). */
export const SAMPLE_SITE_ENV: Readonly<Record<string, string>> = {
  HOME_EXTRA_SLIDE_ID: SAMPLE_HOME_EXTRA_SLIDE_ID,
  MUSICAL_SIGNUP_PAGE_IDS: SAMPLE_MUSICAL_PAGES.signupPageIds.join(","),
  MUSICAL_NOT_DEEP_LINK_PAGE_IDS: SAMPLE_MUSICAL_PAGES.notDeepLinkPageIds.join(","),
  MUSICAL_TAG_PAGES: formatTagPages(SAMPLE_MUSICAL_PAGES.tagPages),
};

export interface SampleCms {
  app: Express;
  faults: FaultControl;
  /** The last service calls (form posts, newsletter, confirmations), newest last. */
  received: ReceivedCall[];
  /** The last `/api/*` and `/media/*` calls (method and URL as received), newest last, faulted ones included. */
  requests: string[];
  /** Page-view beacons received at POST /page_view (the analytics host), newest last. */
  beacons: ReceivedBeacon[];
  /** Where `POST /__edit` announces a change; set it, or pass `webhookUrl`/`webhookSecret` at start. */
  webhook: WebhookTarget;
}

/** Decodes `/api/render/<rest>`; a single encoded segment may hold a full path with query. */
function renderTarget(rawPath: string): string | null {
  try {
    const decoded = decodeURIComponent(rawPath.replace(/^\/api\/render\/?/, ""));
    return `/${decoded.replace(/^\/+/, "")}`;
  } catch {
    return null;
  }
}

function siteRouter(store: SiteStore, received: ReceivedCall[]): Router {
  const router = express.Router();
  router.get("/api/render/{*path}", (req, res) => {
    const path = renderTarget(req.path);
    const result = path && path !== "/" ? renderPath(store, path, req.query as Record<string, unknown>) : { status: 404, body: { message: "Not found" } };
    res.status(result.status).json(result.body);
  });
  router.get("/api/redirect", (req, res) => {
    const path = typeof req.query.path === "string" ? req.query.path : "";
    if (!path) return void res.status(400).json({ message: "path is required" });
    const answer = store.redirects.get(path);
    if (!answer) return void res.status(404).json({ message: "Not found" });
    res.json(answer);
  });
  router.get("/api/services/presale", (req, res) => {
    const code = typeof req.query.q === "string" ? req.query.q.trim().toUpperCase() : "";
    const answer = store.presale.get(code);
    if (!answer) return void res.status(404).json({ message: "Not found" });
    res.json(answer);
  });
  router.use(servicesRouter(received));
  return router;
}

export interface SampleCmsOptions {
  today?: Date;
  /** The site's webhook URL (`http://localhost:3000/api/webhook/cms`) and a secret it accepts. */
  webhookUrl?: string;
  webhookSecret?: string;
}

export function createSampleCms(options: SampleCmsOptions = {}): SampleCms {
  const stores = buildStores(options.today ?? new Date());
  const faults = createFaultControl();
  const received: ReceivedCall[] = [];
  const requests: string[] = [];
  const beacons: ReceivedBeacon[] = [];
  const webhook: WebhookTarget = { url: options.webhookUrl, secret: options.webhookSecret };
  const app = express();
  app.disable("x-powered-by");

  app.get("/__faults", (_req, res) => void res.json(faults.current() ?? {}));
  app.post("/__faults", express.json(), (req, res) => {
    const parsed = FaultSettings.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json({ message: parsed.error.message });
    faults.set(parsed.data);
    res.json(parsed.data);
  });
  app.delete("/__faults", (_req, res) => {
    faults.clear();
    res.status(204).end();
  });
  app.get("/__received", (_req, res) => void res.json(received));
  app.get("/__requests", (_req, res) => void res.json(requests));
  app.use(editRouter(stores, webhook));
  // The analytics host is another system than the CMS: its beacons are not CMS calls, never faulted.
  app.use(beaconRouter(beacons));

  app.use((req, _res, next) => {
    if (/^(\/fonds)?\/(api|media)\//.test(req.path)) {
      requests.push(`${req.method} ${req.originalUrl}`);
      if (requests.length > MAX_REQUESTS_LOGGED) requests.splice(0, requests.length - MAX_REQUESTS_LOGGED);
    }
    next();
  });
  app.use(faultMiddleware(faults));
  app.use("/account", accountRouter());
  app.get("/images/{*path}", imageHandler());
  // The foundation's site asks its media of its own upstream (/fonds): its musical page plays the same loop.
  const video = mediaFileHandler(heroVideo(), "video/mp4");
  app.get([HERO_VIDEO_PATH, `/fonds${HERO_VIDEO_PATH}`], video);
  app.use("/fonds", siteRouter(stores.fonds, received));
  app.use("/", siteRouter(stores.carre, received));

  app.use((_req, res) => void res.status(404).json({ message: "Not found" }));
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    const status = typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 500;
    res.status(status).json({ message: status === 500 ? "Internal error" : "Bad request" });
  };
  app.use(onError);
  return { app, faults, received, requests, beacons, webhook };
}

export async function startSampleCms(
  options: { port?: number; host?: string } & SampleCmsOptions = {},
): Promise<{ url: string; close(): Promise<void> } & Omit<SampleCms, "app">> {
  const { app, faults, received, requests, beacons, webhook } = createSampleCms(options);
  const host = options.host ?? "127.0.0.1";
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port ?? 0, host, (err?: Error) => (err ? reject(err) : resolve(s)));
    s.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    faults,
    received,
    requests,
    beacons,
    webhook,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Keep-alive sockets (and requests held by the slow fault) must not keep close() waiting.
        server.closeAllConnections();
      }),
  };
}
