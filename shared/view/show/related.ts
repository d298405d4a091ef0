/**
 * 'Others also viewed' (spec 2 §2): 3 shows from the page's related list, else from a random genre
 * of the show, never itself. Candidates, images, headings and button states come from the (cached)
 * production list; when that list cannot be had, the related nodes of the page answer still give
 * image and heading.
 */
import type { CmsNode, RenderResponse } from "../../contract/render";
import { pickRelated } from "../../domain/related";
import { salesButton, salesButtonState, type SalesButton } from "../../domain/sales-button";
import { visibleEvents } from "../../domain/schedule";
import type { ViewContext } from "../../routes/view-context";
import { readImage, readText, relationIds, type ImageRef } from "../cms-read";

export interface RelatedCard {
  id: string;
  href: string;
  heading: string;
  subheading?: string;
  image?: ImageRef;
  button: SalesButton | null;
}

export function genresOf(node: CmsNode | undefined): string[] {
  const genres = (node?.filters as { genres?: unknown } | undefined)?.genres;
  return Array.isArray(genres) ? genres.filter((g): g is string => typeof g === "string" && g.trim() !== "") : [];
}

async function productionList(ctx: ViewContext): Promise<RenderResponse | null> {
  try {
    const result = await ctx.source.render(`/production-page-list-${ctx.lang}`, new URLSearchParams(), ctx.signal);
    if (result.type === "OK") return result.value;
    ctx.source.log("warn", "production list unavailable for related shows", { result: result.type });
  } catch (err) {
    ctx.source.log("warn", "production list unavailable for related shows", { reason: String(err) });
  }
  return null;
}

function card(ctx: ViewContext, source: RenderResponse, node: CmsNode, withButton: boolean): RelatedCard | null {
  const href = readText(node.data, "url");
  const heading = readText(node.data, "heading") ?? readText(node.data, "title");
  if (!href || !heading) return null;
  const production = node.production_id ? source.productions?.[node.production_id] : undefined;
  const state = production ? salesButtonState(visibleEvents(production.events, ctx.now)) : null;
  return {
    id: node.id,
    href,
    heading,
    subheading: readText(node.data, "subheading"),
    image: readImage(source, node, "image_thumb") ?? readImage(source, node, "image_header_small"),
    // The card's button leads to the show page itself, in the look of the show's sales state.
    button: withButton && state ? salesButton({ state, lang: ctx.lang, salesUrl: href, site: ctx.source.site }) : null,
  };
}

export async function mapRelated(ctx: ViewContext): Promise<RelatedCard[]> {
  const { node } = ctx.render;
  const relatedIds = relationIds(node, "related_production_pages");
  const list = await productionList(ctx);
  const listNodes = list ? (list.node.query_result?.node_ids ?? []).map((id) => list.nodes[id]).filter((n): n is CmsNode => n?.kind === "production-page") : [];
  const byGenre: Record<string, string[]> = {};
  for (const n of listNodes) for (const g of genresOf(n)) (byGenre[g] ??= []).push(n.id);
  const ids = pickRelated({ selfId: node.id, relatedIds, byGenre, genres: genresOf(node), random: ctx.random });
  const cards: RelatedCard[] = [];
  for (const id of ids) {
    const fromList = list?.nodes[id];
    const fromPage = ctx.render.nodes[id];
    const c = fromList ? card(ctx, list!, fromList, true) : fromPage ? card(ctx, ctx.render, fromPage, false) : null;
    if (c) cards.push(c);
    else ctx.source.log("warn", "related show missing", { id, page: node.id });
  }
  return cards;
}
