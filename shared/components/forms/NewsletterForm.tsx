/**
 * A newsletter form (sub-footer and the newsletter content pages): email and, except for the
 * service mail, the newsletters to choose. With JavaScript it posts through the same-origin proxy
 * and shows the outcome in place; without, it posts natively to `action` (server/forms/).
 */
import { useId } from "react";
import type { FormState } from "../../forms/engine";
import { STRICT_EMAIL } from "../../domain/email";
import { FAILURE_SUFFIX } from "../../forms/anchors";
import { isEmptyEmail, newsletterForm, productNewsletter, type NewsletterKind } from "../../forms/newsletter";
import { withEmailFromAddressBar } from "../../forms/prefill";
import { NEWSLETTER_TEXTS } from "../../i18n/form-texts";
import { FORM_UI } from "../../i18n/form-ui-texts";
import type { Lang } from "../../i18n/lang";
import { FormFields } from "./FormFields";
import { FormOutcome } from "./FormOutcome";
import { ErrorSummary, FormSubmit } from "./FormProblems";
import { useServiceForm } from "./use-service-form";

interface Props {
  kind: NewsletterKind;
  lang: Lang;
  /** Where the native post goes: a newsletter page (server/forms/form-routes.ts). */
  action: string;
  initial?: FormState;
  className?: string;
  /** The id a native post returns to (the newsletter page's own form; not the sub-footer's). */
  anchor?: string;
  /** The site's brand: the newsletter pages offer every newsletter, its product's too (spec 3 §3). */
  product?: string;
  /** The fields' id prefix, where `useId` cannot give the server's (an island: Island.tsx). */
  idPrefix?: string;
}

export function NewsletterForm({ kind, lang, action, initial, className = "", anchor, product, idPrefix: givenPrefix }: Props) {
  const t = NEWSLETTER_TEXTS[lang];
  const def = newsletterForm(kind, product);
  const id = useId();
  const idPrefix = givenPrefix ?? `newsletter-${id.replace(/[^A-Za-z0-9_-]/g, "")}`;
  // Links from mailings arrive filled in (spec 3 §5's stricter pattern for the newsletter prefill).
  const form = useServiceForm(def, lang, { initial, submitsNothing: isEmptyEmail, idPrefix, prefill: (values) => withEmailFromAddressBar(values, STRICT_EMAIL) });
  const verb = kind === "subscribe" ? "subscribe" : "unsubscribe";
  if (form.status === "SUCCESS") return <FormOutcome id={anchor} text={t.success[verb]} success takeFocus={form.submitted} />;
  // A failure keeps the form and the address typed, under the message (docs/decisions/forms.md).
  const failed = form.status === "FAILURE" || form.status === "EXPIRED";
  const sending = form.status === "sending";
  const options: Record<string, string> = product ? { ...t.choices, [productNewsletter(product)]: t.productChoice } : t.choices;
  const texts = { labels: { email: t.email, newsletters: t.choicesLegend }, options, errors: t.errors };
  return (
    <div id={anchor} className={`newsletter-form-wrap ${className}`}>
      {failed ? <FormOutcome id={anchor && anchor + FAILURE_SUFFIX} text={t.failure[verb]} success={false} takeFocus={form.submitted} /> : null}
      {form.summary.length > 0 ? <ErrorSummary anchor={anchor} idPrefix={idPrefix} problems={form.summary} texts={texts} heading={FORM_UI[lang].errorSummary} /> : null}
      <form className="service-form newsletter-form" method="post" action={action} noValidate ref={form.formRef} onSubmit={form.onSubmit} aria-busy={sending}>
        <FormFields idPrefix={idPrefix} fields={def.fields} values={form.values} errors={form.errors} quiet={form.quiet} texts={texts} onChange={form.setValue} onLeave={form.onLeave} />
        {t.dutchNotice && <p className="service-form__notice">{t.dutchNotice}</p>}
        <FormSubmit form={form} idPrefix={idPrefix} texts={texts} lead={FORM_UI[lang].blocking}>
          {sending ? t.sending : kind === "subscribe" ? t.subscribe : kind === "unsubscribe" ? t.unsubscribe : t.unsubscribeServicemail}
        </FormSubmit>
      </form>
    </div>
  );
}
