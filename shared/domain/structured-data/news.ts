/** A news item as schema.org NewsArticle, written and published by the site's organisation (by `@id`). */
import { amsterdam, formatIsoOffset } from "../../i18n/dates";
import type { Lang } from "../../i18n/lang";
import { CONTEXT, text, type JsonLd } from "./json-ld";

export interface NewsArticleInput {
  headline: string;
  /** The CMS's publication date; written with the Amsterdam offset of that day. */
  publicationDate: unknown;
  /** Absolute URLs. */
  url: string;
  image?: string | null;
  description?: string;
  lang: Lang;
  /** The site's organisation (publisherRef). */
  publisher: JsonLd;
}

/** The live CMS's year-1021 junk counts as no date: a wrong date in search results is worse than none. */
function articleDate(value: unknown): string | undefined {
  const date = amsterdam(value);
  return date && date.year >= 1900 ? (formatIsoOffset(date) ?? undefined) : undefined;
}

/**
 * The articles name no writer, so the author is the organisation that publishes them: the
 * publisher's node by its `@id`, with the name and url Google asks of an author on the page itself.
 * Without an `@id` it is a plain Organization by name and url.
 */
function authorOf(publisher: JsonLd): JsonLd {
  const { "@type": type, "@id": id, name, url } = publisher;
  return id ? { "@type": type, "@id": id, name, url } : { "@type": "Organization", name, url };
}

export function newsArticleJsonLd(input: NewsArticleInput): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline: input.headline,
    description: text(input.description),
    url: input.url,
    mainEntityOfPage: input.url,
    image: text(input.image) ? [input.image] : undefined,
    inLanguage: input.lang,
    // No dateModified: the render API carries no modification date (spec 4).
    datePublished: articleDate(input.publicationDate),
    author: authorOf(input.publisher),
    publisher: input.publisher,
  };
}
