import { AppLink } from "../components/AppLink";
import { CONFIRM_PAGE_TEXTS } from "../i18n/confirm-texts";
import type { Lang } from "../i18n/lang";
import { TEXTS } from "../i18n/texts";
import type { ConfirmationView } from "../view/pages/confirmation";
import { routePath } from "../paths/table";

/** Spec 3 §4: loading, then the outcome's message, announced politely to screen readers. */
export function ConfirmationPage({ view, lang }: { view: ConfirmationView; lang: Lang }) {
  return (
    <section className="message-page confirmation-page" aria-labelledby="confirmation-title" data-result={view.result}>
      <h1 id="confirmation-title" className="message-page__heading">
        {CONFIRM_PAGE_TEXTS[lang].title}
      </h1>
      <p className="message-page__text" role="status">
        {view.message}
      </p>
      <p className="message-page__actions">
        <AppLink className="button" to={routePath("home", lang)}>
          {TEXTS[lang].backHome}
        </AppLink>
      </p>
    </section>
  );
}
