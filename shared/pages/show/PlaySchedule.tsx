/**
 * Play schedule (spec 2 §2): the 'Tickets vanaf' line, duration and break, month groups of rows
 * (collapsed to the first 10 when longer, with a toggle) or the calendar form, and the legend.
 */
import { useId, useState } from "react";
import { keepInView } from "./keep-in-view";
import { SalesButton } from "../../components/SalesButton";
import type { Lang } from "../../i18n/lang";
import { SHOW_TEXTS } from "../../i18n/show-texts";
import type { ScheduleEvent, ScheduleVM } from "../../view/show/schedule";
import { EventLabels } from "./EventLabels";
import { ScheduleCalendar } from "./ScheduleCalendar";
import { SCHEDULE_ID } from "./scroll";

function Row({ event, lang, hidden }: { event: ScheduleEvent; lang: Lang; hidden: boolean }) {
  return (
    <tr className={`schedule-row schedule-row--${event.status}`} hidden={hidden}>
      <th scope="row" className="schedule-row__date">
        <span className={`schedule-dot schedule-dot--${event.status}`} aria-hidden="true" />
        {event.date}
      </th>
      <td className="schedule-row__time">{event.time}</td>
      <td className="schedule-row__details">
        {event.details && <span className="schedule-row__detail">{event.details}</span>}
        {event.minPriceText && <span className="schedule-row__price">{event.minPriceText}</span>}
        {event.noBookingCosts && event.minPriceText && <span className="schedule-row__note">{SHOW_TEXTS[lang].noBookingCosts}</span>}
        <EventLabels event={event} lang={lang} />
      </td>
      <td className="schedule-row__button">
        <SalesButton button={event.button} />
      </td>
    </tr>
  );
}

function Legend({ schedule, lang }: { schedule: ScheduleVM; lang: Lang }) {
  const t = SHOW_TEXTS[lang];
  if (schedule.legend.length === 0) return null;
  return (
    <div className="schedule-legend">
      <h3 className="visually-hidden">{t.legend}</h3>
      <ul className="schedule-legend__list">
        {schedule.legend.map((entry) => (
          <li key={entry.status} className="schedule-legend__item">
            <span className={`schedule-legend__swatch schedule-legend__swatch--${entry.color}`} aria-hidden="true" />
            {t.statusLabels[entry.status as keyof typeof t.statusLabels] ?? entry.status}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Table({ schedule, lang }: { schedule: ScheduleVM; lang: Lang }) {
  const t = SHOW_TEXTS[lang];
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const collapsed = schedule.collapsible && !expanded;
  let index = 0;
  return (
    <>
      <div id={bodyId} className="schedule-groups">
        {schedule.groups.map((group) => {
          const firstIndex = index;
          index += group.events.length;
          return (
            <table key={group.key} className="schedule-table" hidden={collapsed && firstIndex >= schedule.collapsedRows}>
              <caption className="schedule-table__month">{group.label}</caption>
              <thead className="visually-hidden">
                <tr>
                  <th scope="col">{t.date}</th>
                  <th scope="col">{t.time}</th>
                  <th scope="col">{t.details}</th>
                  <th scope="col">{t.tickets}</th>
                </tr>
              </thead>
              <tbody>
                {group.events.map((event, i) => (
                  <Row key={event.id} event={event} lang={lang} hidden={collapsed && firstIndex + i >= schedule.collapsedRows} />
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
      {schedule.collapsible && (
        <button
          type="button"
          className="show-link-button schedule-toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={(e) => {
            if (expanded) keepInView(e.currentTarget);
            setExpanded(!expanded);
          }}
        >
          {expanded ? t.showFewerDates : t.showMoreDates}
        </button>
      )}
    </>
  );
}

export function PlaySchedule({ schedule, lang }: { schedule: ScheduleVM; lang: Lang }) {
  const t = SHOW_TEXTS[lang];
  return (
    <section className="show-block schedule" id={SCHEDULE_ID} tabIndex={-1} aria-labelledby={`${SCHEDULE_ID}-heading`}>
      <h2 className="show-block__heading" id={`${SCHEDULE_ID}-heading`}>
        {t.playSchedule}
      </h2>
      {(schedule.priceFrom || schedule.duration || schedule.breakText) && (
        <dl className="schedule-meta">
          {schedule.priceFrom && (
            <div>
              <dt>{t.ticketsFrom}</dt>
              <dd>{schedule.priceFrom}</dd>
            </div>
          )}
          {schedule.duration && (
            <div>
              <dt>{t.duration}</dt>
              <dd>{schedule.duration}</dd>
            </div>
          )}
          {schedule.breakText && (
            <div>
              <dt>{t.breakLabel}</dt>
              <dd>{schedule.breakText}</dd>
            </div>
          )}
        </dl>
      )}
      {schedule.notPublished ? (
        <p className="schedule-unpublished">{t.notPublished}</p>
      ) : schedule.form === "calendar" && schedule.calendar ? (
        <ScheduleCalendar calendar={schedule.calendar} lang={lang} />
      ) : (
        <Table schedule={schedule} lang={lang} />
      )}
      {schedule.hasDinner && <p className="schedule-note">{t.restaurantNote}</p>}
      <Legend schedule={schedule} lang={lang} />
    </section>
  );
}
