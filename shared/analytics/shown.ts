/**
 * A page the browser prerendered (speculation rules, server/render/speculation-rules.ts) runs its
 * scripts before anyone sees it, and may never be shown: its page view counts only once it is.
 */
export function whenShown(fn: () => void): void {
  const doc = typeof document === "undefined" ? undefined : (document as Document & { prerendering?: boolean });
  if (doc?.prerendering) doc.addEventListener("prerenderingchange", () => fn(), { once: true });
  else fn();
}
