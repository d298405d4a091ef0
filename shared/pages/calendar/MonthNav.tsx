/**
 * Sticky month pagination: previous, next and a month list. Every control is a plain link to a
 * month anchor, so it works without JavaScript; after hydration the links follow the current month.
 */
import { forwardRef, useRef, type FocusEvent, type KeyboardEvent } from "react";
import type { Lang } from "../../i18n/lang";
import { PROGRAMME_TEXTS } from "../../i18n/programme-texts";
import type { CalendarMonth } from "../../view/pages/calendar";

interface Props {
  months: readonly CalendarMonth[];
  current: string | undefined;
  lang: Lang;
  onChoose: (anchor: string) => void;
  /** Before a step link is followed: the current month brought up to date with what is in view. */
  onStep: () => void;
}

export const MonthNav = forwardRef<HTMLElement, Props>(function MonthNav({ months, current, lang, onChoose, onStep }, ref) {
  const t = PROGRAMME_TEXTS[lang];
  const details = useRef<HTMLDetailsElement>(null);
  const index = Math.max(0, months.findIndex((m) => m.anchor === current));
  const month = months[index];
  if (!month) return null;
  const choose = (anchor: string) => {
    if (details.current) details.current.open = false;
    onChoose(anchor);
  };
  // The list closes as the header's menus do: Escape (focus back on its button), and focus moving to
  // something outside it; left open, it covered the first cards on a phone (a keyboard audit). Not
  // on a blur to nowhere: a browser that does not focus what is clicked (Safari) would close it
  // between the press on a month and its click.
  const onKeyDown = (e: KeyboardEvent<HTMLDetailsElement>) => {
    if (e.key !== "Escape" || !e.currentTarget.open) return;
    e.currentTarget.open = false;
    e.currentTarget.querySelector("summary")?.focus();
  };
  const onBlur = (e: FocusEvent<HTMLDetailsElement>) => {
    const next = e.relatedTarget as Node | null;
    if (next && !e.currentTarget.contains(next)) e.currentTarget.open = false;
  };
  return (
    <nav ref={ref} className="calendar-nav" aria-label={t.monthNav}>
      <div className="calendar-nav__inner">
        <StepLink month={months[index - 1]} label={t.previousMonth} direction="previous" onClick={onStep} />
        <details ref={details} className="calendar-nav__months" onKeyDown={onKeyDown} onBlur={onBlur}>
          <summary className="calendar-nav__current">
            <span className="visually-hidden">{t.chooseMonth}: </span>
            <span className="calendar-nav__label">{month.label}</span>
          </summary>
          <ul className="calendar-nav__list">
            {months.map((m) => (
              <li key={m.key}>
                <a href={`#${m.anchor}`} className="calendar-nav__option" aria-current={m.anchor === month.anchor ? "true" : undefined} onClick={() => choose(m.anchor)}>
                  {m.label}
                </a>
              </li>
            ))}
          </ul>
        </details>
        <StepLink month={months[index + 1]} label={t.nextMonth} direction="next" onClick={onStep} />
      </div>
    </nav>
  );
});

/**
 * The scroll watcher moves the current month after the jump. Setting it to the link's month in the
 * click handler would re-render this link's href before the browser follows it, skipping a month;
 * the click only brings the watcher up to date (`onClick`), so the href leads on from the month in view.
 */
function StepLink(props: { month: CalendarMonth | undefined; label: string; direction: "previous" | "next"; onClick: () => void }) {
  const { month, label, direction, onClick } = props;
  const arrow = direction === "previous" ? "‹" : "›";
  const className = `calendar-nav__step calendar-nav__step--${direction}`;
  if (!month) {
    return (
      <span className={`${className} calendar-nav__step--disabled`} aria-disabled="true">
        <span aria-hidden="true">{arrow}</span>
        <span className="calendar-nav__step-text">{label}</span>
      </span>
    );
  }
  return (
    <a href={`#${month.anchor}`} className={className} title={month.label} onClick={onClick}>
      <span aria-hidden="true">{arrow}</span>
      <span className="calendar-nav__step-text">{label}</span>
    </a>
  );
}
