/**
 * Producing a page: resolve the data through the shared routes (before any byte), decide status,
 * redirect and head, then render React's stream and write the document around it, in pieces — the
 * same complete document for people and crawlers — with a strong ETag, ready to be stored and sent
 * many times (server/render/page-output.ts). Rendering is bounded by a timer.
 */
import { Writable } from "node:stream";
import type { Request as ExpressRequest } from "express";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router";
import { AppProvider, type AppContextValue } from "../../shared/components/app-context";
import type { AppData } from "../../shared/routes/app-data";
import { PAGE_FILES, PART_FILES } from "../../shared/pages/module-files";
import { isSplitKind, preloadAllPages, usesSwiper } from "../../shared/pages/page-modules";
import { partsOf } from "../../shared/pages/page-parts";
import type { PageData } from "../../shared/view/page-data";
import { createRoutes } from "../../shared/routes/routes";
import type { PageSource } from "../../shared/paths/source";
import { plainPage } from "../http/plain-page";
import type { RequestCalls } from "../upstream/call-context";
import type { CriticalStyles } from "./critical-css";
import { documentEnd, documentStart, redirectDocument, type Assets } from "./document";
import { documentSources, joinSources, type DocumentSources } from "./document-csp";
import { pieceBytes } from "./piece-bytes";
import { reactPartReader } from "./react-part";
import { strongEtag, type PageUsage, type StoredPage } from "./stored-page";

export const RENDER_TIMEOUT_MS = 10_000;

function failedPage(address: string, usage: PageUsage): StoredPage {
  return { status: 500, body: Buffer.from(plainPage(address, 500, "failure")), usage: { ...usage, hasFailure: true }, isPrivate: false };
}


interface RequestContext {
  source: PageSource;
}

export function createPageProducer(opts: {
  app: AppContextValue;
  origin: string;
  assets: Assets;
  /** The rules a page's first paint needs, inlined in its head; absent in tests that fake assets. */
  critical?: CriticalStyles;
  sourceFor: (req: ExpressRequest, calls: RequestCalls) => PageSource;
}) {
  const handler = createStaticHandler(createRoutes((context) => (context as RequestContext).source));
  // Every split page module, once: rendering then never suspends on one.
  const pagesLoaded = preloadAllPages();
  const readReactPart = reactPartReader(opts.critical);

  /** The page for this request's URL, produced from scratch: data, status, head, document. */
  return async function producePage(req: ExpressRequest, calls: RequestCalls): Promise<StoredPage | null> {
    const url = new URL(req.originalUrl, "http://site.invalid");
    const request = new Request(url, { signal: calls.visitor });
    const requestContext: RequestContext = { source: opts.sourceFor(req, calls) };
    const started = performance.now();
    const result = await handler.query(request, { requestContext });
    const dataMs = performance.now() - started;
    if (calls.visitor.aborted) return null;
    const usage = () => calls.usage.snapshot();
    if (result instanceof Response) {
      const location = result.headers.get("Location") ?? "/";
      return { status: result.status, location, body: Buffer.from(redirectDocument(result.status, location)), usage: usage(), isPrivate: false };
    }
    const page = pageOf(result);
    if (!page) {
      // An Error logs as {} inside another object: the first one goes under `err`, which pino serialises.
      req.log.error({ err: Object.values(result.errors ?? {})[0], routes: Object.keys(result.errors ?? {}) }, "no page data");
      return failedPage(req.originalUrl, usage());
    }
    await pagesLoaded;
    const renderStarted = performance.now();
    const document = await renderDocument(req, calls.visitor, result, page);
    const timing = { dataMs, renderMs: performance.now() - renderStarted };
    if (document === "aborted") return null;
    if (document === "failed") return failedPage(req.originalUrl, usage());
    // Preview answers show unpublished content to a logged-in editor: never stored anywhere.
    const { body, etag, csp } = document;
    return { status: result.statusCode, body, etag, csp, timing, usage: usage(), isPrivate: page.frame.isPreview || page.private === true };
  };

  function pageChunks(page: PageData): string[] {
    const own = isSplitKind(page.view.kind) ? (opts.assets.lazy?.[PAGE_FILES[page.view.kind]] ?? []) : [];
    const parts = partsOf(page.view).flatMap((part) => opts.assets.lazy?.[PART_FILES[part]] ?? []);
    return [...new Set([...own, ...parts])];
  }

  function pageOf(context: StaticHandlerContext): PageData | undefined {
    const leafId = context.matches.at(-1)?.route.id;
    return (leafId ? context.loaderData[leafId] : undefined) as PageData | undefined;
  }

  /**
   * The whole document as its pieces, with what its policy must name: its own scripts and styles
   * by hash (docs/decisions/security.md), no nonce, so every response and every cache in front may
   * hand out these very bytes. "failed" when React could not render it, "aborted" when the visitor left.
   */
  function renderDocument(req: ExpressRequest, visitor: AbortSignal, context: StaticHandlerContext, page: PageData): Promise<{ body: Buffer[]; etag: string; csp: DocumentSources } | "failed" | "aborted"> {
    const appData: AppData = { config: opts.app.config, hydration: { loaderData: hydrationData(context.loaderData), errors: serialiseErrors(context.errors) } };
    const router = createStaticRouter(handler.dataRoutes, context);
    const slider = usesSwiper(page.view);
    const chunks: Buffer[] = [];
    return new Promise((resolve) => {
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          const react = Buffer.concat(chunks);
          done();
          // The head is written once React's part is known: its inline CSS is what that part uses.
          const part = readReactPart(react, { slider });
          const start = documentStart({ head: page.head, lang: page.lang, origin: opts.origin, siteName: opts.app.site.name, assets: opts.assets, preload: pageChunks(page), slider, styles: part.styles });
          const end = documentEnd(appData);
          const pieces = [...start.map(pieceBytes), react, ...end.bytes];
          // Not joined: sent and compressed as they are (encoded-body.ts). React closes every
          // element it opens, so its part is read for the policy apart from the head and tail.
          resolve({ body: pieces, etag: strongEtag(pieces), csp: joinSources(documentSources(...start, end.markup), part.sources) });
        },
      });
      const fail = (err: unknown, what: string) => {
        req.log.error({ err }, what);
        resolve("failed");
      };
      const { pipe, abort } = renderToPipeableStream(
        <AppProvider value={opts.app}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>,
        {
          // Never outline a large Suspense boundary into a later segment: that costs an inline
          // reveal script (which the CSP would block) and gains nothing when all data is ready.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady: () => pipe(sink),
          onShellError: (err) => fail(err, "page shell failed"),
          onError(err) {
            // An error inside a boundary still yields a document; the page answers 500 with it.
            context.statusCode = 500;
            req.log.error({ err }, "page render error");
          },
        },
      );
      const timer = setTimeout(() => abort(new Error("render timed out")), RENDER_TIMEOUT_MS);
      sink.on("finish", () => clearTimeout(timer));
      visitor.addEventListener("abort", () => {
        clearTimeout(timer);
        abort(new Error("client went away"));
        resolve("aborted");
      });
    });
  }
}

/**
 * What the browser hydrates from: the page data less its JSON-LD, which only the document head
 * holds (the server writes it, React never renders it); on a show page it was two thirds of the
 * embedded data. Copies, not edits: view models are kept and shared between requests.
 */
function hydrationData(loaderData: StaticHandlerContext["loaderData"]): StaticHandlerContext["loaderData"] {
  const withoutJsonLd = <T,>(holder: T): T => {
    const head = (holder as { head?: { jsonLd?: string } } | null)?.head;
    return head?.jsonLd === undefined ? holder : { ...holder, head: { ...head, jsonLd: undefined } };
  };
  return Object.fromEntries(
    Object.entries(loaderData).map(([id, data]) => {
      const page = data as Partial<PageData> | null;
      return [id, page?.head && page.view ? { ...withoutJsonLd(page), view: withoutJsonLd(page.view) } : data];
    }),
  );
}

function serialiseErrors(errors: StaticHandlerContext["errors"]): AppData["hydration"]["errors"] {
  if (!errors) return null;
  return Object.fromEntries(Object.entries(errors).map(([id, e]) => [id, { message: e instanceof Error ? e.message : "Error" }]));
}
