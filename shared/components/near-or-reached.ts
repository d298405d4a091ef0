/**
 * When a part made live on demand is wanted (shared/components/Island.tsx): as soon as the visitor
 * comes near its element (within a screen's height of the viewport) or reaches for it (focus, a
 * press, a touch). A visitor who never goes there loads nothing for it. Browser only; without the
 * element or IntersectionObserver, at once.
 */
const REACHED = ["focusin", "pointerdown", "touchstart"] as const;

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
  });
}
