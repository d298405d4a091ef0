/**
 * The page frame every render answer carries (docs/cms-shape.md): main and top menus, footer with
 * text widgets, newsletter subfooter. Frame node ids repeat across languages (DEFAULT_FOOTER), so
 * each language gets its own map and the render assembler picks the one of the page's language.
 */
import { createRng, type Rng } from "../prng";
import type { CmsNodeRecord, Lang, SiteKey } from "./model";

interface ItemSpec {
  title: string;
  link: string;
  id?: string;
  aally?: boolean | null;
  icon?: boolean;
  children?: ItemSpec[];
}

const GIFT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M3 8h18v4H3zM5 12h14v9H5zM12 8v13M12 8C9 3 6 5 8 8M12 8c3-5 6-3 4 0" fill="none" stroke="currentColor" stroke-width="2"/></svg>';
const USER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" stroke-width="2"/><path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" stroke-width="2"/></svg>';

const i = (title: string, link: string, extra: Partial<ItemSpec> = {}): ItemSpec => ({ title, link, ...extra });

function mainMenu(site: SiteKey, lang: Lang): ItemSpec[] {
  const nl = lang === "nl";
  if (site === "fonds") {
    return nl
      ? [i("Steun Carré", "/pagina/word-donateur", { children: [i("Word donateur", "/pagina/word-donateur"), i("Eenmalige donatie", "/pagina/eenmalige-donatie"), i("Cultuur verbindt", "/pagina/cultuurverbindt"), i("Hadestown", "/pagina/hadestown")] }),
         i("Over het Fonds", "/pagina/carrefonds", { children: [i("Duurzaamheid", "/pagina/duurzaamheid-eenmalige-donatie"), i("Toegankelijkheid", "/pagina/toegankelijkheid-eenmalige-donatie"), i("Party", "/pagina/party")] }),
         i("Nieuws", "/nieuws"), i("Contact", "/pagina/contact"), i("Naar Carré", "https://carre.nl"), i("ANBI", "https://www.anbi.nl")]
      : [i("Support Carré", "/en/page/become-a-donor", { children: [i("Become a donor", "/en/page/become-a-donor"), i("One-off donation", "/en/page/one-off-donation"), i("Culture connects", "/en/page/cultureconnects")] }),
         i("About the Fund", "/en/page/carre-fund", { children: [i("Party", "/en/page/party"), i("Contact", "/en/page/contact"), i("Newsletter", "/en/page/newsletter")] }),
         i("News", "/en/news"), i("Contact", "/en/page/contact"), i("Visit Carré", "https://carre.nl/en"), i("ANBI", "https://www.anbi.nl")];
  }
  return nl
    ? [i("Agenda", "/agenda"),
       i("Plan uw bezoek", "/pagina/plan-uw-bezoek", { children: [i("Bereikbaarheid", "/pagina/bereikbaarheid"), i("Eten & drinken", "/pagina/eten-drinken"), i("Toegankelijkheid", "/pagina/toegankelijkheid"), i("Veelgestelde vragen", "/pagina/veelgestelde-vragen")] }),
       i("Zakelijk", "/pagina/zakelijk", { children: [i("Theaterarrangementen", "/pagina/theaterarrangementen"), i("Zakelijk reserveren", "/pagina/zakelijk-reserveren-formulier"), i("Zakelijk contact", "/pagina/zakelijk-contact")] }),
       i("Nieuws", "/nieuws"), i("Over Carré", "https://carre.nl/pagina/over-carre"), i("Steun Carré", "https://carrefonds.nl")]
    : [i("Calendar", "/en/calendar"),
       i("Plan your visit", "/en/page/plan-your-visit", { children: [i("Getting here", "/en/page/getting-here"), i("Food & drinks", "/en/page/food-and-drinks"), i("Accessibility", "/en/page/accessibility"), i("FAQ", "/en/page/faq")] }),
       i("Business", "/en/page/business", { children: [i("Packages", "/en/page/packages"), i("Sales contact", "/en/page/sales-contact"), i("Callback request", "/en/page/callback-request")] }),
       i("News", "/en/news"), i("About Carré", "https://carre.nl/en/page/about-carre"), i("Support Carré", "https://carrefonds.nl/en")];
}

function topMenu(site: SiteKey, lang: Lang): ItemSpec[] {
  const nl = lang === "nl";
  const account = i(nl ? "Mijn Carré" : "My Carré", nl ? "https://mijn.carre.nl/" : "https://mijn.carre.nl/en/", { id: `account-${lang}`, icon: true });
  const access = nl ? "/pagina/toegankelijkheid" : "/en/page/accessibility";
  if (site === "fonds") {
    return [i("Contact", nl ? "/pagina/contact" : "/en/page/contact"), i(nl ? "Nieuwsbrief" : "Newsletter", nl ? "/pagina/aanmelden-nieuwsbrief" : "/en/page/newsletter"), account];
  }
  return [
    i("Contact", nl ? "/pagina/contact" : "/en/page/contact", { aally: null }),
    i(nl ? "Cadeaubon" : "Gift card", "https://www.theaterkadobon.nl", { icon: true }),
    // The site has its own accessibility entry, so the CMS's copy is dropped (view/frame.ts).
    i(nl ? "Toegankelijkheid" : "Accessibility", access, { aally: false }),
    // Shown only in the accessibility mode (true) or only outside it (false): spec 1 §3 menu item.
    i(nl ? "Rolstoelroute" : "Wheelchair route", nl ? "/pagina/bereikbaarheid" : "/en/page/getting-here", { aally: true }),
    i(nl ? "Eten & drinken" : "Food & drinks", nl ? "/pagina/eten-drinken" : "/en/page/food-and-drinks", { aally: false }),
    account,
  ];
}

function addItems(out: Map<string, CmsNodeRecord>, rng: Rng, items: ItemSpec[], lang: Lang): string[] {
  return items.map((spec) => {
    const id = spec.id ?? rng.ulid();
    const submenu = spec.children ? addItems(out, rng, spec.children, lang) : [];
    out.set(id, {
      id,
      kind: "menu_item",
      data: {
        title: spec.title,
        link: spec.link,
        visible_in_aally: spec.aally === undefined ? null : spec.aally,
        icon: spec.icon
          ? { svg: spec.id ? USER_SVG : GIFT_SVG, description_nl: spec.id ? "Mijn account" : "Cadeau", description_en: spec.id ? "My account" : "Gift" }
          : null,
      },
      relations: { submenu },
    });
    return id;
  });
}

function footerWidgets(out: Map<string, CmsNodeRecord>, rng: Rng, site: SiteKey, lang: Lang): string[] {
  const nl = lang === "nl";
  const name = site === "fonds" ? "Carré Fonds" : "Koninklijk Theater Carré";
  const widget = (title: string, content: string, extra: { socials?: boolean; paymentmethods?: boolean; items?: ItemSpec[] } = {}) => {
    const id = rng.ulid();
    const menu_items = extra.items ? addItems(out, rng, extra.items, lang) : [];
    out.set(id, { id, kind: "text_widget", data: { title, content, socials: Boolean(extra.socials), paymentmethods: Boolean(extra.paymentmethods) }, relations: { menu_items } });
    return id;
  };
  return [
    widget("Contact", `<p>${name}<br>Amstel 115-125<br>1018 EM Amsterdam</p><p><a href="mailto:info@carre.nl">info@carre.nl</a></p>`),
    widget(nl ? "Kaartverkoop" : "Ticket sales",
      nl ? '<p>Bestel online of bel onze klantenservice, ma t/m vr 14:00-17:00. <a href="https://carre.nl/pagina/contact">Meer informatie</a></p>'
         : '<p>Order online or call our customer service, Mon-Fri 14:00-17:00. <a href="https://carre.nl/en/page/contact">More information</a></p>',
      { items: [i(nl ? "Bestel kaarten" : "Order tickets", nl ? "/agenda" : "/en/calendar"), i(nl ? "Winkelmand" : "Basket", "https://orders.carre.nl/bestel/winkelmand"), i(nl ? "Veelgestelde vragen" : "FAQ", nl ? "/pagina/veelgestelde-vragen" : "/en/page/faq")] }),
    widget(nl ? "Volg ons" : "Follow us", "", { socials: true }),
    widget(nl ? "Veilig betalen" : "Secure payment", "", { paymentmethods: true }),
  ];
}

export function buildFrame(site: SiteKey, lang: Lang, year: number): Map<string, CmsNodeRecord> {
  const rng = createRng(`frame:${site}:${lang}`);
  const out = new Map<string, CmsNodeRecord>();
  const nl = lang === "nl";
  out.set(`menu-main-${lang}`, { id: `menu-main-${lang}`, kind: "menu", data: { title: "Main" }, relations: { items: addItems(out, rng, mainMenu(site, lang), lang) } });
  out.set(`menu-top-${lang}`, { id: `menu-top-${lang}`, kind: "menu", data: { title: "Top" }, relations: { items: addItems(out, rng, topMenu(site, lang), lang) } });
  out.set("DEFAULT_FOOTER", {
    id: "DEFAULT_FOOTER",
    kind: "footer",
    data: { copyright: `© ${year} ${site === "fonds" ? "Carré Fonds" : "Koninklijk Theater Carré"}` },
    relations: { items: footerWidgets(out, rng, site, lang) },
  });
  out.set("DEFAULT_SUBFOOTER", {
    id: "DEFAULT_SUBFOOTER",
    kind: "subfooter",
    data: site === "fonds"
      ? { heading: nl ? "Blijf betrokken" : "Stay involved", subheading: nl ? "Ontvang nieuws van het Carré Fonds in uw mailbox." : "Receive news from the Carré Fund in your inbox." }
      : { heading: nl ? "Blijf op de hoogte" : "Stay up to date", subheading: nl ? "Meld u aan voor de nieuwsbrief en hoor als eerste over nieuwe voorstellingen." : "Sign up for the newsletter and be the first to hear about new shows." },
  });
  return out;
}

/** Relations every page node carries to its frame. */
export function frameRelations(lang: Lang): Record<string, string> {
  return { menu_main: `menu-main-${lang}`, menu_top: `menu-top-${lang}`, footer: "DEFAULT_FOOTER", subfooter: "DEFAULT_SUBFOOTER" };
}
