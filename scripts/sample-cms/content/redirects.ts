/**
 * Redirect data: render-API redirects (shorturl and redirect nodes), the catch-all lookup table
 * and the presale codes. Paths are listed once here so tests and docs can name them.
 */
import type { Catalog } from "./productions";
import type { CmsNodeRecord, Lang, PathTarget, PresaleAnswer, RedirectAnswer, SiteKey } from "./model";

export const PRESALE_CODE = "VOORVERKOOP";

const shorturl = (id: string, type: "internal" | "other" | "click", href: string): CmsNodeRecord => ({
  id,
  kind: "shorturl",
  data: { link: { type, href } },
});

const moved = (id: string, url: string, urlTranslated: string | null): CmsNodeRecord => ({
  id,
  kind: "redirect",
  data: { url, urlTranslated },
});

/** Paths the render API answers with is_redirect: true. */
export function renderRedirects(site: SiteKey): Map<string, PathTarget> {
  const out = new Map<string, PathTarget>();
  const add = (path: string, node: CmsNodeRecord, lang: Lang = "nl") => out.set(path, { type: "redirect", node, lang });
  if (site === "fonds") {
    add("/doneren", shorturl("shorturl-doneren", "internal", "/pagina/eenmalige-donatie"));
    add("/pagina/fonds", moved("redirect-fonds", "/pagina/carrefonds", "/en/page/carre-fund"));
    return out;
  }
  add("/kerst", shorturl("shorturl-kerst", "internal", "/voorstelling/carre-kerstgala"));
  add("/tickets", shorturl("shorturl-tickets", "other", "https://www.ticketmaster.nl/venue/koninklijk-theater-carre"));
  add("/pagina/plattegrond", moved("redirect-plattegrond", "/pagina/bereikbaarheid", "/en/page/getting-here"));
  add("/en/page/floor-plan", moved("redirect-floor-plan", "/en/page/getting-here", "/pagina/bereikbaarheid"), "en");
  return out;
}

/** `GET /api/redirect?path=` answers, keyed by the exact path (a path with a query is its own key). */
export function redirectLookups(site: SiteKey): Map<string, RedirectAnswer> {
  const entries: [string, RedirectAnswer][] =
    site === "fonds"
      ? [
          ["/doneer", { valid: true, kind: "shorturl", link: { type: "internal", href: "/pagina/eenmalige-donatie" } }],
          ["/oud-fonds", { valid: true, kind: "node404", link: { type: "internal", href: "/pagina/carrefonds" } }],
          ["/carre", { valid: true, kind: "shorturl", link: { type: "other", href: "https://carre.nl" } }],
          ["/klik", { valid: true, kind: "shorturl", link: { type: "click", href: "https://example.org/fonds-campagne" } }],
          ["/ongeldig", { valid: false }],
        ]
      : [
          ["/kerstshow", { valid: true, kind: "shorturl", link: { type: "internal", href: "/voorstelling/carre-kerstgala" } }],
          ["/oude-agenda", { valid: true, kind: "node404", link: { type: "internal", href: "/agenda" } }],
          ["/voorstelling/oude-show", { valid: true, kind: "node404", link: { type: "internal", href: "/voorstelling/hadestown" } }],
          ["/youtube", { valid: true, kind: "shorturl", link: { type: "other", href: "https://www.youtube.com/@carre" } }],
          ["/actie", { valid: true, kind: "shorturl", link: { type: "click", href: "https://example.org/campagne" } }],
          ["/actie?code=zomer", { valid: true, kind: "shorturl", link: { type: "internal", href: "/pagina/theaterarrangementen" } }],
          // Typed by an editor with an en dash: a Location header takes it percent-encoded.
          ["/zomeractie", { valid: true, kind: "shorturl", link: { type: "other", href: "https://example.org/actie–zomer" } }],
          ["/verlopen", { valid: false }],
        ];
  return new Map(entries);
}

/** One code: an available production and an all-sold-out one, both languages' page ids. */
export function presaleCodes(catalog: Catalog): Map<string, PresaleAnswer> {
  const open = catalog.bySlug.get("hadestown")!;
  const soldOut = catalog.bySlug.get("het-zwanenmeer")!;
  return new Map([
    [
      PRESALE_CODE,
      {
        production_page_ids: [open.nl, soldOut.nl, open.en, soldOut.en],
        text_sold_out: "Helaas, de voorverkoop voor deze voorstelling is uitverkocht.",
        text_default: "U heeft toegang tot de voorverkoop. Bestel nu uw kaarten!",
      },
    ],
  ]);
}
