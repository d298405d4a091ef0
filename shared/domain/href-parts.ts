/**
 * A link split into what comes before its query, its query's parameters and its hash, on the raw
 * text: URLSearchParams would re-encode the parameters (a signed ticket-shop parameter, a visitor's
 * campaign tag) and so could change them.
 */
export interface HrefParts {
  base: string;
  /** The query's `name=value` parts as written, empty ones left out. */
  params: string[];
  hash: string;
}

export function splitHref(href: string): HrefParts {
  const hashAt = href.indexOf("#");
  const hash = hashAt >= 0 ? href.slice(hashAt) : "";
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf("?");
  const base = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = queryAt >= 0 ? beforeHash.slice(queryAt + 1).split("&").filter((part) => part !== "") : [];
  return { base, params, hash };
}

export function joinHref({ base, params, hash }: HrefParts): string {
  return `${base}${params.length ? `?${params.join("&")}` : ""}${hash}`;
}

/** A raw parameter's name, as written (not decoded). */
export const paramName = (part: string): string => part.split("=")[0]!;
