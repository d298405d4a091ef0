/**
 * The site's organisation as structured-data facts: read from the site object and its social
 * profiles, so the home page's full description and every reference to it agree.
 */
import type { MainVenue, OrganisationFacts } from "../domain/structured-data/organisation";
import { SITES, type Site } from "../site";
import { SOCIAL_LINKS } from "../socials";

export function organisationFacts(site: Site): OrganisationFacts {
  const origin = site.origin.replace(/\/+$/, "");
  return {
    origin,
    name: site.name,
    types: site.schemaTypes,
    logo: origin + site.logo.src,
    // The foundation's footer links the venue's profiles: as its sameAs they would tell search
    // engines the two are one organisation. Its own are unconfirmed, so it names none until they are.
    sameAs: site.id === "carre" ? SOCIAL_LINKS.carre.map((s) => s.href) : [],
  };
}

/** Shows on both sites play at the venue, so their organiser and main location is the venue's organisation. */
export const VENUE_ORGANISATION: OrganisationFacts = organisationFacts(SITES.carre);

export const MAIN_VENUE: MainVenue = { cmsId: SITES.carre.venueCmsId!, organisation: VENUE_ORGANISATION };
