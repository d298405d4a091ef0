/**
 * Every slider of the site (home highlights, show hero, content header, musical photos): swiper's
 * markup rendered by React on both sides, which CSS shows as swiper's first view before it starts,
 * and without JavaScript. swiper starts on it later (use-lazy-swiper.ts) and owns the slides'
 * classes and order from then on, so React never re-renders the list: a new list of slides is a new
 * slider (keyed by the slides).
 */
import { useRef, type ReactNode } from "react";
import type { SwiperOptions } from "swiper/types";
import type { Lang } from "../../i18n/lang";
import { useLazySwiper } from "./use-lazy-swiper";

export interface Slide {
  key: string;
  className?: string;
  node: ReactNode;
}

/** Where the prev/next arrows and the bullets are: swiper's own inside the slider, or the page's (selectors). */
export type SliderControls = "inside" | { prevEl: string; nextEl: string; paginationEl: string };

export interface SliderProps {
  className: string;
  slides: Slide[];
  /** swiper's layout options (loop, slides per view, spacing, breakpoints…); the modules and controls are set here. */
  options: SwiperOptions;
  controls: SliderControls;
  labels: { prev: string; next: string };
  lang: Lang;
}

export function Slider(props: SliderProps) {
  return <LiveSlider key={props.slides.map((s) => s.key).join(" ")} {...props} />;
}

function LiveSlider({ className, slides, options, controls, labels, lang }: SliderProps) {
  const root = useRef<HTMLDivElement>(null);
  const inside = controls === "inside";
  useLazySwiper(root, () => {
    const el = root.current!;
    const own = (selector: string) => el.querySelector<HTMLElement>(selector);
    return {
      ...options,
      navigation: inside ? { prevEl: own(":scope > .swiper-button-prev"), nextEl: own(":scope > .swiper-button-next") } : { prevEl: controls.prevEl, nextEl: controls.nextEl },
      pagination: { el: inside ? own(":scope > .swiper-pagination") : controls.paginationEl, clickable: true },
      a11y: { prevSlideMessage: labels.prev, nextSlideMessage: labels.next },
    };
  }, lang);
  return (
    <div ref={root} className={`swiper ${className}`}>
      <div className="swiper-wrapper">
        {slides.map((slide) => (
          <div key={slide.key} className={slide.className ? `swiper-slide ${slide.className}` : "swiper-slide"}>
            {slide.node}
          </div>
        ))}
      </div>
      {inside && (
        <>
          <div className="swiper-button-prev" />
          <div className="swiper-button-next" />
          <div className="swiper-pagination" />
        </>
      )}
    </div>
  );
}
