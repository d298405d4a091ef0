/** The browser's public config as unit tests need it; tests override only what they exercise. */
import { SAMPLE_MUSICAL_PAGES } from "../../scripts/sample-cms/content/musical";
import type { PublicConfig } from "../../shared/public-config";

export function testPublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    site: "carre",
    publicOrigin: "https://carre.nl",
    accountServiceUrl: "https://account.example",
    syncCookieName: "carre_sync",
    personalAreaUrl: { nl: "https://mijn.example/nl", en: "https://mijn.example/en" },
    imageCdnBase: "https://assets.example",
    ticketShopOrigin: "https://orders.carre.nl",
    tagManagerId: "",
    analyticsHost: "",
    restaurantSurchargeEur: 27.5,
    homeExtraSlideId: null,
    callUsPhoneNumber: "0900-2525255",
    alwaysCollapsedShows: [],
    musicalPages: SAMPLE_MUSICAL_PAGES,
    specialPriceTypeIds: [],
    ...overrides,
  };
}
