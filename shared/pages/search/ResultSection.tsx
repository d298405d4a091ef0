/** One result section of the search page (Shows, Pages, News); nothing when it has no items. */
import { AppLink } from "../../components/AppLink";
import { CmsImage } from "../../components/CmsImage";
import { SalesButton } from "../../components/SalesButton";
import { AGENDA_IMAGE_MAX_WIDTH } from "../../domain/images";
import type { Lang } from "../../i18n/lang";
import { PROGRAMME_TEXTS } from "../../i18n/programme-texts";
import type { SearchResult } from "../../view/pages/search";

export function ResultSection(props: { id: string; title: string; items: readonly SearchResult[]; lang: Lang }) {
  const { id, title, items, lang } = props;
  if (items.length === 0) return null;
  const t = PROGRAMME_TEXTS[lang];
  return (
    <section className="search-section" aria-labelledby={`${id}-title`} data-section={id}>
      <h2 id={`${id}-title`} className="search-section__title">
        {title}
      </h2>
      <ul className="search-section__items">
        {items.map((item) => (
          <li key={item.id} className="search-result">
            {item.image ? (
              <AppLink to={item.href} className="search-result__media" tabIndex={-1} aria-hidden="true">
                <CmsImage image={item.image} className="search-result__image" maxWidth={AGENDA_IMAGE_MAX_WIDTH} sizes="(max-width: 767px) 100vw, 240px" alt="" />
              </AppLink>
            ) : (
              <span className="search-result__media search-result__media--empty" aria-hidden="true" />
            )}
            <div className="search-result__body">
              {item.dateText && <p className="search-result__date">{item.dateText}</p>}
              <h3 className="search-result__heading">
                <AppLink to={item.href}>{item.heading}</AppLink>
              </h3>
              {item.subheading && <p className="search-result__subheading">{item.subheading}</p>}
              <div className="search-result__actions">
                {item.salesButton && <SalesButton button={item.salesButton} />}
                <AppLink to={item.href} className="button button--white">
                  {t.moreInfo}
                  <span className="visually-hidden">: {item.heading}</span>
                </AppLink>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
