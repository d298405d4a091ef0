/**
 * View model of a content page, news item or (for now) show page body: heading, texts, header image.
 * The show page's own blocks (schedule, prices, ...) extend this in the show-page mapper.
 */
import type { RenderResponse } from "../../contract/render";
import { readImage, readText, type ImageRef } from "../cms-read";

export interface ContentView {
  kind: "content";
  heading: string;
  subheading?: string;
  publicationDate?: string;
  contentMainHtml?: string;
  contentRemainingHtml?: string;
  contentBottomHtml?: string;
  headerImage?: ImageRef;
}

export class MissingFieldError extends Error {}

/** Spec 1 §8: a page without its url is an error (the caller turns it into the 500 page). */
export function mapContentPage(render: RenderResponse): ContentView {
  const { node } = render;
  if (!readText(node.data, "url")) throw new MissingFieldError(`node ${node.id} has no url`);
  return {
    kind: "content",
    heading: readText(node.data, "heading") ?? readText(node.data, "title") ?? "",
    subheading: readText(node.data, "subheading"),
    publicationDate: node.publication_date ?? undefined,
    contentMainHtml: readText(node.data, "contentMain"),
    contentRemainingHtml: readText(node.data, "contentRemaining"),
    contentBottomHtml: readText(node.data, "contentBottom"),
    headerImage: readBoolHidden(render) ? undefined : readImage(render, node, "image_header_large") ?? readImage(render, node, "image_header_small"),
  };
}

function readBoolHidden(render: RenderResponse): boolean {
  return render.node.data.hideHeaderImage === true;
}
