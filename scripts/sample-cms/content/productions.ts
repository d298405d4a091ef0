/**
 * Productions, their events and their production-page nodes in both languages. Productions are
 * shared by both sites (the foundation links to the same shows); the nl and en pages of a
 * production are separate nodes with the same production_id, linked through url/urlTranslated.
 */
import type { DateTime } from "luxon";
import { at, iso } from "../dates";
import { createRng } from "../prng";
import { buildEvents } from "./events";
import { addImage, SHOW_CROPS } from "./images";
import { LANGS, NodeBag, type ArrangementRecord, type CmsNodeRecord, type Lang, type PathTarget, type ProductionRecord } from "./model";
import { PRODUCTION_SPECS, type ProductionSpec } from "./production-specs";
import { paragraphs, sentence } from "./text";

export interface Catalog {
  /** Midnight of today in Amsterdam: other modules date their content from it too. */
  day: DateTime;
  bag: NodeBag;
  productions: Map<string, ProductionRecord>;
  arrangements: Map<string, ArrangementRecord>;
  /** Production page ids per language, in programme order. */
  pages: Record<Lang, string[]>;
  paths: Map<string, PathTarget>;
  /** Page ids by Dutch slug, for other modules that point at a show (home, presale, redirects). */
  bySlug: Map<string, { nl: string; en: string; productionId: string }>;
}

export function showPath(lang: Lang, slug: string): string {
  return lang === "nl" ? `/voorstelling/${slug}` : `/en/show/${slug}`;
}

export function buildCatalog(now: DateTime, day: DateTime): Catalog {
  const rng = createRng("productions");
  const bag = new NodeBag();
  const catalog: Catalog = {
    day,
    bag,
    productions: new Map(),
    arrangements: new Map(),
    pages: { nl: [], en: [] },
    paths: new Map(),
    bySlug: new Map(),
  };
  let nextEventId = 31700;
  const ctx = { rng, now, day, nextId: () => String((nextEventId += rng.int(1, 3))) };

  PRODUCTION_SPECS.forEach((spec, index) => {
    const productionId = String(16300 + index * 7);
    const { events, arrangements } = buildEvents(ctx, productionId, spec.heading, spec.sub?.[0] ?? null, spec.plan);
    catalog.productions.set(productionId, { id: productionId, data: { name: spec.heading }, events });
    for (const a of arrangements) catalog.arrangements.set(a.id, a);

    const images = spec.noImage ? null : addImage(bag, rng, spec.heading, SHOW_CROPS);
    const slideshow = images ? addSlideshow(bag, rng.ulid(), [images.header_large, ...extraSlides(bag, spec)]) : null;
    const ids = { nl: rng.ulid(), en: rng.ulid() };
    const artists = (spec.artists ?? []).map((name, i) => bag.add({ id: `${productionId}-artist-${i}`, kind: "artist", data: { name } }));
    for (const lang of LANGS) {
      const node = productionPage(spec, index, lang, ids, productionId, day);
      const tabs = index % 4 === 1 ? [addTabs(bag, node.id, rng.ulid(), lang)] : [];
      node.relations = {
        image_header_large: images?.header_large ?? null,
        image_header_small: images?.header_small ?? null,
        image_thumb: images?.thumbnail_landscape ?? null,
        image_ad: images?.thumbnail_square ?? null,
        image_tabs: images?.tabs ?? null,
        image_sponsor: null,
        slideshow,
        tabs,
        artists,
        questions: [],
        related_production_pages: [],
      };
      bag.add(node);
      catalog.pages[lang].push(node.id);
      catalog.paths.set(node.data.url as string, { type: "node", id: node.id, lang });
    }
    catalog.bySlug.set(spec.slug, { ...ids, productionId });
  });

  linkRelated(catalog);
  return catalog;
}

function productionPage(
  spec: ProductionSpec,
  index: number,
  lang: Lang,
  ids: Record<Lang, string>,
  productionId: string,
  day: DateTime,
): CmsNodeRecord {
  const rng = createRng(`production-page:${spec.slug}:${lang}`);
  const other: Lang = lang === "nl" ? "en" : "nl";
  const slug = (l: Lang) => (l === "en" ? spec.slugEn ?? spec.slug : spec.slug);
  const heading = lang === "en" ? spec.headingEn ?? spec.heading : spec.heading;
  const subheading = spec.sub ? spec.sub[lang === "nl" ? 0 : 1] : null;
  const { playlistPublicationDateDays, ...overrides } = spec.page ?? {};
  const data: Record<string, unknown> = {
    heading,
    title: heading,
    subheading,
    url: showPath(lang, slug(lang)),
    urlTranslated: showPath(other, slug(other)),
    language: lang,
    seoDescription: index % 6 === 5 ? "" : `${heading}: ${sentence(rng, lang)}`,
    seoKeywords: index % 5 === 4 ? null : `${heading.toLowerCase()}, carré, ${spec.genres.join(", ")}`,
    seaTitle: "",
    seaDescription: "",
    contentMain: paragraphs(rng, lang, rng.int(1, 3)),
    contentRemaining: index % 3 === 0 ? "" : paragraphs(rng, lang, rng.int(1, 4)),
    siteTitle: `${heading} | Koninklijk Theater Carré`,
    // A short title for the agenda where the heading runs long (the calendar shows it).
    agendaTitle: index % 4 === 0 ? null : heading.split(" – ")[0],
    youtubeUrl: index % 3 === 0 ? "https://www.youtube.com/watch?v=M7lc1UVf-VE" : "",
    // 3 Musketiers shows its video as the hero's first slide.
    useYoutubeUrlForSlide: spec.slug === "3-musketiers",
    facebookUrl: index % 5 === 0 ? "https://www.facebook.com/carre" : "",
    minAge: rng.pick([0, 0, 6, 8, 12, 16]),
    stars: rng.int(0, 5),
    isAllowedInCalendar: true,
    isAllowedAsHighlight: index % 7 !== 6,
    isAllowedInSlideshow: index < 12,
    isIndexable: true,
    noTabs: index % 9 === 8,
    hideStartEndTimeInfo: index % 11 === 10,
    hadestownLayout: false,
    salesButtonOverrideText: index === 29 ? "Extra voorstellingen!" : null,
    waitingListID: "",
    waitingListTitle: "",
    searchKeywords: index % 3 === 1 ? [spec.genres[0], heading.split(" ")[0].toLowerCase()] : null,
    bigGroupsSize: null,
    hidePlaySchedule: false,
    enableSpeeldataCalendarView: false,
    overruleDurationText: "",
    sortPricesAscending: false,
    playlistPublicationDate: null,
    ...overrides,
  };
  if (typeof playlistPublicationDateDays === "number") {
    data.playlistPublicationDate = iso(at(day, playlistPublicationDateDays, "10:00"));
  }
  return {
    id: ids[lang],
    kind: "production-page",
    production_id: productionId,
    publication_date: iso(at(day, -rng.int(20, 200), "09:00")),
    data,
    filters: { genres: spec.genres },
  };
}

/** Shows whose hero is a slider (spec 2 §2), with this many slides; every other show has one. */
// Hadestown has the musical layout (a video hero), so 42nd Street is the Dutch slider case.
const MULTI_SLIDE_SHOWS: Record<string, number> = { "42nd-street": 3, "mamma-mia": 3 };

/** Extra header crops, from their own seed so the rest of the catalog stays as it was. */
function extraSlides(bag: NodeBag, spec: ProductionSpec): string[] {
  const count = MULTI_SLIDE_SHOWS[spec.slug] ?? 1;
  const rng = createRng(`slides:${spec.slug}`);
  return Array.from({ length: count - 1 }, (_, i) => addImage(bag, rng, `${spec.heading} ${i + 2}`, ["header_large"]).header_large);
}

function addSlideshow(bag: NodeBag, id: string, cropIds: string[]): string {
  const slides = cropIds.map((crop, i) => bag.add({ id: `${id}-${i + 1}`, kind: "slide", data: {}, relations: { image: crop } }));
  return bag.add({ id, kind: "slideshow", data: {}, relations: { slides } });
}

/** A tabs panel (spec 2 block 8): id `<page>_<panel>` as observed. */
function addTabs(bag: NodeBag, pageId: string, panelId: string, lang: Lang): string {
  const nl = lang === "nl";
  return bag.add({
    id: `${pageId}_${panelId}`,
    kind: "tabs_panel",
    data: {
      items: [
        { header: nl ? "Praktische informatie" : "Practical information", content: nl ? "<p>De zaal gaat 30 minuten voor aanvang open.</p>" : "<p>Doors open 30 minutes before the show.</p>", table: null },
        { header: nl ? "Prijzen" : "Prices", content: "", table: { columns: ["Rang", nl ? "Prijs" : "Price"], rows: [["Rang 1", "€ 79,50"], ["Rang 2", "€ 69,50"]] } },
      ],
    },
    relations: { header_image: null },
  });
}

/** Three related pages of a shared genre; every fifth page has none so the site's fallback runs. */
function linkRelated(catalog: Catalog): void {
  for (const lang of LANGS) {
    const pages = catalog.pages[lang].map((id) => catalog.bag.nodes.get(id)!);
    pages.forEach((page, i) => {
      if (i % 5 === 4) return;
      const genres = page.filters as { genres: string[] };
      const related = pages
        .filter((p) => p !== page && (p.filters as { genres: string[] }).genres.some((g) => genres.genres.includes(g)))
        .slice(0, 3)
        .map((p) => p.id);
      page.relations!.related_production_pages = related;
    });
  }
}
