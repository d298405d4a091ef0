import { describe, expect, it } from "vitest";
import { CmsVenue } from "../../shared/contract/render";
import { jsonLdScript } from "../../shared/domain/structured-data/json-ld";
import { eventLocation, geoCoordinates, organisationJsonLd, organiserRef, postalAddress } from "../../shared/domain/structured-data/organisation";
import { SITES } from "../../shared/site";
import { SOCIAL_LINKS } from "../../shared/socials";
import { MAIN_VENUE, VENUE_ORGANISATION, organisationFacts } from "../../shared/view/organisation";

const carre = CmsVenue.parse({ id: "10008", data: { name: "Koninklijk Theater Carré", city: "Amsterdam", street1: "Amstel 115-125", street2: "", zip: "1018 EM", lat: 52.3622, long: 4.9045 } });

describe("organisationJsonLd: the venue once per site as a PerformingArtsTheater, the foundation as an NGO", () => {
  it("describes the venue with name, address and geo from the CMS, url, logo and its social profiles", () => {
    const ld = JSON.parse(JSON.stringify(organisationJsonLd(organisationFacts(SITES.carre), carre)));
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": ["PerformingArtsTheater", "Organization"],
      "@id": "https://carre.nl/#organization",
      name: "Koninklijk Theater Carré",
      url: "https://carre.nl/",
      logo: "https://carre.nl/static/logo-carre.svg",
      sameAs: expect.arrayContaining(["https://www.instagram.com/carreamsterdam/"]),
      address: { "@type": "PostalAddress", streetAddress: "Amstel 115-125", postalCode: "1018 EM", addressLocality: "Amsterdam", addressCountry: "NL" },
      geo: { "@type": "GeoCoordinates", latitude: 52.3622, longitude: 4.9045 },
    });
  });

  it("describes the foundation as an NGO with its own url and logo, and no address the CMS does not give", () => {
    const ld = JSON.parse(JSON.stringify(organisationJsonLd(organisationFacts(SITES.fonds))));
    expect(ld).toMatchObject({ "@type": "NGO", "@id": "https://carrefonds.nl/#organization", name: "Carré Fonds", url: "https://carrefonds.nl/", logo: "https://carrefonds.nl/static/logo-fonds.svg" });
    expect(ld).not.toHaveProperty("address");
    expect(ld).not.toHaveProperty("geo");
  });

  it("gives the foundation no sameAs: its footer links the venue's profiles, which are not the foundation's own", () => {
    const ld = JSON.parse(JSON.stringify(organisationJsonLd(organisationFacts(SITES.fonds))));
    expect(SOCIAL_LINKS.fonds.length).toBeGreaterThan(0);
    expect(ld).not.toHaveProperty("sameAs");
    const venue = organisationJsonLd(organisationFacts(SITES.carre), carre);
    expect(venue.sameAs).toEqual(SOCIAL_LINKS.carre.map((s) => s.href));
  });

  it("leaves out coordinates and address parts the CMS leaves empty or garbled", () => {
    const odd = CmsVenue.parse({ id: "1", data: { name: "Zaal", lat: "veel", long: 4.9, street1: " ", city: "Amsterdam" } });
    expect(geoCoordinates(odd)).toBeUndefined();
    expect(geoCoordinates(CmsVenue.parse({ id: "1", data: { lat: "52.1", long: "4.2" } }))).toEqual({ "@type": "GeoCoordinates", latitude: 52.1, longitude: 4.2 });
    expect(geoCoordinates(CmsVenue.parse({ id: "1", data: { lat: 152, long: 4 } }))).toBeUndefined();
    expect(JSON.parse(JSON.stringify(postalAddress(odd)))).toEqual({ "@type": "PostalAddress", addressLocality: "Amsterdam", addressCountry: "NL" });
    expect(postalAddress(CmsVenue.parse({ id: "1", data: {} }))).toBeUndefined();
  });

  it("refers to the venue from both sites by the venue site's @id, with name and url", () => {
    expect(organiserRef(VENUE_ORGANISATION)).toMatchObject({ "@id": "https://carre.nl/#organization", name: "Koninklijk Theater Carré", url: "https://carre.nl/" });
    expect(eventLocation("10008", carre, MAIN_VENUE)).toMatchObject({ "@type": "PerformingArtsTheater", "@id": "https://carre.nl/#organization", name: "Koninklijk Theater Carré" });
    expect(eventLocation("10008", undefined, MAIN_VENUE)).toBeUndefined();
  });
});

describe("jsonLdScript: safe inside <script type=\"application/ld+json\">", () => {
  it("escapes <, >, & and U+2028/2029 so no </script> or <!-- breakout remains, and stays valid JSON", () => {
    const data = { name: "</script><script>alert(1)</script> <!-- A & B > C \u2028\u2029" };
    const out = jsonLdScript(data);
    expect(out).not.toMatch(/<\/script|<!--|[<>&\u2028\u2029]/i);
    expect(out).toContain("\\u003c/script\\u003e");
    expect(out).toContain("\\u0026");
    expect(out).toContain("\\u2028\\u2029");
    expect(JSON.parse(out)).toEqual(data);
  });
});
