/**
 * The explicit allow-list of configuration that reaches the browser (embedded in every page).
 * Anything not named here stays on the server.
 */
import type { SiteId } from "./site";

export interface PublicConfig {
  site: SiteId;
  /** Base URL of the account service (`/user`, `/wishlist/add`, `/wishlist/remove`). */
  accountServiceUrl: string;
  /** Name of the cookie whose presence means the visitor may be logged in to the account service. */
  syncCookieName: string;
  /** Personal-area URLs on the account site, per language. */
  personalAreaUrl: { nl: string; en: string };
  /** Public origin of this site (PUBLIC_ORIGIN, else the site's own): canonical and hreflang URLs. */
  publicOrigin: string;
  /** Base URL of the image CDN; crop paths are appended to it. */
  imageCdnBase: string;
  /** Ticket-shop host for the wish-list page and basket links. */
  ticketShopOrigin: string;
  /** Added to each price of a restaurant-bundled event (spec 2 Play schedule), in euros. */
  restaurantSurchargeEur: number;
  /** The production always added to the home slider after the pinned ones; null: none. */
  homeExtraSlideId: string | null;
  /** Number the call_us sales button dials. */
  callUsPhoneNumber: string;
  /** The venue's sign-up, not-deep-link and tag pages of the musical (spec 2 §2). */
  musicalPages: MusicalPages;
  /** Price-type ids of the special group (spec 1 §9): left out of every public price. */
  specialPriceTypeIds: readonly string[];
  /** Production slugs whose play table always starts collapsed (spec 2 §2 headliners). */
  alwaysCollapsedShows: readonly string[];
  /** Tag-manager container id of this site; empty means no tag manager is loaded. */
  tagManagerId: string;
  /** Base URL of the page-view beacon host (`/page_view` is appended); empty means no beacons. */
  analyticsHost: string;
}

export interface TagPage {
  tag: string;
  /** Slugs of the Dutch and English page. */
  slugs: readonly [nl: string, en: string];
  /** Per-event ticket-shop links: each event's button goes to its package (arrangement) in the shop. */
  packageLinks?: boolean;
  /** A partner promotion: no 'return to all ticket options' link (spec 2 §2). */
  promotion?: boolean;
}

/** The venue's musical pages by id and slug (configuration; all empty: only the spec's own paths count). */
export interface MusicalPages {
  /** Spec 2 §2: "Two specific page ids are sign-up pages that use the regular layout with an extra sign-up layout class". */
  signupPageIds: readonly string[];
  /** Spec 2 §2: "two other ids are not deep links". */
  notDeepLinkPageIds: readonly string[];
  /** Spec 2 §2: "Specific musical pages filter events by tag", "some with per-event ticket-shop links". */
  tagPages: readonly TagPage[];
}

export const NO_MUSICAL_PAGES: MusicalPages = { signupPageIds: [], notDeepLinkPageIds: [], tagPages: [] };
