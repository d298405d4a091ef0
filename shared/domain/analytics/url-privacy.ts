/**
 * What an address may say in analytics (spec 1 §5): the tag manager sees email and emailadres
 * masked; the page-view beacons never carry email or phone, and carry no query values at all
 * without consent. Only the query is rewritten, byte for byte elsewhere, so paths and the
 * parameters left alone keep their own encoding.
 */
export const TAG_MANAGER_MASKED = ["email", "emailadres"] as const;
export const BEACON_REMOVED = ["email", "phone"] as const;
export const MASK = "***";
export const REDACTED = "redacted";

type Rewrite = (name: string, value: string) => string | null;

function paramName(part: string): string {
  const raw = part.split("=", 1)[0]!.replace(/\+/g, " ");
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** Applies `rewrite` to each `name=value` of the query; null drops the parameter. */
function rewriteQuery(address: string, rewrite: Rewrite): string {
  const hashAt = address.indexOf("#");
  const hash = hashAt >= 0 ? address.slice(hashAt) : "";
  const beforeHash = hashAt >= 0 ? address.slice(0, hashAt) : address;
  const queryAt = beforeHash.indexOf("?");
  if (queryAt < 0) return address;
  const parts = beforeHash
    .slice(queryAt + 1)
    .split("&")
    .filter(Boolean)
    .flatMap((part) => {
      const eq = part.indexOf("=");
      const name = part.slice(0, eq < 0 ? part.length : eq);
      const value = rewrite(paramName(part), eq < 0 ? "" : part.slice(eq + 1));
      return value === null ? [] : [`${name}=${value}`];
    });
  return `${beforeHash.slice(0, queryAt)}${parts.length ? `?${parts.join("&")}` : ""}${hash}`;
}

/** The address as pushed to the tag manager: email and emailadres values masked (spec 1 §5). */
export function maskForTagManager(address: string): string {
  return rewriteQuery(address, (name, value) => ((TAG_MANAGER_MASKED as readonly string[]).includes(name) ? MASK : value));
}

/**
 * The address as recorded in a page-view beacon (spec 1 §5): email and phone removed; without
 * consent every other query value redacted (names stay, so the shape of a visit is still visible).
 */
export function addressForBeacon(address: string, consent: boolean): string {
  return rewriteQuery(address, (name, value) => {
    if ((BEACON_REMOVED as readonly string[]).includes(name)) return null;
    return consent ? value : REDACTED;
  });
}
