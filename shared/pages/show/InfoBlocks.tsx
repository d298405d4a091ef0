/** Smaller blocks of the show page: waiting list, large groups, no dates, customer service, cancellation. */
import { AppLink } from "../../components/AppLink";
import { SalesButton } from "../../components/SalesButton";
import type { Lang } from "../../i18n/lang";
import { SHOW_TEXTS } from "../../i18n/show-texts";
import type { ShowView } from "../../view/pages/show";
import { FactIcon } from "./FactIcon";

export function WaitingList({ list, lang }: { list: NonNullable<ShowView["waitingList"]>; lang: Lang }) {
  const { event } = list;
  return (
    <section className="show-block show-waiting">
      <h2 className="show-block__heading">{list.title ?? SHOW_TEXTS[lang].waitingListDefault}</h2>
      <p className="show-waiting__item">
        <span className="show-waiting__date">
          {event.date} {event.year}
          {event.time && ` · ${event.time}`}
          {event.details && ` · ${event.details}`}
        </span>
        <SalesButton button={event.button} />
      </p>
    </section>
  );
}

export function BigGroups({ size, href, lang }: { size: number; href: string; lang: Lang }) {
  return (
    <p className="show-big-groups">
      {/* An inline icon: the emoji it replaces showed as "▯" where no font carries it (issue 26). */}
      <FactIcon name="group" />
      <AppLink to={href}>{SHOW_TEXTS[lang].bigGroups(size)}</AppLink>
    </p>
  );
}

export function NoDates({ lang }: { lang: Lang }) {
  return <p className="show-no-dates">{SHOW_TEXTS[lang].noDates}</p>;
}

export function CustomerService({ lang }: { lang: Lang }) {
  const t = SHOW_TEXTS[lang];
  return (
    <section className="show-block show-service">
      <h2 className="show-block__heading">{t.customerServiceTitle}</h2>
      <p>{t.customerServiceText}</p>
    </section>
  );
}

export function Cancellation({ lang }: { lang: Lang }) {
  const t = SHOW_TEXTS[lang];
  return (
    <section className="show-block show-cancellation">
      <h2 className="show-block__heading">{t.cancellationTitle}</h2>
      <p>{t.cancellationText}</p>
    </section>
  );
}
