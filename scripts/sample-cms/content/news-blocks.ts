/**
 * The blocks a news item can carry (spec 2 §2 "News item page"), for the sample CMS's first news
 * item: slides, banners, persons, questions, a person group, quotes, videos, tabs, a sidebar
 * item, breadcrumbs and a sponsor image. Every other item has breadcrumbs only, so the list stays
 * light. Seeded per item and language, so other content keeps its ids.
 */
import { createRng } from "../prng";
import { addImage } from "./images";
import type { CmsNodeRecord, Lang, NodeBag, Relations } from "./model";
import { paragraphs } from "./text";

type L = [string, string];

/** Home → News → item, as composite-id breadcrumb nodes (spec 4: `<id>_breadcrumb`). */
export function newsBreadcrumbs(bag: NodeBag, lang: Lang, item: CmsNodeRecord): string[] {
  const nl = lang === "nl";
  const crumb = (suffix: string, name: string, link: string) => bag.add({ id: `${item.id}_${suffix}`, kind: "page-breadcrumb", data: { name, type: "internal", link } });
  return [
    crumb("home_breadcrumb", "Home", nl ? "/" : "/en"),
    crumb("list_breadcrumb", nl ? "Nieuws" : "News", nl ? "/nieuws" : "/en/news"),
    crumb("breadcrumb", String(item.data.heading), String(item.data.url)),
  ];
}

/** Relations of a news item that shows every block; a few data fields are set on the item. */
export function allNewsBlocks(bag: NodeBag, lang: Lang, item: CmsNodeRecord): Relations {
  const rng = createRng(`news-blocks:${item.id}`);
  const pick = ([nl, en]: L) => (lang === "nl" ? nl : en);
  const crop = (title: string, type: "thumbnail_square" | "thumbnail_landscape" | "header_small" | "tabs") => addImage(bag, rng, title, [type])[type];
  const id = item.id;
  const add = (suffix: string, kind: string, data: Record<string, unknown>, relations?: Relations) => bag.add({ id: `${id}-${suffix}`, kind, data, ...(relations ? { relations } : {}) });
  const person = (i: number, name: string) =>
    add(`person-${i}`, "person", { name, quote: "", description: i === 0 ? paragraphs(rng, lang, 1) : "", priority: 0, layout_large: false, link: null }, { picture: crop(name, "thumbnail_square") });
  item.data.youtubeEmbedURLs = "https://www.youtube.com/watch?v=M7lc1UVf-VE";
  item.data.seoKeywords = pick(["hadestown, musical, verlenging", "hadestown, musical, extension"]);
  return {
    slideshow: add("slideshow", "slideshow", {}, { slides: [1, 2, 3].map((i) => add(`${i}`, "slide", {}, { image: crop(`Hadestown ${i}`, "header_small") })) }),
    banners: [0, 1].map((i) =>
      add(`banner-${i}`, "banner", { title: pick([["Kaarten", "Tickets"], ["Arrangementen", "Packages"]][i] as L), subtitle: "Hadestown", button_text: pick(["Bekijk", "View"]), link: { type: "internal", href: pick(["/agenda", "/en/calendar"]) } }, { image: crop(`Banner ${i}`, "thumbnail_landscape") }),
    ),
    persons: [person(0, "Rachel Chavkin"), person(1, "Anaïs Mitchell")],
    person_groups: [add("group", "person_group", { name: pick(["Cast", "Cast"]) }, { persons: [person(2, "Eva Visser"), person(3, "Daan Bakker")] })],
    questions: [
      add("q-0", "question", { title: pick(["Tot wanneer speelt Hadestown?", "Until when does Hadestown play?"]), answer: pick(["<p>Tot en met de zomer.</p>", "<p>Through the summer.</p>"]) }),
      add("q-1", "question", { title: pick(["Is er een pauze?", "Is there an interval?"]), answer: pick(["<p>Ja, van twintig minuten.</p>", "<p>Yes, of twenty minutes.</p>"]) }),
    ],
    quotes: [add("quote-0", "quote", { name: "Het Parool", quote: pick(["Een triomf.", "A triumph."]) }, { picture: null })],
    tabs: [
      add("tabs", "tabs_panel", {
        openTab: "",
        items: [
          { header: pick(["Over de voorstelling", "About the show"]), content: paragraphs(rng, lang, 1), table: null },
          { header: pick(["Speeldata", "Dates"]), content: "", table: { columns: pick(["Maand|Voorstellingen", "Month|Shows"]).split("|"), rows: [["juni", "24"], ["juli", "26"]] } },
        ],
      }),
    ],
    sidebar_items: [add("side", "sidebar_item", { title: pick(["Meer weten?", "Want to know more?"]), content: pick(["<p>Bel de klantenservice.</p>", "<p>Call customer service.</p>"]), text: "", icon: null, iconMirrored: false })],
    image_sponsor: crop("Sponsor", "thumbnail_landscape"),
    breadcrumbs: newsBreadcrumbs(bag, lang, item),
  };
}
