/**
 * A page request: resolve the data through the shared routes (before any byte), decide status,
 * redirect and head, then stream React's output — the shell for people, the whole document for
 * crawlers. The stream is bounded by a timer and aborted when the visitor goes away.
 */
import { Transform } from "node:stream";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router";
import { AppProvider, type AppContextValue } from "../../shared/components/app-context";
import type { AppData } from "../../shared/routes/app-data";
import type { PageData } from "../../shared/routes/page-data";
import { createRoutes } from "../../shared/routes/routes";
import type { PageSource } from "../../shared/routes/source";
import { callContext } from "../http/api";
import { plainPage } from "../http/url-rules";
import { documentEnd, documentStart, redirectDocument, type Assets } from "./document";

export const STREAM_TIMEOUT_MS = 10_000;

interface RequestContext {
  source: PageSource;
}

export function createPageRenderer(opts: {
  app: AppContextValue;
  origin: string;
  assets: Assets;
  sourceFor: (req: ExpressRequest, ctx: ReturnType<typeof callContext>) => PageSource;
}) {
  const handler = createStaticHandler(createRoutes((context) => (context as RequestContext).source));

  return async function renderPage(req: ExpressRequest, res: ExpressResponse): Promise<void> {
    const call = callContext(req, res);
    const url = new URL(req.originalUrl, "http://site.invalid");
    const request = new Request(url, { signal: call.signal, headers: { "user-agent": req.get("user-agent") ?? "" } });
    const requestContext: RequestContext = { source: opts.sourceFor(req, call) };
    const result = await handler.query(request, { requestContext });
    if (call.signal.aborted) return;
    if (result instanceof Response) {
      const location = result.headers.get("Location") ?? "/";
      res.status(result.status).setHeader("Location", location);
      res.type("html").send(redirectDocument(result.status, location));
      return;
    }
    streamPage(req, res, result);
  };

  function streamPage(req: ExpressRequest, res: ExpressResponse, context: StaticHandlerContext): void {
    const leafId = context.matches.at(-1)?.route.id;
    const page = (leafId ? context.loaderData[leafId] : undefined) as PageData | undefined;
    if (!page) {
      req.log.error({ errors: context.errors }, "no page data");
      res.status(500).type("html").send(plainPage("500", "Er is iets misgegaan. Probeer het later opnieuw."));
      return;
    }
    const appData: AppData = { config: opts.app.config, hydration: { loaderData: context.loaderData, errors: serialiseErrors(context.errors) } };
    const router = createStaticRouter(handler.dataRoutes, context);
    let status = context.statusCode;
    const crawler = isbot(req.get("user-agent") ?? "");
    const { pipe, abort } = renderToPipeableStream(
      <AppProvider value={opts.app}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>,
      {
        [crawler ? "onAllReady" : "onShellReady"]() {
          res.status(status);
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          // Preview answers show unpublished content to a logged-in editor: never stored anywhere.
          res.setHeader("Cache-Control", page.frame.isPreview ? "private, no-store" : "public, max-age=0, must-revalidate");
          res.write(documentStart({ head: page.head, lang: page.lang, origin: opts.origin, siteName: opts.app.site.name, assets: opts.assets }));
          const tail = new Transform({
            transform: (chunk, _enc, done) => done(null, chunk),
            flush: (done) => done(null, documentEnd(appData)),
          });
          // React calls destination.flush() after each batch; pass it on to the compressor so
          // the shell reaches the visitor now rather than when zlib's buffer fills.
          Object.assign(tail, { flush: () => setImmediate(() => (res as ExpressResponse & { flush?: () => void }).flush?.()) });
          tail.pipe(res);
          pipe(tail);
        },
        onShellError(err) {
          req.log.error({ err }, "page shell failed");
          if (!res.headersSent) res.status(500).type("html").send(plainPage("500", "Er is iets misgegaan. Probeer het later opnieuw."));
        },
        onError(err) {
          status = 500;
          req.log.error({ err }, "page render error");
        },
      },
    );
    const timer = setTimeout(() => abort(new Error("render timed out")), STREAM_TIMEOUT_MS);
    res.on("close", () => {
      clearTimeout(timer);
      if (!res.writableFinished) abort(new Error("client went away"));
    });
  }
}

function serialiseErrors(errors: StaticHandlerContext["errors"]): AppData["hydration"]["errors"] {
  if (!errors) return null;
  return Object.fromEntries(Object.entries(errors).map(([id, e]) => [id, { message: e instanceof Error ? e.message : "Error" }]));
}
