/** The confirmation page's view model; shared/routes/confirm.ts decides it while the page resolves. */
import type { ConfirmKind, ConfirmResult } from "../../i18n/confirm-texts";

export interface ConfirmationView {
  kind: "confirmation";
  confirm: ConfirmKind;
  /** PENDING: the request may not confirm (HEAD): the spec's loading state. */
  result: ConfirmResult | "PENDING";
  message: string;
}
