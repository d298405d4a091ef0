/** The musical layout's pure rules (shared/domain/musical.ts), each against the spec line it implements. */
import { describe, expect, it } from "vitest";
import {
  bannerCardsWithButton,
  dropTagPageTabs,
  eventTags,
  filterEventsByTag,
  isShowPagePath,
  lotteryWidgetUrl,
  formatTagPages,
  musicalRole,
  ORDER_EVENTS_REMEMBERED,
  parseSentOrders,
  rememberOrder,
  parseTagPages,
  withPackageLinks,
} from "../../shared/domain/musical";
import { NO_MUSICAL_PAGES } from "../../shared/public-config";
import { orderByPriority } from "../../shared/view/blocks/people";
import { SAMPLE_MUSICAL_PAGES } from "../../scripts/sample-cms/content/musical";

const { signupPageIds: SIGNUP_PAGE_IDS, notDeepLinkPageIds: NOT_DEEP_LINK_PAGE_IDS, tagPages: TAG_PAGES } = SAMPLE_MUSICAL_PAGES;

const page = (path: string, opts: { id?: string; hadestownLayout?: boolean } = {}) => musicalRole({ id: opts.id ?? "X", path, hadestownLayout: opts.hadestownLayout ?? true }, SAMPLE_MUSICAL_PAGES);

describe("musical page roles (spec 2 §2 'Musical layout page' and 'Production (show) page')", () => {
  it("the CMS flag hadestownLayout chooses the musical layout; without it a page is a regular show", () => {
    expect(page("/voorstelling/mamma-mia", { hadestownLayout: false })).toMatchObject({ layout: "regular", deepLink: false });
    expect(page("/voorstelling/hadestown")).toMatchObject({ layout: "musical", deepLink: false, premiere: false, lottery: false, tagPage: null });
    expect(page("/en/show/hadestown/")).toMatchObject({ layout: "musical", deepLink: false });
  });

  it("'The premiere page hides the date picker': /voorstelling/premiere-hadestown and /en/show/hadestown-premiere are the premiere, not deep links", () => {
    for (const path of ["/voorstelling/premiere-hadestown", "/en/show/hadestown-premiere"]) expect(page(path)).toMatchObject({ premiere: true, deepLink: false });
  });

  it("'Two specific page ids are sign-up pages that use the regular layout with an extra sign-up layout class', flag or not", () => {
    for (const id of SIGNUP_PAGE_IDS) {
      expect(page("/voorstelling/hadestown-aanmelden", { id })).toMatchObject({ layout: "signup", deepLink: false });
      expect(page("/voorstelling/hadestown-aanmelden", { id, hadestownLayout: false }).layout).toBe("signup");
    }
  });

  it("'two other ids are not deep links'; every other musical sub page is one", () => {
    for (const id of NOT_DEEP_LINK_PAGE_IDS) expect(page("/voorstelling/hadestown-groepen", { id })).toMatchObject({ layout: "musical", deepLink: false });
    expect(page("/voorstelling/hadestown-groepen").deepLink).toBe(true);
    expect(page("/voorstelling/hadestown-bedankt")).toMatchObject({ deepLink: true, thankYou: true });
  });

  it("'A page whose url contains the lottery marker' is the lottery page", () => {
    expect(page("/voorstelling/hadestown-lottery")).toMatchObject({ lottery: true, deepLink: true });
    expect(page("/en/show/hadestown-Lottery-2")).toMatchObject({ lottery: true });
    expect(page("/voorstelling/hadestown-vriendenloterij").lottery).toBe(false);
  });

  it("the ten tag pages of spec 2 §2 are found by their slug in both languages; promotions hide the return link", () => {
    expect(TAG_PAGES.map((p) => p.tag)).toEqual(["singlehades25", "minigrouphades", "dinhadesbund25", "springhadesbund25", "vrielot25hades", "summerhades25", "culthades25", "mplazahades25", "famhades25", "hadesrailway25"]);
    for (const tagPage of TAG_PAGES) {
      expect(page(`/voorstelling/${tagPage.slugs[0]}`).tagPage?.tag).toBe(tagPage.tag);
      expect(page(`/en/show/${tagPage.slugs[1]}`).tagPage?.tag).toBe(tagPage.tag);
    }
    expect(page("/voorstelling/hadestown-vriendenloterij")).toMatchObject({ deepLink: true, promotion: true });
    expect(page("/voorstelling/hadestown-singles")).toMatchObject({ deepLink: true, promotion: false });
  });
});

describe("the venue's musical pages are configuration (issue 25 point 6)", () => {
  it("with the empty default no id is a sign-up page, no sub page escapes being a deep link and no slug is a tag page", () => {
    const id = SIGNUP_PAGE_IDS[0]!;
    expect(musicalRole({ id, path: "/voorstelling/hadestown-aanmelden", hadestownLayout: true }, NO_MUSICAL_PAGES)).toMatchObject({ layout: "musical", deepLink: true });
    expect(musicalRole({ id: "X", path: "/voorstelling/hadestown-singles", hadestownLayout: true }, NO_MUSICAL_PAGES).tagPage).toBeNull();
  });

  it("MUSICAL_TAG_PAGES reads tag=nl-slug|en-slug with +packages / +promotion, and says what is wrong otherwise", () => {
    expect(parseTagPages(formatTagPages(TAG_PAGES))).toEqual(TAG_PAGES);
    expect(parseTagPages(" DinHadesBund25=hadestown-diner|hadestown-dinner+packages+promotion ")).toEqual([{ tag: "dinhadesbund25", slugs: ["hadestown-diner", "hadestown-dinner"], packageLinks: true, promotion: true }]);
    expect(parseTagPages("")).toEqual([]);
    for (const bad of ["singlehades25=hadestown-singles", "x=a|b+discount", "x=a/b|c"]) expect(typeof parseTagPages(bad)).toBe("string");
  });
});

describe("tag filter (spec 2 §2: 'Specific musical pages filter events by tag')", () => {
  const events = [
    { id: "1", data: { sitetags: ["singlehades25"] } },
    { id: "2", data: { sitetags: ["dinhadesbund25", "famhades25"] } },
    { id: "3", data: { sitetags: [] } },
    { id: "4", data: { sitetags: "singlehades25" } },
    { id: "5", data: { sitetags: [" SingleHades25 ", 7] } },
    { id: "6", data: {} },
  ];

  it("keeps only the events carrying the tag; tags compare trimmed and case-insensitive, odd shapes carry none", () => {
    expect(filterEventsByTag(events, "singlehades25").map((e) => e.id)).toEqual(["1", "5"]);
    expect(filterEventsByTag(events, "famhades25").map((e) => e.id)).toEqual(["2"]);
    expect(filterEventsByTag(events, "hadesrailway25")).toEqual([]);
    expect(eventTags(undefined)).toEqual([]);
  });

  it("'some with per-event ticket-shop links': a package page links each event to its package, else to the event", () => {
    const linked = withPackageLinks([
      { id: "1", sales_url: "https://shop/event/1", arrangement_kinds: [{ kind: "10005_Diner arrangement", sales_url: "https://shop/package/1" }] },
      { id: "2", sales_url: "https://shop/event/2", arrangement_kinds: [{ kind: "x", sales_url: " " }] },
      { id: "3", sales_url: "https://shop/event/3", arrangement_kinds: null },
    ]);
    expect(linked.map((e) => e.sales_url)).toEqual(["https://shop/package/1", "https://shop/event/2", "https://shop/event/3"]);
  });
});

describe("accordion on tag pages (spec 2 §2: drops 'Coronamaatregelen' when first, 'Annulering of verplaatsing' for the Mojo type)", () => {
  const tabs = (...headers: string[]) => headers.map((header) => ({ header }));

  it("drops 'Coronamaatregelen' only when it is the first tab", () => {
    expect(dropTagPageTabs(tabs("Coronamaatregelen", "Praktisch", "Coronamaatregelen"), { tagPage: true }).map((t) => t.header)).toEqual(["Praktisch", "Coronamaatregelen"]);
    expect(dropTagPageTabs(tabs("Praktisch", "Coronamaatregelen"), { tagPage: true }).map((t) => t.header)).toEqual(["Praktisch", "Coronamaatregelen"]);
  });

  it("drops 'Annulering of verplaatsing' wherever it is, for the Mojo type only", () => {
    const items = tabs(" coronamaatregelen ", "Annulering of verplaatsing", "Toegankelijkheid");
    expect(dropTagPageTabs(items, { tagPage: true, type: "Mojo" }).map((t) => t.header)).toEqual(["Toegankelijkheid"]);
    expect(dropTagPageTabs(items, { tagPage: true, type: "Other" }).map((t) => t.header)).toEqual(["Annulering of verplaatsing", "Toegankelijkheid"]);
  });

  it("changes nothing on a page that filters no tag", () => {
    const items = tabs("Coronamaatregelen", "Annulering of verplaatsing");
    expect(dropTagPageTabs(items, { tagPage: false, type: "Mojo" })).toEqual(items);
  });
});

describe("banner cards and persons", () => {
  it("spec 2 §5: 'the musical's banner cards need button text' (blank counts as none)", () => {
    const cards = [{ id: "a", buttonText: "Bestel" }, { id: "b", buttonText: "  " }, { id: "c" }, { id: "d", buttonText: null }];
    expect(bannerCardsWithButton(cards).map((c) => c.id)).toEqual(["a"]);
  });

  it("spec 2 §2: 'internal links to show pages become normal links': show paths in both languages are recognised", () => {
    expect(isShowPagePath("/voorstelling/premiere-hadestown")).toBe(true);
    expect(isShowPagePath("/en/show/hadestown-premiere?x=1")).toBe(true);
    expect(isShowPagePath("/pagina/theaterarrangementen")).toBe(false);
    expect(isShowPagePath("/voorstelling/")).toBe(false);
  });

  it("spec 2 §2: 'persons ordered by priority': higher first, equal priorities keep the editor's order", () => {
    const people = [{ n: "a", p: 1 }, { n: "b", p: 5 }, { n: "c", p: 1 }, { n: "d", p: 9 }];
    expect(orderByPriority(people, (x) => x.p).map((x) => x.n)).toEqual(["d", "b", "a", "c"]);
  });
});

describe("lottery and order event", () => {
  it("spec 2 §2: the lottery button links to the ticketing widget 'with event and language parameters'", () => {
    const url = new URL(lotteryWidgetUrl("31720", "en"));
    expect(url.host).toBe("apps.ticketmatic.com");
    expect(url.searchParams.get("event")).toBe("31720");
    expect(url.searchParams.get("l")).toBe("en");
  });

  it("spec 3 §7: 'pushed to the data layer, once per transaction': a known transaction is not pushed again", () => {
    const first = rememberOrder([], "T1");
    expect(first).toEqual(["T1"]);
    expect(rememberOrder(first!, "T1")).toBeNull();
    expect(rememberOrder(first!, "T2")).toEqual(["T1", "T2"]);
  });

  it("keeps the stored list bounded and reads junk as nothing sent", () => {
    const many = Array.from({ length: ORDER_EVENTS_REMEMBERED }, (_, i) => `T${i}`);
    const next = rememberOrder(many, "new")!;
    expect(next).toHaveLength(ORDER_EVENTS_REMEMBERED);
    expect(next.at(-1)).toBe("new");
    expect(next[0]).toBe("T1");
    expect(parseSentOrders("not json")).toEqual([]);
    expect(parseSentOrders('{"a":1}')).toEqual([]);
    expect(parseSentOrders('["T1", 3]')).toEqual(["T1"]);
    expect(parseSentOrders(null)).toEqual([]);
  });
});
