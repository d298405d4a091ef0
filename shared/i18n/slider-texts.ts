/**
 * What swiper's a11y module announces besides the arrows' labels (those are each slider's own):
 * the bullets' names and, on a slider that does not loop, its ends. swiper's defaults are English.
 */
import type { Lang } from "./lang";

export const SLIDER_TEXTS: Record<Lang, { bullet: string; first: string; last: string; carousel: string; slide: string }> = {
  nl: { bullet: "Ga naar slide {{index}}", first: "Dit is de eerste slide", last: "Dit is de laatste slide", carousel: "carrousel", slide: "slide" },
  en: { bullet: "Go to slide {{index}}", first: "This is the first slide", last: "This is the last slide", carousel: "carousel", slide: "slide" },
};
