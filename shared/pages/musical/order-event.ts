/**
 * The musical's thank-you page (spec 3 §7 order details): read the order token, ask the same-origin
 * proxy for the order, and push the order event with ecommerce.transaction_id to the data layer
 * once per transaction. Sent transactions are remembered in localStorage, so a reload or a second
 * visit of the same link does not count the order twice.
 */
import { pushToDataLayer } from "../../analytics/data-layer";
import { readBoundedJson } from "../../contract/bounded-body";
import { ServiceOutcome, SERVICE_CALLS } from "../../contract/service-calls";
import { ORDER_EVENTS_KEY, parseSentOrders, rememberOrder } from "../../domain/musical";
import { readLocal, writeLocal } from "../../state/storage";

/** Event name in the data layer (GA4 ecommerce keeps the order under `ecommerce`). */
export const ORDER_EVENT = "order";
const TIMEOUT_MS = 20_000;

export type OrderEcommerce = NonNullable<ServiceOutcome["ecommerce"]>;

/** Order details through the proxy; null for any failure (the page itself stays as it is). */
export async function fetchOrder(token: string, signal?: AbortSignal): Promise<OrderEcommerce | null> {
  const url = `${SERVICE_CALLS["order-details"].path}?token=${encodeURIComponent(token)}`;
  try {
    const res = await fetch(url, { headers: { accept: "application/json" }, signal: signal ?? AbortSignal.timeout(TIMEOUT_MS) });
    const parsed = ServiceOutcome.safeParse(await readBoundedJson(res));
    return parsed.success && parsed.data.result === "SUCCESS" && parsed.data.ecommerce ? parsed.data.ecommerce : null;
  } catch {
    return null;
  }
}

/** Pushes the order through the shared data-layer module unless this browser already sent that transaction. */
export function pushOrderOnce(ecommerce: OrderEcommerce): boolean {
  const next = rememberOrder(parseSentOrders(readLocal(ORDER_EVENTS_KEY)), ecommerce.transaction_id);
  if (!next) return false;
  writeLocal(ORDER_EVENTS_KEY, JSON.stringify(next));
  pushToDataLayer({ event: ORDER_EVENT, ecommerce: { ...ecommerce } });
  return true;
}
