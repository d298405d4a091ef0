/**
 * Highlight slider (spec 2 block 1): loops, centred, clickable pagination, prev/next arrows,
 * spacing 28 (8 up to 480 px wide).
 */
import { CmsImage } from "../../components/CmsImage";
import { SalesButton } from "../../components/SalesButton";
import { Slider } from "../../components/slider/Slider";
import { HOME_TEXTS } from "../../i18n/home-texts";
import type { Lang } from "../../i18n/lang";
import type { SlideVM } from "../../view/home/slider";
import { AppLink } from "../../components/AppLink";

/**
 * Loop mode needs slides beyond the visible ones: a wide screen shows three (the centred one and
 * both neighbours' edges), and with three swiper put two on the left and none on the right. Fewer
 * slides rewind instead: the arrows still go round, and the slider keeps the layout it was served with.
 */
const MIN_LOOP_SLIDES = 4;

export function HomeSlider({ slides, lang }: { slides: SlideVM[]; lang: Lang }) {
  const t = HOME_TEXTS[lang];
  if (slides.length === 0) return null;
  return (
    <section className="home-slider" aria-label={t.sliderLabel}>
      <Slider
        className="home-slider__swiper"
        options={{ loop: slides.length >= MIN_LOOP_SLIDES, rewind: slides.length < MIN_LOOP_SLIDES, centeredSlides: true, slidesPerView: "auto", spaceBetween: 8, breakpoints: { 481: { spaceBetween: 28 } } }}
        controls="inside"
        labels={{ prev: t.previousSlide, next: t.nextSlide }}
        lang={lang}
        slides={slides.map((slide, index) => ({
          key: slide.id,
          className: "home-slide",
          node: (
            <>
              <div className="home-slide__media">
                {/* The heading beside it names the slide; the CMS's alt repeats it, in Dutch on English pages too. */}
                <CmsImage image={slide.image} alt="" maxWidth={1024} sizes="(max-width: 767px) 88vw, 70vw" priority={index === 0} />
              </div>
              <div className="home-slide__body">
                <AppLink className="home-slide__heading" to={slide.href}>
                  {slide.heading}
                </AppLink>
                {slide.subheading && <p className="home-slide__subheading">{slide.subheading}</p>}
                <SalesButton button={slide.button} />
              </div>
            </>
          ),
        }))}
      />
    </section>
  );
}
