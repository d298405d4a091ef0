/**
 * Tabs panel (spec 2 block 8): an accordion of items (header, rich content, optional table) under
 * an optional header image. The panel may name one item to open on arrival by its header text.
 */
import type { CmsNode, RenderResponse } from "../../contract/render";
import { readImage, readText, relatedNodes, type ImageRef } from "../cms-read";
import { inLang } from "../image-alt";
import type { Lang } from "../../i18n/lang";

export interface TabItem {
  header: string;
  contentHtml?: string;
  table?: { columns: string[]; rows: string[][] };
}

export interface TabsPanelVM {
  id: string;
  headerImage?: ImageRef;
  items: TabItem[];
  /** Index of the item that starts open (header text matched, case and spacing ignored). */
  openIndex: number | null;
}

function cells(value: unknown): string[] {
  return Array.isArray(value) ? value.map((c) => (typeof c === "string" || typeof c === "number" ? String(c) : "")) : [];
}

function readItems(panel: CmsNode): TabItem[] {
  const items = Array.isArray(panel.data.items) ? panel.data.items : [];
  return items.flatMap((item): TabItem[] => {
    if (!item || typeof item !== "object") return [];
    const d = item as Record<string, unknown>;
    const header = readText(d, "header");
    if (!header) return [];
    const t = d.table as { columns?: unknown; rows?: unknown } | null | undefined;
    const table = t && Array.isArray(t.columns) ? { columns: cells(t.columns), rows: Array.isArray(t.rows) ? t.rows.map(cells) : [] } : undefined;
    const contentHtml = readText(d, "content");
    return contentHtml || table ? [{ header, contentHtml, table }] : [];
  });
}

const norm = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();

export function mapTabsPanels(render: RenderResponse, node: CmsNode, lang: Lang): TabsPanelVM[] {
  return relatedNodes(render, node, "tabs").flatMap((panel) => {
    const items = readItems(panel);
    if (items.length === 0) return [];
    const wanted = readText(panel.data, "openTab");
    const index = wanted ? items.findIndex((i) => norm(i.header) === norm(wanted)) : -1;
    return [{ id: panel.id, headerImage: inLang(readImage(render, panel, "header_image"), lang), items, openIndex: index >= 0 ? index : null }];
  });
}

/**
 * One price table per page (issue 26): where the page shows its own price table (from the
 * ticketing data), a CMS tab item with the same header ("Prijzen" / "Prices") would be a second,
 * possibly stale one, so it goes; a panel left without items goes too.
 */
export function withoutItemsTitled(panels: TabsPanelVM[], header: string): TabsPanelVM[] {
  return panels.flatMap((panel) => {
    const items = panel.items.filter((i) => norm(i.header) !== norm(header));
    if (items.length === panel.items.length) return [panel];
    if (items.length === 0) return [];
    const open = panel.openIndex === null ? null : items.indexOf(panel.items[panel.openIndex]!);
    return [{ ...panel, items, openIndex: open === null || open < 0 ? null : open }];
  });
}
