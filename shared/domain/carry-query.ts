/**
 * A redirect keeps the visitor's query (docs/decisions/redirects.md): a campaign's printed short URL
 * with `?utm_source=…` or an old link with `?presale=…` reaches its target with them, as a link
 * shortener or a server's path redirect passes them on. The target's own parameters win a clash
 * (the editor chose them); a target that is not a path or a web address (mailto:) is left as it is.
 */
import { withParams } from "./links";

/** `search`: the visitor's raw query, with or without its "?". */
export function withVisitorQuery(target: string, search: string): string {
  const visitor = search.replace(/^\?/, "").split("&").filter((part) => part !== "");
  if (visitor.length === 0 || !/^(\/|https?:\/\/)/i.test(target)) return target;
  return withParams(target, visitor, false);
}
