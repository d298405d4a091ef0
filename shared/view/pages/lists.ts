/**
 * The news list as a plain list of crawlable links, until the news list screen (spec 1 §2: search
 * box, tag filter, paging) is built.
 */
import type { CmsNode, RenderResponse } from "../../contract/render";
import { readBool, readImage, readText, type ImageRef } from "../cms-read";

export interface ListItem {
  id: string;
  heading: string;
  subheading?: string;
  href: string;
  image?: ImageRef;
  date?: string;
}

export interface ListView {
  kind: "list";
  heading: string;
  items: ListItem[];
}

export function listItems(render: RenderResponse, accept: (node: CmsNode) => boolean = () => true): ListItem[] {
  const ids = render.node.query_result?.node_ids ?? [];
  const items: ListItem[] = [];
  for (const id of ids) {
    const node = render.nodes[id];
    if (!node || !accept(node)) continue;
    const heading = readText(node.data, "heading");
    const href = readText(node.data, "url");
    if (!heading || !href) continue;
    items.push({
      id,
      heading,
      subheading: readText(node.data, "subheading"),
      href,
      image: readImage(render, node, "image_thumb"),
      date: node.publication_date ?? undefined,
    });
  }
  return items;
}

export function mapNewsList(render: RenderResponse, heading: string): ListView {
  return { kind: "list", heading, items: listItems(render, (n) => !readBool(n.data, "hide")) };
}
