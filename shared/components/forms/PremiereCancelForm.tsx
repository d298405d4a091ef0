/**
 * The premiere cancel page's form (spec 3 §2): who and which premiere from the mail link's ref, a
 * comment, one button. An island of its page (shared/components/Island.tsx): the form engine and
 * zod stay out of the page's first load, and until the form is live the server's form posts natively.
 */
import type { PremiereCancelRef } from "../../contract/forms";
import { FAILURE_SUFFIX, formAnchor } from "../../forms/anchors";
import type { FormState } from "../../forms/engine";
import { premiereCancelForm } from "../../forms/premiere-cancel";
import { PREMIERE_CANCEL_TEXTS as T } from "../../i18n/form-texts";
import { FORM_UI } from "../../i18n/form-ui-texts";
import { FormFields } from "./FormFields";
import { FormOutcome } from "./FormOutcome";
import { ErrorSummary, FormSubmit } from "./FormProblems";
import { useServiceForm } from "./use-service-form";

interface Props {
  cancelRef: PremiereCancelRef;
  /** The page itself with its ref: where the form posts without JavaScript. */
  action: string;
  initial?: FormState;
  /** Its fields' ids: given, not `useId`'s, as it is an island with a React root of its own. */
  idPrefix: string;
}

export function PremiereCancelForm({ cancelRef, action, initial, idPrefix }: Props) {
  const def = premiereCancelForm(cancelRef);
  const form = useServiceForm(def, "nl", { initial, idPrefix });
  const anchor = formAnchor(undefined);
  if (form.status === "SUCCESS") return <FormOutcome id={anchor} text={T.success} success takeFocus={form.submitted} />;
  // A failure keeps the form and the comment typed, under the message (docs/decisions/forms.md).
  const failed = form.status === "FAILURE" || form.status === "EXPIRED";
  const sending = form.status === "sending";
  const texts = { labels: { comment: T.comment }, errors: T.errors };
  return (
    <div id={anchor}>
      {failed ? <FormOutcome id={anchor + FAILURE_SUFFIX} text={T.failure} success={false} takeFocus={form.submitted} /> : null}
      <p className="premiere-cancel__intro">{T.intro(cancelRef.premiere_name, cancelRef.email)}</p>
      {form.summary.length > 0 ? <ErrorSummary anchor={anchor} idPrefix={idPrefix} problems={form.summary} texts={texts} heading={FORM_UI.nl.errorSummary} /> : null}
      <form className="service-form premiere-cancel" method="post" action={action} noValidate ref={form.formRef} onSubmit={form.onSubmit} aria-busy={sending}>
        <FormFields idPrefix={idPrefix} fields={def.fields} values={form.values} errors={form.errors} quiet={form.quiet} texts={texts} onChange={form.setValue} onLeave={form.onLeave} />
        <FormSubmit form={form} idPrefix={idPrefix} texts={texts} lead={FORM_UI.nl.blocking}>
          {sending ? T.sending : T.submit}
        </FormSubmit>
      </form>
    </div>
  );
}
