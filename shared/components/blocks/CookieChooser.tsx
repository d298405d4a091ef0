/**
 * The cookie page's preference chooser (spec 1 §4, spec 2 §2): basic or personalized, saved the
 * moment it changes through the banner's own `choose` (same storage keys, same consent update to
 * the tag manager). Before hydration storage is unknown, so the radios wait for it to be read.
 */
import { useId, useState } from "react";
import { BLOCK_TEXTS } from "../../i18n/block-texts";
import type { Lang } from "../../i18n/lang";
import { useConsent, type ConsentPreference } from "../../state";

const CHOICES: readonly ConsentPreference[] = ["basic", "personalized"];

export function CookieChooser({ lang }: { lang: Lang }) {
  const t = BLOCK_TEXTS[lang];
  const { preference, ready, choose } = useConsent();
  const [saved, setSaved] = useState(false);
  const name = useId();
  const label = { basic: [t.cookieBasic, t.cookieBasicText], personalized: [t.cookiePersonalized, t.cookiePersonalizedText] } as const;
  return (
    <form className="cookie-chooser" onSubmit={(e) => e.preventDefault()}>
      <fieldset className="cookie-chooser__fieldset" disabled={!ready}>
        <legend className="cookie-chooser__legend">{t.cookieChooser}</legend>
        {CHOICES.map((choice) => (
          <label key={choice} className="cookie-chooser__option">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={ready && preference === choice}
              onChange={() => {
                choose(choice);
                setSaved(true);
              }}
            />
            <span className="cookie-chooser__label">{label[choice][0]}</span>
            <span className="cookie-chooser__text">{label[choice][1]}</span>
          </label>
        ))}
      </fieldset>
      <p className="cookie-chooser__status" role="status">
        {saved ? t.cookieSaved : ""}
      </p>
    </form>
  );
}
