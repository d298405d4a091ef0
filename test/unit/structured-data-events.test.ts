import { describe, expect, it } from "vitest";
import { CmsEvent, CmsVenue } from "../../shared/contract/render";
import { eventStatus, MAX_PERFORMANCES, showJsonLd, type ShowJsonLdInput } from "../../shared/domain/structured-data/events";
import { offerAvailability } from "../../shared/domain/structured-data/offers";
import { organiserRef, type MainVenue } from "../../shared/domain/structured-data/organisation";
import { RESTAURANT_SURCHARGE_EUR } from "../../shared/domain/prices";
import { eventSalesState } from "../../shared/domain/sales-button";

const venues = {
  "10008": CmsVenue.parse({ id: "10008", data: { name: "Koninklijk Theater Carré", street1: "Amstel 115-125", street2: "", zip: "1018 EM", city: "Amsterdam", lat: 52.36, long: 4.9 } }),
  "10011": CmsVenue.parse({ id: "10011", data: { name: "Westergas Zuiveringshal", street1: "Pazzanistraat 3", zip: "1014 DB", city: "Amsterdam" } }),
};
const venueOrg = { origin: "https://carre.nl", name: "Koninklijk Theater Carré", types: ["PerformingArtsTheater", "Organization"] };
const mainVenue: MainVenue = { cmsId: "10008", organisation: venueOrg };
const PAGE = "https://carre.nl/voorstelling/hadestown";
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
const input = (events: CmsEvent[], more: Partial<ShowJsonLdInput> = {}): ShowJsonLdInput => ({
  name: "Hadestown",
  description: "Een musical",
  url: PAGE,
  image: "https://assets.carre.nl/abc/-/resize/1200x/",
  events,
  venues,
  ticketUrl: (e) => e.sales_url,
  organiser: organiserRef(venueOrg),
  mainVenue,
  ...more,
});
/** The performances, without the series in front. */
const performances = (i: ShowJsonLdInput) => showJsonLd(i).slice(1);
const venueLocation = {
  "@type": "PerformingArtsTheater",
  "@id": "https://carre.nl/#organization",
  name: "Koninklijk Theater Carré",
  address: { "@type": "PostalAddress", streetAddress: "Amstel 115-125", postalCode: "1018 EM", addressLocality: "Amsterdam", addressCountry: "NL" },
};
const organizer = { "@type": ["PerformingArtsTheater", "Organization"], "@id": "https://carre.nl/#organization", name: "Koninklijk Theater Carré", url: "https://carre.nl/" };

describe("showJsonLd: a show is an EventSeries whose subEvents are its performances", () => {
  it("describes an on-sale performance as a TheaterEvent with its own @id, the venue by @id, organizer, dates and an aggregate offer", () => {
    const event = ev({});
    const [, data] = showJsonLd(input([event]));
    expect(JSON.parse(JSON.stringify(data))).toEqual({
      "@context": "https://schema.org",
      "@type": "TheaterEvent",
      "@id": `${PAGE}#event-${event.id}`,
      name: "Hadestown",
      description: "Een musical",
      url: PAGE,
      image: "https://assets.carre.nl/abc/-/resize/1200x/",
      organizer,
      startDate: "2026-10-24T20:00:00+02:00",
      endDate: "2026-10-24T22:30:00+02:00",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: venueLocation,
      offers: { "@type": "AggregateOffer", price: 29, lowPrice: 29, highPrice: 43.5, priceCurrency: "EUR", url: "https://apps.ticketmatic.com/widgets/carre/addtickets?event=1", availability: "https://schema.org/InStock" },
      superEvent: { "@id": `${PAGE}#series` },
    });
  });

  it("puts the series first, with the show's fields, the venue as location and every performance as a subEvent by @id", () => {
    const events = [ev({}), ev({}, { start_date: "2026-10-26T20:00:00+01:00" })];
    const [series, ...rest] = showJsonLd(input(events));
    expect(series).toMatchObject({ "@type": "EventSeries", "@id": `${PAGE}#series`, name: "Hadestown", description: "Een musical", url: PAGE, organizer, location: venueLocation });
    expect(series.subEvent).toEqual(rest.map((p) => ({ "@id": p["@id"] })));
    expect(series.subEvent).toEqual(events.map((e) => ({ "@id": `${PAGE}#event-${e.id}` })));
  });

  it("gives the series the first performance's start and the last one's end, whatever the order (Google reads it as an Event)", () => {
    const late = ev({ eindtijdbekend: false }, { start_date: "2026-12-31T20:00:00+01:00", end_date: "2026-12-31T23:00:00+01:00" });
    const [series] = showJsonLd(input([ev({}, { start_date: "2026-11-02T14:00:00+01:00", end_date: "2026-11-02T16:00:00+01:00" }), late, ev({})]));
    expect([series.startDate, series.endDate]).toEqual(["2026-10-24T20:00:00+02:00", "2026-12-31T20:00:00+01:00"]);
  });

  it("keeps a performance's @id stable whatever else changes, and unique per event", () => {
    const a = ev({});
    const first = performances(input([a]))[0]["@id"];
    const again = performances(input([ev({ statusID: "15685" }), { ...a, sales_status: "sales_finished" }]))[1]["@id"];
    expect(again).toBe(first);
    expect(new Set(performances(input([ev({}), ev({}), ev({})])).map((p) => p["@id"])).size).toBe(3);
  });

  it("lists each location once on the series, and another venue as a plain Place without the venue's @id", () => {
    const [series, , away] = showJsonLd(input([ev({}), ev({}, { venue_id: "10011" }), ev({})]));
    expect(away.location).toEqual({ "@type": "Place", name: "Westergas Zuiveringshal", address: { "@type": "PostalAddress", streetAddress: "Pazzanistraat 3", postalCode: "1014 DB", addressLocality: "Amsterdam", addressCountry: "NL" } });
    expect(series.location).toHaveLength(2);
  });

  it("names performers only where the CMS names persons", () => {
    const [series, perf] = showJsonLd(input([ev({})], { performers: ["Lotte de Vries", " ", "Jasper Koning"] }));
    for (const d of [series, perf]) expect(d.performer).toEqual([{ "@type": "Person", name: "Lotte de Vries" }, { "@type": "Person", name: "Jasper Koning" }]);
    expect(showJsonLd(input([ev({})]))[1].performer).toBeUndefined();
  });

  it("exports only 'voorstelling' events (any case) and omits non-reservable ones (spec 2 §5)", () => {
    const events = [ev({ eventtype: "voorstelling" }), ev({ eventtype: "Workshop" }), ev({ eventtype: undefined }), ev({ statusID: "15684" })];
    expect(performances(input(events))).toHaveLength(1);
  });

  it("gives no series at all when no performance is exported", () => {
    expect(showJsonLd(input([]))).toEqual([]);
    expect(showJsonLd(input([ev({ eventtype: "Rondleiding" })]))).toEqual([]);
  });

  it("gives a free show a zero-price offer and no price range (spec 2 §5)", () => {
    const [viaStatus, viaZero] = performances(input([ev({ statusID: "15682" }), ev({ prices: [{ price: 0 }] })]));
    for (const d of [viaStatus, viaZero]) {
      expect(d.offers).toMatchObject({ "@type": "Offer", price: 0, priceCurrency: "EUR", availability: "https://schema.org/InStock" });
      expect(d.offers).not.toHaveProperty("lowPrice");
      expect(d.offers).not.toHaveProperty("highPrice");
    }
  });

  it("adds the restaurant surcharge to offered prices", () => {
    const [d] = performances(input([ev({ restauratietoeslag: true, prices: [{ price: 40 }] })], { surcharge: RESTAURANT_SURCHARGE_EUR }));
    expect(d.offers).toMatchObject({ lowPrice: 40 + RESTAURANT_SURCHARGE_EUR, highPrice: 40 + RESTAURANT_SURCHARGE_EUR });
  });

  it("writes dates with the Amsterdam offset, also after the clock change", () => {
    const [d] = performances(input([ev({}, { start_date: "2026-10-25T13:00:00Z", end_date: "2026-10-25T15:30:00Z" })]));
    expect(d.startDate).toBe("2026-10-25T14:00:00+01:00");
    expect(d.endDate).toBe("2026-10-25T16:30:00+01:00");
  });

  it("omits an unknown end time, and survives junk dates, wrong prices and a missing venue", () => {
    const [noEnd] = performances(input([ev({ eindtijdbekend: false }, { end_date: "2026-10-25T00:00:00+02:00" })]));
    expect(noEnd.endDate).toBeUndefined();
    expect(showJsonLd(input([ev({}, { start_date: "garbage" })]))).toEqual([]);
    const [odd] = performances(input([ev({ prices: [{ price: "veel" }] }, { venue_id: "999", end_date: "x" })]));
    expect(odd.location).toBeUndefined();
    expect(odd.endDate).toBeUndefined();
    expect(odd.offers).toEqual({ "@type": "Offer", url: "https://apps.ticketmatic.com/widgets/carre/addtickets?event=1", availability: "https://schema.org/InStock" });
  });
});

describe("offers: availability from the sales state, validFrom where the sales start is known", () => {
  it("maps every sales state to an availability, and a cancelled one to no offer", () => {
    const states = { on_sale: "InStock", call_us: "InStock", free: "InStock", last_chance: "LimitedAvailability", sold_out: "SoldOut", waiting_list: "SoldOut", sales_not_started: "PreOrder", sales_finished: "Discontinued", show_started: "Discontinued", show_finished: "Discontinued" } as const;
    for (const [state, availability] of Object.entries(states)) expect(offerAvailability(state as keyof typeof states)).toBe(`https://schema.org/${availability}`);
    expect(offerAvailability("cancelled")).toBeNull();
    const [cancelled] = performances(input([ev({ statusID: "15680" })]));
    expect(cancelled.offers).toBeUndefined();
  });

  it("reads the state from the event: sold out, waiting list, last chance, sales ended", () => {
    const avail = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) => (performances(input([ev(data, extra)]))[0].offers as Record<string, unknown>).availability;
    expect(avail({ statusID: "15685" })).toBe("https://schema.org/SoldOut");
    expect(avail({ statusID: "waiting_list" })).toBe("https://schema.org/SoldOut");
    expect(avail({ statusID: "last_chance" })).toBe("https://schema.org/LimitedAvailability");
    expect(avail({}, { sales_status: "sales_finished" })).toBe("https://schema.org/Discontinued");
  });

  it("gives validFrom from a known sales start, before and after it, and none without one", () => {
    const [pre, open, unknown] = performances(input([
      ev({}, { sales_status: "sales_not_started", sales_start_date: "2026-09-01T10:00:00+02:00" }),
      ev({}, { sales_start_date: "2026-01-05T09:00:00Z" }),
      ev({}, { sales_start_date: "nooit" }),
    ]));
    expect(pre.offers).toMatchObject({ availability: "https://schema.org/PreOrder", validFrom: "2026-09-01T10:00:00+02:00" });
    expect(open.offers).toMatchObject({ availability: "https://schema.org/InStock", validFrom: "2026-01-05T10:00:00+01:00" });
    expect(JSON.parse(JSON.stringify(unknown.offers))).not.toHaveProperty("validFrom");
  });
});

describe("eventStatus: scheduled, cancelled, postponed or rescheduled as the CMS says", () => {
  const status = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const event = ev(data, extra);
    return eventStatus(event, eventSalesState(event)).replace("https://schema.org/", "");
  };
  it("is scheduled for every playing state, sold out and ended ones too", () => {
    expect([status({}), status({ statusID: "15685" }), status({}, { sales_status: "show_finished" }), status({ status: "Laatste kans" })]).toEqual(Array(4).fill("EventScheduled"));
  });
  it("is cancelled for the cancelled status, postponed when its label or button says it is moved", () => {
    expect(status({ statusID: "15680" })).toBe("EventCancelled");
    expect(status({ statusID: "15680", bestelbutton: "Verplaatst" })).toBe("EventPostponed");
    expect(status({ statusID: "15680", status: "Uitgesteld" })).toBe("EventPostponed");
  });
  it("is rescheduled when a playing event is labelled with its new date", () => {
    expect(status({ status: "Nieuwe datum" })).toBe("EventRescheduled");
    expect(status({ bestelbutton: "Rescheduled" })).toBe("EventRescheduled");
  });
});

describe("showJsonLd bounds what a page's head carries", () => {
  it(`describes at most ${MAX_PERFORMANCES} performances, the soonest, while the series keeps its whole run`, () => {
    const day = (i: number) => new Date(Date.UTC(2026, 9, 1) + i * 86_400_000).toISOString().replace(".000Z", "+00:00");
    // Latest first, as a CMS might list them.
    const events = Array.from({ length: MAX_PERFORMANCES + 40 }, (_, i) => ev({ eindtijdbekend: false }, { start_date: day(MAX_PERFORMANCES + 39 - i) }));
    const [series, ...shown] = showJsonLd(input(events));
    expect(shown).toHaveLength(MAX_PERFORMANCES);
    expect((series!.subEvent as unknown[]).length).toBe(MAX_PERFORMANCES);
    expect(shown[0]!.startDate).toBe(series!.startDate);
    expect(Date.parse(shown.at(-1)!.startDate as string)).toBeLessThan(Date.parse(series!.endDate as string));
    expect(Date.parse(series!.endDate as string)).toBe(Date.parse(day(MAX_PERFORMANCES + 39)));
  });
});
