/**
 * What a keyboard user needs of the focused element, measured in the page (WCAG 2.2): focus is
 * visible (2.4.7: an outline or a focus ring of its own) and not hidden by anything fixed or
 * sticky on top of it, such as the cookie banner or the compact header (2.4.11; checked strictly:
 * no part covered). And pointer targets of at least 24×24 CSS px or spaced (2.5.8).
 */
import type { Page } from "playwright-core";

export interface FocusReport {
  /** Tag, classes and text of the focused element, to name it in a failure. */
  element: string;
  visible: boolean;
  /** Names of fixed or sticky elements that cover part of it. */
  coveredBy: string[];
  /** Whether it lies inside the viewport at all (scrolled to). */
  inViewport: boolean;
  /** Whether it matches the selector asked about (one round trip per Tab stop instead of two). */
  matches: boolean;
  /**
   * A place, not a control: the page's start (`#main`), where a client navigation leaves the focus
   * as a page load would, or the target of an in-page jump (a calendar month). No Tab stop and
   * nothing to operate, so it needs no indicator; the next Tab is in its content.
   */
  place: boolean;
}

/** The focused element as the visitor sees it now; `selector` is what `matches` tells about. */
export function focusReport(page: Page, selector = ""): Promise<FocusReport | null> {
  return page.evaluate((selector) => {
    let el = document.activeElement as HTMLElement | null;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    const name = (e: Element) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}${e.classList.length ? `.${[...e.classList].join(".")}` : ""}`;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== "none";
    const r = el.getBoundingClientRect();
    // What is on top at a few points of the element (its middle and near its corners): a fixed or
    // sticky element there that is not the focused one's own bar hides that part of it.
    const covers = new Set<string>();
    const points = [[0.5, 0.5], [0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]].map(([fx, fy]) => [r.left + r.width * fx!, r.top + r.height * fy!] as const);
    for (const [x, y] of points) {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (!top || el.contains(top) || top.contains(el)) continue;
      for (let a: Element | null = top; a && a !== document.body; a = a.parentElement) {
        const position = getComputedStyle(a).position;
        if (position !== "fixed" && position !== "sticky") continue;
        // Where each stood, for a failure seen once in many runs: the bar's edges, the element's, the scroll.
        const b = a.getBoundingClientRect();
        if (!a.contains(el)) covers.add(`${name(a)} (bar ${Math.round(b.top)}–${Math.round(b.bottom)}, element ${Math.round(r.top)}–${Math.round(r.bottom)}, scrollY ${Math.round(scrollY)})`);
        break;
      }
    }
    return {
      element: `${name(el)} "${(el.textContent ?? el.getAttribute("aria-label") ?? "").trim().slice(0, 40)}"`,
      // Focus inside an embedded frame (the video player) is drawn by the frame's own page.
      visible: (outline || ring || el.tagName === "IFRAME") && r.width > 0 && r.height > 0,
      coveredBy: [...covers],
      inViewport: r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth,
      matches: selector !== "" && el.matches(selector),
      place: el.tabIndex === -1 && !el.hasAttribute("role") && (el.id === "main" || (el.id !== "" && location.hash === `#${el.id}`)),
    };
  }, selector);
}

/** Presses Tab (or Shift+Tab) and reports where focus went. */
export async function tab(page: Page, back = false): Promise<FocusReport | null> {
  await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  return focusReport(page);
}

/** Failures of focus visibility for a report (empty when all is well). */
export function focusProblems(report: FocusReport | null, where: string): string[] {
  if (!report) return [`${where}: nothing focused`];
  if (report.place) return [];
  const out: string[] = [];
  if (!report.visible) out.push(`${where}: focus not visible on ${report.element}`);
  if (!report.inViewport) out.push(`${where}: focused ${report.element} is off screen`);
  if (report.coveredBy.length > 0) out.push(`${where}: focused ${report.element} covered by ${report.coveredBy.join(", ")}`);
  return out;
}

/**
 * Visible pointer targets smaller than 24×24 whose 24 px circle (centred on them) meets another
 * target (2.5.8 with its spacing exception); links inside running text are exempt (inline).
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [tabindex]:not([tabindex='-1'])";
    const targets = [...document.querySelectorAll<HTMLElement>(selector)].filter((e) => {
      const r = e.getBoundingClientRect();
      const s = getComputedStyle(e);
      return r.width > 0 && r.height > 0 && s.visibility !== "hidden" && !e.closest("[hidden], [inert]");
    });
    const inline = (e: HTMLElement) => e.tagName === "A" && getComputedStyle(e).display === "inline" && /\S/.test((e.parentElement?.textContent ?? "").replace(e.textContent ?? "", ""));
    const rects = targets.map((e) => e.getBoundingClientRect());
    const out: string[] = [];
    targets.forEach((e, i) => {
      const r = rects[i]!;
      if ((r.width >= 24 && r.height >= 24) || inline(e)) return;
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const crowded = rects.some((o, j) => {
        if (j === i || targets[j]!.contains(e) || e.contains(targets[j]!)) return false;
        const dx = Math.max(o.left - cx, 0, cx - o.right);
        const dy = Math.max(o.top - cy, 0, cy - o.bottom);
        const otherSmall = o.width < 24 || o.height < 24;
        // The circle meets the other target, or the other undersized target's circle.
        return Math.hypot(dx, dy) < 12 || (otherSmall && Math.hypot(o.left + o.width / 2 - cx, o.top + o.height / 2 - cy) < 24);
      });
      if (crowded) out.push(`${e.tagName.toLowerCase()}.${[...e.classList].join(".")} "${(e.textContent ?? e.getAttribute("aria-label") ?? "").trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
    });
    return out;
  });
}
