/**
 * The explicit allow-list of configuration that reaches the browser (embedded in every page).
 * Anything not named here stays on the server.
 */
import type { MusicalPages } from "./domain/musical";
import type { SiteId } from "./site";

export interface PublicConfig {
  site: SiteId;
  /** Base URL of the account service (`/user`, `/wishlist/add`, `/wishlist/remove`). */
  accountServiceUrl: string;
  /** Name of the cookie whose presence means the visitor may be logged in to the account service. */
  syncCookieName: string;
  /** Personal-area URLs on the account site, per language. */
  personalAreaUrl: { nl: string; en: string };
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
