/** The premiere cancel page (spec 3 §2): who and which premiere from the ref, a comment, one button. */
import { useId } from "react";
import { premiereCancelForm } from "../forms/premiere-cancel";
import { FormFields } from "../components/forms/FormFields";
import { FormOutcome } from "../components/forms/FormOutcome";
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
  const form = useServiceForm(def, "nl", { initial: view.state });
  const idPrefix = `premiere-cancel-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  if (form.status === "SUCCESS") return <FormOutcome text={T.success} success takeFocus={form.submitted} />;
  if (form.status === "FAILURE" || form.status === "EXPIRED") return <FormOutcome text={T.failure} success={false} takeFocus={form.submitted} />;
  const sending = form.status === "sending";
  return (
    <>
      <p className="premiere-cancel__intro">{T.intro(cancelRef.premiere_name, cancelRef.email)}</p>
      <form className="service-form premiere-cancel" method="post" action={view.action} noValidate onSubmit={form.onSubmit} aria-busy={sending}>
        <FormFields idPrefix={idPrefix} fields={def.fields} values={form.values} errors={form.errors} texts={{ labels: { comment: T.comment }, errors: T.errors }} onChange={form.setValue} />
        <button type="submit" className="button service-form__submit" disabled={sending}>
          {sending ? T.sending : T.submit}
        </button>
      </form>
    </>
  );
}
