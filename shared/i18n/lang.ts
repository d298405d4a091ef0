export type Lang = "nl" | "en";

/** Spec 1 §2: a path starting with /en is English; any other path is Dutch. "/enquete" is not English. */
export function langOfPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "nl";
}
