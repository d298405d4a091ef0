/**
 * Pushes the show's data-layer entry once per page view (spec 2 §2), after hydration. The key of
 * the history entry makes a revisit a new view, while a re-run of the effect (StrictMode, a
 * re-render) does not push twice.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { ShowDataLayer } from "../../view/pages/show";

let lastPushed: string | null = null;

export function useShowDataLayer(entry: ShowDataLayer): void {
  const { key } = useLocation();
  const viewKey = `${key}|${entry.productionID}`;
  useEffect(() => {
    if (lastPushed === viewKey) return;
    lastPushed = viewKey;
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer = Array.isArray(w.dataLayer) ? w.dataLayer : [];
    w.dataLayer.push({ ...entry });
    // entry is part of the view model of this history entry; the key is what identifies the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewKey]);
}
