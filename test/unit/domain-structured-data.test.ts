import { describe, expect, it } from "vitest";
import { CmsEvent, CmsVenue } from "../../shared/contract/render";
import { jsonLdScript, showJsonLd, type ShowJsonLdInput } from "../../shared/domain/structured-data";
import { RESTAURANT_SURCHARGE_EUR } from "../../shared/domain/prices";

const venues = {
  "10008": CmsVenue.parse({
    id: "10008",
    data: { name: "Koninklijk Theater Carré", street1: "Amstel 115-125", street2: "", zip: "1018 EM", city: "Amsterdam" },
  }),
};
let seq = 0;
const ev = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  CmsEvent.parse({
    id: String(++seq),
    start_date: "2026-10-24T20:00:00+02:00",
    end_date: "2026-10-24T22:30:00+02:00",
    sales_status: "on_sale",
    sales_url: "https://apps.ticketmatic.com/widgets/carre/addtickets?event=1",
    venue_id: "10008",
    data: { eventtype: "Voorstelling", eindtijdbekend: true, prices: [{ price: 43.5 }, { price: 29 }], ...data },
    ...extra,
  });
const input = (events: CmsEvent[]): ShowJsonLdInput => ({
  name: "Hadestown",
  description: "Een musical",
  url: "https://carre.nl/voorstelling/hadestown",
  image: "https://assets.carre.nl/abc/-/resize/1200x/",
  events,
  venues,
  lang: "nl",
  ticketUrl: (e) => e.sales_url,
});

describe("showJsonLd: 'only events of kind voorstelling exported; non-reservable omitted; price range only when not free'", () => {
  it("describes an on-sale performance as a TheaterEvent with place, dates and an aggregate offer", () => {
    const [data] = showJsonLd(input([ev({})]));
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "TheaterEvent",
      name: "Hadestown",
      description: "Een musical",
      url: "https://carre.nl/voorstelling/hadestown",
      image: "https://assets.carre.nl/abc/-/resize/1200x/",
      inLanguage: "nl",
      startDate: "2026-10-24T20:00:00+02:00",
      endDate: "2026-10-24T22:30:00+02:00",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: {
        "@type": "Place",
        name: "Koninklijk Theater Carré",
        address: { "@type": "PostalAddress", streetAddress: "Amstel 115-125", postalCode: "1018 EM", addressLocality: "Amsterdam", addressCountry: "NL" },
      },
      offers: {
        "@type": "AggregateOffer",
        price: 29,
        lowPrice: 29,
        highPrice: 43.5,
        priceCurrency: "EUR",
        url: "https://apps.ticketmatic.com/widgets/carre/addtickets?event=1",
        availability: "https://schema.org/InStock",
      },
    });
  });

  it("exports only 'voorstelling' events (any case) and omits non-reservable ones", () => {
    const events = [ev({ eventtype: "voorstelling" }), ev({ eventtype: "Workshop" }), ev({ eventtype: undefined }), ev({ statusID: "15684" })];
    expect(showJsonLd(input(events)).map((d) => d.startDate)).toHaveLength(1);
  });

  it("gives a free show a zero-price offer and no price range", () => {
    const [viaStatus, viaZero] = showJsonLd(input([ev({ statusID: "15682" }), ev({ prices: [{ price: 0 }] })]));
    for (const d of [viaStatus, viaZero]) {
      expect(d.offers).toMatchObject({ "@type": "Offer", price: 0, priceCurrency: "EUR", availability: "https://schema.org/InStock" });
      expect(d.offers).not.toHaveProperty("lowPrice");
      expect(d.offers).not.toHaveProperty("highPrice");
    }
  });

  it("maps sales states to availability and a cancelled event to EventCancelled without offers", () => {
    const avail = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      (showJsonLd(input([ev(data, extra)]))[0].offers as Record<string, unknown> | undefined)?.availability;
    expect(avail({ statusID: "15685" })).toBe("https://schema.org/SoldOut");
    expect(avail({ statusID: "waiting_list" })).toBe("https://schema.org/SoldOut");
    expect(avail({ statusID: "last_chance" })).toBe("https://schema.org/LimitedAvailability");
    expect(avail({ statusID: "15681" })).toBe("https://schema.org/InStock");
    expect(avail({}, { sales_status: "sales_finished" })).toBe("https://schema.org/Discontinued");
    const [cancelled] = showJsonLd(input([ev({ statusID: "15680" })]));
    expect(cancelled.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(cancelled.offers).toBeUndefined();
  });

  it("marks a show whose sales have not started as PreOrder valid from the sales start", () => {
    const [d] = showJsonLd(input([ev({}, { sales_status: "sales_not_started", sales_start_date: "2026-09-01T10:00:00+02:00" })]));
    expect(d.offers).toMatchObject({ availability: "https://schema.org/PreOrder", validFrom: "2026-09-01T10:00:00+02:00" });
  });

  it("adds the restaurant surcharge to offered prices", () => {
    const [d] = showJsonLd(input([ev({ restauratietoeslag: true, prices: [{ price: 40 }] })]));
    expect(d.offers).toMatchObject({ lowPrice: 40 + RESTAURANT_SURCHARGE_EUR, highPrice: 40 + RESTAURANT_SURCHARGE_EUR });
  });

  it("writes dates with the Amsterdam offset, also after the clock change", () => {
    const [d] = showJsonLd(input([ev({}, { start_date: "2026-10-25T13:00:00Z", end_date: "2026-10-25T15:30:00Z" })]));
    expect(d.startDate).toBe("2026-10-25T14:00:00+01:00");
    expect(d.endDate).toBe("2026-10-25T16:30:00+01:00");
  });

  it("omits an unknown end time, and survives junk dates, wrong prices and a missing venue", () => {
    const [noEnd] = showJsonLd(input([ev({ eindtijdbekend: false }, { end_date: "2026-10-25T00:00:00+02:00" })]));
    expect(noEnd.endDate).toBeUndefined();
    expect(showJsonLd(input([ev({}, { start_date: "garbage" })]))).toEqual([]);
    const [odd] = showJsonLd(input([ev({ prices: [{ price: "veel" }] }, { venue_id: "999", end_date: "x" })]));
    expect(odd.location).toBeUndefined();
    expect(odd.endDate).toBeUndefined();
    expect(odd.offers).toEqual({ "@type": "Offer", url: "https://apps.ticketmatic.com/widgets/carre/addtickets?event=1", availability: "https://schema.org/InStock" });
    expect(showJsonLd(input([]))).toEqual([]);
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

  it("serialises a whole show page array", () => {
    const data = showJsonLd(input([ev({})]));
    expect(JSON.parse(jsonLdScript(data))).toEqual(JSON.parse(JSON.stringify(data)));
  });
});
