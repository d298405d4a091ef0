/**
 * The musical layout end to end on the server (issue 14; spec 2 §2 "Musical layout page", spec 3 §7
 * order details): the sample CMS's Hadestown pages through the real app, HTML and embedded view.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_MUSICAL_PAGES } from "../../scripts/sample-cms/content/musical";

const TAG_PAGES = SAMPLE_MUSICAL_PAGES.tagPages;
import { leafPage, startStack } from "./harness";

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

interface CmsEvent {
  id: string;
  sales_url: string;
  arrangement_kinds: { sales_url: string }[];
  data: { sitetags: string[] };
}

async function cmsEvents(path: string): Promise<CmsEvent[]> {
  const body = (await (await fetch(`${stack.cms.url}/api/render${path}`)).json()) as { productions: Record<string, { events: CmsEvent[] }> };
  return Object.values(body.productions)[0]!.events;
}

async function page(path: string) {
  const res = await request(stack.app).get(path).expect(200);
  return { html: res.text, view: leafPage(res.text).view };
}

const scheduleIds = (view: { schedule: { groups: { events: { id: string }[] }[] } | null }) => view.schedule?.groups.flatMap((g) => g.events.map((e) => e.id)) ?? [];

describe("the musical page /voorstelling/hadestown and /en/show/hadestown (issue 14, point 1)", () => {
  it.each([
    ["/voorstelling/hadestown", "Cast en creatives", "Volg Hadestown", "Steun Carré", "Foto&#x27;s: Kurt van der Elst"],
    ["/en/show/hadestown", "Cast and creatives", "Sign up for updates", "Support Carré", "Photos: Kurt van der Elst"],
  ])("%s has logo, intro, person tabs, cards, about, photos with credit, sign-up socials and the foundation footer", async (path, cast, signUp, foundation, credit) => {
    const { html, view } = await page(path);
    expect(view.kind).toBe("show");
    expect(html).toContain('class="show-page musical-page"');
    // The logo is the visible name; the page's one h1 says it in words.
    expect(html).toMatch(/<img[^>]*class="musical-intro__logo"[^>]*alt=""[^>]*\/><h1 class="visually-hidden">Hadestown<\/h1>/);
    expect(html).toContain("musical-intro__text");
    expect(html).toContain(cast);
    expect(html).toContain(signUp);
    expect(html).toContain('href="https://www.instagram.com/carreamsterdam/"');
    expect(html).toContain(foundation);
    expect(html).toMatch(/<a href="https:\/\/carrefonds\.nl" class="button button--white" target="_blank" rel="noopener noreferrer">/);
    expect(html.replace(/&#x27;|&#39;/g, "'")).toContain(credit.replace("&#x27;", "'"));
    expect(view.musical.photos.length).toBeGreaterThan(1);
    expect(view.musical.aboutHtml).toMatch(/<p>/);
    // The main page is no deep link: no return link, no About heading.
    expect(html).not.toContain("musical-intro__return");
    expect(view.musical.aboutHeading).toBe(false);
    // No slider: the hero is the musical's (video over a poster).
    expect(html).toContain("musical-hero");
    expect(html).not.toContain("show-hero__swiper");
  });

  it("person groups are tabs, the first selected, each group's persons ordered by priority (higher first)", async () => {
    const { html, view } = await page("/voorstelling/hadestown");
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]+)</g)].map((m) => [m[2], m[1]]);
    expect(tabs).toEqual([["Cast", "true"], ["Ensemble", "false"], ["Creatives", "false"]]);
    const cast = view.musical.personGroups[0].items.map((p: { name: string }) => p.name);
    expect(cast).toEqual(["Tommie Christiaan", "Ferdi Stofmeel", "Joy Wielkens", "Jim Bakkum", "Wieneke Remmers"]);
    const order = cast.map((name: string) => html.indexOf(`>${name}</h3>`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("banner cards: only those with button text; a show page link is a plain document link", async () => {
    const { html, view } = await page("/voorstelling/hadestown");
    expect(view.musical.bannerCards.map((c: { title: string }) => c.title)).toEqual(["Premièrevoorstelling", "Met een groep", "Hadestown-soundtrack"]);
    expect(html).not.toContain("Zonder knoptekst");
    expect(html).toMatch(/<a class="button button--white musical-card__button" href="\/voorstelling\/premiere-hadestown"/);
    // No heading above the cards: each card heads its own section (h2), not one under the cast's (WCAG 1.3.1).
    expect(html.match(/<h\d class="musical-card__title">/g)).toEqual(Array(3).fill('<h2 class="musical-card__title">'));
    // The same for the tabs panel's items.
    expect(html).toContain('<h2 class="accordion__heading">');
    expect(html).not.toContain('<h3 class="accordion__heading">');
  });

  it("shows the calendar of all performances, the description expanded, and toggles the musical layout", async () => {
    const { html, view } = await page("/en/show/hadestown");
    const events = await cmsEvents("/en/show/hadestown");
    expect(events.length).toBeGreaterThan(50);
    expect(view.schedule.form).toBe("calendar");
    expect(scheduleIds(view).sort()).toEqual(events.map((e) => e.id).sort());
    expect(html).toContain("schedule-calendar");
    expect(view.description.collapsible).toBe(false);
    expect(html).not.toContain("show-description__text--collapsed");
    expect(html).not.toContain(">Read more<");
  });

  it("renders on the foundation site too, with its looping video (spec 2 §2 names no site; spec 1 §2 keeps only the home's video to the venue)", async () => {
    const fonds = await startStack({ site: "fonds" });
    try {
      const res = await request(fonds.app).get("/voorstelling/hadestown").expect(200);
      expect(res.text).toContain('class="show-page musical-page"');
      expect(res.text).toContain('<video class="musical-hero__video"');
      expect(leafPage(res.text).view.musical.heroVideoUrl).toBe("/media/hero.mp4");
      await request(fonds.app).get("/media/hero.mp4").expect(200).expect("Content-Type", "video/mp4");
      // The foundation's own home is an internal link there, in the same tab (spec 1 §5; a crawl audit found a new tab).
      expect(res.text).toMatch(/<section class="musical-foundation"[\s\S]*?<a class="button button--white" href="\/">/);
    } finally {
      await fonds.close();
    }
  });

  it("loops the muted hero video the sample CMS names over its poster, and the site serves it", async () => {
    const res = await request(stack.app).get("/voorstelling/hadestown").expect(200);
    expect(leafPage(res.text).view.musical.heroVideoUrl).toBe("/media/hero.mp4");
    const video = /<video[^>]*>/.exec(res.text)?.[0]?.toLowerCase();
    for (const attr of ['class="musical-hero__video"', 'src="/media/hero.mp4"', "muted", "loop", "playsinline", 'poster="http']) expect(video).toContain(attr);
    await request(stack.app).get("/media/hero.mp4").expect(200).expect("Content-Type", "video/mp4");
  });

  it.each(["/voorstelling/hadestown", "/en/show/hadestown"])("%s?presale=<code> shows the presale text in the musical's intro (spec 2 §2, every production page)", async (path) => {
    const withCode = await request(stack.app).get(`${path}?presale=VOORVERKOOP`).expect(200);
    expect(withCode.text).toMatch(/<header class="musical-intro">[\s\S]*<p class="show-intro__presale musical-intro__presale">U heeft toegang tot de voorverkoop. Bestel nu uw kaarten!<\/p>[\s\S]*<\/header>/);
    const without = await request(stack.app).get(path).expect(200);
    expect(without.text).not.toContain("musical-intro__presale");
  });
});

describe("premiere and lottery pages (issue 14, point 2)", () => {
  it.each(["/voorstelling/premiere-hadestown", "/en/show/hadestown-premiere"])("%s hides the date picker and lists a sales button per event", async (path) => {
    const { html, view } = await page(path);
    const events = await cmsEvents(path);
    expect(html).toContain("musical-page--premiere");
    expect(html).not.toContain("schedule-calendar");
    expect(view.schedule.form).toBe("table");
    expect(scheduleIds(view)).toEqual(events.map((e) => e.id));
    expect(html.match(/class="schedule-row /g)).toHaveLength(events.length);
    expect(html.match(/<td class="schedule-row__button">/g)).toHaveLength(events.length);
  });

  it.each([
    ["/voorstelling/hadestown-lottery", "nl", "Schrijf je in voor de wachtlijst / loting"],
    ["/en/show/hadestown-lottery", "en", "Join the waiting list / lottery"],
  ])("%s hides the date picker and links the lottery button to the widget with event and language", async (path, lang, text) => {
    const { html, view } = await page(path);
    expect(html).not.toContain('id="speeldata"');
    expect(html).not.toContain("schedule-calendar");
    const anchor = /<a ([^>]*\bclass="button musical-lottery__button"[^>]*)>([^<]+)</.exec(html);
    expect(anchor?.[2]).toBe(text);
    const url = new URL(/\bhref="([^"]+)"/.exec(anchor![1]!)![1]!.replace(/&amp;/g, "&"));
    expect(url.origin + url.pathname).toBe("https://apps.ticketmatic.com/widgets/carre/waitinglist");
    expect(url.searchParams.get("l")).toBe(lang);
    expect((await cmsEvents(path)).map((e) => e.id)).toContain(url.searchParams.get("event"));
    expect(view.salesButton).toBeNull();
    // Structured data names what the page shows: no performances here (a crawl audit found all 64).
    expect(html).not.toContain('"TheaterEvent"');
  });
});

describe("deep links and tag pages (issue 14, point 3)", () => {
  it.each(TAG_PAGES.flatMap((p) => [[`/voorstelling/${p.slugs[0]}`, p.tag], [`/en/show/${p.slugs[1]}`, p.tag]]))("%s shows only the events tagged %s", async (path, tag) => {
    const { view } = await page(path);
    const tagged = (await cmsEvents(path)).filter((e) => e.data.sitetags.includes(tag));
    expect(tagged.length).toBeGreaterThan(0);
    expect(scheduleIds(view).sort()).toEqual(tagged.map((e) => e.id).sort());
    expect(view.musical.tag).toBe(tag);
  });

  it("package pages link each event to its package in the ticket shop; other tag pages to the event", async () => {
    let packageLinked = 0;
    for (const tagPage of TAG_PAGES) {
      const path = `/voorstelling/${tagPage.slugs[0]}`;
      const { view } = await page(path);
      const byId = new Map((await cmsEvents(path)).map((e) => [e.id, e]));
      for (const event of view.schedule.groups.flatMap((g: { events: { id: string; button: { href?: string } }[] }) => g.events)) {
        if (!event.button.href) continue;
        const cms = byId.get(event.id)!;
        const expected = tagPage.packageLinks ? cms.arrangement_kinds[0]!.sales_url : cms.sales_url;
        expect(event.button.href.split("&r=")[0]).toBe(expected);
        if (tagPage.packageLinks && expected !== cms.sales_url) packageLinked++;
      }
    }
    expect(packageLinked).toBeGreaterThan(5);
  });

  it("deep links show 'return to all ticket options' and an About heading; promotions have no return link", async () => {
    const singles = await page("/voorstelling/hadestown-singles");
    expect(singles.html).toMatch(/<a class="musical-intro__return" href="\/voorstelling\/hadestown"[^>]*>.*?Terug naar alle ticketopties<\/a>/);
    expect(singles.html).toMatch(/<h2 class="show-block__heading">Over de voorstelling<\/h2>/);
    const en = await page("/en/show/hadestown-dinner-package");
    expect(en.html).toContain('href="/en/show/hadestown"');
    expect(en.html).toContain("Return to all ticket options");
    for (const promotion of ["/voorstelling/hadestown-vriendenloterij", "/voorstelling/hadestown-cultuurkaart", "/en/show/hadestown-mediaplaza"]) {
      const { html } = await page(promotion);
      expect(html, promotion).not.toContain("musical-intro__return");
      expect(html, promotion).toContain("musical-page--deep-link");
    }
  });

  it("the accordion drops a first 'Coronamaatregelen' on tag pages, and 'Annulering of verplaatsing' for the Mojo type", async () => {
    const main = await page("/voorstelling/hadestown");
    expect(main.view.tabs.flatMap((p: { items: { header: string }[] }) => p.items.map((t) => t.header))).toEqual(["Coronamaatregelen", "Praktische informatie", "Annulering of verplaatsing", "Toegankelijkheid"]);
    const tagPage = await page("/voorstelling/hadestown-singles");
    expect(tagPage.view.tabs.flatMap((p: { items: { header: string }[] }) => p.items.map((t) => t.header))).toEqual(["Praktische informatie", "Annulering of verplaatsing", "Toegankelijkheid"]);
    const mojo = await page("/voorstelling/hadestown-zomer");
    expect(mojo.view.tabs.flatMap((p: { items: { header: string }[] }) => p.items.map((t) => t.header))).toEqual(["Praktische informatie", "Toegankelijkheid"]);
    expect(mojo.html).not.toContain("Annulering of verplaatsing");
  });

  it("the two sign-up ids use the regular layout with the sign-up class; the two other ids are no deep links", async () => {
    for (const path of ["/voorstelling/hadestown-aanmelden", "/en/show/hadestown-sign-up"]) {
      const { html, view } = await page(path);
      expect(html, path).toContain('<article class="show-page show-page--signup">');
      expect(html, path).not.toContain("musical-page");
      expect(view.musical, path).toBeUndefined();
    }
    for (const path of ["/voorstelling/hadestown-groepen", "/en/show/hadestown-groups"]) {
      const { html, view } = await page(path);
      expect(html, path).toContain('class="show-page musical-page"');
      expect(html, path).not.toContain("musical-intro__return");
      expect(view.musical.aboutHeading, path).toBe(false);
    }
  });
});

describe("the thank-you page (issue 14, point 4)", () => {
  it.each(["/voorstelling/hadestown-bedankt?token=abc123", "/en/show/hadestown-thank-you?token=abc123"])("%s is a musical page that knows it is the thank-you page", async (path) => {
    const { html, view } = await page(path);
    expect(view.musical.thankYou).toBe(true);
    expect(html).toContain("musical-intro__thanks");
    // Reached after a purchase: not for search engines.
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });

  it("order details come through the same-origin proxy with the transaction id the page pushes", async () => {
    const res = await request(stack.app).get("/api/orders/orderdetails?token=abc123").expect(200);
    expect(res.body.result).toBe("SUCCESS");
    expect(res.body.ecommerce.transaction_id).toMatch(/^T\d+$/);
    expect(stack.cms.received.some((c) => c.path.startsWith("/api/orders/orderdetails"))).toBe(true);
  });
});

describe("marketing pixels on the stored page (issue 25 point 3)", () => {
  it("are in no page's bytes as an image or script, only as data the browser fires after consent; the CSP allows the accepted hosts' images", async () => {
    const res = await request(stack.app).get("/voorstelling/hadestown").expect(200);
    expect(leafPage(res.text).view.marketingPixels).toEqual(["https://www.facebook.com/tr?id=1234567890123&ev=PageView&noscript=1"]);
    expect(res.text).not.toMatch(/<img[^>]*(facebook|tracker\.example)/);
    expect(res.text).not.toContain("fbevents.js");
    expect(res.headers["content-security-policy"]).toMatch(/img-src [^;]*https:\/\/www\.facebook\.com/);
    expect(res.headers["content-security-policy"]).not.toMatch(/script-src [^;]*facebook/);
    expect(stack.logs.some((l) => l.msg === "marketing pixels refused" && l.refused === 2)).toBe(true);
  });

  it("a news item carries its pixel the same way", async () => {
    const res = await request(stack.app).get("/nieuwsitem/hadestown-verlengd-tot-in-de-zomer").expect(200);
    expect(leafPage(res.text).view.marketingPixels).toEqual(["https://px.ads.linkedin.com/collect/?pid=5551234&fmt=gif"]);
    expect(res.text).not.toMatch(/<img[^>]*linkedin/);
  });
});
