/** One calendar entry: date text, image, heading, subheading, wish-list, sales and more-info buttons. */
import { memo } from "react";
import { AppLink } from "../../components/AppLink";
import { CmsImage } from "../../components/CmsImage";
import { SalesButton } from "../../components/SalesButton";
import { WishlistButton } from "../../components/WishlistButton";
import { AGENDA_IMAGE_MAX_WIDTH } from "../../domain/images";
import type { Lang } from "../../i18n/lang";
import { PROGRAMME_TEXTS } from "../../i18n/programme-texts";
import type { CalendarEntry } from "../../view/pages/calendar";

/**
 * Memoised: the calendar re-renders with the month in view (its bar names it), which changes as the
 * visitor scrolls, and a hundred cards rendered again at each change were a long task on a phone.
 */
export const CalendarCard = memo(function CalendarCard(props: { entry: CalendarEntry; lang: Lang; featured?: boolean; headingLevel: 2 | 3; priority?: boolean }) {
  const { entry, lang, featured } = props;
  const t = PROGRAMME_TEXTS[lang];
  const Heading = props.headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={`calendar-card${featured ? " calendar-card--featured" : ""}`} data-entry-id={entry.id}>
      {entry.image && (
        // The heading link carries the name; this duplicate stays out of the tab order and the accessibility tree.
        <AppLink to={entry.href} className="calendar-card__media" tabIndex={-1} aria-hidden="true">
          <CmsImage
            image={entry.image}
            className="calendar-card__image"
            maxWidth={AGENDA_IMAGE_MAX_WIDTH}
            sizes={featured ? `(max-width: 767px) 100vw, ${AGENDA_IMAGE_MAX_WIDTH}px` : "(max-width: 767px) 100vw, 320px"}
            priority={props.priority}
            alt=""
          />
        </AppLink>
      )}
      <div className="calendar-card__body">
        {featured && <p className="calendar-card__badge">{t.featured}</p>}
        {entry.dateText && <p className="calendar-card__date">{entry.dateText}</p>}
        <Heading className="calendar-card__heading">
          <AppLink to={entry.href}>{entry.heading}</AppLink>
        </Heading>
        {entry.subheading && <p className="calendar-card__subheading">{entry.subheading}</p>}
        <div className="calendar-card__actions">
          {entry.salesButton && <SalesButton button={entry.salesButton} className="calendar-card__sales" />}
          <AppLink to={entry.href} className="button button--white calendar-card__more">
            {t.moreInfo}
            <span className="visually-hidden">: {entry.heading}</span>
          </AppLink>
          <WishlistButton productionPageId={entry.id} lang={lang} className="calendar-card__wish" name={entry.heading} />
        </div>
      </div>
    </article>
  );
});
