/**
 * The browser's speculation rules for a page (docs/decisions/rendering.md, "The next page is
 * already there"): same-site page links are prefetched on hover (moderate) and prerendered on
 * pointer or touch down (conservative). They serve navigations before the bundle has taken over;
 * then the router prefetches on intent itself and removes them (client/intent-prefetch.ts). A
 * prerendered page counts its view only when shown (shared/analytics/shown.ts).
 */
import { prefetchablePaths } from "../../shared/routes/prefetchable";

// Patterns as objects: the parts not named (query, hash) match anything, the origin is the page's.
const where = { and: [{ href_matches: prefetchablePaths().map((pathname) => ({ pathname })) }, { not: { selector_matches: "[rel~=nofollow], [download], [target=_blank]" } }] };

export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where, eagerness: "moderate" }],
  prerender: [{ where, eagerness: "conservative" }],
});
