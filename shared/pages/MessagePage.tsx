import { AppLink } from "../components/AppLink";
import type { Lang } from "../i18n/lang";
import { TEXTS } from "../i18n/texts";
import type { MessageKind } from "../paths/message-kind";
import { routePath } from "../paths/table";

/** The 404 and 500 pages of spec 1 §8, inside the normal frame. */
export function MessagePage({ message, lang }: { message: MessageKind; lang: Lang }) {
  const t = TEXTS[lang];
  return (
    <section className="message-page" aria-labelledby="message-title">
      <h1 id="message-title" className="message-page__heading">
        {t[message]}
      </h1>
      <p className="message-page__actions">
        <AppLink className="button" to={routePath("home", lang)}>
          {t.backHome}
        </AppLink>
      </p>
    </section>
  );
}
