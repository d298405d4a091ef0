/**
 * When a part hydrated on demand is wanted (page-parts.ts `partWhenWanted`): as soon as the visitor
 * comes near its element (within a screen's height of the viewport) or reaches for it (focus, a
 * press, a touch), and at the latest once the browser is idle after the page has hydrated, so no
 * later update waits on a part that was never wanted. Browser only; without the element, at once.
 */
const REACHED = ["focusin", "pointerdown", "touchstart"] as const;
/** The latest an idle callback waits (browsers without one: this long after the call). */
const IDLE_MS = 2000;

export function nearOrReached(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      for (const type of REACHED) element.removeEventListener(type, done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: "100% 0px" });
    observer.observe(element);
    for (const type of REACHED) element.addEventListener(type, done, { capture: true, passive: true });
    if (typeof requestIdleCallback === "function") requestIdleCallback(done, { timeout: IDLE_MS });
    else setTimeout(done, IDLE_MS);
  });
}
