/**
 * swiper itself, a chunk of its own: loaded only when a slider on the page is about to be used
 * (use-lazy-swiper.ts), never in a page's first load.
 */
import { Swiper } from "swiper";
import { A11y, Navigation, Pagination } from "swiper/modules";
import type { SwiperOptions } from "swiper/types";

export interface StartedSwiper {
  slideNext(): void;
  slidePrev(): void;
  slideToLoop(index: number, speed?: number): void;
  destroy(deleteInstance?: boolean, cleanStyles?: boolean): void;
}

/** Starts swiper on markup the server rendered (Slider.tsx), with the modules every slider uses. */
export function startSwiper(el: HTMLElement, options: SwiperOptions): StartedSwiper {
  return new Swiper(el, { ...options, modules: [Navigation, Pagination, A11y] });
}
