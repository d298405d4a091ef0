/**
 * Hero slides of a show page (spec 2 §2): with more than one slide a swiper with prev/next,
 * pagination, loop and touch; a single slide is a plain image, nothing to swipe.
 */
import { A11y, Navigation, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import { CmsImage } from "../../components/CmsImage";
import type { Lang } from "../../i18n/lang";
import { SHOW_TEXTS } from "../../i18n/show-texts";
import { type ImageRef, imageAlt } from "../../view/cms-read";

const SIZES = "(max-width: 1920px) 100vw, 1920px";

export function HeroSlider({ slides, heading, lang }: { slides: ImageRef[]; heading: string; lang: Lang }) {
  const t = SHOW_TEXTS[lang];
  if (slides.length === 0) return <div className="show-hero show-hero--empty" aria-hidden="true" />;
  if (slides.length === 1) {
    return (
      <div className="show-hero">
        <CmsImage className="show-hero__image" image={slides[0]} alt={imageAlt(slides[0], lang, heading)} sizes={SIZES} quality="normal" priority />
      </div>
    );
  }
  return (
    <div className="show-hero show-hero--slider">
      <Swiper
        className="show-hero__swiper"
        modules={[Navigation, Pagination, A11y]}
        loop
        allowTouchMove
        navigation={{ prevEl: ".show-hero__prev", nextEl: ".show-hero__next" }}
        pagination={{ el: ".show-hero__pagination", clickable: true }}
        a11y={{ prevSlideMessage: t.sliderPrev, nextSlideMessage: t.sliderNext }}
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={`${slide.cdnUrlPath}-${i}`}>
            <CmsImage className="show-hero__image" image={slide} alt={imageAlt(slide, lang, heading)} sizes={SIZES} quality="normal" priority={i === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className="show-hero__nav show-hero__prev" aria-label={t.sliderPrev}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="show-hero__nav show-hero__next" aria-label={t.sliderNext}>
        <span aria-hidden="true">›</span>
      </button>
      <div className="show-hero__pagination" />
    </div>
  );
}
