/**
 * Issue 23 point 1: every JSON-LD block of every page type on both sites, parsed and checked
 * against the mapping rules (docs/decisions/structured-data.md). Pages are taken from each site's
 * sitemap (a few per page type and language) plus the cases the sample CMS keeps for them.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack } from "./harness";

type Node = Record<string, any>;
const SCHEMA = "https://schema.org/";
const VENUE_ID = "https://carre.nl/#organization";
const OWN_ORGANISATION = { carre: VENUE_ID, fonds: "https://carrefonds.nl/#organization" } as const;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const STATUSES = ["EventScheduled", "EventCancelled", "EventPostponed", "EventRescheduled"].map((s) => SCHEMA + s);
const AVAILABILITY = ["InStock", "SoldOut", "LimitedAvailability", "PreOrder", "Discontinued"].map((s) => SCHEMA + s);
/** Named cases: the musical, a postponed event, CMS artists, another venue, no SEO description, search. */
const EXTRA_PATHS = ["/voorstelling/hadestown", "/voorstelling/comedy-night-live", "/voorstelling/carmen", "/voorstelling/circus-hurricane", "/voorstelling/de-notenkraker", "/zoeken?q=musical", "/en/search?q=jazz"];

function blocks(html: string): Node[][] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => {
    const parsed = JSON.parse(m[1]!);
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

/** Nothing invented: no null, empty text or empty list anywhere (a field the CMS does not give is left out). */
function emptyValues(value: unknown, path = "$"): string[] {
  if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) return [path];
  if (typeof value !== "object") return [];
  return Object.entries(value as object).flatMap(([k, v]) => emptyValues(v, `${path}.${k}`));
}

function types(node: Node): string[] {
  return [node["@type"]].flat();
}

/** A few pages per page type and language from the sitemap, then the named cases. */
async function samplePaths(app: Parameters<typeof request>[0]): Promise<string[]> {
  const xml = (await request(app).get("/sitemap.xml").expect(200)).text;
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const perType = new Map<string, string[]>();
  for (const p of paths) {
    const type = p.split("/").slice(0, p.startsWith("/en/") ? 3 : 2).join("/");
    const list = perType.get(type) ?? [];
    if (list.length < 3) perType.set(type, [...list, p]);
  }
  return [...new Set([...[...perType.values()].flat(), ...EXTRA_PATHS])];
}

function checkPerformance(e: Node, series: Map<string, Node>, path: string): void {
  const where = `${path} ${e["@id"]}`;
  expect(e["@id"].startsWith(`${e.url}#event-`), where).toBe(true);
  expect(e.startDate, where).toMatch(ISO_WITH_OFFSET);
  if (e.endDate) expect(e.endDate, where).toMatch(ISO_WITH_OFFSET);
  expect(STATUSES, where).toContain(e.eventStatus);
  expect(e.eventAttendanceMode, where).toBe(`${SCHEMA}OfflineEventAttendanceMode`);
  expect(e.location.name, where).toBeTruthy();
  expect(e.location.address["@type"], where).toBe("PostalAddress");
  if (e.location["@id"]) expect(e.location, where).toMatchObject({ "@type": "PerformingArtsTheater", "@id": VENUE_ID });
  expect(e.organizer, where).toMatchObject({ "@id": VENUE_ID, name: "Koninklijk Theater Carré", url: "https://carre.nl/" });
  const parent = series.get(e.superEvent?.["@id"]);
  expect(parent?.subEvent, where).toContainEqual({ "@id": e["@id"] });
  const cancelled = e.eventStatus === `${SCHEMA}EventCancelled` || e.eventStatus === `${SCHEMA}EventPostponed`;
  if (cancelled) expect(e.offers, where).toBeUndefined();
  else {
    expect(AVAILABILITY, where).toContain(e.offers.availability);
    expect(e.offers.url, where).toMatch(/^https?:\/\//);
    if ("price" in e.offers) expect(e.offers.priceCurrency, where).toBe("EUR");
    if (e.offers["@type"] === "AggregateOffer") expect(e.offers.lowPrice, where).toBeLessThanOrEqual(e.offers.highPrice);
    if (e.offers.validFrom) expect(e.offers.validFrom, where).toMatch(ISO_WITH_OFFSET);
  }
  for (const p of e.performer ?? []) expect(p, where).toEqual({ "@type": "Person", name: expect.any(String) });
}

describe.each(["carre", "fonds"] as const)("structured data on the %s site", (site) => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  const pages = new Map<string, Node[]>();
  beforeAll(async () => {
    // A crawl of many pages on a shared machine: the upstream deadline of a production box, not the fault tests' 1.5 s.
    stack = await startStack({ site, timeoutMs: 5000 });
    for (const path of await samplePaths(stack.app)) {
      const res = await request(stack.app).get(path);
      if (res.status !== 200) continue;
      pages.set(path, blocks(res.text).flat());
    }
  }, 120_000);
  afterAll(() => stack?.close());

  it("parses every block on every sampled page type, each node with the schema.org context, a type and no empty field", () => {
    expect(pages.size).toBeGreaterThan(10);
    for (const [path, nodes] of pages) {
      for (const node of nodes) {
        expect(node["@context"], path).toBe("https://schema.org");
        expect(types(node).length, path).toBeGreaterThan(0);
        expect(emptyValues(node), `${path} ${node["@type"]}`).toEqual([]);
      }
    }
  });

  it("numbers every breadcrumb trail from 1", () => {
    const trails = [...pages].flatMap(([, nodes]) => nodes.filter((n) => n["@type"] === "BreadcrumbList"));
    expect(trails.length).toBeGreaterThan(0);
    for (const t of trails) expect(t.itemListElement.map((i: Node) => i.position)).toEqual(t.itemListElement.map((_: Node, i: number) => i + 1));
  });

  it("describes the site's organisation in full once, on the home pages only", () => {
    // A top-level node with the organisation's @id is its full description; elsewhere it is only referred to.
    const full = [...pages].flatMap(([path, nodes]) => nodes.filter((n) => n["@id"] === OWN_ORGANISATION[site]).map((n) => ({ path, n })));
    expect(full.map((f) => f.path).sort()).toEqual(["/", "/en"]);
    for (const { n } of full) {
      expect(n.logo).toMatch(/^https:\/\/.+\.svg$/);
      expect(n.url).toBe(OWN_ORGANISATION[site].replace("#organization", ""));
      if (site === "carre") {
        expect(types(n)).toEqual(["PerformingArtsTheater", "Organization"]);
        expect(n.sameAs).toContain("https://www.instagram.com/carreamsterdam/");
        expect(n.address).toMatchObject({ "@type": "PostalAddress", streetAddress: "Amstel 115-125", addressLocality: "Amsterdam" });
        expect(n.geo).toMatchObject({ "@type": "GeoCoordinates", latitude: expect.any(Number), longitude: expect.any(Number) });
      } else {
        expect(types(n)).toEqual(["NGO"]);
        // The foundation's footer links the venue's profiles; they are not its own (docs/decisions/structured-data.md).
        expect(n.sameAs).toBeUndefined();
        expect(n.address).toBeUndefined();
      }
    }
  });

  it("names the site as a WebSite beside its organisation on each home page, at that home's address and language", () => {
    const sites = [...pages].flatMap(([path, nodes]) => nodes.filter((n) => n["@type"] === "WebSite").map((n) => ({ path, n })));
    expect(sites.map((s) => s.path).sort()).toEqual(["/", "/en"]);
    for (const { path, n } of sites) {
      expect(n.url.endsWith(path), path).toBe(true);
      expect(n.inLanguage, path).toBe(path === "/en" ? "en" : "nl");
      expect(n.name, path).toBe(site === "carre" ? "Koninklijk Theater Carré" : "Carré Fonds");
      expect(n.publisher, path).toEqual({ "@id": OWN_ORGANISATION[site] });
      expect(n.potentialAction, path).toBeUndefined();
    }
  });

  it("models every show as an EventSeries whose subEvents are the page's TheaterEvents, each checked against the rules", () => {
    let checked = 0;
    for (const [path, nodes] of pages) {
      const series = new Map(nodes.filter((n) => n["@type"] === "EventSeries").map((n) => [n["@id"], n]));
      const performances = nodes.filter((n) => n["@type"] === "TheaterEvent");
      for (const s of series.values()) {
        expect(s["@id"], path).toBe(`${s.url}#series`);
        expect(s.subEvent.map((r: Node) => r["@id"]).sort(), path).toEqual(performances.filter((p) => p.superEvent["@id"] === s["@id"]).map((p) => p["@id"]).sort());
        expect(s.organizer["@id"], path).toBe(VENUE_ID);
        expect(s.description, path).toBeTruthy();
      }
      for (const e of performances) checkPerformance(e, series, path);
      checked += performances.length;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("gives the CMS's statuses and persons: a postponed performance, performers where artists are named, another venue as a Place", () => {
    const show = (slug: string) => pages.get(`/voorstelling/${slug}`)!.filter((n) => n["@type"] === "TheaterEvent");
    expect(show("comedy-night-live").map((e) => e.eventStatus.replace(SCHEMA, "")).sort()).toEqual(["EventCancelled", "EventPostponed"]);
    expect(show("carmen")[0].performer.map((p: Node) => p.name)).toEqual(["Lotte de Vries", "Jasper Koning"]);
    expect(show("hadestown")[0].performer).toBeUndefined();
    expect(show("circus-hurricane")[0].location).toMatchObject({ "@type": "Place", name: "Westergas Zuiveringshal" });
    expect(show("circus-hurricane")[0].location["@id"]).toBeUndefined();
  });

  it("describes a show whose SEO description is empty by the page's own text, its events alike", () => {
    const nodes = pages.get("/voorstelling/de-notenkraker")!;
    const description = nodes.find((n) => n["@type"] === "EventSeries")!.description;
    expect(description).toBeTruthy();
    for (const e of nodes.filter((n) => n["@type"] === "TheaterEvent")) expect(e.description).toBe(description);
  });

  it("publishes every NewsArticle by the site's organisation @id with its logo, and names it as the author", () => {
    const articles = [...pages].flatMap(([path, nodes]) => nodes.filter((n) => n["@type"] === "NewsArticle").map((n) => ({ path, n })));
    expect(articles.length).toBeGreaterThan(0);
    for (const { path, n } of articles) {
      expect(n.publisher, path).toMatchObject({ "@id": OWN_ORGANISATION[site], logo: { "@type": "ImageObject", url: expect.stringMatching(/^https:\/\//) } });
      expect(n.author, path).toMatchObject({ "@id": OWN_ORGANISATION[site], name: n.publisher.name, url: n.publisher.url });
      if (n.datePublished) expect(n.datePublished, path).toMatch(ISO_WITH_OFFSET);
      expect(n.url.endsWith(path), path).toBe(true);
    }
  });
});
