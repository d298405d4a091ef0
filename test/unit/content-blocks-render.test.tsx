import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AppProvider } from "../../shared/components/app-context";
import { BannerTiles } from "../../shared/components/blocks/BannerTiles";
import { Breadcrumbs } from "../../shared/components/blocks/Breadcrumbs";
import { CookieChooser } from "../../shared/components/blocks/CookieChooser";
import { FaqBlock } from "../../shared/components/blocks/FaqBlock";
import { PAGE_SLIDER_BREAKPOINTS, PageImageSlider } from "../../shared/components/blocks/PageImageSlider";
import { Persons, Quotes, Sponsors } from "../../shared/components/blocks/People";
import { StickySidebar, STICKY_OFFSET_PX } from "../../shared/components/blocks/StickySidebar";
import { TabsPanel } from "../../shared/components/blocks/TabsPanel";
import { TabsFaq } from "../../shared/pages/show/TabsFaq";
import { AUTOPLAY_DELAY_MS, VideoSlides } from "../../shared/components/blocks/VideoSlide";
import { WIDGET_COMPONENTS, Widgets } from "../../shared/components/blocks/Widgets";
import { FrameEnvProvider } from "../../shared/components/frame/env";
import { SITES } from "../../shared/site";
import { AppStateProvider } from "../../shared/state";
import { WIDGET_MAPPERS } from "../../shared/view/blocks/widgets";
import { testPublicConfig } from "./fixtures";

const config = testPublicConfig();
const image = { cdnUrlPath: "abc/-/crop/800x800/0,0/", width: 800, height: 800 };

function html(node: ReactNode): string {
  return renderToString(
    <MemoryRouter>
      <AppProvider value={{ site: SITES.carre, config }}>
        <AppStateProvider config={config}>
          <FrameEnvProvider env={{ lang: "nl", site: SITES.carre, config }}>{node}</FrameEnvProvider>
        </AppStateProvider>
      </AppProvider>
    </MemoryRouter>,
  );
}

describe("block components (server render)", () => {
  it("page image slider: 1 slide up to 420 px (no spacing), 2 up to 768 (8), 3 above (32); one image is no slider", () => {
    expect(PAGE_SLIDER_BREAKPOINTS).toEqual({ 421: { slidesPerView: 2, spaceBetween: 8 }, 769: { slidesPerView: 3, spaceBetween: 32 } });
    const many = html(<PageImageSlider slides={[image, image, image, image]} alt="Carré" lang="nl" />);
    expect(many).toContain('class="page-slider"');
    expect(many.match(/page-slider__slide/g)!.length).toBeGreaterThanOrEqual(4);
    const one = html(<PageImageSlider slides={[image]} alt="Carré" lang="nl" />);
    expect(one).not.toContain("swiper");
    expect(one).toContain('fetchPriority="high"');
    expect(html(<PageImageSlider slides={[]} alt="" lang="nl" />)).not.toContain("page-");
  });

  it("breadcrumbs: a labelled nav, links before the current page, which is marked and unlinked", () => {
    const out = html(<Breadcrumbs items={[{ id: "a", name: "Home", href: "/", position: 0 }, { id: "b", name: "Over Carré", href: "/pagina/over-carre", position: 1 }]} lang="nl" />);
    expect(out).toContain('<nav class="breadcrumbs" aria-label="Kruimelpad">');
    expect(out).toContain('<a href="/">Home</a>');
    expect(out).toContain('<span aria-current="page">Over Carré</span>');
  });

  it("banner tiles carry the width and many classes; a tile without link is no link; links follow the one link rule", () => {
    const items = [
      { id: "1", title: "Zaal", image, alt: "" },
      { id: "2", title: "Extern", image, alt: "", link: { href: "https://example.org/", internal: false, kind: "external" as const } },
      { id: "3", title: "Kaarten", image, alt: "", link: { href: "https://orders.carre.nl/shop?l=en", internal: false, kind: "ticketShop" as const } },
      { id: "4", title: "Agenda", image, alt: "", link: { href: "/agenda", internal: true, kind: "internal" as const } },
    ];
    const out = html(<BannerTiles banners={{ title: "Ontdek", width: "five", many: false, items }} />);
    expect(out).toContain("banner-tiles__list banner-tiles__list--five");
    expect(out).toContain('<div class="banner-tile">');
    expect(out).toContain('<a href="https://example.org/" class="banner-tile" target="_blank" rel="noopener noreferrer">');
    // The ticket shop opens in the same tab.
    expect(out).toContain('<a href="https://orders.carre.nl/shop?l=en" class="banner-tile">');
    expect(out).toContain('<a class="banner-tile" href="/agenda">');
  });

  it("FAQ: no visible heading (switched off in the block), 'Veelgestelde vragen' only names the section; every question and category a closed toggle button controlling its panel", () => {
    const out = html(<FaqBlock faq={{ questions: [{ id: "q", title: "Open?", answerHtml: "<p>Ja</p>" }], categories: [{ id: "c", title: "Kaarten", questions: [{ id: "q2", title: "Ruilen?", answerHtml: "<p>Nee</p>" }] }] }} lang="nl" />);
    expect(out).toContain('<section class="block faq-block" aria-label="Veelgestelde vragen">');
    expect(out).not.toContain(">Veelgestelde vragen</h");
    const buttons = [...out.matchAll(/<button type="button" class="accordion__toggle" aria-expanded="false" aria-controls="([^"]+)">/g)];
    expect(buttons).toHaveLength(3);
    for (const [, id] of buttons) expect(out).toContain(`id="${id}" class="accordion__panel" hidden=""`);
    expect(out).toContain("<p>Ja</p>");
  });

  it("tabs panel: the item the CMS names is open, with its table", () => {
    const out = html(<TabsPanel panel={{ id: "t", items: [{ header: "Geschiedenis", contentHtml: "<p>1887</p>" }, { header: "Tijden", table: { columns: ["Dag"], rows: [["ma"]] } }], openIndex: 1 }} lang="nl" />);
    expect(out).toMatch(/aria-expanded="false"[^>]*>Geschiedenis/);
    expect(out).toMatch(/aria-expanded="true"[^>]*>Tijden/);
    expect(out).toContain('<th scope="col">Dag</th>');
  });

  it("video slides start as play buttons; the embed comes only after a press, 50 ms later", () => {
    const out = html(<VideoSlides videos={[{ id: "M7lc1UVf-VE", index: 0, embedUrl: "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1", thumbnail: image }]} lang="nl" />);
    expect(out).not.toContain("<iframe");
    expect(out).toContain("Speel video 1 af");
    expect(AUTOPLAY_DELAY_MS).toBe(50);
  });

  it("persons use the many layout from seven; sponsors and quotes render their entries", () => {
    const people = Array.from({ length: 7 }, (_, i) => ({ id: `p${i}`, name: `P${i}`, picture: image, large: false }));
    expect(html(<Persons persons={{ items: people, many: true }} lang="nl" />)).toContain("persons__list persons__list--many");
    expect(html(<Persons persons={{ items: people.slice(0, 6), many: false }} lang="nl" />)).not.toContain("--many");
    expect(html(<Sponsors sponsors={[{ id: "s", name: "Loterij", image, link: { href: "https://example.org", internal: false, kind: "external" } }]} lang="nl" />)).toContain('alt="Loterij"');
    expect(html(<Quotes quotes={[{ id: "q", name: "NRC", quote: "Prachtig" }]} lang="nl" />)).toContain("<figcaption class=\"quote__name\">NRC</figcaption>");
  });

  it("sticky sidebar: an aside with the items, sticking 100 px from the top", () => {
    expect(STICKY_OFFSET_PX).toBe(100);
    const out = html(<StickySidebar items={[{ id: "a", title: "Adres", contentHtml: "<p>Amstel</p>", iconMirrored: false }]} lang="nl" />);
    expect(out).toContain('<aside class="sticky-sidebar" aria-label="Meer informatie">');
    expect(out).toContain('data-stuck="false"');
  });

  it("every widget kind with a mapper has a component; a text widget shows socials and payment logos when asked", () => {
    expect(Object.keys(WIDGET_COMPONENTS).sort()).toEqual(Object.keys(WIDGET_MAPPERS).sort());
    const out = html(<Widgets widgets={[{ kind: "text_widget", id: "w", title: "Volg ons", socials: true, paymentMethods: true }]} lang="nl" />);
    expect(out).toContain('class="social-links"');
    expect(out).toContain('src="/static/payment/ideal.svg"');
  });

  it("cookie chooser: both choices, disabled until storage has been read after hydration", () => {
    const out = html(<CookieChooser lang="en" />);
    expect(out).toContain("Basic");
    expect(out).toContain("Personalised");
    expect(out).toMatch(/<fieldset class="cookie-chooser__fieldset" disabled="">/);
  });

  it("show page: the price table is the first item of the first tabs panel, which keeps its header image and opens its named item", () => {
    const prices = [{ ticketTypeName: "Rang 1", priceText: "€ 55,00", price: 55 }];
    const panels = [
      { id: "p1", headerImage: image, items: [{ header: "Praktisch", contentHtml: "<p>a</p>" }, { header: "Bereikbaarheid", contentHtml: "<p>b</p>" }], openIndex: 1 },
      { id: "p2", items: [{ header: "Toegankelijkheid", contentHtml: "<p>c</p>" }], openIndex: null },
    ];
    const out = html(<TabsFaq prices={prices as never} tabs={panels} faq={undefined} lang="nl" />);
    const titles = [...out.matchAll(/class="accordion__toggle" aria-expanded="(true|false)"[^>]*>([^<]+)/g)].map((m) => [m[2], m[1]]);
    expect(titles).toEqual([
      ["Prijzen", "false"],
      ["Praktisch", "false"],
      ["Bereikbaarheid", "true"],
      ["Toegankelijkheid", "false"],
    ]);
    expect(out.match(/tabs-panel__image/g)).toHaveLength(1);
  });
});
