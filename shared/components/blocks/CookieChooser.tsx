/**
 * The cookie page's preference chooser (spec 1 §4, spec 2 §2): basic or personalized, saved the
 * moment it changes through the banner's own `choose` (same storage keys, same consent update to
 * the tag manager). Before hydration storage is unknown, so the radios wait for it to be read.
 */
import { useId, useState } from "react";
import type { Lang } from "../../i18n/lang";
import { useConsent, type ConsentPreference } from "../../state";

const CHOICES: readonly ConsentPreference[] = ["basic", "personalized"];

/**
 * The spec gives no wording here: ours. Beside the chooser, not in the blocks' texts, which every
 * show page loads first.
 */
const TEXTS = {
  nl: {
    legend: "Uw cookievoorkeur",
    basic: ["Basis", "Alleen cookies die nodig zijn om de site te laten werken en om anoniem bezoek te meten."],
    personalized: ["Gepersonaliseerd", "Ook cookies voor advertenties en inhoud die bij u passen."],
    saved: "Uw keuze is opgeslagen.",
  },
  en: {
    legend: "Your cookie preference",
    basic: ["Basic", "Only cookies the site needs to work and to count visits anonymously."],
    // British spelling, as the banner's "personalised cookies" and the site's en-GB dates.
    personalized: ["Personalised", "Also cookies for advertising and content that suit you."],
    saved: "Your choice has been saved.",
  },
} as const;

export function CookieChooser({ lang }: { lang: Lang }) {
  const t = TEXTS[lang];
  const { preference, ready, choose } = useConsent();
  const [saved, setSaved] = useState(false);
  const name = useId();
  return (
    <form className="cookie-chooser" onSubmit={(e) => e.preventDefault()}>
      <fieldset className="cookie-chooser__fieldset" disabled={!ready}>
        <legend className="cookie-chooser__legend">{t.legend}</legend>
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
            <span className="cookie-chooser__label">{t[choice][0]}</span>
            <span className="cookie-chooser__text">{t[choice][1]}</span>
          </label>
        ))}
      </fieldset>
      <p className="cookie-chooser__status" role="status">
        {saved ? t.saved : ""}
      </p>
    </form>
  );
}
