/**
 * 'Others also viewed' (spec 2 §2): 3 shows from the page's related list, else from a random genre
 * of the show, never itself. Candidates, images, headings and button states come from the (cached)
 * production list; when that list cannot be had, the related nodes of the page answer still give
 * image and heading.
 */
import type { CmsNode } from "../../contract/render";
import { pickRelated } from "../../domain/related";
import { salesButton, salesButtonState, type SalesButton } from "../../domain/sales-button";
import type { ViewContext } from "../../paths/view-context";
import { perAnswer } from "../answer-memo";
import { pageHeading, readImage, readText, relationIds, type ImageRef } from "../cms-read";
import { genresOf, loadProgramme, type ProgrammeShow } from "../programme";

export interface RelatedCard {
  id: string;
  href: string;
  heading: string;
  subheading?: string;
  image?: ImageRef;
  button: SalesButton | null;
}

/** A card from the programme: the button leads to the show page itself, in the look of the show's sales state. */
export function programmeCard(ctx: ViewContext, show: ProgrammeShow): RelatedCard {
  const state = salesButtonState(show.upcoming);
  return {
    id: show.pageId,
    href: show.href,
    heading: show.heading,
    subheading: show.subheading,
    image: show.thumb,
    button: state ? salesButton({ state, lang: ctx.lang, salesUrl: show.href, site: ctx.source.site, phoneNumber: ctx.source.config.callUsPhoneNumber }) : null,
  };
}

/** Without the programme, the page's own related nodes still give image and heading (no button). */
function pageCard(ctx: ViewContext, node: CmsNode): RelatedCard | null {
  const href = readText(node.data, "url");
  const heading = pageHeading(node.data);
  if (!href || !heading) return null;
  const image = readImage(ctx.render, node, "image_thumb") ?? readImage(ctx.render, node, "image_header_small");
  return { id: node.id, href, heading, subheading: readText(node.data, "subheading"), image, button: null };
}

/**
 * The programme by page, and by genre the shows that still play: made once per programme
 * (view/answer-memo.ts), as only the pick is random. A genre pick of a show that has played (no
 * date, no button) offered the visitor nothing to see; an editor's own related list is kept as given.
 */
function programmeIndex(programme: readonly ProgrammeShow[]): { shows: ReadonlyMap<string, ProgrammeShow>; byGenre: Record<string, string[]> } {
  return perAnswer(programme, "related-index", () => {
    const byGenre: Record<string, string[]> = {};
    for (const show of programme) if (show.upcoming.length > 0) for (const g of show.genres) (byGenre[g] ??= []).push(show.pageId);
    return { shows: new Map(programme.map((show) => [show.pageId, show])), byGenre };
  });
}

export async function mapRelated(ctx: ViewContext): Promise<RelatedCard[]> {
  const { node } = ctx.render;
  const { shows, byGenre } = programmeIndex(await loadProgramme(ctx));
  const ids = pickRelated({ selfId: node.id, relatedIds: relationIds(node, "related_production_pages"), byGenre, genres: genresOf(node), random: ctx.random });
  const cards: RelatedCard[] = [];
  for (const id of ids) {
    const show = shows.get(id);
    const fromPage = ctx.render.nodes[id];
    const c = show ? programmeCard(ctx, show) : fromPage ? pageCard(ctx, fromPage) : null;
    if (c) cards.push(c);
    else ctx.source.log("warn", "related show missing", { id, page: node.id });
  }
  return cards;
}
