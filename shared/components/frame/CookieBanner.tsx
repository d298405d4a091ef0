/**
 * Cookie consent banner (spec 1 §4). Visible only after mount and only until a choice is made;
 * the consent state reads storage in an effect, so it is never in the server HTML.
 */
import { Link } from "react-router";
import { trackCookieBannerChoice } from "../../analytics/data-layer";
import { framePaths } from "../../i18n/frame-texts";
import { useConsent } from "../../state";
import { useFrameEnv } from "./env";

export function CookieBanner() {
  const { lang, t } = useFrameEnv();
  const { bannerVisible, choose: save } = useConsent();
  if (!bannerVisible) return null;
  const choose = (choice: "basic" | "personalized") => {
    save(choice);
    trackCookieBannerChoice(choice);
  };
  return (
    <div className="cookie-banner" role="region" aria-label={t.cookieLabel}>
      <div className="cookie-banner__inner container">
        <div className="cookie-banner__text">
          <h2 className="cookie-banner__heading">{t.cookieHeading}</h2>
          <p>
            {t.cookieText} <Link to={framePaths[lang].cookies}>{t.cookieMore}</Link>
          </p>
        </div>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--white" onClick={() => choose("basic")}>
            {t.cookieRefuse}
          </button>
          <button type="button" className="button" onClick={() => choose("personalized")}>
            {t.cookieAccept}
          </button>
        </div>
      </div>
    </div>
  );
}

export function PreviewBanner() {
  const { t } = useFrameEnv();
  return (
    <div className="preview-banner" role="note">
      <p className="preview-banner__text container">{t.preview}</p>
    </div>
  );
}
