/**
 * A newsletter form (sub-footer and the newsletter content pages): email and, except for the
 * service mail, the newsletters to choose. With JavaScript it posts through the same-origin proxy
 * and shows the outcome in place; without, it posts natively to `action` (server/forms/).
 */
import { useId } from "react";
import type { FormState } from "../../forms/engine";
import { canSubmitNewsletter, isEmptyEmail, NEWSLETTER_FORMS, type NewsletterKind } from "../../forms/newsletter";
import { NEWSLETTER_TEXTS } from "../../i18n/form-texts";
import type { Lang } from "../../i18n/lang";
import { FormFields } from "./FormFields";
import { FormOutcome } from "./FormOutcome";
import { useServiceForm } from "./use-service-form";

interface Props {
  kind: NewsletterKind;
  lang: Lang;
  /** Where the native post goes: a newsletter page (server/forms/form-routes.ts). */
  action: string;
  initial?: FormState;
  className?: string;
}

export function NewsletterForm({ kind, lang, action, initial, className = "" }: Props) {
  const t = NEWSLETTER_TEXTS[lang];
  const def = NEWSLETTER_FORMS[kind];
  const form = useServiceForm(def, lang, { initial, submitsNothing: isEmptyEmail });
  const idPrefix = `newsletter-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const verb = kind === "subscribe" ? "subscribe" : "unsubscribe";
  if (form.status === "SUCCESS") return <FormOutcome text={t.success[verb]} success takeFocus={form.submitted} />;
  if (form.status === "FAILURE" || form.status === "EXPIRED") return <FormOutcome text={t.failure[verb]} success={false} takeFocus={form.submitted} />;
  const sending = form.status === "sending";
  return (
    <form className={`service-form newsletter-form ${className}`} method="post" action={action} noValidate onSubmit={form.onSubmit} aria-busy={sending}>
      <FormFields
        idPrefix={idPrefix}
        fields={def.fields}
        values={form.values}
        errors={form.errors}
        texts={{ labels: { email: t.email, newsletters: t.choicesLegend }, options: t.choices, errors: t.errors }}
        onChange={form.setValue}
      />
      {t.dutchNotice && <p className="service-form__notice">{t.dutchNotice}</p>}
      <button type="submit" className="button service-form__submit" disabled={sending || (form.live && !canSubmitNewsletter(kind, form.values))}>
        {sending ? t.sending : kind === "subscribe" ? t.subscribe : kind === "unsubscribe" ? t.unsubscribe : t.unsubscribeServicemail}
      </button>
    </form>
  );
}
