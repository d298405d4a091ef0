/**
 * swiper itself, a chunk of its own: loaded only when a slider on the page is about to be used
 * (use-lazy-swiper.ts), never in a page's first load.
 */
import { Swiper } from "swiper";
import { A11y, Navigation, Pagination } from "swiper/modules";
import type { SwiperOptions } from "swiper/types";
import type { Lang } from "../../i18n/lang";
import { SLIDER_TEXTS } from "../../i18n/slider-texts";

/** What the slider uses of a swiper it made: `init()` starts it (makeSwiper leaves it unstarted). */
export interface SwiperHandle {
  init(): void;
  slideNext(): void;
  slidePrev(): void;
  slideToLoop(index: number, speed?: number): void;
  destroy(deleteInstance?: boolean, cleanStyles?: boolean): void;
}

/** What swiper keeps of its layout (set by its updateSlides, not in its public types). */
interface SwiperLayout {
  slides: HTMLElement[];
  slidesSizesGrid: number[];
  size: number;
  translate: number;
  activeIndex: number;
}

/** Sub-pixel layout (slide widths in fractions of the container) must not make a shown slide "out of view". */
const TOLERANCE_PX = 1;

/**
 * Only the slides in view can be reached with Tab; the others are inert until they are slid in
 * (the WAI-ARIA carousel pattern: arrows and bullets move the slider). Without this, Tab reached a
 * slide out of view, swiper's a11y slid to it, and in loop mode that moved the focused slide in the
 * document, so the browser dropped focus to the page and the next Tab skipped the slides.
 */
function inertOutOfView(swiper: SwiperLayout): void {
  const { slides, slidesSizesGrid, size, translate } = swiper;
  const inView = slides.map((slide, i) => {
    // The slide's place in the strip: swiper's own `swiperSlideOffset` exists only with
    // watchSlidesProgress; without it every slide looked as far left as the strip, so a centred
    // slider starting at a positive translate (the foundation's three slides on a phone) left all
    // of them reachable, and Tab went on into the next slide, off screen.
    const left = slide.offsetLeft + translate;
    return left >= -TOLERANCE_PX && left + (slidesSizesGrid[i] ?? 0) <= size + TOLERANCE_PX;
  });
  // The active slide is the one shown (a slide wider than the slider is never wholly in view), and
  // the slide holding focus keeps it: focus that reached a slide before swiper ran is handed on to
  // it once running (use-lazy-swiper.ts), and an inert ancestor made the browser drop it meanwhile.
  inView[swiper.activeIndex] = true;
  const focused = slides.findIndex((slide) => slide.contains(document.activeElement));
  if (focused >= 0) inView[focused] = true;
  slides.forEach((slide, i) => slide.toggleAttribute("inert", !inView[i]));
}

/**
 * `update` once per turn, after swiper's own work: starting or sliding emits several of the events
 * below in a row, and each update read every slide's place (a forced layout) and set `inert` (a
 * style change) again. Input waits for the microtasks of the turn before it, so no Tab or key
 * press meets the slides in a stale state.
 */
function oncePerTurn(update: (swiper: SwiperLayout) => void): (swiper: SwiperLayout & { destroyed?: boolean }) => void {
  let pending = false;
  return (swiper) => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      if (!swiper.destroyed) update(swiper);
    });
  };
}

/**
 * swiper's keyboard handling of its arrows (the A11y module) goes past an end only in loop mode,
 * while a click on the same arrow rewinds: Enter or Space on an arrow at an end of a rewinding
 * slider is handled here, before swiper's handler, as the click is, and announced as swiper would.
 * Space on any control (swiper makes them a div or span with role=button) is kept from also
 * scrolling the page, as a button's is: it scrolled a screen away from the slider (a keyboard audit).
 */
function controlKeys(el: HTMLElement, swiper: Swiper, rewinds: boolean): void {
  el.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const target = event.target as Element;
    if (event.key === " " && target.closest(".swiper-button-prev, .swiper-button-next, .swiper-pagination-bullet")) event.preventDefault();
    const forward = target.closest(".swiper-button-next") !== null;
    if (!rewinds || (!forward && target.closest(".swiper-button-prev") === null)) return;
    if (forward ? !swiper.isEnd : !swiper.isBeginning) return;
    event.preventDefault();
    event.stopPropagation();
    if (forward) swiper.slideNext();
    else swiper.slidePrev();
    const a11y = swiper.params.a11y;
    const notice = el.querySelector(".swiper-notification");
    if (notice && typeof a11y === "object") notice.textContent = (forward ? a11y.nextSlideMessage : a11y.prevSlideMessage) ?? "";
  }, true);
}

/** Makes swiper for markup the server rendered (Slider.tsx), with the modules every slider uses; `init()` starts it. */
export function makeSwiper(el: HTMLElement, options: SwiperOptions, lang: Lang): SwiperHandle {
  // swiper moves the slides by translate alone, but the browser scrolls the (overflow: hidden)
  // slider to show what gets focus: focus reaching the shown slide while swiper starts (the loop's
  // reordering) left the strip scrolled and the focused slide off screen, and swiper's a11y, seeing
  // the active slide, did not undo it.
  el.addEventListener("scroll", () => {
    if (el.scrollLeft !== 0) el.scrollLeft = 0;
  }, { passive: true });
  const inert = oncePerTurn(inertOutOfView);
  const texts = SLIDER_TEXTS[lang];
  const swiper = new Swiper(el, {
    ...options,
    // The page's reduced-motion style gives every transition 0.01 ms, swiper's too. A slide change
    // that swiper set up as a 300 ms move then ended in the same frame as the loop's reordering, no
    // transitionend came, and swiper stayed "animating": every later press ignored. At speed 0 it
    // waits for none (and there is no motion to reduce).
    ...(matchMedia("(prefers-reduced-motion: reduce)").matches ? { speed: 0 } : {}),
    // swiper's own texts are English: the bullets' names and a non-looping slider's ends. The role
    // descriptions make a screen reader say "carousel" and "slide" (the WAI-ARIA carousel pattern).
    a11y: {
      paginationBulletMessage: texts.bullet,
      firstSlideMessage: texts.first,
      lastSlideMessage: texts.last,
      containerRoleDescriptionMessage: texts.carousel,
      itemRoleDescriptionMessage: texts.slide,
      ...(typeof options.a11y === "object" ? options.a11y : {}),
    },
    init: false,
    modules: [Navigation, Pagination, A11y],
    // A transition's target is set at its start (setTranslate); a slide change to the same offset
    // (after the loop's reordering) sets no translate, hence the other events.
    on: { afterInit: inert, setTranslate: inert, loopFix: inert, activeIndexChange: inert, transitionEnd: inert },
  });
  // swiper's ResizeObserver compares the box it observes (fractional: the home slider is 442.89 px
  // tall on a 412 px phone) with the size swiper measured (clientWidth/clientHeight, whole pixels),
  // so a slider "resized" in the frame after it started and swiper laid out every slide again
  // (~5 ms at 1× in CPU profiles of the home page's load). The observer takes its first sizes from
  // swiper in swiper's own "init" handler, added as swiper was made: one put before it (`true`)
  // gives it the box's for that moment, one added after it puts swiper's back. Our sliders have no
  // padding or border, so the box is the element's.
  let measured = { width: 0, height: 0 };
  swiper.on("init", () => {
    measured = { width: swiper.width, height: swiper.height };
    const { width, height } = el.getBoundingClientRect();
    Object.assign(swiper, { width, height });
  }, true);
  swiper.on("init", () => Object.assign(swiper, measured));
  // No slider here sizes its slides by their pictures (CSS sets the widths, pictures keep their
  // aspect ratio), but with `slidesPerView: "auto"` (the home's) swiper measured every slide again
  // for each picture that arrived: its listener for them (added as it starts) is taken off again.
  swiper.once("afterInit", () => el.removeEventListener("load", (swiper as Swiper & { onLoad: EventListener }).onLoad, { capture: true }));
  controlKeys(el, swiper, options.rewind === true && !options.loop);
  return swiper;
}
