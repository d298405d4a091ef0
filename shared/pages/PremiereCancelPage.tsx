/** The premiere cancel page (spec 3 §2): who and which premiere from the ref, a comment, one button. */
import { useId } from "react";
import { premiereCancelForm } from "../forms/premiere-cancel";
import { FormFields } from "../components/forms/FormFields";
import { FormOutcome } from "../components/forms/FormOutcome";
import { ErrorSummary, FormSubmit } from "../components/forms/FormProblems";
import { formAnchor } from "../forms/anchors";
import { FORM_UI } from "../i18n/form-ui-texts";
import { useServiceForm } from "../components/forms/use-service-form";
import { PREMIERE_CANCEL_TEXTS as T } from "../i18n/form-texts";
import type { PremiereCancelView } from "../view/pages/premiere-cancel";

export function PremiereCancelPage({ view }: { view: PremiereCancelView }) {
  return (
    <article className="content-page">
      <div className="content-page__layout">
        <div className="content-page__body">
          <h1 className="content-page__heading">{T.heading}</h1>
          {view.ref ? <CancelForm view={view} cancelRef={view.ref} /> : <FormOutcome text={T.invalidRef} success={false} takeFocus={false} />}
        </div>
      </div>
    </article>
  );
}

function CancelForm({ view, cancelRef }: { view: PremiereCancelView; cancelRef: NonNullable<PremiereCancelView["ref"]> }) {
  const def = premiereCancelForm(cancelRef);
  const idPrefix = `premiere-cancel-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const form = useServiceForm(def, "nl", { initial: view.state, idPrefix });
  const anchor = formAnchor(undefined);
  if (form.status === "SUCCESS") return <FormOutcome id={anchor} text={T.success} success takeFocus={form.submitted} />;
  if (form.status === "FAILURE" || form.status === "EXPIRED") return <FormOutcome id={anchor} text={T.failure} success={false} takeFocus={form.submitted} />;
  const sending = form.status === "sending";
  const texts = { labels: { comment: T.comment }, errors: T.errors };
  return (
    <div id={anchor}>
      <p className="premiere-cancel__intro">{T.intro(cancelRef.premiere_name, cancelRef.email)}</p>
      {form.summary.length > 0 ? <ErrorSummary anchor={anchor} idPrefix={idPrefix} problems={form.summary} texts={texts} heading={FORM_UI.nl.errorSummary} /> : null}
      <form className="service-form premiere-cancel" method="post" action={view.action} noValidate ref={form.formRef} onSubmit={form.onSubmit} aria-busy={sending}>
        <FormFields idPrefix={idPrefix} fields={def.fields} values={form.values} errors={form.errors} texts={texts} onChange={form.setValue} onLeave={form.onLeave} />
        <FormSubmit form={form} idPrefix={idPrefix} texts={texts} lead={FORM_UI.nl.blocking}>
          {sending ? T.sending : T.submit}
        </FormSubmit>
      </form>
    </div>
  );
}
