/**
 * Editorial blocks of a show page (spec 2 §2, §3): slides, custom icons, artists, genres and videos.
 * Read tolerantly: an incomplete entry is dropped, never a crash.
 */
import type { CmsNode, RenderResponse } from "../../contract/render";
import type { Lang } from "../../i18n/lang";
import type { Site } from "../../site";
import { readLink, type LinkVM } from "../blocks/link";
import { readImage, readText, relatedNodes, type ImageRef } from "../cms-read";


export interface CustomIcon {
  svg?: string;
  text: string;
  /** Through the one link rule (spec 1 §5), like every CMS link. */
  link?: LinkVM;
}

/** Hero slides: the slideshow's images, else the large header image. */
export function mapSlides(render: RenderResponse, node: CmsNode): ImageRef[] {
  const slideshow = relatedNodes(render, node, "slideshow")[0];
  const slides = slideshow ? relatedNodes(render, slideshow, "slides").map((s) => readImage(render, s, "image")).filter((i): i is ImageRef => !!i) : [];
  if (slides.length > 0) return slides;
  const header = readImage(render, node, "image_header_large") ?? readImage(render, node, "image_header_small");
  return header ? [header] : [];
}

/** customIcons: [{ svg, text, link }]; an entry without text says nothing and is dropped. */
export function mapCustomIcons(data: Record<string, unknown>, lang: Lang, site: Site): CustomIcon[] {
  const raw = data.customIcons;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    if (!item || typeof item !== "object") return [];
    const d = item as Record<string, unknown>;
    const text = readText(d, "text");
    return text ? [{ text, svg: readText(d, "svg"), link: readLink(d.link, lang, site) }] : [];
  });
}

/** Names of related artist nodes (for the data layer). */
export function artistNames(render: RenderResponse, node: CmsNode): string[] {
  return relatedNodes(render, node, "artists").flatMap((a) => {
    const name = readText(a.data, "name") ?? readText(a.data, "title") ?? readText(a.data, "heading");
    return name ? [name] : [];
  });
}

/** Genre display names from the answer's `filters.genres.values`, falling back to the id. */
export function genreNames(render: RenderResponse, ids: readonly string[]): string[] {
  const values = (render.filters as { genres?: { values?: unknown } } | undefined)?.genres?.values;
  const names = new Map<string, string>();
  if (Array.isArray(values)) {
    for (const v of values) {
      const id = (v as { id?: unknown })?.id;
      const name = (v as { data?: { name?: unknown } })?.data?.name;
      if (typeof id === "string" && typeof name === "string") names.set(id, name);
    }
  }
  return ids.map((id) => names.get(id) ?? id);
}
