import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { AppLink } from "../components/AppLink";
import { NewsCard } from "../components/blocks/NewsBlock";
import { NEWS_TEXTS } from "../i18n/news-texts";
import type { Lang } from "../i18n/lang";
import { routePath } from "../paths/table";
import type { NewsListView } from "../view/pages/lists";

/**
 * The news list screen (spec 1 §2). A GET form and plain links: without JavaScript it works the
 * same, and crawlers follow previous/next through every page.
 */
export function ListPage({ view, lang }: { view: NewsListView; lang: Lang }) {
  const t = NEWS_TEXTS[lang];
  const found = view.items.length > 0;
  const searched = Boolean(view.q) || view.filters.length > 0;
  // The box follows the address (Back, a removed filter) without being made anew: a new input took
  // the focus away from the visitor who had just searched.
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current && box.current.value !== (view.q ?? "")) box.current.value = view.q ?? "";
  }, [view.q]);
  return (
    <section className="list-page news-list" aria-labelledby="news-list-title">
      <h1 id="news-list-title" className="list-page__title">
        {view.heading}
      </h1>
      <p className="list-page__intro">{view.intro}</p>
      {/* A new search starts on page 1 and keeps the tag filter. */}
      <Form method="get" action={routePath("news", lang)} className="news-list__search" role="search">
        <label htmlFor="news-list-q">{t.searchLabel}</label>
        <input id="news-list-q" type="search" name="q" defaultValue={view.q} placeholder={t.searchPlaceholder} maxLength={200} ref={box} />
        {view.filters.map((f) => (
          <input key={f.tag} type="hidden" name="tag" value={f.tag} />
        ))}
        <button type="submit" className="button">
          {t.searchSubmit}
        </button>
      </Form>
      {view.filters.length > 0 && (
        <p className="news-list__filter">
          <span>{t.filteredOn}</span>
          {view.filters.map((f) => (
            <span key={f.tag} className="news-list__filter-item">
              <span className="news-list__tag">{f.tag}</span>{" "}
              <AppLink className="news-list__remove" to={f.removeHref}>
                {t.removeFilter}
                <span className="visually-hidden">: {f.tag}</span>
              </AppLink>
            </span>
          ))}
        </p>
      )}
      {/* Always there, so a screen reader hears it change after a search: none found, or how many (a
          status made with its text, as the no-results line was, is often not read). */}
      <p className={found ? "visually-hidden" : "news-list__status"} role="status">
        {!found ? t.noResults : searched ? t.found(view.total) : ""}
      </p>
      {found && (
        <ul className="news-list__items">
          {view.items.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} lang={lang} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {view.totalPages > 1 && (
        <nav className="news-list__pager" aria-label={t.pagination}>
          {view.prevHref ? (
            <AppLink className="button button--white news-list__pager-link" to={view.prevHref} rel="prev">
              <span aria-hidden="true">←</span>
              {t.previous}
            </AppLink>
          ) : (
            <span />
          )}
          <p className="news-list__pager-status" aria-current="page">
            {t.pageOf(view.page, view.totalPages)}
          </p>
          {view.nextHref ? (
            <AppLink className="button button--white news-list__pager-link" to={view.nextHref} rel="next">
              {t.next}
              <span aria-hidden="true">→</span>
            </AppLink>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
