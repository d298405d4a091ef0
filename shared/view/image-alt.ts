/**
 * An image's alt text in the page's language, in a module of its own: components in every page's
 * first load call it, and the CMS reading beside it in cms-read.ts would come along (0.5 KB br).
 */
import type { Lang } from "../i18n/lang";
import type { ImageRef } from "./cms-read";

/**
 * The alt text of an image on a page in `lang`: on English pages the CMS's English title where
 * it has one, else the caller's English text (a heading), never the Dutch title (issue 26).
 */
export function imageAlt(image: Pick<ImageRef, "alt" | "altEn">, lang: Lang, fallback: string): string {
  return (lang === "en" ? image.altEn : image.alt) ?? fallback;
}

/**
 * The image as a component shows it with its own alt (`CmsImage`'s default): that alt in `lang`,
 * "" on an English page without an English one. Resolved while mapping, so the browser's first
 * load carries no alt choice for these.
 */
export function inLang<T extends Pick<ImageRef, "alt" | "altEn">>(image: T | undefined, lang: Lang): T | undefined {
  return image && { ...image, alt: imageAlt(image, lang, "") };
}
