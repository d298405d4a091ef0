/** Browser-side effects of the musical page: the layout class and the thank-you page's order event. */
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { ORDER_TOKEN_PARAM } from "../../domain/musical";

/** Spec 2 §2: "A special layout class is toggled for the musical" (on <html>, so the frame can follow). */
export const MUSICAL_LAYOUT_CLASS = "layout-musical";

export function useMusicalLayoutClass(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(MUSICAL_LAYOUT_CLASS);
    return () => root.classList.remove(MUSICAL_LAYOUT_CLASS);
  }, []);
}

/**
 * Runs once per token on the thank-you page; the transaction check makes StrictMode re-runs harmless.
 * The order call and its schema (zod) load only there: every show page uses this hook.
 */
export function useOrderEvent(enabled: boolean): void {
  const [params] = useSearchParams();
  const token = enabled ? params.get(ORDER_TOKEN_PARAM)?.trim() : undefined;
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void import("./order-event").then(async ({ fetchOrder, pushOrderOnce }) => {
      const order = await fetchOrder(token, controller.signal);
      if (controller.signal.aborted) return;
      const outcome = !order ? "failed" : pushOrderOnce(order) ? "pushed" : "already-sent";
      // Says the order was handled (also when nothing was pushed), for monitoring and tests.
      document.documentElement.dataset.orderEvent = outcome;
    });
    return () => controller.abort();
  }, [token]);
}
