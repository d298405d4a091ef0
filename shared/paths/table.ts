/**
 * The one route table (spec 1 §2, spec 3 §2), used by the server (page routes, redirects,
 * hreflang) and the client (router). Paths use react-router syntax.
 */
import { langOfPath, type Lang } from "../i18n/lang";

export type RouteId =
  | "home"
  | "calendar"
  | "search"
  | "show"
  | "page"
  | "newsitem"
  | "news"
  | "confirm"
  | "premiereConfirm"
  | "panelConfirm"
  | "cultuurbankConfirm"
  | "premiereCancel";

export interface RouteEntry {
  id: RouteId;
  /** Path per language; null where the spec offers no such language version. */
  paths: Record<Lang, string | null>;
}

export const ROUTES: readonly RouteEntry[] = [
  { id: "home", paths: { nl: "/", en: "/en" } },
  { id: "calendar", paths: { nl: "/agenda", en: "/en/calendar" } },
  { id: "search", paths: { nl: "/zoeken", en: "/en/search" } },
  { id: "show", paths: { nl: "/voorstelling/:url", en: "/en/show/:url" } },
  { id: "page", paths: { nl: "/pagina/:url", en: "/en/page/:url" } },
  { id: "newsitem", paths: { nl: "/nieuwsitem/:url", en: "/en/newsitem/:url" } },
  { id: "news", paths: { nl: "/nieuws", en: "/en/news" } },
  { id: "confirm", paths: { nl: "/bevestigen", en: "/en/confirm" } },
  { id: "premiereConfirm", paths: { nl: "/premiere-bevestigen", en: null } },
  { id: "panelConfirm", paths: { nl: "/panel-bevestigen", en: null } },
  // The spec's English culture-bank path has no /en prefix; as this route's English path it renders in English (docs/decisions/redirects.md).
  { id: "cultuurbankConfirm", paths: { nl: "/cultuurbank-bevestigen", en: "/cultuurbank-confirm" } },
  { id: "premiereCancel", paths: { nl: "/premiere-afmelden", en: null } },
];

/** Path of a parameterless route in a language, e.g. routePath("calendar", "en") → "/en/calendar". */
export function routePath(id: RouteId, lang: Lang): string {
  const entry = ROUTES.find((r) => r.id === id);
  const path = entry?.paths[lang] ?? entry?.paths.nl;
  if (!path) throw new Error(`unknown route ${id}`);
  return path;
}

/** Routes whose page content comes from a fixed CMS list path rather than the page's own path. */
export const CMS_LIST_PATHS: Partial<Record<RouteId, Record<Lang, string>>> = {
  home: { nl: "/home-nl", en: "/home-en" },
  calendar: { nl: "/production-page-list-nl", en: "/production-page-list-en" },
  search: { nl: "/production-page-list-nl", en: "/production-page-list-en" },
  news: { nl: "/news-page-list-nl", en: "/news-page-list-en" },
};

const ENGLISH_LIST_PATHS: ReadonlySet<string> = new Set([...Object.values(CMS_LIST_PATHS).map((paths) => paths.en), "/page-list-en"]);

/**
 * The language of a CMS render answer, by the path it was asked for: a page's own path ("/en/…"
 * is English, spec 1 §2) or an English list path ("/home-en", "/page-list-en", …).
 */
export function langOfCmsPath(cmsPath: string): Lang {
  return langOfPath(cmsPath) === "en" || ENGLISH_LIST_PATHS.has(cmsPath) ? "en" : "nl";
}

/** A path as the routers match it: case and trailing slashes do not count. */
export function routedPath(path: string): string {
  return path.toLowerCase().replace(/(.)\/+$/, "$1");
}

/** The other language's path of a parameterless route ("/agenda" → "/en/calendar"), if it has one. */
export function translatedRoutePath(pathname: string): string | undefined {
  for (const { paths } of ROUTES) {
    if (paths.nl === pathname && paths.en) return paths.en;
    if (paths.en === pathname && paths.nl) return paths.nl;
  }
  return undefined;
}

/** Query parameters that mean the same in both languages, so the language switch keeps them. */
const SHARED_QUERY = ["q"];

/**
 * The language switch's target on a list route (search, calendar, news, home): the route in the
 * other language with the visitor's query kept ("/zoeken?q=kerst" → "/en/search?q=kerst").
 */
export function translatedListPath(url: URL): string | undefined {
  const path = translatedRoutePath(url.pathname);
  if (!path) return undefined;
  const query = new URLSearchParams();
  for (const key of SHARED_QUERY) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
