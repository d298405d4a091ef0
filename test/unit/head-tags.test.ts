/** The head lines a HeadVM makes (shared/view/head-tags.ts): what a crawler reads of the page. */
import { describe, expect, it } from "vitest";
import { headTags } from "../../shared/view/head-tags";

const site = { lang: "nl" as const, origin: "https://carre.nl", siteName: "Koninklijk Theater Carré" };
const links = (robots?: string) =>
  headTags({ title: "Hadestown", path: "/voorstelling/hadestown", alternates: { nl: "/voorstelling/hadestown", en: "/en/show/hadestown" }, robots }, site)
    .filter(([tag]) => tag === "link")
    .map(([, attrs]) => `${attrs.rel} ${attrs.hreflang ?? ""} ${attrs.href}`.replace("  ", " "));

describe("headTags", () => {
  it("an indexable page names itself canonical and its languages as alternates, Dutch the default", () => {
    expect(links()).toEqual([
      "canonical https://carre.nl/voorstelling/hadestown",
      "alternate nl https://carre.nl/voorstelling/hadestown",
      "alternate en https://carre.nl/en/show/hadestown",
      "alternate x-default https://carre.nl/voorstelling/hadestown",
    ]);
  });

  it.each(["noindex", "noindex, follow", "noindex, nofollow"])("a page with robots %s names no canonical and no alternates", (robots) => {
    expect(links(robots)).toEqual([]);
  });

  it("keeps og:url on a noindex page: a share still needs its address", () => {
    const tags = headTags({ title: "Zoeken", path: "/zoeken?q=hades", robots: "noindex, follow" }, site);
    expect(tags).toContainEqual(["meta", { property: "og:url", content: "https://carre.nl/zoeken?q=hades" }]);
  });
});
