/**
 * Calendar form of the play schedule (spec 2 §2): one month at a time, Monday first. On a phone
 * the same markup is laid out as a list of the days with shows (client/styles/schedule.css), as
 * seven columns cannot hold a day's buttons and badges at 360 px (issue 26); each day therefore
 * carries its weekday, which only the list shows.
 */
import { useState } from "react";
import { SalesButton } from "../../components/SalesButton";
import type { Lang } from "../../i18n/lang";
import { SHOW_TEXTS } from "../../i18n/show-texts";
import type { ScheduleVM } from "../../view/show/schedule";
import { EventLabels } from "./EventLabels";
import { stepProps } from "../../components/step-props";

export function ScheduleCalendar({ calendar, lang }: { calendar: NonNullable<ScheduleVM["calendar"]>; lang: Lang }) {
  const t = SHOW_TEXTS[lang];
  const [index, setIndex] = useState(0);
  const month = calendar.months[Math.min(index, calendar.months.length - 1)];
  if (!month) return null;
  return (
    <div className={`schedule-calendar schedule-calendar--${calendar.widthClass}`}>
      <div className="schedule-calendar__bar">
        <button type="button" className="schedule-calendar__nav" aria-label={t.calendarPrev} {...stepProps(index === 0, () => setIndex(index - 1))}>
          ‹
        </button>
        <h3 className="schedule-calendar__month" aria-live="polite">
          {month.label}
        </h3>
        <button type="button" className="schedule-calendar__nav" aria-label={t.calendarNext} {...stepProps(index >= calendar.months.length - 1, () => setIndex(index + 1))}>
          ›
        </button>
      </div>
      <table className="schedule-calendar__grid">
        <thead>
          <tr>
            {calendar.weekdays.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.weeks.map((week, w) => (
            <tr key={w}>
              {week.map((cell, c) =>
                cell ? (
                  <td key={cell.iso} className={cell.events.length > 0 ? "schedule-calendar__day schedule-calendar__day--events" : "schedule-calendar__day"}>
                    <span className="schedule-calendar__date">
                      <span className="schedule-calendar__weekday">{calendar.weekdays[c]} </span>
                      <span className="schedule-calendar__number">{cell.day}</span>
                    </span>
                    {cell.events.map((e) => (
                      <div key={e.id} className={`schedule-calendar__event schedule-calendar__event--${e.status}`}>
                        {e.time && <span className="schedule-calendar__time">{e.time}</span>}
                        <EventLabels event={e} lang={lang} />
                        <SalesButton button={e.button} className="schedule-calendar__button" />
                      </div>
                    ))}
                  </td>
                ) : (
                  <td key={`empty-${c}`} className="schedule-calendar__day schedule-calendar__day--empty" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
