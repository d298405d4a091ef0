/** Sticky offset of spec 2 §9: scrolling to the play schedule leaves 100 px above it. */
export const STICKY_OFFSET_PX = 100;
export const SCHEDULE_ID = "speeldata";

/** Browser only (called from handlers): scrolls the schedule into view under the fixed header. */
export function scrollToSchedule(): void {
  const el = document.getElementById(SCHEDULE_ID);
  if (!el) return;
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  const top = el.getBoundingClientRect().top + window.scrollY - STICKY_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: reduced ? "auto" : "smooth" });
  el.focus({ preventScroll: true });
}
