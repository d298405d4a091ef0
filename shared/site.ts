/**
 * The site flag as data (ARCHITECTURE: "the site flag is data, not branches"). One object is
 * chosen at start-up from SITE and passed down; components read it, they never test the flag.
 */
export type SiteId = "carre" | "fonds";

export interface Site {
  id: SiteId;
  name: string;
  /** Public origin of the site, used for canonical and hreflang URLs. */
  origin: string;
  /** Hosts whose links are internal on this site (spec 1 §5). */
  ownHosts: readonly string[];
  /** Hosts of the ticket shop: external, but they do not open a new tab. */
  ticketShopHosts: readonly string[];
  logo: { src: string; width: number; height: number };
  /** How texts name the organisation after "from": "Carré" / "Carré Fonds". */
  shortName: string;
  /** Wording that differs between the sites: Dutch "uit" (venue) or "van het" (foundation). */
  wording: { nl: { from: string }; en: { from: string } };
  /** Brand word in the fallback menu slugs (/pagina/steun-{brand}, /pagina/over-{brand}). */
  brandSlug: string;
  /** Only the venue site's home plays a looping hero video (spec 1 §2); a musical page plays its own on either site. */
  heroVideo: boolean;
  /**
   * Origin of the site that show pages belong to, when that is the other site: this site still
   * serves them (same CMS, same paths) but their canonical and hreflang point there and its
   * sitemap leaves them out (docs/decisions/seo.md § One home for each page).
   */
  showPagesHome?: string;
  /**
   * schema.org type(s) of the organisation behind the site: the venue is a theatre building and
   * the organisation selling its tickets; the foundation an NGO (docs/decisions/structured-data.md).
   */
  schemaTypes: string | readonly string[];
  /** CMS id of the organisation's own building (spec 4: venue "10008", halls 1, 10001, 10002); the foundation has none. */
  venueCmsId?: string;
}

const VENUE_ORIGIN = "https://carre.nl";

const TICKET_SHOP_HOSTS = ["apps.ticketmatic.com", "orders.carre.nl", "www.ticketmaster.nl"] as const;

export const SITES: Record<SiteId, Site> = {
  carre: {
    id: "carre",
    name: "Koninklijk Theater Carré",
    origin: VENUE_ORIGIN,
    ownHosts: ["carre.nl", "www.carre.nl"],
    ticketShopHosts: TICKET_SHOP_HOSTS,
    logo: { src: "/static/logo-carre.svg", width: 160, height: 48 },
    shortName: "Carré",
    wording: { nl: { from: "uit" }, en: { from: "from" } },
    brandSlug: "carre",
    heroVideo: true,
    schemaTypes: ["PerformingArtsTheater", "Organization"],
    venueCmsId: "10008",
  },
  fonds: {
    id: "fonds",
    name: "Carré Fonds",
    origin: "https://carrefonds.nl",
    // Links to the venue's site leave the foundation's site (and the reverse): each site owns its host.
    ownHosts: ["carrefonds.nl", "www.carrefonds.nl"],
    ticketShopHosts: TICKET_SHOP_HOSTS,
    logo: { src: "/static/logo-fonds.svg", width: 160, height: 48 },
    shortName: "Carré Fonds",
    wording: { nl: { from: "van het" }, en: { from: "from the" } },
    brandSlug: "carre",
    heroVideo: false,
    showPagesHome: VENUE_ORIGIN,
    schemaTypes: "NGO",
  },
};

/** Spec 1 §1: "uit Carré" on the venue's site, "van het Carré Fonds" on the foundation's. */
export function fromSite(site: Pick<Site, "shortName" | "wording">, lang: "nl" | "en"): string {
  return `${site.wording[lang].from} ${site.shortName}`;
}
