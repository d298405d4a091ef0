/**
 * Main navigation with one dropdown level, built as a disclosure menu (WAI-ARIA "disclosure
 * navigation with top-level links"): the parent stays a link, a separate button opens its
 * submenu. Escape closes and returns focus to the button; clicking elsewhere or tabbing out closes.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import type { MenuItemVM } from "../../view/frame-vm";
import { FrameLink, useFrameEnv } from "./env";
import { ChevronIcon, MenuIconSpan } from "./icons";

export function MainNav({ items }: { items: MenuItemVM[] }) {
  const { t } = useFrameEnv();
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const idPrefix = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpenId(null), [pathname]);

  useEffect(() => {
    if (openId === null) return;
    const onClick = (e: MouseEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpenId(null);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [openId]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || openId === null) return;
    e.stopPropagation();
    navRef.current?.querySelector<HTMLButtonElement>(`[data-submenu-for="${CSS.escape(openId)}"]`)?.focus();
    setOpenId(null);
  };

  // Focus moving to another submenu's toggle is left to that toggle's click, which swaps the open
  // submenu: closing this one as the finger came down moved the other toggle up from under it
  // (on a phone, 170 px), so the tap missed and a second was needed.
  const onBlurItem = (id: string) => (e: FocusEvent<HTMLLIElement>) => {
    const next = e.relatedTarget as Element | null;
    if (openId === id && !e.currentTarget.contains(next) && !next?.hasAttribute("data-submenu-for")) setOpenId(null);
  };

  if (items.length === 0) return null;
  return (
    <nav className="main-nav" aria-label={t.mainNavLabel} ref={navRef} onKeyDown={onKeyDown}>
      <ul className="main-nav__list">
        {items.map((item, i) => {
          const hasChildren = item.children.length > 0;
          const open = openId === item.id;
          const subId = `${idPrefix}sub-${i}`;
          return (
            <li
              key={item.id}
              className={`main-nav__item${hasChildren ? " main-nav__item--parent" : ""}${open ? " main-nav__item--open" : ""}`}
              onBlur={hasChildren ? onBlurItem(item.id) : undefined}
            >
              <FrameLink link={item} className="main-nav__link" current={item.href === pathname}>
                <MenuIconSpan icon={item.icon} />
                {item.label}
              </FrameLink>
              {hasChildren && (
                <>
                  <button
                    type="button"
                    className="main-nav__toggle"
                    aria-expanded={open}
                    aria-controls={subId}
                    data-submenu-for={item.id}
                    onClick={() => setOpenId(open ? null : item.id)}
                  >
                    <span className="visually-hidden">{t.submenuToggle(item.label)}</span>
                    <ChevronIcon />
                  </button>
                  <ul className="main-nav__submenu" id={subId} hidden={!open}>
                    {item.children.map((child) => (
                      <li key={child.id} className="main-nav__subitem">
                        <FrameLink link={child} className="main-nav__sublink" current={child.href === pathname}>
                          {child.label}
                        </FrameLink>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
