import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leafPage, startStack } from "./harness";

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

/** Shows chosen for their case: every sales state, statusIDs, no events, odd data (docs/upstream-api.md). */
const SLUGS = [
  "mamma-mia", // every state on one page
  "het-zwanenmeer", // sold out, two shows a day
  "de-notenkraker", // waiting list
  "comedy-night-live", // cancelled
  "nok-sessies", // call us
  "rondleiding-door-carre", // non-reservable, not a 'Voorstelling'
  "gratis-lunchconcert", // free
  "wintercircus", // sales not started
  "de-laatste-dans", // sales finished
  "matinee-klassiek", // show started
  "zomerconcert", // only past events
  "nieuw-in-carre", // no events
  "carmen", // wrong price list
  "annie", // future playlistPublicationDate
  "carre-kerstgala", // hidePlaySchedule
  "sterren-op-het-ijs", // calendar view
  "cirque-eloize", // overruleDurationText
  "chicago", // 18 events, restaurant-bundled (hadestown has the musical layout: test/server/musical.test.ts)
  "het-laatste-woord-is-nog-lang-niet-gezegd", // very long heading
  "jazz-in-de-nok", // no image
  "rock-en-roll-revue", // text needing escapes
];

interface CmsEventJson {
  id: string;
  start_date: string;
  sales_status: string;
  sales_start_date: string | null;
  data: { eventtype: string; statusID: string | null };
}

async function cmsShow(slug: string): Promise<{ node: { id: string; data: { urlTranslated: string } }; productions: Record<string, { events: CmsEventJson[] }> }> {
  const res = await fetch(`${stack.cms.url}/api/render/voorstelling/${slug}`);
  return (await res.json()) as never;
}

function jsonLd(html: string): Record<string, any>[] {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error("no JSON-LD");
  return JSON.parse(match[1]!);
}

/** The page's performances (the EventSeries comes first; test/server/structured-data.test.ts checks it). */
function performances(html: string): Record<string, any>[] {
  return jsonLd(html).filter((d) => d["@type"] === "TheaterEvent");
}

describe("show pages", () => {
  it("answer 200 with the show view for shows in every status, in both languages", async () => {
    for (const slug of SLUGS) {
      const cms = await cmsShow(slug);
      for (const path of [`/voorstelling/${slug}`, cms.node.data.urlTranslated]) {
        const res = await request(stack.app).get(path);
        expect(res.status, path).toBe(200);
        const page = leafPage(res.text);
        expect(page.view.kind, path).toBe("show");
        expect(res.text, path).toMatch(/<h1 class="show-intro__heading/);
      }
    }
  });

  it("answer 404 for an unknown show in both languages", async () => {
    const nl = await request(stack.app).get("/voorstelling/bestaat-niet").expect(404);
    expect(nl.text).toContain("Pagina niet gevonden");
    const en = await request(stack.app).get("/en/show/does-not-exist").expect(404);
    expect(en.text).toContain("Page not found");
  });

  it("render the description, the schedule anchor and the 'Toon meer data' toggle in the server HTML", async () => {
    const res = await request(stack.app).get("/voorstelling/chicago").expect(200);
    expect(res.text).toContain('id="speeldata"');
    expect(res.text).toContain('id="start-of-page"');
    expect(res.text).toContain("Toon meer data");
    expect(res.text).toContain("Anderen bekeken ook");
    // The rating by shape as well as colour (WCAG 1.4.1): filled and outlined stars.
    expect(res.text.match(/<p class="show-stars"[^>]*>(.*?)<\/p>/)![1]!.replace(/<[^>]+>/g, "")).toBe("★★☆☆☆");
    const view = leafPage(res.text).view;
    expect(view.schedule.collapsible).toBe(true);
    expect(view.bigGroups).toEqual({ size: 15, href: "/pagina/theaterarrangementen" });
    expect(view.related).toHaveLength(3);
    expect(view.related.map((r: { id: string }) => r.id)).not.toContain(view.id);
  });

  it("start a configured headliner's play table collapsed whatever its length (ALWAYS_COLLAPSED_SHOWS, spec 2 §2); others only above 10 events", async () => {
    const short = await request(stack.app).get("/voorstelling/carmen").expect(200);
    expect(leafPage(short.text).view.schedule.eventCount).toBe(4);
    expect(short.text).not.toContain("Toon meer data");
    const configured = await startStack({ env: { ALWAYS_COLLAPSED_SHOWS: "carmen, chicago" } });
    try {
      const headliner = await request(configured.app).get("/voorstelling/carmen").expect(200);
      expect(headliner.text).toContain("Toon meer data");
      expect(leafPage(headliner.text).view.schedule.collapsible).toBe(true);
      expect((await request(configured.app).get("/voorstelling/big-band-kerst").expect(200)).text).not.toContain("Toon meer data");
    } finally {
      await configured.close();
    }
  });

  it("show one waiting-list event, under its title, only where the page names a waiting list (spec 2 §3)", async () => {
    const named = await request(stack.app).get("/voorstelling/de-notenkraker").expect(200);
    const section = /<section class="show-block show-waiting">([\s\S]*?)<\/section>/.exec(named.text)?.[1] ?? "";
    expect(section).toContain("Schrijf u in voor de wachtlijst");
    expect(section.match(/class="show-waiting__item"/g)).toHaveLength(1);
    expect(section).toMatch(/>Wachtlijst</);
    // Mamma Mia has events on the waiting list but names no waiting list: they are in its schedule only.
    expect((await request(stack.app).get("/voorstelling/mamma-mia").expect(200)).text).not.toContain("show-waiting");
  });

  it("colour the play schedule's buttons from the schedule palette: the status's legend colour, white by default (spec 2 §2)", async () => {
    const res = await request(stack.app).get("/voorstelling/mamma-mia").expect(200);
    const rowHtml = [...res.text.matchAll(/<tr class="schedule-row schedule-row--([a-z_]+)"[\s\S]*?<\/tr>/g)];
    // Each row is headed by its date, so a screen reader names the row a "Bestel kaarten" link is in (WCAG 2.4.4).
    for (const [row] of rowHtml) expect(row).toMatch(/^<tr[^>]*><th scope="row" class="schedule-row__date">/);
    const rows = rowHtml.map((m) => [m[1], /button--(green|orange|red|brown|white)\b/.exec(m[0])?.[1]]);
    const colour = Object.fromEntries(rows);
    expect(colour).toEqual({
      on_sale: "green",
      last_chance: "orange",
      call_us: "red",
      waiting_list: "red",
      cancelled: "brown",
      free: "brown",
      non_reservable: "brown",
      sold_out: "brown",
      sales_finished: "white",
      sales_not_started: "white",
    });
    // Every row of a status has that colour, not just one.
    for (const [status, c] of rows) expect(c).toBe(colour[status!]);
    expect(res.text).toMatch(/<span class="schedule-tooltip" title="wachtlijst">wachtlijst<\/span>/);
  });

  it("show the 'no dates' message for a show without events and hide the schedule for hidePlaySchedule", async () => {
    const none = await request(stack.app).get("/voorstelling/nieuw-in-carre").expect(200);
    expect(none.text).toContain("geen speeldata bekend");
    expect(none.text).not.toContain('id="speeldata"');
    const hidden = await request(stack.app).get("/en/show/carre-christmas-gala").expect(200);
    expect(hidden.text).not.toContain('id="speeldata"');
  });

  it("pass the ?presale= code: sold-out text for an all-sold-out show, default text for an open one", async () => {
    const sold = await request(stack.app).get("/voorstelling/het-zwanenmeer?presale=VOORVERKOOP").expect(200);
    expect(leafPage(sold.text).view.presaleText).toBe("Helaas, de voorverkoop voor deze voorstelling is uitverkocht.");
    const open = await request(stack.app).get("/voorstelling/hadestown?presale=voorverkoop").expect(200);
    expect(leafPage(open.text).view.presaleText).toBe("U heeft toegang tot de voorverkoop. Bestel nu uw kaarten!");
    const without = await request(stack.app).get("/voorstelling/hadestown").expect(200);
    expect(leafPage(without.text).view.presaleText).toBeNull();
  });

  it("log a price list of the wrong shape and still show the other prices", async () => {
    const res = await request(stack.app).get("/voorstelling/carmen").expect(200);
    expect(stack.logs.some((l) => String(l.msg).includes("price list does not match"))).toBe(true);
    const rows = leafPage(res.text).view.schedule.groups.flatMap((g: { events: unknown[] }) => g.events);
    expect(rows.filter((r: { minPriceText: string | null }) => r.minPriceText === null)).toHaveLength(1);
  });
});

describe("show page structured data", () => {
  it("is in the document head only: the data the browser hydrates from leaves it out", async () => {
    const res = await request(stack.app).get("/voorstelling/hadestown").expect(200);
    expect(jsonLd(res.text).length).toBeGreaterThan(0);
    const page = leafPage(res.text);
    expect(page.head.jsonLd).toBeUndefined();
    expect(page.view.head?.jsonLd).toBeUndefined();
    expect(page.head.title).toContain("Hadestown");
    expect(page.view.schedule).toBeDefined();
  });

  it("has one TheaterEvent per future reservable 'Voorstelling' with offers and availability per status", async () => {
    const cms = await cmsShow("mamma-mia");
    const events = Object.values(cms.productions)[0]!.events;
    const res = await request(stack.app).get("/voorstelling/mamma-mia").expect(200);
    const ld = performances(res.text);
    const today = new Date().toISOString().slice(0, 10);
    const expected = events.filter((e) => e.start_date.slice(0, 10) >= today && !(e.sales_status === "on_sale" && e.data.statusID === "15684"));
    expect(ld.map((e) => e.startDate).sort()).toEqual(expected.map((e) => e.start_date).sort());
    const byStart = new Map(ld.map((e) => [e.startDate, e]));
    for (const e of expected) {
      const item = byStart.get(e.start_date)!;
      expect(item["@type"]).toBe("TheaterEvent");
      expect(item.location).toMatchObject({ "@type": "PerformingArtsTheater", "@id": "https://carre.nl/#organization", address: { "@type": "PostalAddress", addressLocality: "Amsterdam" } });
      expect(item.url).toBe("https://carre.nl/voorstelling/mamma-mia");
      expect(item.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/.+\/-\/resize\//);
      const status = e.sales_status === "on_sale" ? e.data.statusID : e.sales_status;
      if (status === "15680") {
        expect(item.eventStatus).toMatch(/^https:\/\/schema\.org\/Event(Cancelled|Postponed)$/);
        expect(item.offers).toBeUndefined();
        continue;
      }
      expect(item.eventStatus).toBe("https://schema.org/EventScheduled");
      const availability: Record<string, string> = { "15685": "SoldOut", waiting_list: "SoldOut", last_chance: "LimitedAvailability", sales_not_started: "PreOrder", sales_finished: "Discontinued", "15682": "InStock", "15681": "InStock" };
      expect(item.offers.availability, `${e.id} ${status}`).toBe(`https://schema.org/${availability[status ?? ""] ?? "InStock"}`);
      if (status === "sales_not_started") expect(item.offers.validFrom).toBeTruthy();
      if (status === null) {
        expect(item.offers).toMatchObject({ "@type": "AggregateOffer", priceCurrency: "EUR" });
        expect(item.offers.url).toContain(`event=${e.id}`);
      }
    }
  });

  it("has no price range for free events and no events that are not a 'Voorstelling'", async () => {
    const free = performances((await request(stack.app).get("/voorstelling/gratis-lunchconcert").expect(200)).text);
    expect(free.length).toBeGreaterThan(0);
    for (const e of free) {
      expect(e.offers).toMatchObject({ "@type": "Offer", price: 0, priceCurrency: "EUR" });
      expect(e.offers).not.toHaveProperty("lowPrice");
    }
    const tour = await request(stack.app).get("/voorstelling/rondleiding-door-carre").expect(200);
    expect(tour.text).not.toContain("application/ld+json");
  });

  it("escapes editor text so '</script>' cannot end the JSON-LD block", async () => {
    const res = await request(stack.app).get("/voorstelling/rock-en-roll-revue").expect(200);
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.text)![1]!;
    expect(block).not.toMatch(/<|>/);
    expect(jsonLd(res.text)[0].name).toBe("Rock & Roll Revue");
    expect(res.text).not.toContain("Rock & Roll </script><!--");
  });

  it("sets description, keywords, Open Graph image and robots from the SEO fields", async () => {
    const res = await request(stack.app).get("/en/show/mamma-mia").expect(200);
    expect(res.text).toMatch(/<meta name="description" content="Mamma Mia!: [^"]+">/);
    expect(res.text).toContain('<meta name="keywords" content="mamma mia!, carré, musical, pop">');
    expect(res.text).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/images\//);
    expect(res.text).not.toMatch(/<meta name="robots"/);
    const hidden = await request(stack.app).get("/voorstelling/besloten-voorstelling").expect(200);
    expect(hidden.text).toContain('<meta name="robots" content="noindex">');
  });
});

describe("useYoutubeUrlForSlide (spec 2 §3, issue 25 point 4)", () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.close();
  });

  it("makes the production's YouTube video the hero's first slide, a play button until pressed, and does not repeat it below", async () => {
    const res = await request(stack.app).get("/voorstelling/3-musketiers").expect(200);
    const view = leafPage(res.text).view;
    expect(view.heroVideo).toMatchObject({ id: "M7lc1UVf-VE", index: 0, embedUrl: "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1" });
    expect(view.heroVideo.thumbnail).toEqual(view.slides[0]);
    expect(view.videos).toEqual([]);
    const hero = /<div id="start-of-page">([\s\S]*?)<div class="show-page__layout/.exec(res.text)![1]!;
    expect(hero).toMatch(/^<div class="show-hero[^"]*">(<div[^>]*>)*<div class="video-slide"><button type="button" class="video-slide__play">/);
    // Nothing from the video host before the visitor asks.
    expect(res.text).not.toMatch(/<iframe[^>]*youtube/);
  });

  it("leaves a show without the flag with its image slides and its videos under the description", async () => {
    const res = await request(stack.app).get("/voorstelling/de-oudejaarsconference").expect(200);
    const view = leafPage(res.text).view;
    expect(view.heroVideo).toBeNull();
    // The video stays under the description, as a click-to-play slide (issue 26 point 6), not in the hero.
    expect(view.videos).toMatchObject([{ id: "M7lc1UVf-VE", embedUrl: "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1" }]);
    const hero = /<div id="start-of-page">([\s\S]*?)<div class="show-page__layout/.exec(res.text)![1]!;
    expect(hero).not.toContain('class="video-slide"');
    expect(res.text).toContain('class="video-slide"');
  });
});

describe("agendaTitle, facebookUrl and nobookingcosts as the pages show them (issue 25 point 4)", () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.close();
  });

  it("the calendar heads a show's card with its agendaTitle, the show page keeps the full heading", async () => {
    const calendar = await request(stack.app).get("/agenda").expect(200);
    const entries: { href: string; heading: string }[] = leafPage(calendar.text).view.items;
    const long = entries.find((e) => e.href === "/voorstelling/het-laatste-woord-is-nog-lang-niet-gezegd");
    expect(long?.heading).toBe("Het Laatste Woord Is Nog Lang Niet Gezegd");
    const page = await request(stack.app).get("/voorstelling/het-laatste-woord-is-nog-lang-niet-gezegd").expect(200);
    expect(leafPage(page.text).view.heading.text).toBe("Het Laatste Woord Is Nog Lang Niet Gezegd – Een Avond Vol Verhalen");
  });

  it("a show with a Facebook page links to it from the panel, in a new tab", async () => {
    const res = await request(stack.app).get("/voorstelling/de-notenkraker").expect(200);
    expect(res.text).toContain('<a class="show-panel__follow" href="https://www.facebook.com/carre" target="_blank" rel="noopener noreferrer">Volg ons op Facebook');
    const without = await request(stack.app).get("/voorstelling/3-musketiers").expect(200);
    expect(without.text).not.toContain("show-panel__follow");
  });

  it("rows of events without booking costs say so, and only those", async () => {
    const cms = await (await fetch(`${stack.cms.url}/api/render/production-page-list-nl`)).json();
    const events = Object.values(cms.productions as Record<string, { events: { id: string; data: { nobookingcosts?: boolean } }[] }>).flatMap((p) => p.events);
    const flagged = new Set(events.filter((e) => e.data.nobookingcosts === true).map((e) => e.id));
    expect(flagged.size).toBeGreaterThan(0);
    let noted = 0;
    for (const slug of ["wintercircus", "gratis-lunchconcert", "comedy-night-live", "de-oudejaarsconference", "hadestown"]) {
      const res = await request(stack.app).get(`/voorstelling/${slug}`).expect(200);
      for (const group of leafPage(res.text).view.schedule?.groups ?? []) {
        for (const e of group.events as { id: string; noBookingCosts: boolean }[]) {
          expect(e.noBookingCosts).toBe(flagged.has(e.id));
          if (e.noBookingCosts) noted++;
        }
      }
    }
    expect(noted).toBeGreaterThan(0);
  });
});
