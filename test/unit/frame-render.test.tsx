import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Frame } from "../../shared/components/frame/Frame";
import { searchHref } from "../../shared/components/frame/HeaderSearch";
import { NavigationLoading } from "../../shared/components/frame/loading-status";
import { frameTexts } from "../../shared/i18n/frame-texts";
import type { Lang } from "../../shared/i18n/lang";
import type { PublicConfig } from "../../shared/public-config";
import { loadPart } from "../../shared/pages/page-parts";
import { SITES } from "../../shared/site";
import { cookieIsSet, hasCookie } from "../../shared/state";
import { fallbackFrame } from "../../shared/view/frame-vm";
import type { FrameVM } from "../../shared/view/frame-vm";
import { testPublicConfig } from "./fixtures";

const config: PublicConfig = testPublicConfig();

// As the server does at start (the pages below render as the file is collected): the sub-footer's form, an island, is rendered in place.
await loadPart("newsletterForm");

function render(frame: FrameVM, lang: Lang, opts: { loading?: boolean; path?: string; site?: keyof typeof SITES } = {}) {
  return renderToString(
    <MemoryRouter initialEntries={[opts.path ?? (lang === "en" ? "/en" : "/")]}>
      <NavigationLoading value={opts.loading ?? false}>
        <Frame frame={frame} lang={lang} site={SITES[opts.site ?? "carre"]} config={config}>
          <h1>Inhoud</h1>
        </Frame>
      </NavigationLoading>
    </MemoryRouter>,
  );
}

describe("Frame server render", () => {
  const frame: FrameVM = {
    ...fallbackFrame("nl", SITES.carre),
    mainMenu: [
      {
        id: "m1",
        label: "Programma",
        href: "/agenda",
        internal: true,
        newTab: false,
        visibleInA11y: null,
        children: [
          { id: "s1", label: "Extern", href: "https://example.org/", internal: false, newTab: true, visibleInA11y: null, children: [] },
        ],
      },
    ],
    translatedPath: "/en/page/about",
    isPreview: true,
  };
  const html = render(frame, "nl", { path: "/pagina/over" });

  it("renders the landmarks and the skip link", () => {
    expect(html).toContain('href="#main"');
    // Outside <main> (and any sectioning element), the header and footer are the banner and
    // contentinfo landmarks without an explicit role (html-validate's no-redundant-role).
    expect(html).toMatch(/<header class="site-header[^>]*>/);
    expect(html).toMatch(/<main[^>]*id="main"/);
    expect(html).toMatch(/<footer class="site-footer"/);
    expect(html.indexOf("<header")).toBeLessThan(html.indexOf("<main"));
    expect(html.indexOf("<footer")).toBeGreaterThan(html.indexOf("</main>"));
    expect(html).toContain('aria-label="Hoofdmenu"');
    expect(html).toContain('aria-label="Servicemenu"');
    expect(html).toContain("<h1>Inhoud</h1>");
  });

  it("renders the dropdown closed with a disclosure button", () => {
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="[^"]+"[^>]*data-submenu-for="m1"/);
    expect(html).toMatch(/<ul class="main-nav__submenu"[^>]*hidden/);
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it("links the language switch to the translated page", () => {
    const link = /<a class="lang-switch__link"[^>]*>/.exec(html)?.[0] ?? "";
    expect(link).toContain('href="/en/page/about"');
    expect(link).toContain('hrefLang="en"');
    expect(link).toContain('lang="en"');
  });

  it("links the language switch to the other home without a translation", () => {
    const en = render({ ...frame, translatedPath: null }, "en");
    expect(en).toMatch(/<a[^>]*class="lang-switch__link"[^>]*href="\/"/);
    expect(en).toContain("Log in");
    expect(en).toContain('href="/en/page/accessibility"');
    expect(en).toContain('action="/en/page/newsletter"');
  });

  it("renders the header expanded, with the menu and search as #fragment links the script later swaps for toggles", () => {
    expect(html).not.toContain("site-header--compact");
    expect(html).toContain("site-header--nojs");
    expect(html).toMatch(/<a href="#site-menu" class="site-header__menu-toggle site-header__menu-toggle--open"/);
    expect(html).toMatch(/<a href="#header-search-form" class="header-search__toggle"/);
    expect(html).toMatch(/<form id="header-search-form"[^>]*role="search"[^>]*action="\/zoeken"[^>]*method="get"/);
    expect(html).not.toMatch(/<form[^>]*role="search"[^>]*hidden/);
  });

  it("holds the cookie banner for the head script to show (it paints with the page), and leaves the modals out", () => {
    expect(html).toMatch(/<section class="cookie-banner" aria-label="[^"]+">/);
    expect(html).not.toContain('role="dialog"');
  });

  it("shows the preview banner, logo, account entry and payment logos", () => {
    expect(html).toContain(frameTexts.nl.preview);
    expect(html).toContain('alt="Koninklijk Theater Carré"');
    expect(html).toContain('href="https://mijn.example/nl"');
    expect(html).toContain("Inloggen");
    for (const name of ["amex", "ideal", "mastercard", "visa", "giftcard"]) {
      expect(html).toContain(`/static/payment/${name}.svg`);
    }
  });

  it("shows the loading line only while loading", () => {
    expect(html).not.toContain("Laden...");
    expect(render(frame, "nl", { loading: true })).toMatch(/role="status" aria-live="polite">Laden\.\.\.</);
    expect(render(frame, "en", { loading: true })).toContain("Loading...");
  });
});

describe("frame helpers", () => {
  it("search goes to the search route with the trimmed lower-cased phrase", () => {
    expect(searchHref("  Hades TOWN ", "nl")).toBe("/zoeken?q=hades%20town");
    expect(searchHref("Musical", "en")).toBe("/en/search?q=musical");
    expect(searchHref("   ", "nl")).toBe("/zoeken");
  });

  it("detects the sync cookie by exact name", () => {
    expect(hasCookie("a=1; carre_sync=x", "carre_sync")).toBe(true);
    expect(hasCookie("xcarre_sync=1", "carre_sync")).toBe(false);
    expect(hasCookie("carre_sync=1", "")).toBe(false);
  });

  it("asks the Cookie Store API for the sync cookie where the browser has it, document.cookie where it has not or refuses", async () => {
    const store = (answer: Promise<unknown>) => ({ get: () => answer });
    const page = (cookie: string, cookieStore?: { get(name: string): Promise<unknown> }) => ({ document: { cookie }, cookieStore });
    expect(await cookieIsSet("carre_sync", page("", store(Promise.resolve({ name: "carre_sync", value: "x" }))))).toBe(true);
    expect(await cookieIsSet("carre_sync", page("carre_sync=x", store(Promise.resolve(null))))).toBe(false);
    expect(await cookieIsSet("carre_sync", page("a=1; carre_sync=x", store(Promise.reject(new DOMException("opaque origin", "SecurityError")))))).toBe(true);
    expect(await cookieIsSet("carre_sync", page("a=1; carre_sync=x"))).toBe(true);
    expect(await cookieIsSet("carre_sync", page("xcarre_sync=1"))).toBe(false);
    expect(await cookieIsSet("", page("=1", store(Promise.resolve({}))))).toBe(false);
  });
});

describe("the newsletter sub-footer without CMS texts (spec 1 §1: 'uit' / 'van het')", () => {
  it.each([
    ["carre", "nl", "Ontvang als eerste het nieuws uit Carré over voorstellingen en de kaartverkoop."],
    ["carre", "en", "Be the first to hear the news from Carré about shows and ticket sales."],
    ["fonds", "nl", "Ontvang als eerste het nieuws van het Carré Fonds over voorstellingen en de kaartverkoop."],
    ["fonds", "en", "Be the first to hear the news from the Carré Fonds about shows and ticket sales."],
  ] as const)("%s %s: %s", (site, lang, text) => {
    const html = render({ ...fallbackFrame(lang, SITES[site]), subFooter: undefined }, lang, { site });
    expect(html).toContain(`<p class="newsletter-cta__subheading">${text}</p>`);
  });
});

describe("accessibility mode filter (spec 1 §3: visible_in_aally true, false or null)", () => {
  interface Item {
    id: string;
    visibleInA11y: boolean | null;
    children: Item[];
  }
  const item = (id: string, visibleInA11y: boolean | null, children: Item[] = []): Item => ({ id, visibleInA11y, children });
  it("true only in the mode, false only outside it, null always; children too", async () => {
    const { itemsForMode, visibleInMode } = await import("../../shared/domain/a11y-mode");
    expect([visibleInMode(true, true), visibleInMode(true, false), visibleInMode(false, true), visibleInMode(false, false), visibleInMode(null, true), visibleInMode(null, false)]).toEqual([true, false, false, true, true, true]);
    const items = [item("a", null, [item("a1", true), item("a2", false)]), item("b", true), item("c", false)];
    expect(itemsForMode(items, true).map((i) => [i.id, i.children.map((c) => c.id)])).toEqual([["a", ["a1"]], ["b", []]]);
    expect(itemsForMode(items, false).map((i) => [i.id, i.children.map((c) => c.id)])).toEqual([["a", ["a2"]], ["c", []]]);
  });
});
