/**
 * In-process half of `npm run bench`: how a cold page render compares with React's own rendering
 * of the same markup. "produce" is what the server does per request with OUTPUT_CACHE=off, minus
 * HTTP (data from warm CMS caches → view model → React → document); "react" renders the same tree
 * (AppProvider + StaticRouterProvider over an already-resolved static handler context, with the
 * options server/render/ssr.tsx passes) and nothing else. Nothing here asserts on time.
 */
import { join } from "node:path";
import { Writable } from "node:stream";
import type { Request as ExpressRequest } from "express";
import pino from "pino";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router";
import { loadConfig, publicConfig } from "../server/config";
import { criticalStyles, readSheets } from "../server/render/critical-css";
import { bodyLength } from "../server/render/encoded-body";
import type { Assets } from "../server/render/document";
import { createPageProducer } from "../server/render/ssr";
import { serverSource } from "../server/source";
import { CacheUsage } from "../server/upstream/cache-usage";
import type { RequestCalls } from "../server/upstream/call-context";
import { createUpstreamCaches } from "../server/upstream/caches";
import { createUpstreamClient } from "../server/upstream/client";
import { AppProvider, type AppContextValue } from "../shared/components/app-context";
import { preloadAllPages } from "../shared/pages/page-modules";
import { createRoutes } from "../shared/routes/routes";
import type { PageSource } from "../shared/paths/source";
import { SITES } from "../shared/site";
import { BUILD_DIR } from "./built-server";

export interface RenderFigures {
  page: string;
  path: string;
  runs: number;
  /** Milliseconds, median over the runs. */
  produceP50: number;
  reactP50: number;
  /** produce ÷ react: the issue asks for at most 1.5 on the calendar. */
  ratio: number;
  /** The same in CPU time of this process (user + system), less moved by other work on the machine. */
  produceCpuP50: number;
  reactCpuP50: number;
  cpuRatio: number;
  /** Bytes of the whole document, and of React's part of it. */
  documentKb: number;
  reactKb: number;
}

/** Quiet unless asked (BENCH_LOG=warn shows why a page failed). */
const log = pino({ level: process.env.BENCH_LOG ?? "silent" });

function callsNow(): RequestCalls {
  const visitor = new AbortController().signal;
  return { visitor, signal: visitor, timings: [], usage: new CacheUsage() };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** Each page warmed for `warmSeconds`, then measured for about `seconds`, split between the two measures (at least 20 runs each). */
export async function benchRender(opts: { upstreamUrl: string; pages: Record<string, string>; seconds: number; warmSeconds: number; assets: Assets }): Promise<RenderFigures[]> {
  if (process.env.NODE_ENV !== "production") console.warn("bench-render: NODE_ENV is not production, so React runs its development build");
  const config = loadConfig({ SITE: "carre", NODE_ENV: "production", LOG_LEVEL: "silent", UPSTREAM_URL: opts.upstreamUrl });
  const site = SITES[config.site];
  const caches = createUpstreamCaches({ budgetMb: config.CACHE_BUDGET_MB });
  const upstream = createUpstreamClient({ baseUrl: opts.upstreamUrl, site, timeoutMs: config.UPSTREAM_TIMEOUT_MS, caches });
  const app: AppContextValue = { site, config: publicConfig(config, { accountServiceUrl: `${opts.upstreamUrl}/account`, imageCdnBase: `${opts.upstreamUrl}/images` }) };
  const sourceFor = (calls: RequestCalls): PageSource => serverSource({ upstream, site, config: app.config, calls, log });
  // As the server makes pages: with the critical CSS inlined (server/app.ts).
  const critical = criticalStyles(readSheets(opts.assets, join(BUILD_DIR, "assets")));
  const produce = createPageProducer({ app, origin: site.origin, assets: opts.assets, critical, sourceFor: (_req, calls) => sourceFor(calls) });
  const handler = createStaticHandler(createRoutes((context) => (context as { source: PageSource }).source));
  await preloadAllPages();

  const requestFor = (path: string) => ({ originalUrl: path, get: () => "", log }) as unknown as ExpressRequest;
  const produceOnce = async (path: string) => {
    const page = await produce(requestFor(path), callsNow());
    if (!page || page.status !== 200) throw new Error(`${path}: no page (${page?.status})`);
    return bodyLength(page.body);
  };
  const reactOnce = (context: StaticHandlerContext) =>
    new Promise<number>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          done();
          resolve(Buffer.concat(chunks).length);
        },
      });
      const router = createStaticRouter(handler.dataRoutes, context);
      const tree = createElement(AppProvider, { value: app, children: createElement(StaticRouterProvider, { router, context, hydrate: false }) });
      const { pipe } = renderToPipeableStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY, onAllReady: () => pipe(sink), onShellError: reject });
    });
  /** Wall and CPU milliseconds of one run: CPU time hardly moves when other work shares the machine. */
  const timed = async (once: () => Promise<number>) => {
    const [wall, cpu] = [performance.now(), process.cpuUsage()];
    const bytes = await once();
    const used = process.cpuUsage(cpu);
    return { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000, bytes };
  };

  // A keep-alive socket the CMS closed while we measured fails the next call once: asked again.
  const resolved = async (path: string, attempts = 3): Promise<StaticHandlerContext> => {
    const context = await handler.query(new Request(new URL(path, "http://site.invalid")), { requestContext: { source: sourceFor(callsNow()) } });
    if (!(context instanceof Response) && context.statusCode === 200) return context;
    if (attempts > 1) return resolved(path, attempts - 1);
    throw new Error(`${path}: not a page (${context instanceof Response ? context.status : context.statusCode})`);
  };

  const figures: RenderFigures[] = [];
  for (const [page, path] of Object.entries(opts.pages)) {
    const context = await resolved(path);
    // Warm first, both measures in turns, for `warmSeconds`: the server runs for hours, and a page's
    // first seconds are V8 still compiling its code (ten warm runs left the show's cold render at
    // 1.50× React, three seconds at 1.41×, and longer no lower). Then as many runs as fit the time,
    // the two measures taking turns so that changing machine load touches both alike.
    const warmStarted = performance.now();
    let warmPairs = 0;
    do {
      await produceOnce(path);
      await reactOnce(context);
      warmPairs++;
    } while (warmPairs < 10 || performance.now() - warmStarted < opts.warmSeconds * 1000);
    const runs = Math.max(20, Math.round((opts.seconds * 1000) / ((performance.now() - warmStarted) / warmPairs)));
    const produced: Awaited<ReturnType<typeof timed>>[] = [];
    const rendered: Awaited<ReturnType<typeof timed>>[] = [];
    for (let i = 0; i < runs; i++) {
      produced.push(await timed(() => produceOnce(path)));
      rendered.push(await timed(() => reactOnce(context)));
    }
    const p50 = (xs: typeof produced, of: "wall" | "cpu") => round(median(xs.map((x) => x[of])));
    const [produceP50, reactP50, produceCpuP50, reactCpuP50] = [p50(produced, "wall"), p50(rendered, "wall"), p50(produced, "cpu"), p50(rendered, "cpu")];
    figures.push({
      page,
      path,
      runs,
      produceP50,
      reactP50,
      ratio: round(produceP50 / reactP50),
      produceCpuP50,
      reactCpuP50,
      cpuRatio: round(produceCpuP50 / reactCpuP50),
      documentKb: Math.round(produced[0]!.bytes / 1024),
      reactKb: Math.round(rendered[0]!.bytes / 1024),
    });
  }
  return figures;
}

export function printRenderFigures(figures: RenderFigures[]): void {
  console.log("\nin process, one request at a time: produce = cached CMS answers → view → React → document; react = React rendering the same tree alone (ms, p50; cpu = this process's CPU time)");
  console.log("page".padEnd(9), "runs".padStart(5), "produce".padStart(8), "react".padStart(7), "×react".padStart(7), "cpu prod".padStart(9), "cpu react".padStart(10), "×react".padStart(7), "doc KB".padStart(7), "react KB".padStart(9));
  for (const f of figures) {
    const ms = (n: number, width: number) => n.toFixed(2).padStart(width);
    console.log(f.page.padEnd(9), String(f.runs).padStart(5), ms(f.produceP50, 8), ms(f.reactP50, 7), ms(f.ratio, 7), ms(f.produceCpuP50, 9), ms(f.reactCpuP50, 10), ms(f.cpuRatio, 7), String(f.documentKb).padStart(7), String(f.reactKb).padStart(9));
  }
}
