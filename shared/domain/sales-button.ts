/**
 * Sales status and sales button of spec 1 §4 (texts, colours, links) and the play-schedule
 * legend colours of spec 2 §2. Pure: the caller passes the site, language, referral and phone.
 */
import type { CmsEvent } from "../contract/render";
import type { Lang } from "../i18n/lang";
import type { Site } from "../site";
import { classifyLink, linkTarget, ticketShopUrl, type LinkKind } from "./links";
import { ownValue } from "./own-key";

/** Statuses the server decides; the event's statusID never overrides these. */
export const NOT_ON_SALE_STATES = ["show_started", "show_finished", "sales_not_started", "sales_finished"] as const;
/** Refinements of on_sale taken from event.data.statusID. */
export const SITE_STATES = [
  "waiting_list",
  "last_chance",
  "free",
  "cancelled",
  "call_us",
  "non_reservable",
  "sold_out",
] as const;

export type NotOnSaleState = (typeof NOT_ON_SALE_STATES)[number];
export type SalesState = NotOnSaleState | "on_sale" | (typeof SITE_STATES)[number];

// statusID arrives as a string (spec 4), numbers are tolerated; the names are accepted as-is too.
const STATUS_IDS: Record<string, (typeof SITE_STATES)[number]> = {
  "15682": "free",
  "15680": "cancelled",
  "15681": "call_us",
  "15684": "non_reservable",
  "15685": "sold_out",
};

function isNotOnSale(status: string): status is NotOnSaleState {
  return (NOT_ON_SALE_STATES as readonly string[]).includes(status);
}

/** The state of one event: the server status, refined by statusID only while on sale. */
export function eventSalesState(event: Pick<CmsEvent, "sales_status" | "data">): SalesState {
  const status = event.sales_status;
  if (isNotOnSale(status)) return status;
  // Unknown server statuses must never show an active buy button (contract: "treat as not on sale").
  if (status !== "on_sale") return "sales_not_started";
  const raw = event.data?.statusID;
  if (typeof raw !== "string" && typeof raw !== "number") return "on_sale";
  const id = String(raw).trim();
  const known = ownValue(STATUS_IDS, id);
  if (known) return known;
  return (SITE_STATES as readonly string[]).includes(id) ? (id as SalesState) : "on_sale";
}

/** One state for a button covering several events; differing states use the default on-sale look. Null without events. */
export function salesButtonState(events: readonly Pick<CmsEvent, "sales_status" | "data">[]): SalesState | null {
  if (events.length === 0) return null;
  const states = events.map(eventSalesState);
  return states.every((s) => s === states[0]) ? states[0] : "on_sale";
}

/** Button texts of spec 1 §4, with the spec's typo "Free entrace" corrected (docs/decisions/programme.md). */
export const SALES_BUTTON_TEXTS: Record<SalesState, Record<Lang, string>> = {
  on_sale: { nl: "Bestel kaarten", en: "Order tickets" },
  show_started: { nl: "Voorstelling is begonnen", en: "Show has started" },
  show_finished: { nl: "Voorstelling is geweest", en: "Show has ended" },
  sales_not_started: { nl: "Verkoop nog niet gestart", en: "Sales not started yet" },
  sales_finished: { nl: "Verkoop is afgelopen", en: "Sales has ended" },
  last_chance: { nl: "Laatste kaarten", en: "Last tickets" },
  cancelled: { nl: "Afgelast", en: "Cancelled" },
  call_us: { nl: "Bel ons", en: "Call us" },
  free: { nl: "Gratis toegang", en: "Free entrance" },
  non_reservable: { nl: "Niet reserveerbaar", en: "Non-reservable" },
  sold_out: { nl: "Uitverkocht", en: "Sold out" },
  waiting_list: { nl: "Wachtlijst", en: "Wait list" },
};

export type ButtonColor = "red" | "orange" | "brown" | "green" | "white";

const BROWN_INACTIVE: readonly SalesState[] = ["cancelled", "free", "non_reservable", "sold_out"];

/** Button colour: red by default, orange for last chance, brown for the inactive site states. */
export function salesButtonColor(state: SalesState): ButtonColor {
  if (state === "last_chance") return "orange";
  return BROWN_INACTIVE.includes(state) ? "brown" : "red";
}

export type LegendColor = "green" | "orange" | "red" | "brown";

/** Play-schedule legend colour (spec 2 §2); null where the legend shows nothing. */
export function legendColor(state: SalesState): LegendColor | null {
  if (state === "on_sale") return "green";
  if (state === "last_chance") return "orange";
  if (state === "call_us" || state === "waiting_list") return "red";
  return BROWN_INACTIVE.includes(state) ? "brown" : null;
}

/**
 * Spec 2 §2 Play schedule: "Button colours: green, red, white, brown, orange (default white)",
 * matching the legend's colour of the event's status.
 */
export function scheduleButtonColor(state: SalesState): ButtonColor {
  return legendColor(state) ?? "white";
}

// Editors write overrides in Dutch; these few have an English equivalent (spec 1 §4).
const OVERRIDE_TRANSLATIONS: Record<string, string> = {
  uitverkocht: "Sold out",
  wachtlijst: "Wait list",
  verplaatst: "Postponed",
};

/** The label to show: the override (translated where known) unless the event is not on sale. */
export function salesButtonText(state: SalesState, lang: Lang, overrideText?: unknown): string {
  const override = typeof overrideText === "string" ? overrideText.trim() : "";
  if (override === "" || isNotOnSale(state)) return SALES_BUTTON_TEXTS[state][lang];
  if (lang === "en") return ownValue(OVERRIDE_TRANSLATIONS, override.toLowerCase()) ?? override;
  return override;
}

export interface SalesButtonInput {
  state: SalesState;
  lang: Lang;
  salesUrl?: string | null;
  /** bestelbutton of the event or salesButtonOverrideText of the page. */
  overrideText?: unknown;
  referral?: string | null;
  site: Pick<Site, "ownHosts" | "ticketShopHosts">;
  /** The call_us number (configuration: CALL_US_PHONE_NUMBER); without one call_us is inactive. */
  phoneNumber?: string;
}

export interface SalesButton {
  text: string;
  color: ButtonColor;
  href: string | null;
  /** A link's kind by the link rule (an own page is the router's to follow, a shop link takes the referral), a phone number, or nothing to act on. */
  kind: LinkKind | "phone" | "inactive";
  newTab: boolean;
  rel: string | null;
}

/** Whether pressing the button follows a link (an own page, the ticket shop or another site). */
export function followsLink(button: SalesButton): button is SalesButton & { href: string } {
  return button.href !== null && button.kind !== "phone" && button.kind !== "inactive";
}

const ACTIVE_LINK_STATES: readonly SalesState[] = ["on_sale", "waiting_list", "last_chance"];

/** The complete button. A state without a usable link is inactive; the caller may then scroll to the dates. */
export function salesButton(input: SalesButtonInput): SalesButton {
  const { state, lang } = input;
  const text = salesButtonText(state, lang, input.overrideText);
  const color = salesButtonColor(state);
  const inactive: SalesButton = { text, color, href: null, kind: "inactive", newTab: false, rel: null };

  if (state === "call_us") {
    const digits = (input.phoneNumber ?? "").replace(/[^\d+]/g, "");
    return digits ? { ...inactive, href: `tel:${digits}`, kind: "phone" } : inactive;
  }
  if (!ACTIVE_LINK_STATES.includes(state)) return inactive;

  const link = classifyLink(input.salesUrl, { site: input.site, lang });
  if (!link) return inactive;
  if (link.kind === "internal") return { ...inactive, href: link.path, kind: "internal" };
  const href = link.kind === "ticketShop" ? ticketShopUrl(link.href, { lang, referral: input.referral }) : link.href;
  const target = linkTarget(link.kind);
  return { ...inactive, href, kind: link.kind, newTab: target.target === "_blank", rel: target.rel ?? null };
}
