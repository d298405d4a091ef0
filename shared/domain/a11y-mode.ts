/**
 * The accessibility mode (spec 1 §3 menu item, §9: "Some menu items are shown or hidden only for
 * an accessibility setting"): visible_in_aally true shows an item only in the mode, false only
 * outside it, null always. A visitor switches the mode from the header; storage remembers it.
 */
export const A11Y_MODE_KEY = "accessibility_mode";

export function visibleInMode(flag: boolean | null, modeOn: boolean): boolean {
  return flag === null || flag === modeOn;
}

/** Items (and their children) that show in the current mode. */
export function itemsForMode<T extends { visibleInA11y: boolean | null; children?: T[] }>(items: readonly T[], modeOn: boolean): T[] {
  return items.filter((item) => visibleInMode(item.visibleInA11y, modeOn)).map((item) => (item.children ? { ...item, children: itemsForMode(item.children, modeOn) } : item));
}
