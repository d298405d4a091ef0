/**
 * An event's price list (`event.data.prices`), apart from the render answer's contract: the pages
 * that show prices decode each list as they read it, and so need only this in their first load.
 */
import * as z from "zod";
import { Id } from "./cms-id";

/** Price entry of `event.data.prices` (spec 1 §3). Decoded per list: a failing list is logged and empty. */
export const CmsPrice = z.looseObject({
  price: z.number(),
  serviceCharge: z.number().nullish(),
  priceTypeID: Id.nullish(),
  priceTypeName: z.string().nullish(),
  ticketTypeName: z.string().nullish(),
  ticketTypePriceID: Id.nullish(),
  hasTicketsFree: z.boolean().nullish(),
});
export const CmsPriceList = z.array(CmsPrice);
export type CmsPrice = z.infer<typeof CmsPrice>;
