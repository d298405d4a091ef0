/**
 * Top utility menu: the CMS's top items, the account entry (name when logged in), the
 * accessibility link, the ticket-shop basket (its own tab, so the visitor keeps the page they were
 * on) and the language switch. The account entry leaves for the separate account site.
 */
import { AppLink } from "../AppLink";
import { TicketShopAnchor } from "../TicketShopAnchor";
import { framePaths } from "../../i18n/frame-texts";
import type { Lang } from "../../i18n/lang";
import { routePath } from "../../paths/table";
import { ticketShopUrl } from "../../domain/links";
import { useA11yMode, useAccount } from "../../state";
import type { MenuItemVM } from "../../view/frame-vm";
import { FrameLink, useFrameEnv, useHydrated } from "./env";
import { AccessibilityIcon, BasketIcon, MenuIconSpan, UserIcon } from "./icons";

/** Switches the accessibility mode (spec 1 §3); a script-only control, so it appears after hydration. */
function A11yModeSwitch() {
  const { t } = useFrameEnv();
  const { on, toggle } = useA11yMode();
  if (!useHydrated()) return null;
  return (
    <button type="button" className="top-menu__a11y-switch" aria-pressed={on} onClick={toggle}>
      {t.a11yMode}
    </button>
  );
}

export function TopMenu({ items, translatedPath }: { items: MenuItemVM[]; translatedPath: string | null }) {
  const { lang, config, t } = useFrameEnv();
  const { userName, loggedIn } = useAccount();
  return (
    <nav className="top-menu" aria-label={t.topNavLabel}>
      <ul className="top-menu__list">
        {items.map((item) => (
          <li key={item.id} className="top-menu__item">
            <FrameLink link={item} className="top-menu__link">
              <MenuIconSpan icon={item.icon} />
              {item.label}
            </FrameLink>
          </li>
        ))}
        <li className="top-menu__item top-menu__item--a11y">
          <AppLink to={framePaths[lang].accessibility} className="top-menu__link top-menu__link--a11y">
            <AccessibilityIcon />
            {t.accessibility}
          </AppLink>
          <A11yModeSwitch />
        </li>
        <li className="top-menu__item">
          <a href={config.personalAreaUrl[lang]} className="top-menu__link top-menu__link--account">
            <UserIcon />
            {loggedIn ? (
              <>
                <span className="visually-hidden">{t.accountLabel}: </span>
                {userName}
              </>
            ) : (
              t.login
            )}
          </a>
        </li>
        <li className="top-menu__item">
          {/* Spec 1 §2: the basket opens in a new tab (TicketShopAnchor), unlike other ticket-shop links. */}
          <TicketShopAnchor href={ticketShopUrl(`${config.ticketShopOrigin}/bestel/winkelmand`, { lang })} className="top-menu__link top-menu__link--basket">
            <BasketIcon />
            {t.basket}
          </TicketShopAnchor>
        </li>
        <li className="top-menu__item">
          <LangSwitch translatedPath={translatedPath} />
        </li>
      </ul>
    </nav>
  );
}

function LangSwitch({ translatedPath }: { translatedPath: string | null }) {
  const { lang, t } = useFrameEnv();
  const other: Lang = lang === "nl" ? "en" : "nl";
  return (
    <span className="lang-switch" role="group" aria-label={t.languageLabel}>
      <span className="lang-switch__current" aria-current="true" lang={lang}>
        <span aria-hidden="true">{lang.toUpperCase()}</span>
        <span className="visually-hidden">{t.languageName[lang]}</span>
      </span>
      <AppLink
        to={translatedPath ?? routePath("home", other)}
        className="lang-switch__link"
        hrefLang={other}
        lang={other}
      >
        <span aria-hidden="true">{other.toUpperCase()}</span>
        <span className="visually-hidden">{t.languageName[other]}</span>
      </AppLink>
    </span>
  );
}
