/**
 * Content page nodes (kind "page") for one site, plus the nodes a few of them point at: FAQ
 * questions, banners, widgets, a sidebar item. Special cases are named in page-specs.ts.
 */
import { createRng, type Rng } from "../prng";
import { addImage } from "./images";
import { LANGS, type CmsNodeRecord, type Lang, type NodeBag, type PathTarget, type Relations, type SiteKey } from "./model";
import { HOSTILE_RICH_TEXT } from "./hostile";
import { pageBlocks, withBlocks } from "./page-blocks";
import { PAGE_SPECS, type PageSpec } from "./page-specs";
import { paragraphs } from "./text";

export const ESCAPE_TEXT = "Rock & Roll </script><!-- test";
export const LEGACY_PATH = "/pagina/oud?id=5";

export function pagePath(lang: Lang, slug: string): string {
  return lang === "nl" ? `/pagina/${slug}` : `/en/page/${slug}`;
}

export interface PagesResult {
  ids: Record<Lang, string[]>;
  paths: Map<string, PathTarget>;
}

export function buildPages(bag: NodeBag, site: SiteKey, bannerIds: Record<Lang, string[]>): PagesResult {
  const rng = createRng(`pages:${site}`);
  const result: PagesResult = { ids: { nl: [], en: [] }, paths: new Map() };
  for (const spec of PAGE_SPECS[site]) {
    const image = spec.special === "legacy" ? null : addImage(bag, rng, spec.heading[0], ["header_large", "header_small", "thumbnail_landscape"]);
    for (const lang of LANGS) {
      if (lang === "en" && !spec.en) continue;
      const slug = lang === "nl" ? spec.nl : spec.en!;
      const url = spec.special === "legacy" ? LEGACY_PATH : pagePath(lang, slug);
      const urlTranslated = lang === "nl" ? (spec.en ? pagePath("en", spec.en) : null) : pagePath("nl", spec.nl);
      const node = pageNode(rng, site, spec, lang, url, urlTranslated);
      node.relations = {
        image_header_large: image?.header_large ?? null,
        image_header_small: image?.header_small ?? null,
        image_thumb: image?.thumbnail_landscape ?? null,
        image_sponsor: null,
        slideshow: null,
        questions: [],
        question_categories: [],
        banners: [],
        widgets: [],
        sidebar_items: [],
        recommended_pages: [],
        ...specialRelations(bag, rng, spec, lang, node.id),
      };
      node.relations = withBlocks(node.relations, pageBlocks(bag, site, spec, lang, node, bannerIds[lang]));
      bag.add(node);
      if (spec.special !== "preview" && spec.special !== "legacy" && spec.special !== "unknown-widget") result.ids[lang].push(node.id);
      result.paths.set(url, { type: "node", id: node.id, lang, preview: spec.special === "preview" });
    }
  }
  return result;
}

function pageNode(rng: Rng, site: SiteKey, spec: PageSpec, lang: Lang, url: string, urlTranslated: string | null): CmsNodeRecord {
  const li = lang === "nl" ? 0 : 1;
  const heading = spec.heading[li];
  let contentMain = paragraphs(rng, lang, rng.int(1, 3));
  if (spec.special === "cookies") {
    // The site splits the content at this marker and puts the cookie chooser in between.
    contentMain = `${paragraphs(rng, lang, 1)}\n<!-- form -->\n${paragraphs(rng, lang, 1)}`;
  }
  if (spec.special === "escape") contentMain = `<p>${ESCAPE_TEXT.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>`;
  if (spec.nl === "over-carre") {
    // A video link, an internal link and a ticket-shop link in rich text: the site opens the first
    // in its video modal, follows the second without a page load, and sends the third with l=en
    // on English pages and the visit's referral.
    contentMain += lang === "nl"
      ? `\n<p><a href="https://www.youtube.com/watch?v=M7lc1UVf-VE">Bekijk de film over Carré</a> of ga naar de <a href="/agenda">agenda</a>.</p>\n<p>Al kaarten gekozen? <a href="https://orders.carre.nl/bestel/winkelmand?bron=tekst&amp;l=nl">Naar uw winkelmand</a>.</p>`
      : `\n<p><a href="https://www.youtube.com/watch?v=M7lc1UVf-VE">Watch the film about Carré</a> or go to the <a href="/agenda">calendar</a>.</p>\n<p>Chosen your tickets? <a href="https://orders.carre.nl/bestel/winkelmand?bron=tekst&amp;l=nl">Go to your basket</a>.</p>`;
  }
  const data: Record<string, unknown> = {
    heading,
    subheading: spec.special === "escape" ? ESCAPE_TEXT : spec.sub?.[li] ?? "",
    url,
    urlTranslated,
    language: lang,
    contentMain,
    contentRemaining: rng.chance(0.4) ? paragraphs(rng, lang, 1) : "",
    contentBottom: "",
    seoDescription: spec.special === "escape" ? ESCAPE_TEXT : `${heading} - ${site === "fonds" ? "Carré Fonds" : "Koninklijk Theater Carré"}`,
    seoKeywords: null,
    siteTitle: `${heading} | ${site === "fonds" ? "Carré Fonds" : "Koninklijk Theater Carré"}`,
    hideHeaderImage: spec.special === "legacy",
    changeGenreDisplay: false,
    hadestownLayout: false,
    genresForRecommendations: spec.nl === "plan-uw-bezoek" ? ["musical", "ballet"] : [],
    newsWidgetHeading: spec.nl === "over-carre" ? (lang === "nl" ? "Nieuws over Carré" : "News about Carré") : null,
    newsWidgetTags: spec.nl === "over-carre" ? [lang === "nl" ? "Achter de schermen" : "Behind the scenes"] : [],
  };
  if (spec.special === "escape") data.contentBottom = HOSTILE_RICH_TEXT;
  if (spec.special === "premiere") {
    data.premiereForm = "Première Hadestown";
    data.premiereFormStartTimeOpts = "19:30 uur\n20:00 uur";
  }
  return { id: rng.ulid(), kind: "page", publication_date: null, data };
}

function specialRelations(bag: NodeBag, rng: Rng, spec: PageSpec, lang: Lang, pageId: string): Relations {
  const nl = lang === "nl";
  if (spec.special === "faq") {
    const q = (title: string, answer: string) => bag.add({ id: rng.ulid(), kind: "question", data: { title, answer } });
    const questions = [
      q(nl ? "Hoe laat gaat de zaal open?" : "When do the doors open?", nl ? "<p>Een half uur voor aanvang.</p>" : "<p>Half an hour before the show.</p>"),
      q(nl ? "Kan ik mijn kaarten ruilen?" : "Can I exchange my tickets?", nl ? "<p>Neem contact op met de klantenservice.</p>" : "<p>Please contact customer service.</p>"),
      q(nl ? "Is er een garderobe?" : "Is there a cloakroom?", nl ? "<p>Ja, de garderobe is gratis.</p>" : "<p>Yes, the cloakroom is free.</p>"),
      q("", "<p>Een vraag zonder titel wordt door de site weggelaten.</p>"),
    ];
    const category = bag.add({
      id: rng.ulid(),
      kind: "question_category",
      data: { title: nl ? "Kaarten" : "Tickets" },
      relations: { questions: [q(nl ? "Waar vind ik mijn e-tickets?" : "Where are my e-tickets?", nl ? "<p>In uw e-mail en in Mijn Carré.</p>" : "<p>In your e-mail and in My Carré.</p>")] },
    });
    return { questions, question_categories: [category] };
  }
  if (spec.special === "widgets") {
    const img = addImage(bag, rng, "Carré aan de Amstel", ["thumbnail_landscape"]);
    return {
      widgets: [
        bag.add({ id: rng.ulid(), kind: "text_widget", data: { title: nl ? "Geschiedenis" : "History", content: paragraphs(rng, lang, 1), socials: false, paymentmethods: false } }),
        bag.add({ id: rng.ulid(), kind: "image_block", data: { heading: nl ? "Het gebouw" : "The building", content: paragraphs(rng, lang, 1), button_text: nl ? "Lees meer" : "Read more", link: { type: "internal", href: nl ? "/pagina/bereikbaarheid" : "/en/page/getting-here" }, image_on_right: true }, relations: { image: img.thumbnail_landscape } }),
        bag.add({ id: rng.ulid(), kind: "image_divider", data: {}, relations: { image: img.thumbnail_landscape } }),
      ],
    };
  }
  if (spec.special === "sidebar") {
    return {
      sidebar_items: [
        // The site recognises this id (spec 3 §2) and shows the foundation contact form; one node serves both languages.
        bag.nodes.get("FONDS_CONTACT_FORM")?.id ??
          bag.add({ id: "FONDS_CONTACT_FORM", kind: "sidebar_item", data: { title: "Contact", content: "", text: "", icon: null, iconMirrored: false } }),
        bag.add({ id: `${pageId}_sidebar`, kind: "sidebar_item", data: { title: nl ? "ANBI" : "ANBI", content: nl ? "<p>Het Carré Fonds is een ANBI.</p>" : "<p>The Carré Fund is a registered charity.</p>", text: "", icon: null, iconMirrored: false } }),
      ],
    };
  }
  return {};
}
