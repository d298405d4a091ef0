/**
 * Referral rules of spec 1 §5: the ?r= value is cleaned, kept in session storage for the visit and
 * added to ticket-shop links. Storage is injected because it can be missing or throw (private mode,
 * quota, blocked cookies) and a referral is never worth breaking a page for.
 */

export const REFERRAL_STORAGE_KEY = "carre-referral";
export const REFERRAL_MAX_LENGTH = 200;

export type Log = (message: string, error?: unknown) => void;

/** Query value → referral: non-word characters removed, lower-cased, at most 200 characters; null when nothing is left. */
export function normaliseReferral(raw: unknown): string | null {
  // Repeated parameters (?r=a&r=b) arrive as arrays: ambiguous, so ignored.
  if (typeof raw !== "string") return null;
  const cleaned = raw.replace(/\W/g, "").toLowerCase().slice(0, REFERRAL_MAX_LENGTH);
  return cleaned === "" ? null : cleaned;
}

/** Stores a non-empty referral; failures are logged, never thrown. */
export function storeReferral(storage: Pick<Storage, "setItem"> | null | undefined, value: unknown, log: Log): void {
  const referral = normaliseReferral(value);
  if (!storage || referral === null) return;
  try {
    storage.setItem(REFERRAL_STORAGE_KEY, referral);
  } catch (error) {
    log("referral: storing failed", error);
  }
}

/** Reads the stored referral (cleaned again, storage is user-editable); a read failure is logged and ignored. */
export function readReferral(storage: Pick<Storage, "getItem"> | null | undefined, log: Log): string | null {
  if (!storage) return null;
  try {
    return normaliseReferral(storage.getItem(REFERRAL_STORAGE_KEY));
  } catch (error) {
    log("referral: reading failed", error);
    return null;
  }
}
