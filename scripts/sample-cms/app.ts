/**
 * The embedded sample CMS: one Express app standing in for every upstream system of the site
 * (render API, redirect and presale lookups, services, account service, image CDN, media), the
 * venue at `/` and the foundation at `/fonds`. `createSampleCms` never listens; `startSampleCms` does.
 */
import type { Server } from "node:http";
import express, { type ErrorRequestHandler, type Express, type Router } from "express";
import { accountRouter } from "./account";
import type { SiteStore } from "./content/model";
import { buildStores, type StoreOptions } from "./content/store";
import { createFaultControl, faultMiddleware, FaultSettings, type FaultControl } from "./faults";
import { imageHandler } from "./images";
import { HERO_VIDEO_PATH, heroVideoHandler } from "./media";
import { renderPath } from "./render";
import { servicesRouter, type ReceivedCall } from "./services";

export type { FaultControl, FaultSettings } from "./faults";

export interface SampleCms {
  app: Express;
  faults: FaultControl;
  /** The last service calls (form posts, newsletter, confirmations), newest last. */
  received: ReceivedCall[];
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

export function createSampleCms(options: { today?: Date } & StoreOptions = {}): SampleCms {
  const stores = buildStores(options.today ?? new Date(), { heroVideo: options.heroVideo });
  const faults = createFaultControl();
  const received: ReceivedCall[] = [];
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

  app.use(faultMiddleware(faults));
  app.use("/account", accountRouter());
  const titles = new Map<string, string>();
  for (const store of Object.values(stores)) {
    for (const node of store.nodes.values()) if (node.kind === "image") titles.set(node.id, String(node.data.title));
  }
  app.get("/images/{*path}", imageHandler((uuid) => titles.get(uuid)));
  app.get(HERO_VIDEO_PATH, heroVideoHandler);
  app.use("/fonds", siteRouter(stores.fonds, received));
  app.use("/", siteRouter(stores.carre, received));

  app.use((_req, res) => void res.status(404).json({ message: "Not found" }));
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    const status = typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 500;
    res.status(status).json({ message: status === 500 ? "Internal error" : "Bad request" });
  };
  app.use(onError);
  return { app, faults, received };
}

export async function startSampleCms(
  options: { port?: number; host?: string; today?: Date } & StoreOptions = {},
): Promise<{ url: string; close(): Promise<void>; faults: FaultControl; received: ReceivedCall[] }> {
  const { app, faults, received } = createSampleCms({ today: options.today, heroVideo: options.heroVideo });
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
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Keep-alive sockets (and requests held by the slow fault) must not keep close() waiting.
        server.closeAllConnections();
      }),
  };
}
