import request from "supertest";
import { describe, expect, it } from "vitest";
import { leafPage, type Stack, useBothSites } from "./harness";

let stack: Stack;
let fonds: Stack;
useBothSites((c, f) => {
  [stack, fonds] = [c, f];
});

interface ListAnswer {
  node: { query_result: { node_ids: string[] } };
  nodes: Record<string, { id: string; production_id?: string; data: Record<string, unknown>; relations?: Record<string, unknown> }>;
  productions: Record<string, { events: Array<{ start_date: string }> }>;
}

/** Show pages the calendar must list, straight from the CMS: allowed, with heading, image and an upcoming date. */
async function expectedCalendarPaths(cmsUrl: string, lang: "nl" | "en"): Promise<string[]> {
  const body = (await (await fetch(`${cmsUrl}/api/render/production-page-list-${lang}`)).json()) as ListAnswer;
  const startOfToday = new Date(new Date().toLocaleDateString("en-CA", { timeZone: "Europe/Amsterdam" }) + "T00:00:00+01:00").getTime() - 3600_000;
  return body.node.query_result.node_ids
    .map((id) => body.nodes[id])
    .filter((n) => n.data.isAllowedInCalendar === true && n.data.heading && n.relations?.image_thumb)
    .filter((n) => body.productions[n.production_id!]?.events.some((e) => Date.parse(e.start_date) > startOfToday))
    .map((n) => n.data.url as string);
}

describe("calendar on the server (spec 1 §2 Calendar)", () => {
  it.each([
    ["/agenda", "nl"],
    ["/en/calendar", "en"],
  ] as const)("%s lists every calendar show as a link in the HTML", async (path, lang) => {
    const res = await request(stack.app).get(path).expect(200);
    const expected = await expectedCalendarPaths(stack.cms.url, lang);
    expect(expected.length).toBeGreaterThan(20);
    for (const href of expected) expect(res.text).toContain(`href="${href}"`);
    const view = leafPage(res.text).view;
    expect(view.kind).toBe("calendar");
    // A show whose dates split into several groups has an entry per group; every show at least one.
    expect(new Set(view.items.map((i: { id: string; href: string }) => i.href))).toEqual(new Set(expected));
    expect(view.items.length).toBeGreaterThan(expected.length);
  });

  it("a show with dates in several months or with gaps of more than a day appears once per group, under its month, with its own date text", async () => {
    const res = await request(stack.app).get("/agenda").expect(200);
    const view = leafPage(res.text).view as { items: { id: string; key: string; month: string; dateText: string }[]; months: { key: string; start: number; count: number }[] };
    const byShow = Map.groupBy(view.items, (i) => i.id);
    const split = [...byShow.values()].find((entries) => entries.length > 2)!;
    expect(split).toBeDefined();
    expect(new Set(split.map((e) => e.key)).size).toBe(split.length);
    for (const entry of split) {
      const month = view.months.find((m) => m.key === entry.month)!;
      const index = view.items.indexOf(entry as never);
      expect(index).toBeGreaterThanOrEqual(month.start);
      expect(index).toBeLessThan(month.start + month.count);
      // Each group's card is in the HTML with its own date text.
      expect(res.text).toContain(entry.dateText.replace(/&/g, "&amp;"));
    }
    expect(new Set(split.map((e) => e.dateText)).size).toBe(split.length);
  });

  it("leaves out shows not allowed in the calendar, without an image or without upcoming dates", async () => {
    const res = await request(stack.app).get("/agenda").expect(200);
    for (const slug of ["besloten-voorstelling", "premiere-hadestown", "jazz-in-de-nok", "zomerconcert", "nieuw-in-carre"]) {
      expect(res.text).not.toContain(`href="/voorstelling/${slug}"`);
    }
  });

  it("renders month sections with anchors and the month pagination as links, previous disabled at the first month", async () => {
    const res = await request(stack.app).get("/agenda").expect(200);
    const anchors = [...res.text.matchAll(/<section id="(maand-\d{4}-\d{2})"/g)].map((m) => m[1]);
    expect(anchors.length).toBeGreaterThan(3);
    expect(res.text).toMatch(/class="calendar-nav__step calendar-nav__step--previous calendar-nav__step--disabled" aria-disabled="true"/);
    expect(res.text).toMatch(new RegExp(`<a href="#${anchors[1]}" class="calendar-nav__step calendar-nav__step--next"`));
    const options = [...res.text.matchAll(/<a href="#(maand-[\d-]+)" class="calendar-nav__option"/g)].map((m) => m[1]);
    expect(options).toEqual(anchors);
    expect(res.text).toContain("calendar-card--featured");
    expect(res.text).toMatch(/<h1 id="calendar-title"[^>]*>Agenda<\/h1>/);
    // Each card's heart says which show it keeps: a hundred buttons of one name said nothing (a screen-reader audit).
    const cards = [...res.text.matchAll(/<article class="calendar-card[\s\S]*?<\/article>/g)].map(([card]) => ({
      heading: /class="calendar-card__heading"><a [^>]*>([^<]+)</.exec(card)?.[1],
      heart: /class="wishlist__button"[^>]*aria-label="([^"]+)"/.exec(card)?.[1],
    }));
    expect(cards.length).toBeGreaterThan(10);
    for (const { heading, heart } of cards) expect(heart).toBe(`Toevoegen aan verlanglijst: ${heading}`);
  });

  it("search mode lists matches with the 'toon volledige agenda' button, or says there are no results", async () => {
    const hit = await request(stack.app).get("/agenda?q=Hadestown").expect(200);
    expect(hit.text).toContain('href="/voorstelling/hadestown"');
    expect(hit.text).not.toContain('href="/voorstelling/chicago"');
    expect(hit.text).toContain(">Toon volledige agenda</a>");
    expect(hit.text).toContain('<meta name="robots" content="noindex, follow">');
    const miss = await request(stack.app).get("/agenda?q=zzzqqq").expect(200);
    expect(miss.text).toContain("Helaas, er zijn geen zoekresultaten gevonden");
    const missEn = await request(stack.app).get("/en/calendar?q=zzzqqq").expect(200);
    expect(missEn.text).toContain("There are no results matching your query");
    expect(missEn.text).toContain('href="/en/calendar"');
  });

  it("answers 200 with a correct page for any q and junk month parameters", async () => {
    const odd = ["", "%20%20", "a".repeat(1900), "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "%F0%9F%8E%AD%20carr%C3%A9", "a&q=b", "%00", "'%22%3E%3Cimg%20src=x%3E"];
    for (const q of odd) {
      for (const path of ["/agenda", "/en/calendar"]) {
        const res = await request(stack.app).get(`${path}?q=${q}`);
        expect(res.status, `${path}?q=${q}`).toBe(200);
        expect(res.text).not.toContain("<script>alert(1)</script>");
        expect(res.text).not.toContain('"><img src=x>');
      }
    }
    await request(stack.app).get("/agenda?maand=junk&month=9999-99&page=-1").expect(200);
    // Past the server's URL limit the answer is a clean 400 before any page code runs, never a 500.
    await request(stack.app).get(`/agenda?q=${"a".repeat(5000)}`).expect(400);
  });
});

describe("search on the server (spec 1 §2 Search)", () => {
  it("renders the results for a URL with q: Shows, Pages and News, each with a link", async () => {
    const res = await request(stack.app).get("/zoeken?q=Theater").expect(200);
    const view = leafPage(res.text).view;
    expect(view).toMatchObject({ kind: "search", q: "theater" });
    expect(view.shows.length).toBeGreaterThan(0);
    expect(view.shows.length).toBeLessThanOrEqual(5);
    expect(view.pages.length).toBeGreaterThan(0);
    expect(view.pages.length).toBeLessThanOrEqual(10);
    expect(view.news.length).toBeLessThanOrEqual(5);
    for (const item of [...view.shows, ...view.pages, ...view.news]) expect(res.text).toContain(`href="${item.href}"`);
    expect(res.text).toContain('placeholder="Zoek..."');
    expect(res.text).toMatch(/<form class="search-box" role="search" action="\/zoeken" method="get">/);
    expect(res.text).toContain('value="theater"');
  });

  it("says no results were found, in both languages", async () => {
    const nl = await request(stack.app).get("/zoeken?q=zzzqqq").expect(200);
    expect(nl.text).toContain("Er zijn geen resultaten gevonden die al uw zoektermen bevatten.");
    const en = await request(stack.app).get("/en/search?q=zzzqqq").expect(200);
    expect(en.text).toContain("No results containing all your search terms were found.");
    expect(en.text).toContain('placeholder="Search..."');
  });

  it("shows only the box and the agenda button without q", async () => {
    const res = await request(stack.app).get("/zoeken").expect(200);
    expect(res.text).not.toContain("Er zijn geen resultaten");
    expect(res.text).toContain('href="/agenda"');
  });

  it("answers 200 for any q", async () => {
    for (const q of ["", "a".repeat(1900), "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "%E6%BC%94%E5%8A%87", "a&q=b", "%3C%2Fscript%3E%3C!--"]) {
      for (const path of ["/zoeken", "/en/search"]) {
        const res = await request(stack.app).get(`${path}?q=${q}`);
        expect(res.status, `${path}?q=${q}`).toBe(200);
        expect(res.text).not.toContain("<script>alert(1)</script>");
        expect(res.text.match(/<script id="app-data"[\s\S]*?<\/script>/g)).toHaveLength(1);
      }
    }
  });

  it("still renders when the page list fails: that section is empty and the failure is logged", async () => {
    stack.cms.faults.set({ mode: "500", pathPrefix: "/api/render/page-list-nl" });
    try {
      const res = await request(stack.app).get("/zoeken?q=afmelden%20nieuwsbrief").expect(200);
      const view = leafPage(res.text).view;
      expect(view.pages).toEqual([]);
      expect(stack.logs.some((l) => l.msg === "search list failed")).toBe(true);
    } finally {
      stack.cms.faults.clear();
    }
  });
});

describe("the language switch on list routes (issue 26 point 8)", () => {
  const switchHref = (html: string) => /<a[^>]*class="lang-switch__link"[^>]*>/.exec(html)?.[0].match(/href="([^"]+)"/)?.[1];

  it.each([
    ["/zoeken?q=kerst", "/en/search?q=kerst"],
    ["/en/search?q=Christmas%20gala", "/zoeken?q=Christmas+gala"],
    ["/zoeken", "/en/search"],
    ["/agenda?q=ballet", "/en/calendar?q=ballet"],
    ["/en/calendar", "/agenda"],
    ["/nieuws?q=carr%C3%A9&p=2", "/en/news?q=carr%C3%A9"],
    ["/", "/en"],
  ])("on %s goes to %s: the same page, the query kept", async (path, target) => {
    const res = await request(stack.app).get(path).expect(200);
    expect(switchHref(res.text)?.replaceAll("&amp;", "&")).toBe(target);
  });
});

describe("the foundation site", () => {
  it("serves the calendar and search", async () => {
    const cal = await request(fonds.app).get("/agenda").expect(200);
    expect(leafPage(cal.text).view.items.length).toBeGreaterThan(0);
    expect(cal.text).toMatch(/href="\/voorstelling\/[^"]+"/);
    const search = await request(fonds.app).get("/en/search?q=theatre").expect(200);
    expect(leafPage(search.text).view.kind).toBe("search");
    await request(fonds.app).get("/en/calendar?q=zzz").expect(200);
  });
});
