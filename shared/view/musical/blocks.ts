/**
 * The musical layout's own blocks as view models (spec 2 §2 "Musical layout page"): banner cards,
 * the photo swiper and the logo. CMS data passes the zod schemas of contract/musical.ts first.
 */
import { MusicalBannerData } from "../../contract/musical";
import type { CmsNode, RenderResponse } from "../../contract/render";
import { bannerCardsWithButton, isShowPagePath } from "../../domain/musical";
import type { Lang } from "../../i18n/lang";
import type { Site } from "../../site";
import { readImage, relatedNodes, type ImageRef } from "../cms-read";
import { readLink, type LinkVM } from "../blocks/link";


export interface BannerCardVM {
  id: string;
  title?: string;
  subtitle?: string;
  buttonText: string;
  image?: ImageRef;
  /** Through the one link rule; `fullLoad`: a show page, opened with a document load (spec 2 §2). */
  link?: LinkVM & { fullLoad: boolean };
}

function trimmed(value: string | null | undefined): string | undefined {
  const t = value?.trim();
  return t ? t : undefined;
}

function readCard(render: RenderResponse, node: CmsNode, lang: Lang, site: Site): Omit<BannerCardVM, "buttonText"> & { buttonText?: string } {
  const data = MusicalBannerData.parse(node.data);
  const link = readLink(data.link, lang, site);
  return {
    id: node.id,
    title: trimmed(data.title),
    subtitle: trimmed(data.subtitle),
    buttonText: trimmed(data.button_text),
    image: readImage(render, node, "image"),
    link: link && { ...link, fullLoad: link.kind === "internal" && isShowPagePath(link.href) },
  };
}

/** Spec 2 §2, §5: banner cards, only those with button text. */
export function mapBannerCards(render: RenderResponse, node: CmsNode, lang: Lang, site: Site): BannerCardVM[] {
  const cards = relatedNodes(render, node, "banners").map((n) => readCard(render, n, lang, site));
  return bannerCardsWithButton(cards) as BannerCardVM[];
}

/** Photo swiper: `photos` → slide-like nodes with an `image` relation; a photo without a crop is skipped. */
export function mapPhotos(render: RenderResponse, node: CmsNode): ImageRef[] {
  return relatedNodes(render, node, "photos").flatMap((n) => {
    const image = readImage(render, n, "image");
    return image ? [image] : [];
  });
}
