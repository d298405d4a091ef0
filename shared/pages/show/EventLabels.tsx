/** Calendar labels (best deal, English surtitles) and the waiting-list tooltip of one event. */
import type { Lang } from "../../i18n/lang";
import { SHOW_TEXTS } from "../../i18n/show-texts";
import type { ScheduleEvent } from "../../view/show/schedule";

export function EventLabels({ event, lang }: { event: ScheduleEvent; lang: Lang }) {
  const t = SHOW_TEXTS[lang];
  return (
    <>
      {event.calendarLabels.map((label) => (
        <span key={label} className={`schedule-label schedule-label--${label}`}>
          {label === "best_deal" ? t.bestDeal : t.supertitles}
        </span>
      ))}
      {event.tooltip && (
        <span className="schedule-tooltip" title={event.tooltip}>
          {event.tooltip}
        </span>
      )}
    </>
  );
}
