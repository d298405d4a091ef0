/**
 * Hero slides of a show page (spec 2 §2): with more than one slide a swiper with prev/next,
 * pagination, loop and touch; a single slide is a plain image, nothing to swipe. With
 * useYoutubeUrlForSlide the first slide is the production's video, through the shared video slide
 * (nothing from the video host loads before the visitor presses play).
 */
import type { ReactNode } from "react";
import { CmsImage } from "../../components/CmsImage";
import { Slider } from "../../components/slider/Slider";
import { VideoSlide } from "../../components/blocks/VideoSlide";
import type { Lang } from "../../i18n/lang";
import { SHOW_TEXTS } from "../../i18n/show-texts";
import type { VideoSlideVM } from "../../view/blocks/videos";
import type { ImageRef } from "../../view/cms-read";
import { imageAlt } from "../../view/image-alt";

const SIZES = "(max-width: 1920px) 100vw, 1920px";

function heroItems(slides: ImageRef[], video: VideoSlideVM | null, heading: string, lang: Lang): Array<{ key: string; node: ReactNode }> {
  const image = (slide: ImageRef, i: number) => ({
    key: `${slide.cdnUrlPath}-${i}`,
    node: <CmsImage className="show-hero__image" image={slide} alt={imageAlt(slide, lang, heading)} sizes={SIZES} quality="normal" priority={i === 0} />,
  });
  // The video takes the first slide's place and shows its image until played.
  if (!video) return slides.map(image);
  return [{ key: `video-${video.id}`, node: <VideoSlide video={video} lang={lang} /> }, ...slides.slice(1).map((s, i) => image(s, i + 1))];
}

export function HeroSlider({ slides, video, heading, lang }: { slides: ImageRef[]; video: VideoSlideVM | null; heading: string; lang: Lang }) {
  const t = SHOW_TEXTS[lang];
  const items = heroItems(slides, video, heading, lang);
  if (items.length === 0) return <div className="show-hero show-hero--empty" aria-hidden="true" />;
  if (items.length === 1) return <div className={video ? "show-hero show-hero--video" : "show-hero"}>{items[0]!.node}</div>;
  return (
    <div className="show-hero show-hero--slider">
      <Slider
        className="show-hero__swiper"
        options={{ loop: true, allowTouchMove: true }}
        controls={{ prevEl: ".show-hero__prev", nextEl: ".show-hero__next", paginationEl: ".show-hero__pagination" }}
        labels={{ prev: t.sliderPrev, next: t.sliderNext }}
        lang={lang}
        slides={items}
      />
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
