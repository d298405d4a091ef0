/**
 * When a slider starts (issue 22 point 2): not during hydration. swiper-react built swiper in a
 * layout effect of the hydrating render and then re-rendered every slide synchronously (its
 * breakpoint state), one long task on every slider page. Now the slider is the server's markup,
 * and swiper starts on it once it is near the viewport and the browser is idle, or at once when the
 * visitor reaches for it (pointer over it, touch, keyboard focus).
 */
import { useEffect, type RefObject } from "react";
import type { SwiperOptions } from "swiper/types";
import type { Lang } from "../../i18n/lang";
import type { SwiperHandle } from "./swiper-start";
import { nextTask } from "../next-task";
import { stylesApplied } from "../styles-applied";

const NEAR_VIEWPORT = "300px";
/** Longest wait for an idle moment once near the viewport. */
const IDLE_TIMEOUT_MS = 2000;
const REACH = ["pointerover", "touchstart", "focusin"] as const;

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

/** `options` is read once, when swiper starts; the slider remounts when its slides change (Slider.tsx). `lang`: what swiper announces. */
export function useLazySwiper(ref: RefObject<HTMLElement | null>, options: () => SwiperOptions, lang: Lang): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let swiper: SwiperHandle | undefined;
    let started = false;
    let stopped = false;
    let cancelIdle = () => {};
    const start = () => {
      if (started) return;
      started = true;
      stopWatching();
      // After the page's deferred styles: swiper makes bullets and classes whose rules are there.
      Promise.all([import("./swiper-start"), stylesApplied()])
        .then(async ([{ makeSwiper }]) => {
          if (stopped) return;
          // Made, then started, in two tasks: as one, 120–220 ms at 4× CPU slowdown (issue 22
          // point 2). A swiper made but not started has touched nothing, so a stop in between drops it.
          const made = makeSwiper(el, options(), lang);
          await nextTask();
          if (stopped) return;
          // Focus that reached a slide before swiper listened (the focus that started it) is handed
          // on as swiper's own a11y would: the slide is brought into view, and focus is put back if
          // swiper dropped it (slides out of view are inert once it runs, and the loop reorders them).
          const focused = el.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
          const slide = focused?.closest(".swiper-slide");
          const index = slide ? [...slide.parentElement!.children].indexOf(slide) : -1;
          swiper = made;
          swiper.init();
          if (!focused || index < 0) return;
          el.scrollLeft = 0;
          swiper.slideToLoop(index, 0);
          if (document.activeElement !== focused) focused.focus({ preventScroll: true });
        })
        .catch((err: unknown) => console.warn("slider: swiper not started", err));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(start);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    const stopWatching = () => {
      observer.disconnect();
      cancelIdle();
      for (const type of REACH) el.removeEventListener(type, start);
    };
    observer.observe(el);
    for (const type of REACH) el.addEventListener(type, start, { passive: true });
    return () => {
      stopped = true;
      stopWatching();
      swiper?.destroy(true, true);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- started once per mount, see above
  }, []);
}
