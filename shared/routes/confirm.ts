/**
 * Confirmation pages (spec 3 §2, §4, §8): the token's outcome is decided while the page resolves,
 * so it is in the first HTML; nothing of the CMS is rendered but the frame. The page is personal
 * (never stored or shared) and noindex. A missing token is a FAILURE without any upstream call.
 */
import { data } from "react-router";
import type { ConfirmCallId } from "../contract/service-calls";
import { CONFIRM_PAGE_TEXTS, CONFIRM_TEXTS, type ConfirmKind } from "../i18n/confirm-texts";
import { langOfPath, type Lang } from "../i18n/lang";
import { TEXTS } from "../i18n/texts";
import { pageTitle, type HeadVM } from "../view/head";
import type { ConfirmationView } from "../view/pages/confirmation";
import { frameFor } from "./frame-for";
import type { PageData, PageView } from "../view/page-data";
import type { PageSource } from "../paths/source";
import { ROUTES, type RouteId } from "../paths/table";
import { ownValue } from "../domain/own-key";

export const CONFIRM_ROUTES = ["confirm", "premiereConfirm", "panelConfirm", "cultuurbankConfirm"] as const satisfies readonly RouteId[];
export type ConfirmRouteId = (typeof CONFIRM_ROUTES)[number];

/** Every path of a confirmation page: these are never stored by the output cache. */
export const CONFIRM_PATHS: readonly string[] = ROUTES.filter((r) => (CONFIRM_ROUTES as readonly string[]).includes(r.id)).flatMap((r) => [r.paths.nl, r.paths.en].filter((p): p is string => !!p));

export function isConfirmRoute(id: RouteId | null): id is ConfirmRouteId {
  return id !== null && (CONFIRM_ROUTES as readonly string[]).includes(id);
}

interface Target {
  confirm: ConfirmKind;
  call: ConfirmCallId;
}

const NEWSLETTER_ACTIONS: Record<string, Target> = {
  "newsletter-subscribe": { confirm: "newsletterSubscribe", call: "newsletter-subscribe-confirm" },
  "nieuwsbrief-aanmelden": { confirm: "newsletterSubscribe", call: "newsletter-subscribe-confirm" },
  "newsletter-unsubscribe": { confirm: "newsletterUnsubscribe", call: "newsletter-unsubscribe-confirm" },
  "nieuwsbrief-afmelden": { confirm: "newsletterUnsubscribe", call: "newsletter-unsubscribe-confirm" },
};

/** What a page's address asks to confirm; null is the not-found page (an unknown newsletter action). */
function targetOf(routeId: ConfirmRouteId, params: URLSearchParams): Target | null {
  switch (routeId) {
    case "confirm":
      // `action` (English) or `actie` (Dutch); either page accepts both, as mail links may mix them.
      return ownValue(NEWSLETTER_ACTIONS, params.get("action") ?? params.get("actie") ?? "") ?? null;
    case "premiereConfirm":
      // The same sign-up token confirms an RSVP; only the wording tells a sign-up from a cancellation.
      return { confirm: params.get("action") === "signup" ? "premiereSignup" : "premiereCancellation", call: "premiere-confirm" };
    case "panelConfirm":
      return { confirm: "panel", call: "panel-confirm" };
    case "cultuurbankConfirm":
      return { confirm: "cultuurbank", call: "cultuurbank-confirm" };
  }
}

/** The route's own language: `/cultuurbank-confirm` is the spec's English path though it lacks /en. */
function routeLang(routeId: ConfirmRouteId, pathname: string): Lang {
  const entry = ROUTES.find((r) => r.id === routeId);
  return entry?.paths.en === pathname ? "en" : langOfPath(pathname);
}

export async function loadConfirmation(routeId: ConfirmRouteId, request: Request, source: PageSource) {
  const url = new URL(request.url);
  const lang = routeLang(routeId, url.pathname);
  const target = targetOf(routeId, url.searchParams);
  if (!target) return page(source, lang, url, request.signal, 404, TEXTS[lang].notFound, { kind: "message", message: "notFound" });
  const token = url.searchParams.get("token")?.trim() ?? "";
  let result: ConfirmationView["result"] = "FAILURE";
  if (token === "") source.log("warn", "confirmation without token", { call: target.call });
  else result = (await source.confirm(target.call, token, request.signal)) ?? "PENDING";
  const message = result === "PENDING" ? CONFIRM_PAGE_TEXTS[lang].loading : CONFIRM_TEXTS[target.confirm][result][lang];
  return page(source, lang, url, request.signal, 200, CONFIRM_PAGE_TEXTS[lang].title, { kind: "confirmation", confirm: target.confirm, result, message });
}

async function page(source: PageSource, lang: Lang, url: URL, signal: AbortSignal, status: number, title: string, view: PageView) {
  const frame = await frameFor(source, lang, signal);
  const head: HeadVM = { title: pageTitle(title, source.site.name), path: url.pathname, robots: "noindex, nofollow" };
  return data<PageData>({ status, lang, head, frame, view, private: true }, { status });
}
