/**
 * The premiere cancel form (spec 3 §2, §3, §5): who cancels for which premiere comes from the mail
 * link's `ref`; the visitor only adds a comment.
 */
import * as z from "zod";
import { comment, type PremiereCancelRef } from "../contract/forms";
import type { FormDef } from "./engine";

const CancelValues = z.lazy(() => z.object({ comment: comment() }));

export function premiereCancelForm(ref: PremiereCancelRef): FormDef<z.infer<typeof CancelValues>> {
  return {
    fields: [{ name: "comment", kind: "textarea", maxLength: 4000 }],
    schema: CancelValues,
    toCall: (data) => ({ callId: "premiere-cancel", body: { ...ref, comment: data.comment || undefined } }),
  };
}
