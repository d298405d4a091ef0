import { describe, expect, it } from "vitest";
import { RenderResponse } from "../../shared/contract/render";
import { SITES } from "../../shared/site";
import { fallbackFrame } from "../../shared/view/frame-vm";
import { mapFrame } from "../../shared/view/frame";

const carre = SITES.carre;

function item(id: string, data: Record<string, unknown>, submenu: string[] = []) {
  return { id, kind: "menu_item", data, relations: { submenu } };
}

function sample(overrides: Record<string, unknown> = {}) {
  return RenderResponse.parse({
    node: {
      id: "page-1",
      kind: "page",
      data: { url: "/pagina/over", urlTranslated: "/en/page/about", mainSponsorURL: "https://sponsor.example/" },
      relations: {
        menu_main: "menu-main-nl",
        menu_top: "menu-top-nl",
        footer: "DEFAULT_FOOTER",
        subfooter: "DEFAULT_SUBFOOTER",
        image_sponsor: "crop-1",
      },
    },
    nodes: {
      "menu-main-nl": { id: "menu-main-nl", kind: "menu", data: {}, relations: { items: ["m1", "m2", "m3", "m4", "missing"] } },
      m1: item("m1", { title: "Programma", link: "/agenda" }, ["s1", "s2", "s3"]),
      s1: item("s1", { title: "Musical", link: "https://www.carre.nl/pagina/musical?x=1" }, ["deep"]),
      s2: item("s2", { title: "  ", link: "/pagina/leeg" }),
      s3: item("s3", { title: "Tickets elders", link: "https://example.org/tickets" }),
      deep: item("deep", { title: "Too deep", link: "/pagina/diep" }),
      m2: item("m2", { title: "Zonder link" }),
      m3: item("m3", {
        title: "Bezoek",
        link: "carre.nl/pagina/bezoek",
        visible_in_aally: true,
        icon: { svg: "<svg viewBox='0 0 1 1'></svg>", description_nl: "Bezoek-icoon", description_en: "Visit icon" },
      }),
      m4: item("m4", { title: { nl: "object" }, link: "/pagina/object" }),
      "menu-top-nl": { id: "menu-top-nl", kind: "menu", data: {}, relations: { items: ["t1", "account-nl", "t-a11y"] } },
      t1: item("t1", { title: "Contact", link: "/pagina/contact" }),
      "account-nl": item("account-nl", { title: "Mijn Carré", link: "https://mijn.carre.nl/" }),
      "t-a11y": item("t-a11y", { title: "Toegankelijkheid", link: "/pagina/toegankelijkheid" }),
      DEFAULT_FOOTER: {
        id: "DEFAULT_FOOTER",
        kind: "footer",
        data: { copyright: " © Carré 2026 " },
        relations: { items: ["w1", "w2", "w-empty"] },
      },
      w1: {
        id: "w1",
        kind: "text_widget",
        data: { title: "Contact", content: "<p>Amstel 115</p>", socials: true, paymentmethods: false },
        relations: { menu_items: ["t1"] },
      },
      w2: { id: "w2", kind: "text_widget", data: { title: "", content: "", socials: false, paymentmethods: true } },
      "w-empty": { id: "w-empty", kind: "text_widget", data: { title: "   " } },
      DEFAULT_SUBFOOTER: { id: "DEFAULT_SUBFOOTER", kind: "subfooter", data: { heading: "Nieuwsbrief", subheading: "" } },
      "crop-1": { id: "crop-1", kind: "image_crop", data: { cdn_url_path: "abc/-/crop/10x10/0,0/" } },
    },
    is_preview: true,
    ...overrides,
  });
}

describe("mapFrame", () => {
  const frame = mapFrame(sample(), "nl", carre);

  it("keeps complete main-menu items in order and drops those lacking title or link", () => {
    expect(frame.mainMenu.map((i) => i.id)).toEqual(["m1", "m3"]);
  });

  it("maps one level of dropdown and ignores deeper levels and incomplete children", () => {
    const [programma] = frame.mainMenu;
    expect(programma.href).toBe("/agenda");
    expect(programma.children.map((c) => c.id)).toEqual(["s1", "s3"]);
    expect(programma.children[0].children).toEqual([]);
  });

  it("turns an absolute link to an own host into an internal path", () => {
    const musical = frame.mainMenu[0].children[0];
    expect(musical).toMatchObject({ href: "/pagina/musical?x=1", internal: true, newTab: false });
  });

  it("keeps other hosts external in a new tab", () => {
    expect(frame.mainMenu[0].children[1]).toMatchObject({
      href: "https://example.org/tickets",
      internal: false,
      newTab: true,
    });
  });

  it("reads the icon description in the page language and the accessibility flag", () => {
    const visit = frame.mainMenu[1];
    expect(visit).toMatchObject({ href: "/pagina/bezoek", internal: true, visibleInA11y: true });
    expect(visit.icon?.description).toBe("Bezoek-icoon");
    expect(mapFrame(sample(), "en", carre).mainMenu[1].icon?.description).toBe("Visit icon");
  });

  it("leaves the personal-area entries (two known ids) and the accessibility link to the frame's own entries", () => {
    expect(frame.topMenu.map((i) => i.id)).toEqual(["t1"]);
  });

  it("maps the top menu, footer columns, sub-footer, copyright and sponsor", () => {
    expect(frame.topMenu.map((i) => i.label)).toEqual(["Contact"]);
    expect(frame.footerColumns).toEqual([
      expect.objectContaining({ id: "w1", heading: "Contact", contentHtml: "<p>Amstel 115</p>", socials: true }),
      expect.objectContaining({ id: "w2", heading: undefined, paymentMethods: true }),
    ]);
    expect(frame.footerColumns[0].links.map((l) => l.href)).toEqual(["/pagina/contact"]);
    expect(frame.subFooter).toEqual({ heading: "Nieuwsbrief", subheading: undefined });
    expect(frame.copyright).toBe("© Carré 2026");
    // The logo's link is named by where it goes: the CMS names no sponsor.
    expect(frame.sponsor).toEqual({ imagePath: "abc/-/crop/10x10/0,0/", url: "https://sponsor.example/", site: "sponsor.example" });
  });

  it("takes the translated path and preview flag from the response", () => {
    expect(frame.translatedPath).toBe("/en/page/about");
    expect(frame.isPreview).toBe(true);
  });

  it("has no translated path when the CMS sends null or a non-path", () => {
    const none = sample();
    none.node.data.urlTranslated = null;
    expect(mapFrame(none, "nl", carre).translatedPath).toBeNull();
    none.node.data.urlTranslated = "javascript:alert(1)";
    expect(mapFrame(none, "nl", carre).translatedPath).toBeNull();
  });

  it("falls back to the spec's fixed menu when the CMS sends no main menu", () => {
    const bare = sample();
    bare.node.relations = {};
    const mapped = mapFrame(bare, "nl", carre);
    expect(mapped.mainMenu.map((i) => i.href)).toEqual([
      "/pagina/plan-uw-bezoek",
      "/pagina/eten-drinken",
      "/pagina/zakelijk",
      "/pagina/steun-carre",
      "/pagina/over-carre",
      "/pagina/bereikbaarheid",
    ]);
    expect(mapped.topMenu).toEqual([]);
    expect(mapped.footerColumns).toEqual([]);
    expect(mapped.sponsor).toBeUndefined();
    // The foundation has none of the venue's pages: its fallback leads to the venue's site.
    const foundation = mapFrame(bare, "nl", SITES.fonds).mainMenu;
    expect(foundation.map((i) => [i.href, i.internal, i.newTab])[0]).toEqual(["https://carre.nl/pagina/plan-uw-bezoek", false, true]);
    expect(foundation.every((i) => i.href.startsWith("https://carre.nl/pagina/"))).toBe(true);
  });

  it("survives junk relations and nodes that did not pass the decoder", () => {
    const junk = {
      node: { id: "x", kind: "page", data: null, relations: { menu_main: 5, footer: { nope: true } } },
      nodes: { 5: "not a node" },
      is_preview: "yes",
    } as unknown as RenderResponse;
    const mapped = mapFrame(junk, "en", carre);
    expect(mapped.mainMenu[0].label).toBe("Plan your visit");
    expect(mapped.isPreview).toBe(false);
    expect(mapped.translatedPath).toBeNull();
  });

  it("gives message pages a fallback frame", () => {
    expect(fallbackFrame("en", SITES.fonds)).toMatchObject({ translatedPath: null, isPreview: false, footerColumns: [] });
    expect(fallbackFrame("en", SITES.fonds).mainMenu).toHaveLength(6);
  });
});
