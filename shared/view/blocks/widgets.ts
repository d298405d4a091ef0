/**
 * Page widgets (spec 2 §3 widget kinds): one mapper per kind, looked up by the widget node's kind.
 * A kind outside this table is the error spec 2 §2 names ("a missing widget kind is an error"):
 * it throws, and the loader answers with the 500 message page and logs the kind.
 */
import type { CmsNode, RenderResponse } from "../../contract/render";
import type { Lang } from "../../i18n/lang";
import type { Site } from "../../site";
import { readBool, readImage, readText, relatedNodes, type ImageRef } from "../cms-read";
import { inLang } from "../image-alt";
import { readLink, type LinkVM } from "./link";

export interface ImageBlockVM {
  kind: "image_block";
  id: string;
  heading?: string;
  contentHtml?: string;
  image?: ImageRef;
  link?: LinkVM;
  buttonText?: string;
  imageOnRight: boolean;
}

export interface ImageDividerVM {
  kind: "image_divider";
  id: string;
  image: ImageRef;
}

export interface TextWidgetVM {
  kind: "text_widget";
  id: string;
  title?: string;
  contentHtml?: string;
  socials: boolean;
  paymentMethods: boolean;
}

export type WidgetVM = ImageBlockVM | ImageDividerVM | TextWidgetVM;
export type WidgetKind = WidgetVM["kind"];

interface WidgetCtx {
  render: RenderResponse;
  lang: Lang;
  site: Site;
}

export class UnknownWidgetError extends Error {
  constructor(readonly widgetKind: string, pageId: string) {
    super(`unknown widget kind "${widgetKind}" on page ${pageId}`);
    this.name = "UnknownWidgetError";
  }
}

type Mapper<K extends WidgetKind> = (ctx: WidgetCtx, node: CmsNode) => Extract<WidgetVM, { kind: K }> | null;

/** The registry: a widget that lacks what its kind needs is dropped (spec 2 §5), never an error. */
export const WIDGET_MAPPERS: { [K in WidgetKind]: Mapper<K> } = {
  image_block: (ctx, node) => {
    const vm: ImageBlockVM = {
      kind: "image_block",
      id: node.id,
      heading: readText(node.data, "heading"),
      contentHtml: readText(node.data, "content"),
      image: inLang(readImage(ctx.render, node, "image"), ctx.lang),
      link: readLink(node.data.link, ctx.lang, ctx.site),
      buttonText: readText(node.data, "button_text") ?? readText(node.data, "buttonText"),
      imageOnRight: readBool(node.data, "image_on_right") || readBool(node.data, "imageOnRight"),
    };
    return vm.heading || vm.contentHtml || vm.image ? vm : null;
  },
  image_divider: (ctx, node) => {
    const image = readImage(ctx.render, node, "image");
    return image ? { kind: "image_divider", id: node.id, image } : null;
  },
  text_widget: (_ctx, node) => {
    const vm: TextWidgetVM = {
      kind: "text_widget",
      id: node.id,
      title: readText(node.data, "title"),
      contentHtml: readText(node.data, "content"),
      socials: readBool(node.data, "socials"),
      paymentMethods: readBool(node.data, "paymentmethods") || readBool(node.data, "paymentMethods"),
    };
    return vm.title || vm.contentHtml || vm.socials || vm.paymentMethods ? vm : null;
  },
};

function isWidgetKind(kind: string): kind is WidgetKind {
  return Object.hasOwn(WIDGET_MAPPERS, kind);
}

export function mapWidgets(ctx: WidgetCtx, page: CmsNode): WidgetVM[] {
  return relatedNodes(ctx.render, page, "widgets").flatMap((node) => {
    if (!isWidgetKind(node.kind)) throw new UnknownWidgetError(node.kind, page.id);
    const vm = (WIDGET_MAPPERS[node.kind] as Mapper<WidgetKind>)(ctx, node);
    return vm ? [vm] : [];
  });
}
