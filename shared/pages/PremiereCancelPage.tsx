/** The premiere cancel page (spec 3 §2): who and which premiere from the ref, a comment, one button. */
import { FormOutcome } from "../components/forms/FormOutcome";
import { Island } from "../components/Island";
import { nearOrReached } from "../components/near-or-reached";
import { PREMIERE_CANCEL_TEXTS as T } from "../i18n/form-texts";
import type { PremiereCancelView } from "../view/pages/premiere-cancel";

export function PremiereCancelPage({ view }: { view: PremiereCancelView }) {
  return (
    <article className="content-page">
      <div className="content-page__layout">
        <div className="content-page__body">
          <h1 className="content-page__heading">{T.heading}</h1>
          {view.ref ? (
            // An island (page-parts.ts): the form's code loads, and the form hydrates, once it is near; until then the server's form posts natively.
            <Island part="premiereCancelForm" props={{ cancelRef: view.ref, action: view.action, initial: view.state, idPrefix: "premiere-cancel-form" }} className="premiere-cancel__island" wanted={nearOrReached} />
          ) : (
            <FormOutcome text={T.invalidRef} success={false} takeFocus={false} />
          )}
        </div>
      </div>
    </article>
  );
}
