/**
 * Presale text on a show page (spec 2 §2): shown when the presale code's answer lists this
 * production page; the sold-out wording when nothing can be bought any more.
 */
import type { PresaleData } from "../contract/services";
import type { SalesState as EventSalesState } from "./sales-button";

const SOLD_OUT_STATES: readonly EventSalesState[] = ["sold_out", "waiting_list"];

export function presaleText(
  presale: Pick<PresaleData, "production_page_ids" | "text_sold_out" | "text_default"> | null | undefined,
  productionPageId: string | number,
  eventStates: readonly EventSalesState[],
): string | null {
  if (!presale) return null;
  const listed = (presale.production_page_ids ?? []).some((id) => String(id) === String(productionPageId));
  if (!listed) return null;
  // A show without events is not "sold out": it simply has nothing on sale yet.
  const soldOut = eventStates.length > 0 && eventStates.every((s) => SOLD_OUT_STATES.includes(s));
  // Empty after trimming is absent (spec 1 §5); no fallback to the other variant, whose wording
  // ("buy now" vs "sold out") would then contradict the schedule.
  const text = (soldOut ? presale.text_sold_out : presale.text_default)?.trim();
  return text ? text : null;
}
