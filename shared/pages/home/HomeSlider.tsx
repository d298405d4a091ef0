/**
 * Highlight slider (spec 2 block 1): loops, centred, clickable pagination, prev/next arrows,
 * spacing 28 (8 up to 480 px wide). swiper/react renders the slides on the server too, so the
 * markup is there before hydration and matches the first client render.
 */
import { A11y, Navigation, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import { CmsImage } from "../../components/CmsImage";
import { SalesButton } from "../../components/SalesButton";
import { HOME_TEXTS } from "../../i18n/home-texts";
import type { Lang } from "../../i18n/lang";
import type { SlideVM } from "../../view/home/slider";
import { Link } from "react-router";

/** Loop mode needs a few slides beyond the visible ones; fewer than this just slide. */
const MIN_LOOP_SLIDES = 3;

export function HomeSlider({ slides, lang }: { slides: SlideVM[]; lang: Lang }) {
  const t = HOME_TEXTS[lang];
  if (slides.length === 0) return null;
  return (
    <section className="home-slider" aria-label={t.sliderLabel}>
      <Swiper
        className="home-slider__swiper"
        modules={[Navigation, Pagination, A11y]}
        loop={slides.length >= MIN_LOOP_SLIDES}
        centeredSlides
        slidesPerView="auto"
        spaceBetween={8}
        breakpoints={{ 481: { spaceBetween: 28 } }}
        navigation
        pagination={{ clickable: true }}
        a11y={{ prevSlideMessage: t.previousSlide, nextSlideMessage: t.nextSlide }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id} className="home-slide">
            <div className="home-slide__media">
              <CmsImage image={slide.image} maxWidth={1024} sizes="(max-width: 767px) 88vw, 70vw" priority={index === 0} />
            </div>
            <div className="home-slide__body">
              <Link className="home-slide__heading" to={slide.href}>
                {slide.heading}
              </Link>
              {slide.subheading && <p className="home-slide__subheading">{slide.subheading}</p>}
              <SalesButton button={slide.button} lang={lang} />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
