/**
 * Sidebar items (spec 2 §3: id, title, content, text, icon, iconMirrored) shown in the sticky
 * sidebar widget. An item with neither content nor text has nothing to say and is dropped; an
 * icon is used only as an image path (never inline SVG from the CMS).
 */
import type { CmsNode, RenderResponse } from "../../contract/render";
import { readBool, readText, relatedNodes } from "../cms-read";

export interface SidebarItemVM {
  id: string;
  title?: string;
  contentHtml?: string;
  text?: string;
  icon?: string;
  iconMirrored: boolean;
}

const SAFE_ICON = /^(https:\/\/|\/(?!\/))[^\s"'<>]+$/;

export function mapSidebarItems(render: RenderResponse, node: CmsNode): SidebarItemVM[] {
  return relatedNodes(render, node, "sidebar_items").flatMap((item) => {
    const contentHtml = readText(item.data, "content");
    const text = readText(item.data, "text");
    if (!contentHtml && !text) return [];
    const icon = readText(item.data, "icon");
    return [{ id: item.id, title: readText(item.data, "title"), contentHtml, text, icon: icon && SAFE_ICON.test(icon) ? icon : undefined, iconMirrored: readBool(item.data, "iconMirrored") }];
  });
}
