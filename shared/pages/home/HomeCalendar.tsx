/**
 * The home calendar widget (spec 1 §2 Home): a Monday-first month grid where only days with shows
 * are buttons; choosing a day or month selects that entry at its first show, and the arrows step
 * through that day's shows, clamped at both ends. The initial day comes from the view model.
 */
import { useState } from "react";
import { AppLink } from "../../components/AppLink";
import { CmsImage } from "../../components/CmsImage";
import { SalesButton } from "../../components/SalesButton";
import { formatWeekdayDate, monthGrid, monthLabel, WEEKDAYS_LONG, WEEKDAYS_SHORT } from "../../i18n/dates";
import { HOME_TEXTS } from "../../i18n/home-texts";
import type { Lang } from "../../i18n/lang";
import { routePath } from "../../paths/table";
import { widgetEvent, type CalendarWidgetVM } from "../../view/home/calendar-widget-vm";
import { stepProps } from "../../components/step-props";

export function HomeCalendar({ calendar, lang }: { calendar: CalendarWidgetVM; lang: Lang }) {
  const t = HOME_TEXTS[lang];
  const [selected, setSelected] = useState(calendar.initialDate);
  const [index, setIndex] = useState(0);
  const byDate = new Map(calendar.days);
  const months = [...new Set(calendar.days.map(([date]) => date.slice(0, 7)))];
  const month = selected.slice(0, 7);
  const monthIndex = months.indexOf(month);
  const events = byDate.get(selected) ?? [];
  const entry = events[Math.min(index, Math.max(0, events.length - 1))];
  const current = entry ? widgetEvent(calendar, entry) : undefined;
  const show = current?.show;

  const choose = (date: string) => {
    setSelected(date);
    setIndex(0);
  };
  const chooseMonth = (key: string | undefined) => {
    const first = key ? calendar.days.find(([date]) => date.startsWith(key)) : undefined;
    if (first) choose(first[0]);
  };
  const notice = events.length > 1 ? (selected === calendar.today ? t.multipleToday : t.multipleChosen) : null;

  return (
    <section className="home-section home-calendar" aria-labelledby="home-calendar-title">
      <h2 id="home-calendar-title" className="home-section__title">
        {t.calendarTitle}
      </h2>
      <div className="home-calendar__layout">
        <div className="home-calendar__month">
          <div className="home-calendar__month-nav">
            <button type="button" className="home-calendar__arrow" aria-label={t.previousMonth} {...stepProps(monthIndex <= 0, () => chooseMonth(months[monthIndex - 1]))}>
              ‹
            </button>
            <span className="home-calendar__month-label" aria-live="polite">
              {monthLabel(month, lang)}
            </span>
            <button type="button" className="home-calendar__arrow" aria-label={t.nextMonth} {...stepProps(monthIndex < 0 || monthIndex >= months.length - 1, () => chooseMonth(months[monthIndex + 1]))}>
              ›
            </button>
          </div>
          <table className="home-calendar__grid">
            <thead>
              <tr>
                {WEEKDAYS_SHORT[lang].map((d, i) => (
                  <th key={d} scope="col" abbr={WEEKDAYS_LONG[lang][i]}>
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(month).map((week, w) => (
                <tr key={w}>
                  {week.map((date, i) => (
                    <td key={date ?? `empty-${i}`}>
                      {date && (
                        <button
                          type="button"
                          className={[
                            "home-calendar__day",
                            byDate.has(date) ? "home-calendar__day--shows" : "",
                            date === selected ? "home-calendar__day--selected" : "",
                            date === calendar.today ? "home-calendar__day--today" : "",
                          ].join(" ").trim()}
                          disabled={!byDate.has(date)}
                          aria-pressed={date === selected}
                          aria-label={formatWeekdayDate(date, lang) ?? date}
                          data-date={date}
                          onClick={() => choose(date)}
                        >
                          {Number(date.slice(8))}
                        </button>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="home-calendar__show" aria-live="polite">
          <p className="home-calendar__date">{formatWeekdayDate(selected, lang)}</p>
          {notice && <p className="home-calendar__notice">{notice}</p>}
          {show && current ? (
            <article className="home-calendar__card">
              <AppLink className="home-calendar__image" to={show.href} tabIndex={-1} aria-hidden="true">
                <CmsImage image={show.image} alt="" maxWidth={512} sizes="(max-width: 767px) 100vw, 512px" />
              </AppLink>
              <h3 className="home-calendar__heading">
                <AppLink to={show.href}>{show.heading}</AppLink>
              </h3>
              {show.subheading && <p className="home-calendar__subheading">{show.subheading}</p>}
              {current.time && <p className="home-calendar__time">{current.time}</p>}
              <SalesButton button={current.button} />
            </article>
          ) : (
            <p>{t.noShows}</p>
          )}
          {events.length > 1 && (
            <div className="home-calendar__stepper">
              <button type="button" className="home-calendar__arrow" aria-label={t.previousShow} {...stepProps(index <= 0, () => setIndex((i) => Math.max(0, i - 1)))}>
                ‹
              </button>
              <span className="home-calendar__position">{t.showOf(Math.min(index, events.length - 1) + 1, events.length)}</span>
              <button type="button" className="home-calendar__arrow" aria-label={t.nextShow} {...stepProps(index >= events.length - 1, () => setIndex((i) => Math.min(events.length - 1, i + 1)))}>
                ›
              </button>
            </div>
          )}
        </div>
      </div>
      <p className="home-calendar__all">
        <AppLink className="button" to={routePath("calendar", lang)}>
          {t.showCompleteCalendar}
        </AppLink>
      </p>
    </section>
  );
}
