import { useEffect } from "react";
import type { Lang } from "../i18n/lang";
import { TEXTS } from "../i18n/texts";

/** Spec 3 §2: external targets are followed after 2000 ms, with a page saying so. */
export const EXTERNAL_REDIRECT_DELAY_MS = 2000;

export function RedirectingPage({ href, lang }: { href: string; lang: Lang }) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(href), EXTERNAL_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [href]);
  const t = TEXTS[lang];
  return (
    <section className="message-page" aria-live="polite">
      <h1 className="message-page__heading">{t.redirecting}</h1>
      <p className="message-page__text">
        <a href={href} rel="noopener">
          {t.redirectLink}
        </a>
      </p>
    </section>
  );
}
