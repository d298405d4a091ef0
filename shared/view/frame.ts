/**
 * The page frame's view model (menus, footer, sub-footer, sponsor, language link, preview flag)
 * from a CMS render response (docs/cms-shape.md). Pure and tolerant: a broken relation or an item
 * without title or link drops that piece, never the page.
 */
import { framePaths } from "../i18n/frame-texts";
import type { CmsNode, RenderResponse } from "../contract/render";
import { linkTarget } from "../domain/links";
import type { Lang } from "../i18n/lang";
import type { Site } from "../site";
import { perAnswer } from "./answer-memo";
import { readLink } from "./blocks/link";
import { readBool, readText, relatedNodes } from "./cms-read";
import { fallbackMainMenu, type FooterColumnVM, type FrameVM, type MenuIconVM, type MenuItemVM } from "./frame-vm";

type Ctx = { render: RenderResponse; lang: Lang; site: Site };

/** The same for every page made from one answer in one language: kept with the answer (read-only). */
export function mapFrame(render: RenderResponse, lang: Lang, site: Site): FrameVM {
  return perAnswer(render, `frame:${lang}:${site.id}`, () => frameOf(render, lang, site));
}

function frameOf(render: RenderResponse, lang: Lang, site: Site): FrameVM {
  const safe = normalise(render);
  const ctx: Ctx = { render: safe, lang, site };
  const node = safe.node;
  const mainMenu = mapMenu(ctx, node, "menu_main");
  const footer = relatedNodes(safe, node, "footer")[0];
  const subFooterNode = relatedNodes(safe, node, "subfooter")[0];
  const sponsorPath = readText(relatedNodes(safe, node, "image_sponsor")[0]?.data, "cdn_url_path");

  return {
    mainMenu: mainMenu.length > 0 ? mainMenu : fallbackMainMenu(lang, site),
    topMenu: mapMenu(ctx, node, "menu_top").filter((item) => !isFrameOwnEntry(item, lang)),
    footerColumns: relatedNodes(safe, footer, "items")
      .map((widget) => mapFooterColumn(ctx, widget))
      .filter((col): col is FooterColumnVM => col !== null),
    subFooter: subFooterNode ? mapSubFooter(subFooterNode) : undefined,
    copyright: readText(footer?.data, "copyright") ?? readText(node.data, "copyright"),
    sponsor: sponsorPath ? sponsorOf(sponsorPath, linkOrUndefined(readText(node.data, "mainSponsorURL"))) : undefined,
    translatedPath: translatedPath(node),
    isPreview: safe.is_preview === true,
  };
}

/**
 * Spec 1 §6: two menu item ids are the personal-area entries. The frame draws the personal-area
 * (account) entry and the accessibility link itself, so the CMS's copies would show twice.
 */
export const PERSONAL_AREA_MENU_IDS = ["account-nl", "account-en"] as const;

function isFrameOwnEntry(item: MenuItemVM, lang: Lang): boolean {
  return (PERSONAL_AREA_MENU_IDS as readonly string[]).includes(item.id) || item.href === framePaths[lang].accessibility;
}

function mapMenu(ctx: Ctx, owner: CmsNode, relation: string): MenuItemVM[] {
  const menu = relatedNodes(ctx.render, owner, relation)[0];
  return mapItems(ctx, relatedNodes(ctx.render, menu, "items"), true);
}

function mapItems(ctx: Ctx, nodes: CmsNode[], withChildren: boolean): MenuItemVM[] {
  const seen = new Set<string>();
  const items: MenuItemVM[] = [];
  for (const node of nodes) {
    // A repeated id would give duplicate React keys and element ids.
    if (seen.has(node.id)) continue;
    const item = mapItem(ctx, node, withChildren);
    if (item) {
      seen.add(node.id);
      items.push(item);
    }
  }
  return items;
}

function mapItem(ctx: Ctx, node: CmsNode, withChildren: boolean): MenuItemVM | null {
  const label = readText(node.data, "title") ?? readText(node.data, "label");
  // As a block's link (view/blocks/link.ts): a ticket-shop one gets l=en on English pages.
  const link = readLink(node.data.link, ctx.lang, ctx.site);
  if (!label || !link) return null;
  const a11y = node.data.visible_in_aally;
  return {
    id: node.id,
    label,
    href: link.href,
    internal: link.internal,
    newTab: linkTarget(link.kind).target === "_blank",
    icon: mapIcon(node.data.icon, ctx.lang),
    visibleInA11y: typeof a11y === "boolean" ? a11y : null,
    children: withChildren ? mapItems(ctx, relatedNodes(ctx.render, node, "submenu"), false) : [],
  };
}

function mapIcon(raw: unknown, lang: Lang): MenuIconVM | undefined {
  if (!isRecord(raw)) return undefined;
  const svg = readText(raw, "svg");
  if (!svg || !svg.startsWith("<svg")) return undefined;
  return { svg, description: readText(raw, `description_${lang}`) };
}

function mapFooterColumn(ctx: Ctx, widget: CmsNode): FooterColumnVM | null {
  const column: FooterColumnVM = {
    id: widget.id,
    heading: readText(widget.data, "title") ?? readText(widget.data, "heading"),
    contentHtml: readText(widget.data, "content"),
    links: mapItems(ctx, relatedNodes(ctx.render, widget, "menu_items"), false),
    socials: readBool(widget.data, "socials"),
    paymentMethods: readBool(widget.data, "paymentmethods") || readBool(widget.data, "paymentMethods"),
  };
  const empty =
    !column.heading && !column.contentHtml && column.links.length === 0 && !column.socials && !column.paymentMethods;
  return empty ? null : column;
}

function mapSubFooter(node: CmsNode): FrameVM["subFooter"] {
  const heading = readText(node.data, "heading");
  const subheading = readText(node.data, "subheading");
  return heading || subheading ? { heading, subheading } : undefined;
}

function translatedPath(node: CmsNode): string | null {
  const path = readText(node.data, "urlTranslated");
  // Only a site path is safe as a same-site language link.
  return path && path.startsWith("/") && !path.startsWith("//") ? path : null;
}

function linkOrUndefined(url: string | undefined): string | undefined {
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

function sponsorOf(imagePath: string, url: string | undefined): NonNullable<FrameVM["sponsor"]> {
  if (!url) return { imagePath };
  try {
    return { imagePath, url, site: new URL(url).hostname.replace(/^www\./, "") };
  } catch {
    return { imagePath, url };
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * Guards the structures the readers walk, for responses that did not come through the zod
 * decoder (tests, cached data): non-object nodes, non-string relation ids.
 */
function normalise(render: RenderResponse): RenderResponse {
  const rawNodes: unknown = (render as { nodes?: unknown }).nodes;
  const nodes: Record<string, CmsNode> = {};
  if (isRecord(rawNodes)) {
    for (const [id, n] of Object.entries(rawNodes)) {
      const node = normaliseNode(n);
      if (node) nodes[id] = node;
    }
  }
  const node = normaliseNode(render.node) ?? { id: "", kind: "", data: {}, relations: {} };
  return { ...render, node, nodes };
}

function normaliseNode(raw: unknown): CmsNode | null {
  if (!isRecord(raw)) return null;
  const relations: Record<string, string | string[] | null> = {};
  if (isRecord(raw.relations)) {
    for (const [key, v] of Object.entries(raw.relations)) {
      if (Array.isArray(v)) relations[key] = v.filter(isId).map(String);
      else relations[key] = isId(v) ? String(v) : null;
    }
  }
  return {
    ...(raw as CmsNode),
    id: isId(raw.id) ? String(raw.id) : "",
    data: isRecord(raw.data) ? raw.data : {},
    relations,
  };
}

function isId(v: unknown): v is string | number {
  return typeof v === "string" || (typeof v === "number" && Number.isFinite(v));
}
