/**
 * When the page's deferred stylesheets apply (the rest of what its inline CSS lacks, linked for
 * print: client/deferred-styles.ts). Rules for classes and elements the server does not send are
 * only in that rest: swiper's `swiper-initialized` layouts, its bullets' 24 px targets. Code that
 * adds them waits, or lays out and shows them unstyled until the rest arrives (on a busy phone,
 * swiper started first and measured its slides without their rules).
 */
let applied: Promise<void> = Promise.resolve();

/** Browser entry only, once: the promise of the deferred sheets applied. */
export function setStylesApplied(promise: Promise<void>): void {
  applied = promise;
}

export function stylesApplied(): Promise<void> {
  return applied;
}
