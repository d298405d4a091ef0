/**
 * Sticky sidebar widget (spec 2 block 10): scrolls with the page until its top reaches the sticky
 * offset, then stays there, and stops at the end of its column. CSS `position: sticky` does all of
 * that without scroll handlers; a sentinel tells the widget when it is stuck, for its shadow.
 */
import { useEffect, useRef, useState } from "react";
import { BLOCK_TEXTS } from "../../i18n/block-texts";
import type { Lang } from "../../i18n/lang";
import type { SidebarItemVM } from "../../view/blocks/sidebar";
import { RichText } from "../RichText";

/** Spec 2 §9 sticky offset, mirrored by --sticky-offset in blocks.css. */
export const STICKY_OFFSET_PX = 100;

export function StickySidebar({ items, lang }: { items: SidebarItemVM[]; lang: Lang }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setStuck(!entry!.isIntersecting && entry!.boundingClientRect.top < STICKY_OFFSET_PX), {
      rootMargin: `-${STICKY_OFFSET_PX}px 0px 0px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  if (items.length === 0) return null;
  return (
    <aside className="sticky-sidebar" aria-label={BLOCK_TEXTS[lang].sidebar}>
      <div ref={sentinel} className="sticky-sidebar__sentinel" aria-hidden="true" />
      <div className="sticky-sidebar__widget" data-stuck={stuck ? "true" : "false"}>
        {items.map((item) => (
          <section key={item.id} className="sidebar-item">
            {item.title && (
              <h2 className="sidebar-item__title">
                {item.icon && <img className={item.iconMirrored ? "sidebar-item__icon sidebar-item__icon--mirrored" : "sidebar-item__icon"} src={item.icon} alt="" width={24} height={24} />}
                {item.title}
              </h2>
            )}
            {item.contentHtml && <RichText html={item.contentHtml} lang={lang} />}
            {item.text && <p className="sidebar-item__text">{item.text}</p>}
          </section>
        ))}
      </div>
    </aside>
  );
}
