/**
 * News items (kind news-page) in both languages, with tags for the news list's filter, a few
 * hidden ones, one without image, one with a junk publication date as seen live (spec 4), one
 * with hideHeaderImage, and the newest with every block a news item has (news-blocks.ts).
 */
import type { DateTime } from "luxon";
import { at, iso } from "../dates";
import { createRng } from "../prng";
import { addImage, slugify } from "./images";
import { LANGS, type CmsNodeRecord, type Lang, type NodeBag, type PathTarget, type SiteKey } from "./model";
import { allNewsBlocks, newsBreadcrumbs } from "./news-blocks";
import { paragraphs, sentence } from "./text";

export const NEWS_TAGS: Record<Lang, string[]> = {
  nl: ["Voorstellingen", "Achter de schermen", "Musical", "Carré Fonds", "Zakelijk"],
  en: ["Shows", "Behind the scenes", "Musical", "Carré Fund", "Business"],
};

const HEADLINES: [string, string][] = [
  ["Hadestown verlengd tot in de zomer", "Hadestown extended into the summer"],
  ["Nieuwe voorstellingen in de verkoop", "New shows on sale"],
  ["Terugblik op een bijzonder seizoen", "Looking back on a special season"],
  ["Carré viert zijn verjaardag", "Carré celebrates its birthday"],
  ["Achter de schermen bij de decorbouw", "Behind the scenes with the set builders"],
  ["42nd Street komt terug naar Amsterdam", "42nd Street returns to Amsterdam"],
  ["Restauratie van de koepel afgerond", "Restoration of the dome completed"],
  ["Carré Fonds steunt jong talent", "Carré Fund supports young talent"],
  ["Zakelijke arrangementen voor het nieuwe jaar", "Business packages for the new year"],
  ["Interview met de regisseur van 3 Musketiers", "Interview with the director of 3 Musketeers"],
  ["Toegankelijk theater: nieuwe voorzieningen", "Accessible theatre: new facilities"],
  ["Rock & Roll Revue: een avond vol energie", "Rock & Roll Revue: an evening full of energy"],
  ["Het Grand Café krijgt een nieuwe kaart", "The Grand Café gets a new menu"],
  ["Kaartverkoop Wintercircus start binnenkort", "Winter Circus ticket sales start soon"],
];

export interface NewsResult {
  ids: Record<Lang, string[]>;
  paths: Map<string, PathTarget>;
}

export function newsPath(lang: Lang, slug: string): string {
  return lang === "nl" ? `/nieuwsitem/${slug}` : `/en/newsitem/${slug}`;
}

export function buildNews(bag: NodeBag, site: SiteKey, day: DateTime, count: number): NewsResult {
  const rng = createRng(`news:${site}`);
  const result: NewsResult = { ids: { nl: [], en: [] }, paths: new Map() };
  const used = new Set<string>();
  for (let n = 0; n < count; n++) {
    const base = HEADLINES[n % HEADLINES.length];
    const round = Math.floor(n / HEADLINES.length);
    const headings: [string, string] = round === 0 ? base : [`Update: ${base[0]}`, `Update: ${base[1]}`];
    const slugs = headings.map((h) => {
      let s = slugify(h);
      while (used.has(s)) s += "-2";
      used.add(s);
      return s;
    }) as [string, string];
    const published =
      n === count - 1 ? "1021-12-18T00:00:00+00:19" : iso(at(day, -(n * 6 + rng.int(0, 4)), `${rng.int(8, 16)}:00`));
    const images = n === 6 ? null : addImage(bag, rng, headings[0], ["header_large", "header_small", "thumbnail_landscape"]);
    const t = NEWS_TAGS.nl.length;
    const tags = [n % t, (n * 3 + 1) % t, (n * 2 + 3) % t].slice(0, n % 3 === 0 ? 2 : 3);
    const ids = { nl: rng.ulid(), en: rng.ulid() };
    LANGS.forEach((lang, li) => {
      const other = li === 0 ? 1 : 0;
      const text = createRng(`news-text:${site}:${n}:${lang}`);
      const node: CmsNodeRecord = {
        id: ids[lang],
        kind: "news-page",
        publication_date: published,
        data: {
          heading: headings[li],
          subheading: n % 4 === 3 ? null : sentence(text, lang),
          url: newsPath(lang, slugs[li]),
          urlTranslated: newsPath(other === 0 ? "nl" : "en", slugs[other]),
          language: lang,
          hide: n % 9 === 4,
          tags: [...new Set(tags.map((t) => NEWS_TAGS[lang][t]))],
          contentMain: paragraphs(text, lang, text.int(2, 5)),
          seoDescription: sentence(text, lang),
          seoKeywords: "",
          siteTitle: `${headings[li]} | ${site === "fonds" ? "Carré Fonds" : "Koninklijk Theater Carré"}`,
          hideHeaderImage: n === 2,
          // The first item runs a campaign: one image pixel (docs/decisions/analytics.md).
          ...(n === 0 ? { marketingPixels: [{ url: "https://px.ads.linkedin.com/collect/?pid=5551234&fmt=gif" }] } : {}),
        },
        relations: {
          image_thumb: images?.thumbnail_landscape ?? null,
          image_header_small: images?.header_small ?? null,
          image_header_large: images?.header_large ?? null,
          image_sponsor: null,
          banners: [],
          questions: [],
        },
      };
      Object.assign(node.relations!, n === 0 ? allNewsBlocks(bag, lang, node) : { breadcrumbs: newsBreadcrumbs(bag, lang, node) });
      bag.add(node);
      result.ids[lang].push(ids[lang]);
      result.paths.set(newsPath(lang, slugs[li]), { type: "node", id: ids[lang], lang });
    });
  }
  for (const lang of LANGS) {
    // Newest first; the junk date sorts last.
    result.ids[lang].sort((a, b) => String(bag.nodes.get(b)!.publication_date).localeCompare(String(bag.nodes.get(a)!.publication_date)));
  }
  return result;
}
