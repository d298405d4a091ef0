/**
 * The month scroll watcher (spec 1 §9: debounce 50 ms): the current month is the last month section
 * whose top has passed a line just below the sticky month bar. Server and first client render use
 * the first month, so hydration matches; the watcher takes over after mount. A month that changes
 * height moves the ones below it without a scroll event (late fonts and images, the cards'
 * `content-visibility` taking their real heights), so a resize of any month is watched as well.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";

export const MONTH_WATCH_DEBOUNCE_MS = 50;

/**
 * The current month, a setter for a month chosen, and `settle`: the watcher's measure taken at once
 * rather than after its debounce, rendered before it returns. A step link's click settles first, so
 * a second click right after a jump (before the debounce, or while the jumped-to month's cards take
 * their heights) leads on from the month in view instead of to it again.
 */
export function useCurrentMonth(anchors: readonly string[], bar: RefObject<HTMLElement | null>): [string | undefined, (anchor: string) => void, () => void] {
  const [current, setCurrent] = useState<string | undefined>(anchors[0]);
  const key = anchors.join(" ");
  const anchorsRef = useRef(anchors);
  anchorsRef.current = anchors;
  const measureNow = useRef(() => {});
  const settle = useCallback(() => measureNow.current(), []);

  useEffect(() => {
    let timer: number | undefined;
    const measure = () => {
      const list = anchorsRef.current;
      // A third of the window, but never above the bar: after a jump the month's top sits just below the bar.
      const line = Math.max((bar.current?.getBoundingClientRect().bottom ?? 0) + 32, window.innerHeight * 0.3);
      let found = list[0];
      for (const anchor of list) {
        const el = document.getElementById(anchor);
        if (el && el.getBoundingClientRect().top <= line) found = anchor;
      }
      setCurrent(found);
    };
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, MONTH_WATCH_DEBOUNCE_MS);
    };
    measure();
    measureNow.current = () => {
      window.clearTimeout(timer);
      flushSync(measure);
    };
    const resized = new ResizeObserver(schedule);
    for (const anchor of anchorsRef.current) {
      const el = document.getElementById(anchor);
      if (el) resized.observe(el);
    }
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      measureNow.current = () => {};
      window.clearTimeout(timer);
      resized.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [key, bar]);

  return [current, setCurrent, settle];
}
