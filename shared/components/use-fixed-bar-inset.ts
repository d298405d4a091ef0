/**
 * Focus never hidden behind a fixed bar (WCAG 2.2 2.4.11): each bar fixed over the page (the
 * cookie banner, the show's sticky sales bar) measures itself while shown, and the sums per edge
 * become `--fixed-top-inset` / `--fixed-bottom-inset` on <html>, which `scroll-padding` adds
 * (base.css); each bar's own height is `--<id>-height` on the other bars, so one can stand on
 * another. The browser then scrolls a focused element clear of the bars, whatever their height at
 * this width, language or zoom. The compact header has a fixed height token of its own.
 * Nothing is set where every element inherits it (base.css registers the insets as not inherited):
 * a change there restyled the whole page.
 */
import { useEffect, type RefObject } from "react";

/** Per bar id, its element and height, negative for a bar at the top edge. */
const bars = new Map<string, { el: HTMLElement; height: number }>();

function publish(): void {
  const root = document.documentElement.style;
  const sum = (top: boolean) => Math.ceil([...bars.values()].reduce((n, { height: h }) => (h < 0 === top ? n + Math.abs(h) : n), 0));
  root.setProperty("--fixed-top-inset", `${sum(true)}px`);
  root.setProperty("--fixed-bottom-inset", `${sum(false)}px`);
  for (const [id, { height }] of bars) {
    for (const [other, { el }] of bars) if (other !== id) el.style.setProperty(`--${id}-height`, `${Math.ceil(Math.abs(height))}px`);
  }
  // A bar that appears after focus moved (the sticky sales bar shows once the page has scrolled
  // to the focused element) must not cover it: "nearest" scrolls only when the new padding asks.
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused.matches(":focus-visible")) focused.scrollIntoView({ block: "nearest" });
}

/** While `active`, the element's height counts for the edge it sits at (by where its middle is). */
export function useFixedBarInset(ref: RefObject<HTMLElement | null>, id: string, active = true): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || !active) return;
    // Its size changes with the width too (a phone's bar wraps), so the observer also sees a turned phone.
    const observer = new ResizeObserver(() => {
      const r = el.getBoundingClientRect();
      bars.set(id, { el, height: r.top + r.height / 2 < innerHeight / 2 ? -r.height : r.height });
      publish();
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      bars.delete(id);
      // Neither keeps the other's height: a bar shown again later stands on what is there then.
      for (const [other, { el: otherEl }] of bars) {
        otherEl.style.removeProperty(`--${id}-height`);
        el.style.removeProperty(`--${other}-height`);
      }
      publish();
    };
  }, [ref, id, active]);
}
