/**
 * What keeps swiper off pages without a slider (docs/decisions/rendering.md, "Client bundle"): which
 * views need the slider module and swiper's stylesheet, and how the document links that stylesheet.
 */
import { describe, expect, it } from "vitest";
import { documentStart } from "../../server/render/document";
import { usesSwiper } from "../../shared/pages/page-modules";
import { islandsOf, needsPageSlider, partsOf } from "../../shared/pages/page-parts";
import type { PageView } from "../../shared/view/page-data";

const content = (slides: number) =>
  ({ kind: "content", heading: "h", blocks: { slides: Array.from({ length: slides }, () => ({})) } }) as unknown as PageView;

describe("slider pages", () => {
  it("content pages need the slider module only with header images", () => {
    expect(needsPageSlider(content(0))).toBe(false);
    expect(needsPageSlider(content(3))).toBe(true);
    expect(needsPageSlider({ kind: "content", heading: "h" } as unknown as PageView)).toBe(false);
  });

  it("home, show and content pages with header images use swiper; the calendar does not", () => {
    expect(usesSwiper({ kind: "home" } as PageView)).toBe(true);
    expect(usesSwiper({ kind: "show" } as PageView)).toBe(true);
    expect(usesSwiper(content(2))).toBe(true);
    expect(usesSwiper(content(0))).toBe(false);
    expect(usesSwiper({ kind: "calendar" } as PageView)).toBe(false);
    expect(usesSwiper({ kind: "message", message: "notFound" })).toBe(false);
  });
});

describe("a page's parts and islands", () => {
  const withForms = (main?: string, sidebar?: string) => ({ kind: "content", heading: "h", forms: { main: main && { id: main }, sidebar: sidebar && { id: sidebar } } }) as unknown as PageView;

  it("a service form is an island, never loaded before the page; a newsletter page's own form is a part of it", () => {
    expect(partsOf(withForms("callback"))).toEqual([]);
    expect(islandsOf(withForms(undefined, "foundation-contact"))).toEqual(["serviceForm"]);
    expect(partsOf(withForms("newsletter"))).toEqual(["newsletterForm"]);
    expect(islandsOf(withForms("newsletter"))).toEqual([]);
    expect(islandsOf({ kind: "show" } as unknown as PageView)).toEqual([]);
  });

  it("the premiere cancel page's form is an island when its ref decoded; without one the page has no form", () => {
    const ref = { email: "piet@example.com", premiere_name: "Hadestown" };
    expect(islandsOf({ kind: "premiereCancel", ref, action: "/premiere-afmelden" })).toEqual(["premiereCancelForm"]);
    expect(partsOf({ kind: "premiereCancel", ref, action: "/premiere-afmelden" })).toEqual([]);
    expect(islandsOf({ kind: "premiereCancel", ref: null, action: "/premiere-afmelden" })).toEqual([]);
  });
});

describe("swiper's stylesheet in the document", () => {
  const base = { head: { title: "t", path: "/x" }, lang: "nl", origin: "https://carre.nl", siteName: "Carré" } as const;
  const assets = { js: "/assets/app.js", css: "/assets/s.css", sliderCss: "/assets/slider.css" };

  it("is linked before the main stylesheet on a slider page", () => {
    const html = documentStart({ ...base, assets, slider: true }).join("");
    expect(html).toContain('<link rel="stylesheet" href="/assets/slider.css" data-slider><link rel="stylesheet" href="/assets/s.css" data-slider-css="/assets/slider.css">');
  });

  it("is only named (for client navigation) on other pages", () => {
    const html = documentStart({ ...base, assets }).join("");
    expect(html).not.toContain('href="/assets/slider.css"');
    expect(html).toContain('data-slider-css="/assets/slider.css"');
  });
});
