/**
 * Wish-list button, sales button, sidebar icons and custom icon links. When the in-page sales
 * button scrolls out of view a sticky copy appears (a bar under the header on wide screens, a
 * block at the bottom on phones). Both scroll to the play schedule when the show has events and
 * the button is not a plain link.
 */
import { BlockLink } from "../../components/blocks/BlockLink";
import { useEffect, useRef, useState } from "react";
import { SalesButton } from "../../components/SalesButton";
import { useFixedBarInset } from "../../components/use-fixed-bar-inset";
import { WishlistButton } from "../../components/WishlistButton";
import type { Lang } from "../../i18n/lang";
import { frameTexts } from "../../i18n/frame-texts";
import { SHOW_TEXTS } from "../../i18n/show-texts";
import type { ShowView } from "../../view/pages/show";
import { FactIcon, type FactIconName } from "./FactIcon";
import { scrollToSchedule } from "./scroll";

function Fact({ icon, label, children }: { icon: FactIconName; label: string; children: string }) {
  return (
    <li className="show-facts__item">
      <span className="show-facts__icon">
        <FactIcon name={icon} />
      </span>
      <span>
        <span className="visually-hidden">{label}: </span>
        {children}
      </span>
    </li>
  );
}

export function SalesPanel({ view, lang }: { view: ShowView; lang: Lang }) {
  const t = SHOW_TEXTS[lang];
  const anchor = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);
  const sticky = useRef<HTMLDivElement>(null);
  useFixedBarInset(sticky, "show-sticky", stuck);
  const onActivate = view.scrollToSchedule ? scrollToSchedule : undefined;

  useEffect(() => {
    const el = anchor.current;
    if (!el || !view.salesButton || typeof IntersectionObserver === "undefined") return;
    // Only once the button has left through the top: above the fold on load it is simply in view.
    const observer = new IntersectionObserver(([entry]) => setStuck(!entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, [view.salesButton]);

  const { facts } = view;
  const hasFacts = facts.duration || facts.breakText || facts.minAge || facts.venue || view.customIcons.length > 0;
  return (
    <aside className="show-panel">
      <div className="show-panel__actions" ref={anchor}>
        {view.salesButton && <SalesButton button={view.salesButton} className="show-panel__sales" onActivate={onActivate} />}
        <WishlistButton productionPageId={view.id} lang={lang} />
      </div>
      {hasFacts && (
        <ul className="show-facts">
          {facts.duration && <Fact icon="clock" label={t.duration}>{facts.duration}</Fact>}
          {facts.breakText && <Fact icon="pause" label={t.breakLabel}>{facts.breakText}</Fact>}
          {facts.minAge && <Fact icon="age" label={t.ageLabel}>{t.minAge(facts.minAge)}</Fact>}
          {facts.venue && <Fact icon="place" label={t.venue}>{facts.venue}</Fact>}
          {view.customIcons.map((icon, i) => (
            <li key={i} className="show-facts__item">
              <span className="show-facts__icon show-facts__icon--svg" aria-hidden="true" dangerouslySetInnerHTML={icon.svg ? { __html: icon.svg } : undefined}>
                {icon.svg ? undefined : "•"}
              </span>
              {icon.link ? <BlockLink link={icon.link}>{icon.text}</BlockLink> : <span>{icon.text}</span>}
            </li>
          ))}
        </ul>
      )}
      {view.facebookUrl && (
        <a className="show-panel__follow" href={view.facebookUrl} target="_blank" rel="noopener noreferrer">
          {t.followOnFacebook}
          <span className="visually-hidden"> {frameTexts[lang].newTab}</span>
        </a>
      )}
      {view.salesButton && (
        <div className="show-sticky" ref={sticky} data-visible={stuck ? "true" : "false"} aria-hidden={stuck ? undefined : true} inert={!stuck}>
          <div className="show-sticky__inner container">
            <p className="show-sticky__title">{view.heading.text}</p>
            <SalesButton button={view.salesButton} className="show-sticky__button" onActivate={onActivate} />
          </div>
        </div>
      )}
    </aside>
  );
}
