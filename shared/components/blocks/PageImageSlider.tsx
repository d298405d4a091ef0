/**
 * Page image slider (spec 2 block 2), the content page's header slider: 3 slides at once, 2 up to
 * 768 px, 1 up to 420 px, looping, spacing 32 / 8 / 0. A single image needs no slider.
 */
import { BLOCK_TEXTS } from "../../i18n/block-texts";
import type { Lang } from "../../i18n/lang";
import type { ImageRef } from "../../view/cms-read";
import { imageAlt } from "../../view/image-alt";
import { CmsImage } from "../CmsImage";
import { Slider } from "../slider/Slider";

/** Swiper's breakpoints are minimum widths: these give 1 (≤420), 2 (≤768) and 3 slides. */
export const PAGE_SLIDER_BREAKPOINTS = {
  421: { slidesPerView: 2, spaceBetween: 8 },
  769: { slidesPerView: 3, spaceBetween: 32 },
} as const;

/** Loop mode clones slides and needs more than a view's worth of them; fewer just slide. */
const MIN_LOOP_SLIDES = 4;

export function PageImageSlider({ slides, alt, lang }: { slides: ImageRef[]; alt: string; lang: Lang }) {
  const t = BLOCK_TEXTS[lang];
  if (slides.length === 0) return null;
  if (slides.length === 1) {
    return (
      <div className="page-header">
        <CmsImage className="page-header__image" image={slides[0]} alt={imageAlt(slides[0], lang, alt)} sizes="(max-width: 1920px) 100vw, 1920px" quality="normal" priority />
      </div>
    );
  }
  return (
    <section className="page-slider" aria-label={t.sliderLabel}>
      <Slider
        className="page-slider__swiper"
        options={{ loop: slides.length >= MIN_LOOP_SLIDES, slidesPerView: 1, spaceBetween: 0, breakpoints: PAGE_SLIDER_BREAKPOINTS }}
        controls="inside"
        labels={{ prev: t.sliderPrev, next: t.sliderNext }}
        lang={lang}
        slides={slides.map((slide, i) => ({
          key: `${slide.cdnUrlPath}-${i}`,
          className: "page-slider__slide",
          node: <CmsImage className="page-slider__image" image={slide} alt={imageAlt(slide, lang, alt)} maxWidth={800} sizes="(max-width: 420px) 100vw, (max-width: 768px) 50vw, 33vw" quality="normal" priority={i < 3} />,
        }))}
      />
    </section>
  );
}
