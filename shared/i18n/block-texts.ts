/**
 * Texts of the reusable blocks and the content page (spec 2 §2, §9). Where the spec gives no
 * wording (slider and video controls) the wording is ours.
 */
import type { Lang } from "./lang";

export const BLOCK_TEXTS = {
  nl: {
    breadcrumbs: "Kruimelpad",
    faq: "Veelgestelde vragen",
    sliderLabel: "Afbeeldingen",
    sliderPrev: "Vorige afbeelding",
    sliderNext: "Volgende afbeelding",
    videos: "Video's",
    play: (n: number) => `Speel video ${n} af`,
    pauseBackgroundVideo: "Achtergrondvideo pauzeren",
    playBackgroundVideo: "Achtergrondvideo afspelen",
    videoTitle: (n: number) => `Video ${n}`,
    recommendedPages: "Lees ook",
    recommendedShows: "Misschien ook iets voor u",
    persons: "Personen",
    sponsors: "Sponsors",
    quotes: "Citaten",
    sidebar: "Meer informatie",
  },
  en: {
    breadcrumbs: "Breadcrumbs",
    faq: "Frequently Asked Questions",
    sliderLabel: "Images",
    sliderPrev: "Previous image",
    sliderNext: "Next image",
    videos: "Videos",
    play: (n: number) => `Play video ${n}`,
    pauseBackgroundVideo: "Pause background video",
    playBackgroundVideo: "Play background video",
    videoTitle: (n: number) => `Video ${n}`,
    recommendedPages: "Read also",
    recommendedShows: "You may also like",
    persons: "People",
    sponsors: "Sponsors",
    quotes: "Quotes",
    sidebar: "More information",
  },
} as const;

export type BlockTexts = (typeof BLOCK_TEXTS)[Lang];
