/**
 * Site header: logo, main and top navigation, search, and the menu toggle shown at ≤1023 px.
 * Past 120 px of scroll it becomes a fixed compact bar and the search field folds away
 * (spec 1 §2, §9). The server always renders the expanded state; scroll is read in an effect.
 */
import { itemsForMode } from "../../domain/a11y-mode";
import { useA11yMode } from "../../state";
import { useEffect, useRef, useState, type FocusEvent } from "react";
import { useLocation } from "react-router";
import { AppLink } from "../AppLink";
import { routePath } from "../../paths/table";
import type { FrameVM } from "../../view/frame-vm";
import { useFrameEnv, useHydrated } from "./env";
import { HeaderSearch } from "./HeaderSearch";
import { CloseIcon, MenuIcon } from "./icons";
import { MainNav } from "./MainNav";
import { TopMenu } from "./TopMenu";

export const HEADER_COLLAPSE_SCROLL_PX = 120;
const MENU_ID = "site-menu";

export function SiteHeader({ frame }: { frame: FrameVM }) {
  const { on: a11yMode } = useA11yMode();
  const { lang, site, t } = useFrameEnv();
  const [compact, setCompact] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();

  useEffect(() => {
    const onScroll = () => setCompact(window.scrollY > HEADER_COLLAPSE_SCROLL_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // The bar turning compact folds the search away, unless the visitor is in it: scrolling while
  // typing hid the field and what was typed, and dropped focus to the page.
  useEffect(() => {
    if (compact && !document.activeElement?.closest(".header-search")) setSearchOpen(false);
  }, [compact]);

  // A navigation (menu link, search, language switch) ends with the menu closed.
  useEffect(() => setMenuOpen(false), [pathname, search]);

  // Escape closes the open menu wherever focus is (also after tabbing past it) and returns focus
  // to the toggle (issue 26 point 10). A submenu's Escape stops at the submenu (MainNav).
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  // Tabbing past the open panel closes it: the panel covers the top of the page, and focus went on
  // to the hero's controls under it (WCAG 2.4.11, focus not obscured).
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (menuOpen && e.relatedTarget instanceof Node && !e.currentTarget.contains(e.relatedTarget)) setMenuOpen(false);
  };

  const classes = ["site-header", !hydrated && "site-header--nojs", compact && "site-header--compact", menuOpen && "site-header--menu-open"];
  return (
    // The page's top-level <header> is the banner landmark by itself (an explicit role is redundant).
    <header className={classes.filter(Boolean).join(" ")} onBlur={onBlur}>
      <div className="site-header__bar">
        <div className="site-header__inner container">
          <AppLink to={routePath("home", lang)} className="site-header__logo">
            <img src={site.logo.src} width={site.logo.width} height={site.logo.height} alt={site.name} />
            <span className="visually-hidden"> {t.homeLink}</span>
          </AppLink>
          <HeaderSearch open={searchOpen} onOpenChange={setSearchOpen} onSubmitted={() => setMenuOpen(false)} />
          {hydrated ? (
            <button
              ref={toggleRef}
              type="button"
              className="site-header__menu-toggle"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
              <span className="site-header__menu-toggle-text">{menuOpen ? t.menuClose : t.menuOpen}</span>
            </button>
          ) : (
            // Without JavaScript the menu opens as the URL's :target (header.css) and closes by
            // leaving it; the script replaces these links with the toggle button.
            <>
              <a href={`#${MENU_ID}`} className="site-header__menu-toggle site-header__menu-toggle--open">
                <MenuIcon />
                <span className="site-header__menu-toggle-text">{t.menuOpen}</span>
              </a>
              <a href="#" className="site-header__menu-toggle site-header__menu-toggle--close">
                <CloseIcon />
                <span className="site-header__menu-toggle-text">{t.menuClose}</span>
              </a>
            </>
          )}
          <div id={MENU_ID} className={`site-header__menu${menuOpen ? " site-header__menu--open" : ""}`}>
            {/* Main navigation first: the order the phone's panel shows and Tab follows; the desktop shows the utility row above it. */}
            <MainNav items={itemsForMode(frame.mainMenu, a11yMode)} />
            <TopMenu items={itemsForMode(frame.topMenu, a11yMode)} translatedPath={frame.translatedPath} />
          </div>
        </div>
      </div>
    </header>
  );
}
