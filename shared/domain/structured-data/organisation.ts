/**
 * The organisations behind the two sites (issue 23): the venue as a PerformingArtsTheater that is
 * also the Organization selling its tickets, and the foundation as an NGO. Each is described in
 * full once, on its site's home page; events and articles point at it by `@id` with the few
 * fields search engines need on that page itself (an event's location needs name and address).
 */
import type { CmsVenue } from "../../contract/render";
import type { Lang } from "../../i18n/lang";
import { CONTEXT, jsonLdIds, ref, text, trimOrigin, type JsonLd } from "./json-ld";

export interface OrganisationFacts {
  /** Origin of the organisation's own site; its home page is the organisation's url. */
  origin: string;
  name: string;
  /** schema.org type(s): the venue is both a place and an organisation, the foundation an NGO. */
  types: string | readonly string[];
  /** Absolute URL of its logo. */
  logo: string;
  /** Its own social profiles (sameAs); none leaves sameAs out. */
  sameAs: readonly string[];
}

function homeUrl(org: Pick<OrganisationFacts, "origin">): string {
  return `${trimOrigin(org.origin)}/`;
}

/**
 * The address as the CMS gives it. The country is the one constant: the render API is the Dutch
 * venue's and its venues are in the Netherlands (docs/decisions/structured-data.md).
 */
export function postalAddress(venue: CmsVenue): JsonLd | undefined {
  const d = venue.data;
  const street = [text(d.street1), text(d.street2)].filter(Boolean).join(" ");
  const address = { streetAddress: street || undefined, postalCode: text(d.zip), addressLocality: text(d.city) };
  if (Object.values(address).every((v) => v === undefined)) return undefined;
  return { "@type": "PostalAddress", ...address, addressCountry: "NL" };
}

function coordinate(value: unknown, limit: number): number | undefined {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
}

export function geoCoordinates(venue: CmsVenue): JsonLd | undefined {
  const latitude = coordinate(venue.data.lat, 90);
  const longitude = coordinate(venue.data.long, 180);
  return latitude === undefined || longitude === undefined ? undefined : { "@type": "GeoCoordinates", latitude, longitude };
}

/**
 * The home page's full description of the site's organisation. `venue` is the CMS's record of the
 * building (the venue site); the foundation has none, so it gets no address or coordinates.
 */
export function organisationJsonLd(org: OrganisationFacts, venue?: CmsVenue): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": org.types,
    "@id": jsonLdIds.organisation(org.origin),
    name: org.name,
    url: homeUrl(org),
    logo: org.logo,
    sameAs: org.sameAs.length > 0 ? [...org.sameAs] : undefined,
    address: venue ? postalAddress(venue) : undefined,
    geo: venue ? geoCoordinates(venue) : undefined,
  };
}

export interface WebSiteFacts {
  name: string;
  /** Absolute URL of the site's home page in `lang`. */
  url: string;
  lang: Lang;
}

/**
 * The site itself, beside its organisation on the home page: the name search engines show for it
 * (Google's site names read WebSite on the home page), published by the organisation's `@id`. No
 * SearchAction: Google retired the sitelinks search box in 2024.
 */
export function webSiteJsonLd(site: WebSiteFacts, org: Pick<OrganisationFacts, "origin">): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: site.name,
    url: site.url,
    inLanguage: site.lang,
    publisher: ref(jsonLdIds.organisation(org.origin)),
  };
}

/** The organisation as an event's organizer: its `@id` with name and url (Google's recommendation). */
export function organiserRef(org: Pick<OrganisationFacts, "origin" | "name" | "types">): JsonLd {
  return { "@type": org.types, "@id": jsonLdIds.organisation(org.origin), name: org.name, url: homeUrl(org) };
}

/** The organisation as an article's publisher: its `@id` with name, url and logo. */
export function publisherRef(org: OrganisationFacts): JsonLd {
  return { ...organiserRef(org), logo: { "@type": "ImageObject", url: org.logo } };
}

/** Which CMS venue is the site organisation's own building, and that organisation. */
export interface MainVenue {
  cmsId: string;
  organisation: Pick<OrganisationFacts, "origin" | "name">;
}

/**
 * An event's location: the main venue by its organisation's `@id` (a PerformingArtsTheater), any
 * other venue as a plain Place; both with name and address, which Google requires on the event.
 */
export function eventLocation(venueId: string | null | undefined, venue: CmsVenue | undefined, main: MainVenue): JsonLd | undefined {
  if (!venue) return undefined;
  const isMain = venueId === main.cmsId;
  return {
    "@type": isMain ? "PerformingArtsTheater" : "Place",
    "@id": isMain ? jsonLdIds.organisation(main.organisation.origin) : undefined,
    name: text(venue.data.name) ?? (isMain ? main.organisation.name : undefined),
    address: postalAddress(venue),
  };
}
