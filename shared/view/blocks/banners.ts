/**
 * Banner tiles (spec 2 block 4), shared by the home page, content pages and news items: only
 * items with an image; the tile width follows the count; seven or more use the "many" layout.
 */
import type { CmsNode, RenderResponse } from "../../contract/render";
import type { Lang } from "../../i18n/lang";
import type { Site } from "../../site";
import { readImage, readText, type ImageRef } from "../cms-read";
import { imageAlt } from "../image-alt";
import { readLink, type LinkVM } from "./link";

export interface BannerVM {
  id: string;
  title?: string;
  subtitle?: string;
  buttonText?: string;
  image: ImageRef;
  /**
   * A tile with text is named by it (the image's alt would be read again inside the same link). A
   * tile without any has only the alt to name its link: on an English page without an English alt
   * the CMS's Dutch one, the one place it is kept (`imageAlt`), since a link without a name is worse.
   */
  alt: string;
  /** Through the one link rule (view/blocks/link.ts); absent: the tile is not a link. */
  link?: LinkVM;
}

export type BannerWidth = "quarter" | "third" | "half" | "full" | "five";

export interface BannersVM {
  title?: string;
  items: BannerVM[];
  width: BannerWidth;
  /** Seven or more tiles use the compact "many" layout. */
  many: boolean;
}

/** Spec 2 §9: persons and banners from this count on use the 'many' layout. */
export const MANY_LAYOUT_FROM = 7;

/**
 * Tile width of spec 2 block 4: 25% when the count divides by 4, else 33.33% by 3, else 50% by 2.
 * Five gets its own balanced layout (three over two); a single tile spans the row; other odd
 * counts use thirds and the last row's tiles grow to fill it.
 */
export function bannerWidth(count: number): BannerWidth {
  if (count <= 1) return "full";
  if (count % 4 === 0) return "quarter";
  if (count % 3 === 0) return "third";
  if (count % 2 === 0) return "half";
  return count === 5 ? "five" : "third";
}

export function mapBannerTiles(render: RenderResponse, nodes: readonly CmsNode[], title: string | undefined, lang: Lang, site: Site): BannersVM | undefined {
  const items = nodes.flatMap((node): BannerVM[] => {
    const image = readImage(render, node, "image");
    if (!image) return [];
    const [title, subtitle, buttonText] = [readText(node.data, "title"), readText(node.data, "subtitle"), readText(node.data, "button_text")];
    return [
      {
        id: node.id,
        title,
        subtitle,
        buttonText,
        image,
        alt: title || subtitle || buttonText ? "" : imageAlt(image, lang, image.alt ?? ""),
        link: readLink(node.data.link, lang, site),
      },
    ];
  });
  if (items.length === 0) return undefined;
  return { title, items, width: bannerWidth(items.length), many: items.length >= MANY_LAYOUT_FROM };
}
