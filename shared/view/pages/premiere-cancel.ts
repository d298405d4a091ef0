/** The premiere cancel page's view model; shared/routes/premiere-cancel.ts builds it from the mail link's ref. */
import type { PremiereCancelRef } from "../../contract/forms";
import type { FormState } from "../../forms/engine";

export interface PremiereCancelView {
  kind: "premiereCancel";
  /** null: the ref did not decode. */
  ref: PremiereCancelRef | null;
  /** The page itself with its ref: where the form posts without JavaScript. */
  action: string;
  state?: FormState;
}
