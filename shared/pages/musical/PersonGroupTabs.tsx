/**
 * Person groups with selectable group tabs (spec 2 §2): a WAI-ARIA tab list (arrow keys move
 * between tabs) over one panel; every panel is in the server HTML, the others hidden.
 */
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { PersonList } from "../../components/blocks/People";
import type { Lang } from "../../i18n/lang";
import { MUSICAL_TEXTS } from "../../i18n/musical-texts";
import type { PersonGroupVM } from "../../view/blocks/people";

export function PersonGroupTabs({ groups, lang }: { groups: PersonGroupVM[]; lang: Lang }) {
  const t = MUSICAL_TEXTS[lang];
  const [active, setActive] = useState(0);
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  if (groups.length === 0) return null;

  const select = (i: number) => {
    const next = (i + groups.length) % groups.length;
    setActive(next);
    tabs.current[next]?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (e.key === "Home") select(0);
    else if (e.key === "End") select(groups.length - 1);
    else if (step) select(active + step);
    else return;
    e.preventDefault();
  };

  return (
    <section className="show-block musical-people" aria-labelledby={`${base}-title`}>
      <h2 className="show-block__heading" id={`${base}-title`}>
        {t.cast}
      </h2>
      <div className="musical-people__tabs" role="tablist" aria-label={t.groupTabs} onKeyDown={onKey}>
        {groups.map((g, i) => (
          <button
            key={g.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            className="musical-people__tab"
            aria-selected={i === active}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {g.name}
          </button>
        ))}
      </div>
      {groups.map((g, i) => (
        <div key={g.id} role="tabpanel" id={`${base}-panel-${i}`} aria-labelledby={`${base}-tab-${i}`} hidden={i !== active} className="persons musical-people__panel">
          <PersonList list={g} lang={lang} />
        </div>
      ))}
    </section>
  );
}
