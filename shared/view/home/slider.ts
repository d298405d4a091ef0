/**
 * The home slider (spec 1 §2 Home, spec 1 §5): pinned slides first, the fixed extra slide right
 * after them, the rest in random order; at most 8, and only complete slides of this language.
 */
import type { RenderResponse } from "../../contract/render";
import type { SalesButton } from "../../domain/sales-button";
import type { Lang } from "../../i18n/lang";
import type { Site } from "../../site";
import { identityKey, perAnswer } from "../answer-memo";
import { readImage, readStringList, readText, relatedNodes, relationIds, type ImageRef } from "../cms-read";
import { matchesLanguage, showSalesButton, type ProgrammeShow } from "../programme";

export const MAX_SLIDES = 8;

export interface SlideVM {
  id: string;
  heading: string;
  subheading?: string;
  href: string;
  image: ImageRef;
  button: SalesButton;
}

interface SlideSource {
  pageId: string;
  heading?: string;
  subheading?: string;
  image?: ImageRef;
}

/** Fisher–Yates with the request's random source, so the order is decided once (on the server). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const r = random();
    const j = Math.min(i, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * (i + 1))));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The slides the home's slideshow lists, by production page id. */
function slideshowSources(render: RenderResponse): SlideSource[] {
  const slideshow = relatedNodes(render, render.node, "slideshow")[0];
  return relatedNodes(render, slideshow, "slides").flatMap((slide) => {
    const pageId = relationIds(slide, "production_page")[0];
    if (!pageId) return [];
    return [{ pageId, heading: readText(slide.data, "heading"), subheading: readText(slide.data, "subheading"), image: readImage(render, slide, "image") }];
  });
}

interface SlideOptions {
  render: RenderResponse;
  shows: readonly ProgrammeShow[];
  lang: Lang;
  site: Site;
  /**
   * The live site always appends one fixed production page to the pinned slides; the spec does not
   * name it, so it comes from configuration (HOME_EXTRA_SLIDE_ID). A page this CMS or language
   * lacks is skipped like any pinned id without a complete slide.
   */
  extraSlideId?: string | null;
  phoneNumber?: string;
}

export function pickSlides(opts: SlideOptions & { random: () => number }): SlideVM[] {
  // The complete slides are kept with the day's programme; only their order is the request's.
  const key = ["slides", identityKey(opts.render), opts.lang, opts.site.id, opts.extraSlideId ?? "", opts.phoneNumber ?? ""].join("|");
  const { pinned, rest } = perAnswer(opts.shows, key, () => completeSlides(opts));
  const slides: SlideVM[] = [];
  const seen = new Set<string>();
  for (const slide of [...pinned, ...shuffle(rest, opts.random)]) {
    if (slides.length >= MAX_SLIDES) break;
    if (seen.has(slide.id)) continue;
    seen.add(slide.id);
    slides.push(slide);
  }
  return slides;
}

/** The pinned slides in order and the others, each complete (image, heading, sales state) and of this language. */
function completeSlides(opts: SlideOptions): { pinned: SlideVM[]; rest: SlideVM[] } {
  const { render, lang, site } = opts;
  const byPage = new Map(opts.shows.map((s) => [s.pageId, s]));
  const sources = slideshowSources(render);
  const sourceByPage = new Map(sources.map((s) => [s.pageId, s]));
  const pinnedIds = [...new Set([...readStringList(render.node.data, "pinnedSlideIDs"), ...(opts.extraSlideId ? [opts.extraSlideId] : [])])];
  const pinned = new Set(pinnedIds);
  const slideOf = (source: SlideSource): SlideVM[] => {
    const show = byPage.get(source.pageId);
    if (!show || !matchesLanguage(show, lang)) return [];
    const heading = source.heading ?? show.heading;
    const image = source.image ?? show.headerImage;
    const button = showSalesButton(show, lang, site, opts.phoneNumber);
    if (!heading || !image || !button) return [];
    return [{ id: source.pageId, heading, subheading: source.subheading ?? show.subheading, href: show.href, image, button }];
  };
  return {
    // A pinned page missing from the slideshow still gets a slide from its production page.
    pinned: pinnedIds.flatMap((id) => slideOf(sourceByPage.get(id) ?? { pageId: id })),
    rest: sources.filter((s) => !pinned.has(s.pageId)).flatMap(slideOf),
  };
}
