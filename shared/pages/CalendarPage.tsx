/**
 * Calendar (spec 1 §2 Calendar): month sections behind a sticky month pagination, the first show
 * featured; with q, the matching shows or the no-results message and a way back to the full agenda.
 * Everything is in the server HTML, so crawlers see every show and link.
 */
import { useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useNavigationType, type NavigationType } from "react-router";
import { AppLink } from "../components/AppLink";
import { nextTask } from "../components/next-task";
import type { Lang } from "../i18n/lang";
import { PROGRAMME_TEXTS } from "../i18n/programme-texts";
import type { CalendarMonth, CalendarView } from "../view/pages/calendar";
import { CalendarCard } from "./calendar/CalendarCard";
import { MonthNav } from "./calendar/MonthNav";
import { useCurrentMonth } from "./calendar/use-current-month";
import { useMonthJumps } from "./calendar/use-month-jumps";

export function CalendarPage({ view, lang }: { view: CalendarView; lang: Lang }) {
  return (
    <section className="calendar-page" aria-labelledby="calendar-title">
      <h1 id="calendar-title" className="calendar-page__title">
        {view.heading}
      </h1>
      {view.q === null ? <CalendarMonths view={view} lang={lang} /> : <CalendarSearch view={view} lang={lang} />}
    </section>
  );
}

function CalendarMonths({ view, lang }: { view: CalendarView; lang: Lang }) {
  const bar = useRef<HTMLElement>(null);
  const [current, setCurrent, settle] = useCurrentMonth(
    view.months.map((m) => m.anchor),
    bar,
  );
  useMonthJumps();
  const navigationType = useNavigationType();
  const [shown, setShown] = useState(() => firstItemCount(view.months, navigationType));
  const total = view.items.length;
  // A layout effect: the listener below is there from the commit that shows a month link on.
  useLayoutEffect(() => {
    if (shown >= total) return undefined;
    let live = true;
    void nextTask().then(() => live && setShown((n) => n + ITEMS_PER_TASK));
    // A month link followed before its month is there: every month first, then the browser's jump.
    const renderAll = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href^="#"]')) flushSync(() => setShown(Infinity));
    };
    document.addEventListener("click", renderAll, true);
    return () => {
      live = false;
      document.removeEventListener("click", renderAll, true);
    };
  }, [shown, total]);
  const months = view.months.filter((month) => month.start < shown);
  return (
    <>
      <MonthNav ref={bar} months={view.months} current={current} lang={lang} onChoose={setCurrent} onStep={settle} />
      {months.map((month) => (
        <section key={month.key} id={month.anchor} className="calendar-month" aria-labelledby={`${month.anchor}-title`}>
          <h2 id={`${month.anchor}-title`} className="calendar-month__title">
            {month.label}
          </h2>
          <ul className="calendar-month__items">
            {view.items.slice(month.start, Math.min(month.start + month.count, shown)).map((entry, i) => {
              const featured = month.start + i === 0;
              return (
                <li key={entry.key} className={featured ? "calendar-month__item calendar-month__item--featured" : "calendar-month__item"}>
                  <CalendarCard entry={entry} lang={lang} featured={featured} priority={featured} headingLevel={3} />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}

/**
 * Cards rendered per task after the first ones: ~1 ms each at 1× on this machine, so a task of a
 * few milliseconds, ~4× that on a slow phone.
 */
const ITEMS_PER_TASK = 8;

/**
 * How many cards a client navigation renders first (issue 22 point 4): the first month's, or up to
 * the end of the month the address names; the others follow a few per task (the effect above), so
 * the page shows without waiting for a hundred cards (home → calendar took 240–260 ms from click to
 * paint after a hover), and no task renders many: the rest in one render held the main thread for
 * ~110 ms after the first paint, and a month at a time still 50–70 ms for a month of 55 shows. The
 * server's HTML and the hydrating render have every card (the document is marked hydrated only
 * after), so crawlers and visitors without JavaScript see them all and hydration matches. Back and
 * forward render every card at once: the saved position is restored in the navigation's own commit,
 * and a page of one month cut it short (6,000 px → 1,287). Not a deferred value: its render,
 * interruptible, waited while a keyboard user tabbed on.
 */
function firstItemCount(months: readonly CalendarMonth[], navigationType: NavigationType): number {
  if (typeof document === "undefined" || document.documentElement.dataset.hydrated !== "true" || navigationType === "POP") return Infinity;
  const named = months.find((m) => `#${m.anchor}` === window.location.hash) ?? months[0];
  return named ? named.start + named.count : Infinity;
}

function CalendarSearch({ view, lang }: { view: CalendarView; lang: Lang }) {
  const t = PROGRAMME_TEXTS[lang];
  return (
    <div className="calendar-search">
      <p className="calendar-search__query">
        {PROGRAMME_TEXTS[lang].searchResultsFor} <q>{view.q}</q>
      </p>
      {view.items.length === 0 ? (
        <p className="calendar-search__empty" role="status">
          {t.calendarNoResults}
        </p>
      ) : (
        <ul className="calendar-month__items calendar-search__items">
          {view.items.map((entry) => (
            <li key={entry.key} className="calendar-month__item">
              <CalendarCard entry={entry} lang={lang} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <p className="calendar-search__all">
        <AppLink to={view.calendarHref} className="button">
          {t.showCompleteAgenda}
        </AppLink>
      </p>
    </div>
  );
}
