/**
 * Builds what each site serves from the content modules. The programme (catalog) is built once and
 * shared; everything else is per site, seeded per site so both are stable on their own.
 */
import { amsterdamDay, amsterdamNow } from "../dates";
import { buildFrame } from "./frame";
import { buildBanners, buildHome } from "./home";
import { LANGS, NodeBag, type SiteKey, type SiteStore } from "./model";
import { addMusical } from "./musical";
import { buildNews } from "./news";
import { buildPages } from "./pages";
import { buildCatalog, type Catalog } from "./productions";
import { presaleCodes, redirectLookups, renderRedirects } from "./redirects";
import { VENUES } from "./venues";

export function buildStores(today: Date): Record<SiteKey, SiteStore> {
  const now = amsterdamNow(today);
  const catalog = buildCatalog(now, amsterdamDay(today));
  addMusical(catalog, now);
  return {
    carre: buildSiteStore("carre", catalog, now.year, 28),
    // Enough news on both sites for three list pages of 10 (spec 1 §7).
    fonds: buildSiteStore("fonds", catalog, now.year, 26),
  };
}

function buildSiteStore(site: SiteKey, catalog: Catalog, year: number, newsCount: number): SiteStore {
  const bag = new NodeBag();
  for (const node of catalog.bag.nodes.values()) bag.add(node);
  const news = buildNews(bag, site, catalog.day, newsCount);
  const banners = buildBanners(bag, site);
  const pages = buildPages(bag, site, banners);
  for (const lang of LANGS) buildHome(bag, site, lang, year, catalog, news.ids[lang], banners[lang]);

  const paths = new Map([...catalog.paths, ...news.paths, ...pages.paths, ...renderRedirects(site)]);
  return {
    site,
    nodes: bag.nodes,
    frame: { nl: buildFrame(site, "nl", year), en: buildFrame(site, "en", year) },
    paths,
    productions: catalog.productions,
    venues: new Map(VENUES.map((v) => [v.id, v])),
    arrangements: catalog.arrangements,
    productionPages: catalog.pages,
    news: news.ids,
    pages: pages.ids,
    redirects: redirectLookups(site),
    presale: presaleCodes(catalog),
  };
}
