/**
 * Content-page blocks of spec 2 §2 for the sample CMS, so every block has a page that shows it:
 * "Over Carré" carries nearly all of them (slides, widgets, quotes, persons, sponsors, tabs with a
 * table, FAQ, videos, footer news), "Zakelijk" five banners and recommended pages in the
 * alternative display, "Bereikbaarheid" a sidebar, the FAQ page questions in categories, and one
 * page a widget kind the site does not know. Lists end with incomplete entries on purpose (the
 * site stops at the first one). Seeded per page and language, so other content keeps its ids.
 */
import { createRng, type Rng } from "../prng";
import { addImage } from "./images";
import type { CmsNodeRecord, Lang, NodeBag, Relations, SiteKey } from "./model";
import type { PageSpec } from "./page-specs";
import { paragraphs } from "./text";

type L = [string, string];
const pick = (lang: Lang, [nl, en]: L) => (lang === "nl" ? nl : en);

/** Home → (section) → page, as composite-id breadcrumb nodes (spec 4: `<id>_breadcrumb`). */
function breadcrumbs(bag: NodeBag, lang: Lang, page: CmsNodeRecord, parent?: { name: L; link: L }): string[] {
  const home = `home-${lang}_breadcrumb`;
  if (!bag.nodes.has(home)) bag.add({ id: home, kind: "page-breadcrumb", data: { name: "Home", type: "internal", link: lang === "nl" ? "/" : "/en" } });
  const ids = [home];
  if (parent) ids.push(bag.add({ id: `${page.id}_parent_breadcrumb`, kind: "page-breadcrumb", data: { name: pick(lang, parent.name), type: "internal", link: pick(lang, parent.link) } }));
  ids.push(bag.add({ id: `${page.id}_breadcrumb`, kind: "page-breadcrumb", data: { name: page.data.heading, type: "internal", link: page.data.url } }));
  return ids;
}

function image(bag: NodeBag, rng: Rng, title: string, type: "thumbnail_square" | "thumbnail_landscape" | "header_small" | "tabs" = "thumbnail_square"): string {
  return addImage(bag, rng, title, [type])[type];
}

const PEOPLE = ["Anna de Vries", "Bram Jansen", "Carla Smit", "Daan Bakker", "Eva Visser", "Frank de Boer", "Gina Mulder", "Hugo Peters", "Iris Dekker", "Joost Hendriks"];

/** Eight complete persons, one without a picture (the list stops there), one more after it. */
function persons(bag: NodeBag, rng: Rng, lang: Lang, prefix: string, names: readonly string[]): string[] {
  return names.map((name, i) =>
    bag.add({
      id: `${prefix}-person-${i}`,
      kind: "person",
      data: { name, quote: i % 3 === 0 ? pick(lang, ["Theater verbindt mensen.", "Theatre brings people together."]) : "", description: i === 0 ? paragraphs(rng, lang, 1) : "", priority: i === 0 ? 10 : 0, layout_large: i === 0, link: i === 1 ? { type: "internal", href: pick(lang, ["/pagina/contact", "/en/page/contact"]) } : null },
      relations: { picture: name === "" ? null : names.length > 8 && i === 8 ? null : image(bag, rng, name) },
    }),
  );
}

function widgets(bag: NodeBag, rng: Rng, lang: Lang, id: string): string[] {
  const img = image(bag, rng, "Carré aan de Amstel", "thumbnail_landscape");
  return [
    bag.add({ id: `${id}-w-social`, kind: "text_widget", data: { title: pick(lang, ["Blijf op de hoogte", "Stay in touch"]), content: paragraphs(rng, lang, 1), socials: true, paymentmethods: true } }),
    bag.add({ id: `${id}-w-left`, kind: "image_block", data: { heading: pick(lang, ["De zaal", "The auditorium"]), content: paragraphs(rng, lang, 1), button_text: pick(lang, ["Plan uw bezoek", "Plan your visit"]), link: { type: "internal", href: pick(lang, ["/pagina/plan-uw-bezoek", "/en/page/plan-your-visit"]) }, image_on_right: false }, relations: { image: img } }),
  ];
}

function everything(bag: NodeBag, rng: Rng, lang: Lang, page: CmsNodeRecord): Relations {
  const id = page.id;
  const slides = Array.from({ length: 5 }, (_, i) => bag.add({ id: `${id}-${i + 1}`, kind: "slide", data: {}, relations: { image: image(bag, rng, `Carré ${i + 1}`, "header_small") } }));
  const quote = (i: number, name: string, text: string) => bag.add({ id: `${id}-quote-${i}`, kind: "quote", data: { name, quote: text }, relations: { picture: i === 0 ? image(bag, rng, name) : null } });
  const sponsor = (i: number, name: string, withImage: boolean) => bag.add({ id: `${id}-sponsor-${i}`, kind: "sponsor", data: { name, link: i === 0 ? { type: "other", href: "https://www.vriendenloterij.nl" } : null }, relations: { image: withImage ? image(bag, rng, name, "thumbnail_landscape") : null } });
  const group = bag.add({ id: `${id}-group`, kind: "person_group", data: { name: pick(lang, ["Directie", "Management"]) }, relations: { persons: persons(bag, rng, lang, `${id}-g`, PEOPLE.slice(0, 3)) } });
  const tabs = bag.add({
    id: `${id}_${id}-tabs`,
    kind: "tabs_panel",
    data: {
      openTab: pick(lang, ["Openingstijden", "Opening hours"]),
      items: [
        { header: pick(lang, ["Geschiedenis", "History"]), content: paragraphs(rng, lang, 2), table: null },
        { header: pick(lang, ["Openingstijden", "Opening hours"]), content: pick(lang, ["<p>De kassa is open op deze tijden:</p>", "<p>The box office is open at these times:</p>"]), table: { columns: pick(lang, ["Dag|Tijd", "Day|Hours"]).split("|"), rows: [[pick(lang, ["Maandag–vrijdag", "Monday–Friday"]), "12:00–20:00"], [pick(lang, ["Zaterdag", "Saturday"]), "14:00–20:00"]] } },
        { header: pick(lang, ["Zalen", "Halls"]), content: "", table: { columns: [pick(lang, ["Zaal", "Hall"]), pick(lang, ["Plaatsen", "Seats"])], rows: [["Theaterzaal", "1750"], ["In de Nok", "120"]] } },
      ],
    },
    relations: { header_image: image(bag, rng, "Tabs", "tabs") },
  });
  const question = (i: number, title: L, answer: L) => bag.add({ id: `${id}-q-${i}`, kind: "question", data: { title: pick(lang, title), answer: `<p>${pick(lang, answer)}</p>` } });
  page.data.youtubeEmbedURLs = "https://www.youtube.com/watch?v=M7lc1UVf-VE, https://youtu.be/aqz-KE-bpKQ, https://vimeo.com/76979871";
  page.publication_date = "2025-09-01T10:00:00+02:00";
  return {
    slideshow: bag.add({ id: `${id}-slideshow`, kind: "slideshow", data: {}, relations: { slides } }),
    breadcrumbs: breadcrumbs(bag, lang, page, { name: ["Over ons", "About us"], link: ["/pagina/over-carre", "/en/page/about-carre"] }),
    widgets_extra: widgets(bag, rng, lang, id),
    quotes: [quote(0, "Het Parool", pick(lang, ["Het mooiste theater van Nederland.", "The most beautiful theatre in the Netherlands."])), quote(1, "NRC", pick(lang, ["Een avond om nooit te vergeten.", "An evening never to forget."])), quote(2, "", "Zonder naam: hier stopt de lijst."), quote(3, "Trouw", "Na de onvolledige.")],
    person_groups: [group],
    persons: persons(bag, rng, lang, id, PEOPLE),
    sponsors: [sponsor(0, "VriendenLoterij", true), sponsor(1, "Gemeente Amsterdam", true), sponsor(2, "Zonder logo", false), sponsor(3, "Na de onvolledige", true)],
    tabs: [tabs],
    questions: [question(0, ["Is Carré toegankelijk?", "Is Carré accessible?"], ["Ja, alle zalen zijn toegankelijk.", "Yes, every hall is accessible."]), question(1, ["Mag ik fotograferen?", "May I take pictures?"], ["Alleen zonder flits en niet tijdens de voorstelling.", "Only without flash and not during the show."])],
    question_categories: [bag.add({ id: `${id}-qc`, kind: "question_category", data: { title: pick(lang, ["Bezoek", "Your visit"]) }, relations: { questions: [question(2, ["Waar kan ik parkeren?", "Where can I park?"], ["In de garage Waterlooplein.", "In the Waterlooplein car park."])] } })],
    footer_news_pages: newsWithTag(bag, lang, pick(lang, ["Achter de schermen", "Behind the scenes"])),
  };
}

function newsWithTag(bag: NodeBag, lang: Lang, tag: string): string[] {
  return [...bag.nodes.values()].filter((n) => n.kind === "news-page" && n.data.language === lang && (n.data.tags as string[]).includes(tag)).slice(0, 4).map((n) => n.id);
}

function otherPages(bag: NodeBag, lang: Lang, self: string): string[] {
  return [...bag.nodes.values()].filter((n) => n.kind === "page" && n.data.language === lang && n.id !== self && !String(n.data.url).includes("?")).slice(0, 4).map((n) => n.id);
}

function bannersPage(bag: NodeBag, rng: Rng, lang: Lang, page: CmsNodeRecord, shared: string[]): Relations {
  const extra = [["Vergaderen", "Meetings"], ["Bedrijfsfeest", "Company party"]].map(([nl, en], i) =>
    bag.add({ id: `${page.id}-banner-${i}`, kind: "banner", data: { title: lang === "nl" ? nl : en, subtitle: pick(lang, ["Zakelijk in Carré", "Business at Carré"]), button_text: pick(lang, ["Bekijk", "View"]), link: { type: "internal", href: pick(lang, ["/pagina/zakelijk-contact", "/en/page/sales-contact"]) } }, relations: { image: image(bag, rng, nl, "thumbnail_landscape") } }),
  );
  page.data.changeGenreDisplay = true;
  page.data.bannersTitle = pick(lang, ["Mogelijkheden", "Options"]);
  return { banners: [...shared, ...extra], recommended_pages: otherPages(bag, lang, page.id), breadcrumbs: breadcrumbs(bag, lang, page) };
}

/** Relations (and a few data fields, set on the node) of the blocks a page shows. */
export function pageBlocks(bag: NodeBag, site: SiteKey, spec: PageSpec, lang: Lang, page: CmsNodeRecord, bannerIds: string[]): Relations {
  const rng = createRng(`page-blocks:${site}:${spec.nl}:${lang}`);
  if (spec.special === "widgets") {
    const all = everything(bag, rng, lang, page);
    return { ...all, recommended_pages: otherPages(bag, lang, page.id) };
  }
  if (spec.special === "banners") return bannersPage(bag, rng, lang, page, bannerIds);
  if (spec.special === "unknown-widget") {
    return { widgets: [bag.add({ id: `${page.id}-w`, kind: "carousel_3d", data: { title: "?" } })] };
  }
  if (spec.special === "faq") {
    const q = bag.add({ id: `${page.id}-q-extra`, kind: "question", data: { title: pick(lang, ["Kan ik een rolstoelplaats reserveren?", "Can I book a wheelchair space?"]), answer: pick(lang, ["<p>Ja, via de <strong>klantenservice</strong>.</p>", "<p>Yes, through <strong>customer service</strong>.</p>"]) } });
    return { question_categories_extra: [bag.add({ id: `${page.id}-qc-extra`, kind: "question_category", data: { title: pick(lang, ["Toegankelijkheid", "Accessibility"]) }, relations: { questions: [q] } })], breadcrumbs: breadcrumbs(bag, lang, page) };
  }
  if (spec.nl === "bereikbaarheid" || spec.special === "sidebar") {
    const item = bag.add({ id: `${page.id}-side`, kind: "sidebar_item", data: { title: pick(lang, ["Adres", "Address"]), content: "<p>Amstel 115-125<br>1018 EM Amsterdam</p>", text: pick(lang, ["Tram 4 en 14, metro Weesperplein.", "Tram 4 and 14, metro Weesperplein."]), icon: null, iconMirrored: false } });
    return { sidebar_items_extra: [item], persons: site === "fonds" ? persons(bag, rng, lang, page.id, PEOPLE) : [], breadcrumbs: breadcrumbs(bag, lang, page) };
  }
  return { breadcrumbs: breadcrumbs(bag, lang, page) };
}

/** Adds block relations to the page's own; `<key>_extra` lists are appended to `<key>`. */
export function withBlocks(base: Relations, blocks: Relations): Relations {
  const out: Relations = { ...base };
  for (const [key, value] of Object.entries(blocks)) {
    if (!key.endsWith("_extra")) {
      out[key] = value;
      continue;
    }
    const target = key.slice(0, -"_extra".length);
    const list = (v: string | string[] | null | undefined) => (v == null ? [] : Array.isArray(v) ? v : [v]);
    out[target] = [...list(out[target]), ...list(value)];
  }
  return out;
}
