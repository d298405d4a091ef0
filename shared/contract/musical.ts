/**
 * The musical layout's fields of a production-page node and of its banner nodes (spec 2 §3:
 * hadestownLayout, banners; the layout's own texts are named in docs/upstream-api.md). Decoded with
 * zod before the view model reads them: a field of the wrong type reads as absent (`.catch`), so
 * one odd field never sinks the page (the same tolerance as the rest of node data).
 */
import * as z from "zod";

const text = z.string().nullish().catch(null);

export const MusicalPageData = z.looseObject({
  hadestownLayout: z.boolean().nullish().catch(null),
  /** Short HTML under the logo. */
  intro: text,
  /** HTML of the about section (headed 'About' on deep-link pages). */
  aboutText: text,
  /** Credit line under the photo swiper. */
  photoCredit: text,
  /** The looping hero video: https or site-relative, like the home page's headerVideoURL. */
  heroVideoURL: text,
  /** Promoter type; "Mojo" drops the cancellation tab on tag pages. */
  type: text,
});
export type MusicalPageData = z.infer<typeof MusicalPageData>;

/** A link field as observed: `{ type, href }`, or a bare string from older content. */
export const CmsLinkField = z.union([z.string(), z.looseObject({ type: z.string().nullish(), href: z.string() })]).nullish().catch(null);

export const MusicalBannerData = z.looseObject({
  title: text,
  subtitle: text,
  button_text: text,
  link: CmsLinkField,
});
export type MusicalBannerData = z.infer<typeof MusicalBannerData>;
