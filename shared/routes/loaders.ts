/**
 * Page resolution (ARCHITECTURE "one request", step 5), shared by server and browser: render data
 * (plus presale, plus the redirect lookup for unknown paths) → status, head, frame and view, or a
 * redirect. Nothing here touches window or the clock; the source decides where data comes from.
 */
import { data, redirect } from "react-router";
import type { RenderResponse } from "../contract/render";
import type { FetchResult } from "../contract/result";
import type { PresaleData, RedirectLookup } from "../contract/services";
import { classifyLink } from "../domain/links";
import { locationHeader } from "../domain/location-header";
import { withVisitorQuery } from "../domain/carry-query";
import { langOfPath, type Lang } from "../i18n/lang";
import { TEXTS } from "../i18n/texts";
import { perAnswer } from "../view/answer-memo";
import { readText } from "../view/cms-read";
import { mapFrame } from "../view/frame";
import { newsListRenderQuery } from "../view/pages/lists";
import { alternatesFor, pageDescription, pageTitle, type HeadVM } from "../view/head";
import type { MessageKind } from "../paths/message-kind";
import type { PageData, PageView } from "../view/page-data";
import { isConfirmRoute, loadConfirmation } from "./confirm";
import { frameFor } from "./frame-for";
import { loadPremiereCancel } from "./premiere-cancel";
import type { PageSource } from "../paths/source";
import { translatedListPath, translatedRoutePath, type RouteId } from "../paths/table";
import { firstRenderRequest, type CustomQuery, type CustomQueryRoute } from "./render-request";
import { mapView } from "./views";

/** Status codes of the redirects (docs/decisions/redirects.md): moved pages are permanent, short URLs may be repointed. */
export const REDIRECT_STATUS = { node: 301, node404: 301, shorturl: 302 } as const;

/**
 * A page the CMS could not give (failed, too slow, circuit open) and no cache could stand in for:
 * "the system behind me is down", which crawlers read as "come back later", not as a broken page
 * (the server adds Retry-After, server/http/unavailable.ts).
 */
export const UPSTREAM_DOWN_STATUS = 503;

/** List routes whose address speaks otherwise than the CMS: the news list's p is 1-based, its tag is filter_newsPageTag. */
const RENDER_QUERY: Record<CustomQueryRoute, CustomQuery> = { news: newsListRenderQuery };

type LoaderResult = Response | ReturnType<typeof data<PageData>> | PageData;

/**
 * A page of the route table, or (routeId null) the catch-all resolver of spec 3 §2: the render API
 * first (short-URL and redirect nodes live there), then the redirect lookup for a path the CMS does
 * not know, so moved pages (node404) redirect on known routes too.
 */
export async function loadRoute(routeId: RouteId | null, request: Request, source: PageSource): Promise<LoaderResult> {
  if (isConfirmRoute(routeId)) return loadConfirmation(routeId, request, source);
  if (routeId === "premiereCancel") return loadPremiereCancel(request, source);
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  // A list route's CMS query is made from the parameters its page reads (page-query.ts), nothing else.
  const { cmsPath, query } = firstRenderRequest(routeId, url, RENDER_QUERY[routeId as CustomQueryRoute]);
  const [[render, queryInKey], presale] = await Promise.all([
    renderWithRetry(source, cmsPath, query, url, request.signal),
    loadPresale(source, url, request.signal),
  ]);
  if (render.type === "NOT_FOUND") return lookupRedirect(source, lang, url, request.signal);
  if (render.type !== "OK") {
    source.log("error", "render failed", { path: cmsPath, result: render.type, reason: describe(render) });
    return messagePage(source, lang, url, "error", request.signal, UPSTREAM_DOWN_STATUS);
  }
  if (render.value.is_redirect) return renderRedirect(source, render.value, lang, url, queryInKey ? "" : url.search, request.signal);
  try {
    const now = new Date();
    const view = await mapView({ routeId, render: render.value, lang, url, source, signal: request.signal, presale, now, random: source.randomFor?.(url, now) ?? Math.random });
    // A list page past its end or with a malformed page number is not a page (news list).
    if (view.kind === "message") return messagePage(source, lang, url, view.message, request.signal);
    return pageData(source, render.value, lang, url, view);
  } catch (err) {
    source.log("error", "page mapping failed", { path: cmsPath, reason: String(err) });
    return messagePage(source, lang, url, "error", request.signal);
  }
}

/**
 * Spec 3 §2: redirect lookup by path, again with the full path and query when not found and that
 * differs. Then without a trailing slash, as the render API is asked: an old link written
 * `/oude-show/` keeps the redirect of `/oude-show` (docs/decisions/seo.md).
 */
async function lookupRedirect(source: PageSource, lang: Lang, url: URL, signal: AbortSignal): Promise<LoaderResult> {
  const path = safeDecode(url.pathname);
  const full = safeDecode(url.pathname + url.search);
  const bare = path.replace(/\/+$/, "");
  // Each address with the query the visitor passes on: none where the query is part of the address.
  const addresses: [string, string][] = [[path, url.search]];
  if (full !== path) addresses.push([full, ""]);
  if (bare !== path && bare !== "") addresses.push([bare, url.search]);
  let lookup!: FetchResult<RedirectLookup>;
  let carried = "";
  for (const [address, query] of addresses) {
    lookup = await source.redirectLookup(address, signal);
    carried = query;
    if (!leadsNowhere(lookup)) break;
  }
  if (lookup.type === "NOT_FOUND") return messagePage(source, lang, url, "notFound", signal);
  if (lookup.type !== "OK") {
    source.log("error", "redirect lookup failed", { path, result: lookup.type, reason: describe(lookup) });
    return messagePage(source, lang, url, "error", signal, UPSTREAM_DOWN_STATUS);
  }
  const answer = lookup.value;
  if (!answer.valid || answer.link.type === "click") return messagePage(source, lang, url, "notFound", signal);
  return followLink(source, withVisitorQuery(answer.link.href, carried), REDIRECT_STATUS[answer.kind], lang, url, signal);
}

/**
 * Invalid and click-type answers give the not-found page like an unknown path (spec 3 §2), so they
 * get the full-path retry too: `/actie` is a click-type campaign, `/actie?code=zomer` a short URL.
 */
function leadsNowhere(lookup: FetchResult<RedirectLookup>): boolean {
  if (lookup.type === "NOT_FOUND") return true;
  return lookup.type === "OK" && (!lookup.value.valid || lookup.value.link.type === "click");
}

/**
 * Spec 2 §8: content not found is retried once with the full path and query, URL-encoded, when that
 * differs. Says too whether the query was part of the address the answer is for.
 */
async function renderWithRetry(source: PageSource, cmsPath: string, query: URLSearchParams, url: URL, signal: AbortSignal) {
  const first = await source.render(cmsPath, query, signal);
  const full = safeDecode(url.pathname + url.search);
  if (first.type !== "NOT_FOUND" || cmsPath !== url.pathname || !url.search) return [first, false] as const;
  return [await source.render(`/${encodeURIComponent(full)}`, new URLSearchParams(), signal), true] as const;
}

/** Spec 1 §7: presale data is fetched when the address has ?presale=; a failure is only logged. */
async function loadPresale(source: PageSource, url: URL, signal: AbortSignal): Promise<PresaleData | null> {
  const code = url.searchParams.get("presale")?.trim();
  if (!code) return null;
  const result = await source.presale(code.slice(0, 100), signal);
  if (result.type === "OK") return result.value;
  source.log("warn", "presale lookup failed", { result: result.type });
  return null;
}

/** `carried`: the visitor's query, passed on to the target. */
function renderRedirect(source: PageSource, render: RenderResponse, lang: Lang, url: URL, carried: string, signal: AbortSignal) {
  const { node } = render;
  if (node.kind === "shorturl") {
    const link = node.data.link as { type?: unknown; href?: unknown } | undefined;
    if (typeof link?.href !== "string" || link.type === "click") return messagePage(source, lang, url, "notFound", signal);
    return followLink(source, withVisitorQuery(link.href, carried), REDIRECT_STATUS.shorturl, lang, url, signal);
  }
  // Of url and urlTranslated, the one in the language of the requested page; else the plain url.
  const candidates = [readText(node.data, "url"), readText(node.data, "urlTranslated")];
  const target = candidates.find((c) => c && langOfPath(c) === lang) ?? candidates[0];
  if (!target) return messagePage(source, lang, url, "notFound", signal);
  return followLink(source, withVisitorQuery(target, carried), REDIRECT_STATUS.node, lang, url, signal);
}

/**
 * Internal targets redirect through the router; external ones redirect on the server (true status
 * for crawlers) and, after client navigation, show 'You are being redirected...' for 2000 ms.
 */
async function followLink(source: PageSource, href: string, status: number, lang: Lang, url: URL, signal: AbortSignal) {
  const link = classifyLink(href, { site: source.site, lang });
  const location = link && locationHeader(link.kind === "internal" ? link.path : link.href);
  if (!link || !location) return messagePage(source, lang, url, "notFound", signal);
  if (link.kind === "internal") {
    if (location === url.pathname + url.search) return messagePage(source, lang, url, "notFound", signal);
    return redirect(location, status);
  }
  if (source.environment === "server") return redirect(location, status);
  const frame = await frameFor(source, lang, signal);
  const head: HeadVM = { title: pageTitle(TEXTS[lang].redirecting, source.site.name), path: url.pathname, robots: "noindex", prerender: { status, location: link.href } };
  return { status: 200, lang, head, frame, view: { kind: "redirecting", href: link.href } } satisfies PageData;
}

function pageData(source: PageSource, render: RenderResponse, lang: Lang, url: URL, view: PageView): PageData {
  const { node } = render;
  const ownPath = isListView(view) ? url.pathname : (readText(node.data, "url") ?? url.pathname);
  const title = readText(node.data, "seaTitle") ?? readText(node.data, "title") ?? readText(node.data, "heading") ?? readText(node.data, "siteTitle");
  const frame = mapFrame(render, lang, source.site);
  return {
    status: 200,
    lang,
    // A list node's urlTranslated names the list, not this route: the switch goes to the same route, query kept.
    frame: isListView(view) ? { ...frame, translatedPath: translatedListPath(url) ?? frame.translatedPath } : frame,
    view,
    head: {
      title: view.kind === "home" ? source.site.name : pageTitle(title, source.site.name),
      // Once per answer (it reads the page's whole text); list views bring their own (view.head).
      description: perAnswer(render, "description", () => pageDescription(node.data)),
      keywords: readText(node.data, "seoKeywords"),
      path: ownPath,
      alternates: alternatesFor(lang, ownPath, isListView(view) ? translatedRoutePath(url.pathname) : readText(node.data, "urlTranslated")),
      robots: render.is_preview || node.data.isIndexable === false ? "noindex, nofollow" : undefined,
      ogType: view.kind === "content" || view.kind === "show" ? "article" : "website",
      ...("head" in view ? view.head : undefined),
    },
  };
}

/** List routes show a CMS list node, not a page of their own: their path is the route's path. */
function isListView(view: PageView): boolean {
  return view.kind === "home" || view.kind === "list" || view.kind === "calendar" || view.kind === "search";
}

/** `status`: the error page's own when the failure was the CMS's (503), not ours (500). */
async function messagePage(source: PageSource, lang: Lang, url: URL, message: MessageKind, signal: AbortSignal, status = message === "notFound" ? 404 : 500) {
  const frame = await frameFor(source, lang, signal);
  const head: HeadVM = { title: pageTitle(TEXTS[lang][message], source.site.name), path: url.pathname, robots: "noindex" };
  return data<PageData>({ status, lang, head, frame, view: { kind: "message", message } }, { status });
}

function describe(result: Exclude<FetchResult<unknown>, { type: "OK" }>): string {
  return "message" in result ? result.message : result.type;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
