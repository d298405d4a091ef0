/**
 * Persons, person groups, sponsors and quotes (spec 2 §3, §5). The CMS orders these lists by hand
 * and an incomplete entry usually marks where an editor stopped, so a list stops at the first
 * incomplete entry instead of skipping it.
 */
import type { CmsNode, RenderResponse } from "../../contract/render";
import type { Lang } from "../../i18n/lang";
import type { Site } from "../../site";
import { readBool, readImage, readNumber, readText, relatedNodes, type ImageRef } from "../cms-read";
import { MANY_LAYOUT_FROM } from "./banners";
import { readLink, type LinkVM } from "./link";

/** Entries up to (not including) the first one the reader rejects. */
export function takeUntilIncomplete<T>(nodes: readonly CmsNode[], read: (node: CmsNode) => T | null): T[] {
  const out: T[] = [];
  for (const node of nodes) {
    const entry = read(node);
    if (entry === null) break;
    out.push(entry);
  }
  return out;
}

export interface PersonVM {
  id: string;
  name: string;
  picture: ImageRef;
  quote?: string;
  descriptionHtml?: string;
  link?: LinkVM;
  large: boolean;
}

export interface PersonsVM {
  items: PersonVM[];
  many: boolean;
}

export interface PersonGroupVM extends PersonsVM {
  id: string;
  name: string;
}

export interface SponsorVM {
  id: string;
  name: string;
  image: ImageRef;
  link?: LinkVM;
}

export interface QuoteVM {
  id: string;
  name: string;
  quote: string;
  picture?: ImageRef;
}

interface Ctx {
  render: RenderResponse;
  lang: Lang;
  site: Site;
}

/** A person needs a name and a picture; the rest is optional. Priority orders the group (higher first). */
function readPerson(ctx: Ctx, node: CmsNode): PersonVM | null {
  const name = readText(node.data, "name");
  const picture = readImage(ctx.render, node, "picture");
  if (!name || !picture) return null;
  return {
    id: node.id,
    name,
    picture,
    quote: readText(node.data, "quote"),
    descriptionHtml: readText(node.data, "description"),
    link: readLink(node.data.link, ctx.lang, ctx.site),
    large: readBool(node.data, "layout_large") || readBool(node.data, "layoutLarge"),
  };
}

/**
 * Spec 2 §3 person priority (the musical's groups: "persons ordered by priority"): higher first;
 * stable, so equal priorities keep the editor's order.
 */
export function orderByPriority<T>(items: readonly T[], priority: (item: T) => number): T[] {
  return items
    .map((item, i) => ({ item, i, p: priority(item) }))
    .sort((a, b) => b.p - a.p || a.i - b.i)
    .map((x) => x.item);
}

function persons(ctx: Ctx, nodes: readonly CmsNode[]): PersonsVM {
  const priorities = new Map(nodes.map((n) => [n.id, readNumber(n.data, "priority") ?? 0]));
  const items = orderByPriority(takeUntilIncomplete(nodes, (n) => readPerson(ctx, n)), (p) => priorities.get(p.id) ?? 0);
  return { items, many: items.length >= MANY_LAYOUT_FROM };
}

export function mapPersons(ctx: Ctx, node: CmsNode): PersonsVM {
  return persons(ctx, relatedNodes(ctx.render, node, "persons"));
}

/** Groups without a name or without any complete person say nothing and are left out. */
export function mapPersonGroups(ctx: Ctx, node: CmsNode): PersonGroupVM[] {
  return relatedNodes(ctx.render, node, "person_groups").flatMap((group) => {
    const name = readText(group.data, "name");
    const list = persons(ctx, relatedNodes(ctx.render, group, "persons"));
    return name && list.items.length > 0 ? [{ id: group.id, name, ...list }] : [];
  });
}

export function mapSponsors(ctx: Ctx, node: CmsNode): SponsorVM[] {
  return takeUntilIncomplete(relatedNodes(ctx.render, node, "sponsors"), (n) => {
    const name = readText(n.data, "name");
    const image = readImage(ctx.render, n, "image");
    return name && image ? { id: n.id, name, image, link: readLink(n.data.link, ctx.lang, ctx.site) } : null;
  });
}

export function mapQuotes(ctx: Ctx, node: CmsNode): QuoteVM[] {
  return takeUntilIncomplete(relatedNodes(ctx.render, node, "quotes"), (n) => {
    const name = readText(n.data, "name");
    const quote = readText(n.data, "quote");
    return name && quote ? { id: n.id, name, quote, picture: readImage(ctx.render, n, "picture") } : null;
  });
}
