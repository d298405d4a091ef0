/**
 * Home nodes (spec 1 §3 "Home payload", spec 4): header images, slideshow of production pages,
 * text widgets, banners, the home news query node and sponsor. Banners are also used by a
 * content page, so they are built first and returned.
 */
import { HERO_VIDEO_PATH } from "../media";
import { createRng } from "../prng";
import type { Catalog } from "./productions";
import { addImage } from "./images";
import { LANGS, type Lang, type NodeBag, type SiteKey } from "./model";
import { paragraphs } from "./text";

export function buildBanners(bag: NodeBag, site: SiteKey): Record<Lang, string[]> {
  const rng = createRng(`banners:${site}`);
  const specs: [string, string, string, string, string, boolean][] = [
    ["Theaterarrangementen", "Theatre packages", "/pagina/theaterarrangementen", "/en/page/packages", "Bekijk", true],
    ["Cadeaubon", "Gift card", "https://www.theaterkadobon.nl", "https://www.theaterkadobon.nl", "Bestel", true],
    ["Steun Carré", "Support Carré", "https://carrefonds.nl", "https://carrefonds.nl/en", "Doneer", true],
    ["Zonder afbeelding", "Without image", "/pagina/zakelijk", "/en/page/business", "Lees meer", false],
  ];
  const out: Record<Lang, string[]> = { nl: [], en: [] };
  for (const [titleNl, titleEn, hrefNl, hrefEn, button, hasImage] of specs) {
    const image = hasImage ? addImage(bag, rng, titleNl, ["thumbnail_landscape"]).thumbnail_landscape : null;
    for (const lang of LANGS) {
      const href = lang === "nl" ? hrefNl : hrefEn;
      out[lang].push(
        bag.add({
          id: rng.ulid(),
          kind: "banner",
          data: {
            title: lang === "nl" ? titleNl : titleEn,
            subtitle: lang === "nl" ? "Ontdek de mogelijkheden" : "Discover the options",
            button_text: lang === "nl" ? button : "More",
            link: { type: href.startsWith("/") ? "internal" : "other", href },
          },
          relations: { image },
        }),
      );
    }
  }
  return out;
}

export function buildHome(
  bag: NodeBag,
  site: SiteKey,
  lang: Lang,
  year: number,
  catalog: Catalog,
  newsIds: string[],
  bannerIds: string[],
): string {
  const rng = createRng(`home:${site}:${lang}`);
  const nl = lang === "nl";
  const fonds = site === "fonds";
  const day = addImage(bag, rng, "Carré bij dag", ["header_bg_wide"]).header_bg_wide;
  const night = addImage(bag, rng, "Carré bij nacht", ["header_bg_wide"]).header_bg_wide;
  const mobile = addImage(bag, rng, "Carré mobiel", ["header_small"]).header_small;
  const sponsor = addImage(bag, rng, "Hoofdsponsor", ["thumbnail_landscape"]).thumbnail_landscape;

  // Slides point at production pages: ids "<page id>-1" as observed.
  const slidePages = catalog.pages[lang]
    .map((id) => bag.nodes.get(id)!)
    .filter((p) => p.data.isAllowedInSlideshow && p.relations?.image_header_large)
    .slice(0, fonds ? 3 : 8);
  const slides = slidePages.map((p) =>
    bag.add({ id: `${p.id}-1`, kind: "slide", data: { heading: p.data.heading, subheading: p.data.subheading }, relations: { production_page: p.id, image: p.relations!.image_header_large } }),
  );
  const slideshow = bag.add({ id: `slideshow-home-${site}-${lang}`, kind: "slideshow", data: {}, relations: { slides } });

  const widget = (title: string) =>
    bag.add({ id: rng.ulid(), kind: "text_widget", data: { title, content: paragraphs(rng, lang, 1), socials: false, paymentmethods: false } });
  const newsQuery = bag.add({
    id: `home-news-pages-${lang}`,
    kind: "home-news-pages",
    data: {},
    query_result: { node_ids: newsIds.slice(0, 5), per_page: 5 },
  });

  return bag.add({
    id: `home-${lang}`,
    kind: "home",
    data: {
      url: nl ? "/" : "/en",
      urlTranslated: nl ? "/en" : "/",
      headerTitle: fonds ? (nl ? "Steun Carré" : "Support Carré") : nl ? "Welkom in Carré" : "Welcome to Carré",
      hideHeaderTitleMobile: false,
      pinnedSlideIDs: [catalog.bySlug.get("hadestown")![lang], catalog.bySlug.get("42nd-street")![lang]],
      maxHighlights: 9,
      numberOfHighlights: 9,
      alternativeHomepage: false,
      headerImagePositionDay: "center center",
      headerImagePositionNight: "center top",
      // Only the venue loops a video behind the welcome.
      ...(fonds ? {} : { headerVideoURL: HERO_VIDEO_PATH }),
      // The last entry is not a YouTube link: the site must drop it.
      youtubeURL:
        "https://www.youtube.com/watch?v=M7lc1UVf-VE,https://youtu.be/aqz-KE-bpKQ, https://www.youtube.com/embed/ScMzIvxBSi4,https://vimeo.com/76979871",
      bannersTitle: nl ? "Ontdek meer" : "Discover more",
      siteTitle: fonds ? "Carré Fonds" : "Koninklijk Theater Carré",
      seoDescription: nl ? "Het mooiste theater van Amsterdam." : "The most beautiful theatre in Amsterdam.",
      copyright: `© ${year} ${fonds ? "Carré Fonds" : "Koninklijk Theater Carré"}`,
      mainSponsorURL: "https://www.vriendenloterij.nl",
    },
    relations: {
      header_image_day: day,
      header_image_night: night,
      header_image_mobile: mobile,
      image_sponsor: sponsor,
      slideshow,
      text_widget: widget(nl ? "Welkom" : "Welcome"),
      text_widget2: widget(nl ? "Plan uw bezoek" : "Plan your visit"),
      banners: bannerIds,
      newsPageQuery: newsQuery,
    },
  });
}
