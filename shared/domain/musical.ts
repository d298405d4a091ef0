/**
 * Which musical page a production page is, and the pure rules of the musical layout (spec 2 §2
 * "Musical layout page", §2 "Production (show) page" last paragraph). The spec names the pages by
 * their role only. The musical's own paths are the spec's route table; the sign-up and
 * not-deep-link page ids and the tag pages are the venue's, so they are configuration
 * (MUSICAL_SIGNUP_PAGE_IDS, MUSICAL_NOT_DEEP_LINK_PAGE_IDS, MUSICAL_TAG_PAGES; empty by default)
 * passed in as `MusicalPages` (docs/decisions/musical.md).
 */

import type { MusicalPages, TagPage } from "../public-config";

/** The musical's own page (spec 2 §2 route table): not a deep link, shows the full calendar. */
export const MUSICAL_MAIN_PATHS: readonly string[] = ["/voorstelling/hadestown", "/en/show/hadestown"];
/** Spec 2 §2 route table: the premiere page hides the date picker and lists a sales button per event. */
export const MUSICAL_PREMIERE_PATHS: readonly string[] = ["/voorstelling/premiere-hadestown", "/en/show/hadestown-premiere"];
/** Spec 2 §2: "a page whose url contains the lottery marker" (one marker for both languages). */
export const LOTTERY_MARKER = "lottery";
/** The thank-you page the ticket shop returns to with ?token= (spec 3 §7 order details). */
export const MUSICAL_THANK_YOU_PATHS: readonly string[] = ["/voorstelling/hadestown-bedankt", "/en/show/hadestown-thank-you"];
/** Query parameter of the thank-you page that carries the order token. */
export const ORDER_TOKEN_PARAM = "token";



const TAG_PAGE_ENTRY = /^([a-z0-9_-]{1,40})=([a-z0-9-]{1,100})\|([a-z0-9-]{1,100})((?:\+(?:packages|promotion))*)$/;

/**
 * MUSICAL_TAG_PAGES: comma-separated `tag=nl-slug|en-slug`, each optionally followed by `+packages`
 * (per-event package links) and/or `+promotion` (no return link). A string is the reason it is wrong.
 */
export function parseTagPages(text: string): TagPage[] | string {
  const pages: TagPage[] = [];
  for (const entry of text.split(",").map((e) => e.trim().toLowerCase()).filter(Boolean)) {
    const m = TAG_PAGE_ENTRY.exec(entry);
    if (!m) return `"${entry}" is not tag=nl-slug|en-slug[+packages][+promotion]`;
    const flags = m[4]!.split("+");
    pages.push({ tag: m[1]!, slugs: [m[2]!, m[3]!], ...(flags.includes("packages") ? { packageLinks: true } : {}), ...(flags.includes("promotion") ? { promotion: true } : {}) });
  }
  return pages;
}

/** The MUSICAL_TAG_PAGES form of a table (parseTagPages reads it back). */
export function formatTagPages(pages: readonly TagPage[]): string {
  return pages.map((p) => `${p.tag}=${p.slugs[0]}|${p.slugs[1]}${p.packageLinks ? "+packages" : ""}${p.promotion ? "+promotion" : ""}`).join(",");
}

export type PageLayout = "musical" | "signup" | "regular";

export interface MusicalRole {
  layout: PageLayout;
  /** A sub page of the musical: 'return to all ticket options' (unless promotion) and an About heading. */
  deepLink: boolean;
  promotion: boolean;
  premiere: boolean;
  lottery: boolean;
  thankYou: boolean;
  tagPage: TagPage | null;
}

function slugOf(path: string): string {
  return path.split(/[?#]/, 1)[0]!.split("/").filter(Boolean).pop() ?? "";
}

function samePath(a: string, b: string): boolean {
  const norm = (p: string) => p.split(/[?#]/, 1)[0]!.replace(/\/+$/, "").toLowerCase();
  return norm(a) === norm(b);
}

/** The tag page a path belongs to (by its last segment), if any. */
export function tagPageOf(path: string, tagPages: readonly TagPage[]): TagPage | null {
  const slug = slugOf(path).toLowerCase();
  return tagPages.find((p) => p.slugs.includes(slug)) ?? null;
}

/**
 * Spec 2 §2: the page's role from its id, its url and the CMS's hadestownLayout flag. The two
 * sign-up ids keep the regular layout (with their class) whatever the flag says; a musical page
 * other than the main page, the premiere and the two named ids is a deep link.
 */
export function musicalRole(page: { id: string; path: string; hadestownLayout: boolean }, pages: MusicalPages): MusicalRole {
  const none: MusicalRole = { layout: "regular", deepLink: false, promotion: false, premiere: false, lottery: false, thankYou: false, tagPage: null };
  if (pages.signupPageIds.includes(page.id)) return { ...none, layout: "signup" };
  if (!page.hadestownLayout) return none;
  const premiere = MUSICAL_PREMIERE_PATHS.some((p) => samePath(p, page.path));
  const main = MUSICAL_MAIN_PATHS.some((p) => samePath(p, page.path));
  const tagPage = tagPageOf(page.path, pages.tagPages);
  return {
    layout: "musical",
    deepLink: !main && !premiere && !pages.notDeepLinkPageIds.includes(page.id),
    promotion: tagPage?.promotion === true,
    premiere,
    lottery: page.path.toLowerCase().includes(LOTTERY_MARKER),
    thankYou: MUSICAL_THANK_YOU_PATHS.some((p) => samePath(p, page.path)),
    tagPage,
  };
}

/** Event tags as the CMS sends them (`data.sitetags`, a list of strings); anything else is no tag. */
export function eventTags(data: Record<string, unknown> | undefined): string[] {
  const raw = data?.sitetags;
  return Array.isArray(raw) ? raw.filter((t): t is string => typeof t === "string").map((t) => t.trim().toLowerCase()) : [];
}

/** Spec 2 §2: "Specific musical pages filter events by tag". */
export function filterEventsByTag<E extends { data?: Record<string, unknown> }>(events: readonly E[], tag: string): E[] {
  const want = tag.toLowerCase();
  return events.filter((e) => eventTags(e.data).includes(want));
}

/**
 * Spec 2 §2 "some with per-event ticket-shop links": on a package page each event's button goes to
 * the shop's page of that event's package (its arrangement's sales_url); an event without one keeps
 * its own link.
 */
export function withPackageLinks<E extends { sales_url?: string | null; arrangement_kinds?: readonly { sales_url?: string | null }[] | null }>(events: readonly E[]): E[] {
  return events.map((e) => {
    const packageUrl = e.arrangement_kinds?.find((k) => typeof k.sales_url === "string" && k.sales_url.trim() !== "")?.sales_url;
    return packageUrl ? { ...e, sales_url: packageUrl } : e;
  });
}

export const CORONA_TAB = "Coronamaatregelen";
export const CANCELLATION_TAB = "Annulering of verplaatsing";
/** The promoter type whose own cancellation terms replace the venue's (spec 2 §2). */
export const MOJO_TYPE = "mojo";

const sameHeader = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();

/**
 * Spec 2 §2: "On tag-filter pages the accordion drops 'Coronamaatregelen' when first, and
 * 'Annulering of verplaatsing' for the Mojo type."
 */
export function dropTagPageTabs<T extends { header: string }>(items: readonly T[], opts: { tagPage: boolean; type?: string | null }): T[] {
  if (!opts.tagPage) return [...items];
  const mojo = (opts.type ?? "").trim().toLowerCase() === MOJO_TYPE;
  return items.filter((item, i) => !(i === 0 && sameHeader(item.header, CORONA_TAB)) && !(mojo && sameHeader(item.header, CANCELLATION_TAB)));
}

/** Spec 2 §5: "the musical's banner cards need button text". */
export function bannerCardsWithButton<B extends { buttonText?: string | null }>(banners: readonly B[]): B[] {
  return banners.filter((b) => typeof b.buttonText === "string" && b.buttonText.trim() !== "");
}

/** Spec 2 §2: "internal links to show pages become normal links" (a full page load, not the router). */
export function isShowPagePath(path: string): boolean {
  return /^\/(voorstelling|en\/show)\/[^/?#]+/.test(path);
}

/** Where the waiting-list / lottery button goes (spec 2 §2, spec 3 §2): the shop's widget with event and language. */
export const LOTTERY_WIDGET_URL = "https://apps.ticketmatic.com/widgets/carre/waitinglist";

export function lotteryWidgetUrl(eventId: string, lang: "nl" | "en"): string {
  const url = new URL(LOTTERY_WIDGET_URL);
  url.searchParams.set("event", eventId);
  url.searchParams.set("l", lang);
  return url.toString();
}

/** localStorage key remembering the transactions whose order event was pushed (spec 3 §3). */
export const ORDER_EVENTS_KEY = "musical_order_events_sent";
/** Enough for any visitor; the oldest fall off so the entry cannot grow without bound. */
export const ORDER_EVENTS_REMEMBERED = 50;

/** The stored list read tolerantly: junk (another version, a hand edit) counts as nothing sent. */
export function parseSentOrders(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** Spec 3 §7: "pushed to the data layer, once per transaction". Null when this one was already sent. */
export function rememberOrder(sent: readonly string[], transactionId: string): string[] | null {
  if (sent.includes(transactionId)) return null;
  return [...sent, transactionId].slice(-ORDER_EVENTS_REMEMBERED);
}
