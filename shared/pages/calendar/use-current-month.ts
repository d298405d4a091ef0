/**
 * The month scroll watcher (spec 1 §9: debounce 50 ms): the current month is the last month section
 * whose top has passed a line just below the sticky month bar. Server and first client render use
 * the first month, so hydration matches; the watcher takes over after mount.
 */
import { useEffect, useRef, useState, type RefObject } from "react";

export const MONTH_WATCH_DEBOUNCE_MS = 50;

export function useCurrentMonth(anchors: readonly string[], bar: RefObject<HTMLElement | null>): [string | undefined, (anchor: string) => void] {
  const [current, setCurrent] = useState<string | undefined>(anchors[0]);
  const key = anchors.join(" ");
  const anchorsRef = useRef(anchors);
  anchorsRef.current = anchors;

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
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, MONTH_WATCH_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [key, bar]);

  return [current, setCurrent];
}
