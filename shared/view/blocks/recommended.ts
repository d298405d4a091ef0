/**
 * Recommended pages (normal, or the alternative display when the page sets changeGenreDisplay)
 * and up to 6 recommended shows sharing a genre with genresForRecommendations (spec 2 §2).
 */
import type { CmsNode, RenderResponse } from "../../contract/render";
import { pickByGenreOverlap } from "../../domain/related";
import type { ViewContext } from "../../paths/view-context";
import { pageHeading, readBool, readImage, readStringList, readText, relatedNodes, type ImageRef } from "../cms-read";
import { loadProgramme, matchesLanguage } from "../programme";
import { programmeCard, type RelatedCard } from "../show/related";

export interface RecommendedPageVM {
  id: string;
  heading: string;
  subheading?: string;
  href: string;
  image?: ImageRef;
}

export interface RecommendedPagesVM {
  display: "normal" | "alternative";
  items: RecommendedPageVM[];
}

export function mapRecommendedPages(render: RenderResponse, node: CmsNode): RecommendedPagesVM | undefined {
  const items = relatedNodes(render, node, "recommended_pages").flatMap((page) => {
    const heading = pageHeading(page.data);
    const href = readText(page.data, "url");
    if (!heading || !href || !href.startsWith("/")) return [];
    const image = readImage(render, page, "image_thumb") ?? readImage(render, page, "image_header_small") ?? readImage(render, page, "image_header_large");
    return [{ id: page.id, heading, subheading: readText(page.data, "subheading"), href, image }];
  });
  if (items.length === 0) return undefined;
  return { display: readBool(node.data, "changeGenreDisplay") ? "alternative" : "normal", items };
}

/** Only shows that still play and are written for the page's language; the programme is fetched only when asked for. */
export async function mapRecommendedShows(ctx: ViewContext): Promise<RelatedCard[]> {
  const genres = readStringList(ctx.render.node.data, "genresForRecommendations");
  if (genres.length === 0) return [];
  const shows = (await loadProgramme(ctx)).filter((s) => s.upcoming.length > 0 && matchesLanguage(s, ctx.lang) && s.pageId !== ctx.render.node.id);
  return pickByGenreOverlap(genres, shows).map((s) => programmeCard(ctx, s));
}
