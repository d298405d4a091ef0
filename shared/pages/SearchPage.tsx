/**
 * Search results (spec 1 §2 Search): the box, the sections Shows, Pages and News, the no-results
 * message, a loading line while the next results load, and a button to the full agenda.
 */
import { useLocation, useNavigation } from "react-router";
import { AppLink } from "../components/AppLink";
import type { Lang } from "../i18n/lang";
import { PROGRAMME_TEXTS, SEARCH_RESULT_COUNT } from "../i18n/programme-texts";
import type { SearchView } from "../view/pages/search";
import { ResultSection } from "./search/ResultSection";
import { SearchBox } from "./search/SearchBox";

export function SearchPage({ view, lang }: { view: SearchView; lang: Lang }) {
  const t = PROGRAMME_TEXTS[lang];
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === pathname;
  const count = view.shows.length + view.pages.length + view.news.length;
  const empty = count === 0;
  return (
    <section className="search-page" aria-labelledby="search-title">
      <h1 id="search-title" className="search-page__title">
        {t.searchTitle}
      </h1>
      <SearchBox q={view.q} lang={lang} />
      {/* Said when the results change: how many, or that there are none. "Loading" is only seen:
          the frame's loading line says it already. */}
      <p className="search-page__loading" role="status">
        {loading ? (
          <span aria-hidden="true">{t.loading}</span>
        ) : (
          view.q !== null && <span className="visually-hidden">{empty ? t.searchNoResults : SEARCH_RESULT_COUNT[lang](count)}</span>
        )}
      </p>
      {view.q !== null && (
        <div className={`search-page__results${loading ? " search-page__results--stale" : ""}`}>
          {empty ? (
            <p className="search-page__empty">{t.searchNoResults}</p>
          ) : (
            <>
              <ResultSection id="search-shows" title={t.searchShows} items={view.shows} lang={lang} />
              <ResultSection id="search-pages" title={t.searchPages} items={view.pages} lang={lang} />
              <ResultSection id="search-news" title={t.searchNews} items={view.news} lang={lang} />
            </>
          )}
        </div>
      )}
      <p className="search-page__agenda">
        <AppLink to={view.calendarHref} className="button">
          {t.fullAgenda}
        </AppLink>
      </p>
    </section>
  );
}
