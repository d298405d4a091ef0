/**
 * Cookie consent banner (spec 1 §4), until a choice is made. In the server HTML for every visitor,
 * shown by CSS only where the head script marked the document as undecided (see useConsent).
 */
import { useRef } from "react";
import { AppLink } from "../AppLink";
import { trackCookieBannerChoice } from "../../analytics/data-layer";
import { framePaths } from "../../i18n/frame-texts";
import { useConsent } from "../../state";
import { useFixedBarInset } from "../use-fixed-bar-inset";
import { useFrameEnv } from "./env";

export function CookieBanner() {
  const { lang, t } = useFrameEnv();
  const { bannerVisible, choose: save } = useConsent();
  const ref = useRef<HTMLElement>(null);
  useFixedBarInset(ref, "cookie-banner", bannerVisible);
  if (!bannerVisible) return null;
  const choose = (choice: "basic" | "personalized") => {
    save(choice);
    trackCookieBannerChoice(choice);
  };
  return (
    <section className="cookie-banner" aria-label={t.cookieLabel} ref={ref}>
      <div className="cookie-banner__inner container">
        <div className="cookie-banner__text">
          <h2 className="cookie-banner__heading">{t.cookieHeading}</h2>
          <p>
            {t.cookieText} <AppLink to={framePaths[lang].cookies}>{t.cookieMore}</AppLink>
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
    </section>
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
