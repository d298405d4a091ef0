/**
 * The musical (Hadestown) as the venue runs it (spec 2 §2 "Musical layout page"): a large event
 * list with campaign tags, the layout's blocks on the main and premiere pages (logo, intro, person
 * groups, banner cards with and without button text, about text, photos with credit, an accordion
 * whose first tab is 'Coronamaatregelen'), and the sub pages the site treats specially: one page per
 * campaign tag, the lottery page, the thank-you page, the sign-up pages and the group page.
 * Seeded on its own, so the rest of the catalog keeps its ids; page paths and the fixed ids come
 * from the site's table (shared/domain/musical.ts) so the two cannot drift apart.
 */
import type { DateTime } from "luxon";
import type { MusicalPages } from "../../../shared/public-config";
import { HERO_VIDEO_PATH } from "../media";
import { createRng, type Rng } from "../prng";
import { buildEvents } from "./events";
import { addImage } from "./images";
import { LANGS, type CmsNodeRecord, type Lang, type NodeBag } from "./model";
import type { Catalog } from "./productions";
import { showPath } from "./productions";
import { paragraphs } from "./text";

type L = [nl: string, en: string];
const pick = (lang: Lang, [nl, en]: L) => (lang === "nl" ? nl : en);

/** Campaigns sold as a package carry the package (arrangement) link per event. */
/**
 * The sample venue's musical pages (the site's MUSICAL_* settings; `npm start` and the tests
 * configure these, a real deployment names its own): the spec's ten tags with this sample's slugs.
 */
export const SAMPLE_MUSICAL_PAGES: MusicalPages = {
  signupPageIds: ["01JN4Q7H2X9KDR5B8M3TSGW6YA", "01JN4Q7H2XA3FZC1E9VNPK4TQB"],
  notDeepLinkPageIds: ["01JN4Q8B6R2WMY7D0HXKC5GJSE", "01JN4Q8B6RB9TV3N1QFZA8PWHM"],
  tagPages: [
    { tag: "singlehades25", slugs: ["hadestown-singles", "hadestown-singles"] },
    { tag: "minigrouphades", slugs: ["hadestown-kleine-groepen", "hadestown-small-groups"] },
    { tag: "dinhadesbund25", slugs: ["hadestown-diner-arrangement", "hadestown-dinner-package"], packageLinks: true },
    { tag: "springhadesbund25", slugs: ["hadestown-lentearrangement", "hadestown-spring-package"], packageLinks: true },
    { tag: "vrielot25hades", slugs: ["hadestown-vriendenloterij", "hadestown-vriendenloterij"], promotion: true },
    { tag: "summerhades25", slugs: ["hadestown-zomer", "hadestown-summer"] },
    { tag: "culthades25", slugs: ["hadestown-cultuurkaart", "hadestown-culture-card"], promotion: true },
    { tag: "mplazahades25", slugs: ["hadestown-mediaplaza", "hadestown-mediaplaza"], promotion: true },
    { tag: "famhades25", slugs: ["hadestown-familie", "hadestown-family"] },
    { tag: "hadesrailway25", slugs: ["hadestown-ns-arrangement", "hadestown-railway-package"], packageLinks: true },
  ],
};
const { signupPageIds: SIGNUP_PAGE_IDS, notDeepLinkPageIds: NOT_DEEP_LINK_PAGE_IDS, tagPages: TAG_PAGES } = SAMPLE_MUSICAL_PAGES;

const PACKAGE_TAGS = TAG_PAGES.filter((p) => p.packageLinks).map((p) => p.tag);
const PLAIN_TAGS = TAG_PAGES.filter((p) => !p.packageLinks).map((p) => p.tag);
const PACKAGE_KINDS: Record<string, string> = { dinhadesbund25: "10005_Diner arrangement", springhadesbund25: "10007_Lentearrangement", hadesrailway25: "10009_NS-arrangement" };

interface SubPage {
  slugs: L;
  heading: L;
  id?: L;
  data?: Record<string, unknown>;
}

/** Headings per tag page; the summer campaign is promoted by Mojo (its own cancellation terms). */
const TAG_HEADINGS: Record<string, L> = {
  singlehades25: ["Hadestown voor singles", "Hadestown for singles"],
  minigrouphades: ["Hadestown met een kleine groep", "Hadestown with a small group"],
  dinhadesbund25: ["Hadestown met diner", "Hadestown with dinner"],
  springhadesbund25: ["Hadestown lentearrangement", "Hadestown spring package"],
  vrielot25hades: ["Hadestown voor VriendenLoterij-leden", "Hadestown for VriendenLoterij members"],
  summerhades25: ["Hadestown in de zomer", "Hadestown in summer"],
  culthades25: ["Hadestown met CJP / Cultuurkaart", "Hadestown with the culture card"],
  mplazahades25: ["Hadestown via MediaPlaza", "Hadestown through MediaPlaza"],
  famhades25: ["Hadestown met het gezin", "Hadestown with the family"],
  hadesrailway25: ["Hadestown met NS-arrangement", "Hadestown by train"],
};

const SUB_PAGES: SubPage[] = [
  ...TAG_PAGES.map((p): SubPage => ({ slugs: [p.slugs[0], p.slugs[1]], heading: TAG_HEADINGS[p.tag]!, data: p.tag === "summerhades25" ? { type: "Mojo" } : {} })),
  { slugs: ["hadestown-lottery", "hadestown-lottery"], heading: ["Hadestown wachtlijst en loting", "Hadestown waiting list and lottery"] },
  { slugs: ["hadestown-bedankt", "hadestown-thank-you"], heading: ["Bedankt – Hadestown", "Thank you – Hadestown"] },
  { slugs: ["hadestown-aanmelden", "hadestown-sign-up"], heading: ["Meld je aan voor Hadestown-nieuws", "Sign up for Hadestown news"], id: [SIGNUP_PAGE_IDS[0]!, SIGNUP_PAGE_IDS[1]!] },
  { slugs: ["hadestown-groepen", "hadestown-groups"], heading: ["Hadestown met een groep", "Hadestown for groups"], id: [NOT_DEEP_LINK_PAGE_IDS[0]!, NOT_DEEP_LINK_PAGE_IDS[1]!] },
];

const PEOPLE: [group: L, names: [string, L, number][]][] = [
  [["Cast", "Cast"], [["Wieneke Remmers", ["Persephone", "Persephone"], 5], ["Tommie Christiaan", ["Hermes", "Hermes"], 9], ["Joy Wielkens", ["Eurydice", "Eurydice"], 7], ["Ferdi Stofmeel", ["Hades", "Hades"], 8], ["Jim Bakkum", ["Orpheus", "Orpheus"], 6]]],
  [["Ensemble", "Ensemble"], [["Sophie Veldhuizen", ["Noodlot", "Fate"], 2], ["Nienke Plas", ["Noodlot", "Fate"], 3], ["Lisa Post", ["Noodlot", "Fate"], 1], ["Ruben Lürsen", ["Arbeider", "Worker"], 0]]],
  [["Creatives", "Creatives"], [["Anaïs Mitchell", ["Muziek en tekst", "Music and lyrics"], 10], ["Rachel Chavkin", ["Regie", "Director"], 9]]],
];

/** Widens the list and tags every event: package tags only where the event has a package to sell. */
function addEvents(catalog: Catalog, rng: Rng, now: DateTime, productionId: string): void {
  const production = catalog.productions.get(productionId)!;
  let nextId = 39000;
  const { events, arrangements } = buildEvents({ rng, now, day: catalog.day, nextId: () => String((nextId += rng.int(1, 3))) }, productionId, production.data.name, "De Tony Award-winnende musical",
    { start: 15, count: 24, step: 3, times: ["14:30"], dinner: true, cycle: [null, "last_chance", null, null, "waiting_list", null] });
  for (const a of arrangements) catalog.arrangements.set(a.id, a);
  production.events = [...production.events, ...events].sort((a, b) => a.start_date.localeCompare(b.start_date));
  let plain = 0;
  let pack = 0;
  production.events.forEach((event, i) => {
    const kind = event.arrangement_kinds[0];
    const tags = kind ? [PACKAGE_TAGS[pack++ % PACKAGE_TAGS.length]!] : [PLAIN_TAGS[plain++ % PLAIN_TAGS.length]!];
    if (kind) kind.kind = PACKAGE_KINDS[tags[0]!] ?? kind.kind;
    // Some events count for two campaigns, some for none: the filter must handle both.
    if (i % 5 === 4) tags.push("famhades25");
    event.data.sitetags = i % 11 === 10 ? [] : tags;
  });
}

function image(bag: NodeBag, rng: Rng, title: string, type: "thumbnail_square" | "thumbnail_landscape" | "header_bg_wide" = "thumbnail_square"): string {
  return addImage(bag, rng, title, [type])[type];
}

/** The blocks every musical page shares, per language. */
function blocks(bag: NodeBag, rng: Rng, lang: Lang) {
  const groups = PEOPLE.map(([name, people], g) =>
    bag.add({
      id: `hadestown-${lang}-group-${g}`,
      kind: "person_group",
      data: { name: pick(lang, name) },
      relations: {
        persons: people.map(([person, role, priority], i) =>
          bag.add({ id: `hadestown-${lang}-person-${g}-${i}`, kind: "person", data: { name: person, quote: pick(lang, role), description: "", priority, layout_large: false, link: null }, relations: { picture: image(bag, rng, person) } }),
        ),
      },
    }),
  );
  const banner = (i: number, title: L, button: L | null, href: L) =>
    bag.add({ id: `hadestown-${lang}-banner-${i}`, kind: "banner", data: { title: pick(lang, title), subtitle: pick(lang, ["Meer Hadestown", "More Hadestown"]), button_text: button ? pick(lang, button) : "", link: { type: href[0].startsWith("/") ? "internal" : "other", href: pick(lang, href) } }, relations: { image: image(bag, rng, pick(lang, title), "thumbnail_landscape") } });
  const banners = [
    banner(0, ["Premièrevoorstelling", "Premiere night"], ["Naar de première", "To the premiere"], ["/voorstelling/premiere-hadestown", "/en/show/hadestown-premiere"]),
    banner(1, ["Met een groep", "With a group"], ["Groepsarrangementen", "Group packages"], ["/pagina/theaterarrangementen", "/en/page/packages"]),
    banner(2, ["Zonder knoptekst", "Without button text"], null, ["/pagina/contact", "/en/page/contact"]),
    banner(3, ["Hadestown-soundtrack", "Hadestown soundtrack"], ["Luister nu", "Listen now"], ["https://open.spotify.com/album/hadestown", "https://open.spotify.com/album/hadestown"]),
  ];
  const photos = Array.from({ length: 5 }, (_, i) => bag.add({ id: `hadestown-${lang}-photo-${i}`, kind: "slide", data: {}, relations: { image: image(bag, rng, `Hadestown scène ${i + 1}`, "thumbnail_landscape") } }));
  const tab = (header: L, html: L) => ({ header: pick(lang, header), content: `<p>${pick(lang, html)}</p>`, table: null });
  const tabs = bag.add({
    id: `hadestown-${lang}_tabs`,
    kind: "tabs_panel",
    data: {
      items: [
        tab(["Coronamaatregelen", "Coronamaatregelen"], ["Er gelden geen bijzondere maatregelen meer.", "No special measures apply any more."]),
        tab(["Praktische informatie", "Practical information"], ["De voorstelling duurt 2,5 uur inclusief pauze.", "The show runs 2.5 hours including an interval."]),
        tab(["Annulering of verplaatsing", "Annulering of verplaatsing"], ["Bij annulering ontvangt u automatisch bericht.", "If a show is cancelled you will be told automatically."]),
        tab(["Toegankelijkheid", "Accessibility"], ["Alle rangen zijn bereikbaar met de lift.", "Every tier can be reached by lift."]),
      ],
    },
    relations: { header_image: null },
  });
  return { person_groups: groups, banners, photos, tabs: [tabs], image_logo: image(bag, rng, "Hadestown logo", "header_bg_wide") };
}

/** Meta's pixel code as the network hands it out, plus a tracker the site does not know. */
export const MUSICAL_PIXEL_SNIPPET =
  `<!-- Meta Pixel Code --><script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','1234567890123');fbq('track','PageView');</script>` +
  `<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=1234567890123&amp;ev=PageView&amp;noscript=1"/></noscript>` +
  `<img src="https://tracker.example.net/pixel.gif" alt="">`;

function musicalData(rng: Rng, lang: Lang): Record<string, unknown> {
  return {
    hadestownLayout: true,
    intro: pick(lang, ["<p>De veelbekroonde Broadway-musical over Orpheus en Eurydice komt naar Carré. <strong>Acht Tony Awards</strong>, live band op het podium.</p>", "<p>The multi-award-winning Broadway musical about Orpheus and Eurydice comes to Carré. <strong>Eight Tony Awards</strong>, a live band on stage.</p>"]),
    aboutText: paragraphs(rng, lang, 2),
    photoCredit: "Kurt van der Elst",
    // As editors paste it from the ad network: the script part and the unknown host are refused.
    marketingPixels: MUSICAL_PIXEL_SNIPPET,
    heroVideoURL: HERO_VIDEO_PATH,
  };
}

export function addMusical(catalog: Catalog, now: DateTime): void {
  const rng = createRng("musical");
  const main = catalog.bySlug.get("hadestown")!;
  const premiere = catalog.bySlug.get("premiere-hadestown")!;
  addEvents(catalog, rng, now, main.productionId);
  for (const lang of LANGS) {
    const shared = blocks(catalog.bag, rng, lang);
    const data = musicalData(rng, lang);
    for (const id of [main[lang], premiere[lang]]) {
      const node = catalog.bag.nodes.get(id)!;
      Object.assign(node.data, data);
      node.relations = { ...node.relations, ...shared };
    }
    const base = catalog.bag.nodes.get(main[lang])!;
    for (const page of SUB_PAGES) catalog.paths.set(...subPage(catalog, rng, base, page, lang));
  }
}

/** A sub page: the main page's node with its own id, url, heading and tabs, on the same production. */
function subPage(catalog: Catalog, rng: Rng, base: CmsNodeRecord, page: SubPage, lang: Lang): [string, { type: "node"; id: string; lang: Lang }] {
  const other: Lang = lang === "nl" ? "en" : "nl";
  const url = showPath(lang, pick(lang, page.slugs));
  const heading = pick(lang, page.heading);
  const node: CmsNodeRecord = {
    ...base,
    id: page.id ? pick(lang, page.id) : rng.ulid(),
    data: { ...base.data, heading, title: heading, url, urlTranslated: showPath(other, pick(other, page.slugs)), seoDescription: `${heading}: ${pick(lang, ["kaarten en speeldata", "tickets and dates"])}`, isAllowedInCalendar: false, isAllowedAsHighlight: false, isAllowedInSlideshow: false, ...page.data },
    relations: { ...base.relations, related_production_pages: [] },
  };
  catalog.bag.add(node);
  return [url, { type: "node", id: node.id, lang }];
}
