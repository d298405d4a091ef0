import { DateTime } from "luxon";
import type { Lang } from "../i18n/lang";
import { TEXTS } from "../i18n/texts";
import type { ContentView } from "../view/pages/content";
import { CmsImage } from "../components/CmsImage";
import { RichText } from "../components/RichText";

/**
 * A content page, news item or show page body. Rich text is the venue's own editorial HTML from
 * its CMS and is rendered as such (docs/decisions/cms-html.md).
 */
export function ContentPage({ view, lang }: { view: ContentView; lang: Lang }) {
  const published = view.publicationDate ? formatDate(view.publicationDate, lang) : null;
  return (
    <article className="content-page">
      {view.headerImage && (
        <figure className="content-page__image">
          <CmsImage image={view.headerImage} sizes="(max-width: 1280px) 100vw, 1280px" maxWidth={1280} quality="normal" priority />
        </figure>
      )}
      <div className="content-page__body">
        {published && (
          <p className="content-page__date">
            {TEXTS[lang].publishedOn} <time dateTime={view.publicationDate}>{published}</time>
          </p>
        )}
        <h1 className="content-page__heading">{view.heading}</h1>
        {view.subheading && <p className="content-page__subheading">{view.subheading}</p>}
        {[view.contentMainHtml, view.contentRemainingHtml, view.contentBottomHtml].map(
          (html, i) => html && <RichText key={i} html={html} lang={lang} />,
        )}
      </div>
    </article>
  );
}

function formatDate(iso: string, lang: Lang): string | null {
  const dt = DateTime.fromISO(iso, { zone: "Europe/Amsterdam" });
  return dt.isValid && dt.year > 1900 ? dt.setLocale(lang === "nl" ? "nl-NL" : "en-GB").toFormat("d MMMM yyyy") : null;
}
