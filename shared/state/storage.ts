/**
 * localStorage access that never throws: private modes, disabled storage and full quotas all
 * throw on access, and a storage failure must not break the page (spec 1 §3 storage keys).
 * Call only from effects and event handlers; there is no storage during server rendering.
 */

export function readLocal(key: string): string | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage.getItem(key);
  } catch (err) {
    console.warn(`storage: reading ${key} failed`, err);
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    if (typeof window !== "undefined") window.localStorage.setItem(key, value);
  } catch (err) {
    console.warn(`storage: writing ${key} failed`, err);
  }
}
