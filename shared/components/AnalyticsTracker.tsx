/**
 * The router hook of spec 1 §7: one page view per navigation, to the data layer and (on a site
 * with an analytics host) to the page-view recorder, plus the consent flag for the recorder.
 * Waits until consent was read from storage, so the consent default is in the data layer before
 * the first page view; the last recorded location key keeps a remount from counting a view twice.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";
import { notifyAnalytics } from "../analytics/notices";
import { trackView } from "../analytics/data-layer";
import { whenShown } from "../analytics/shown";
import type { PageData } from "../view/page-data";
import { useConsent } from "../state";
import { useApp } from "./app-context";

let lastKey: string | null = null;
let lastUri: string | null = null;

/** The view's name: the page kind, and for a message page which message (notFound, error). */
function viewName(page: PageData | undefined): string {
  if (!page) return "error";
  return page.view.kind === "message" ? page.view.message : page.view.kind;
}

export function AnalyticsTracker({ page }: { page: PageData | undefined }) {
  const { config } = useApp();
  const { preference, ready } = useConsent();
  const location = useLocation();
  const beacons = config.analyticsHost !== "";

  useEffect(() => {
    if (ready && beacons) notifyAnalytics({ type: "consent", at: Date.now(), accepted: preference === "personalized" });
  }, [ready, preference, beacons]);

  useEffect(() => {
    if (!ready || lastKey === location.key) return;
    lastKey = location.key;
    // A prerendered page's view is the moment it is shown, if ever.
    whenShown(() => {
      const name = viewName(page);
      trackView(name, location.pathname + location.search);
      const uri = window.location.origin + location.pathname + location.search + location.hash;
      // The first view's referrer is the page the visitor came from; later ones, the view before.
      const referrer = lastUri ?? document.referrer;
      lastUri = uri;
      if (beacons) notifyAnalytics({ type: "view", at: Date.now(), name, site: config.site, lang: page?.lang ?? "nl", uri, referrer });
    });
    // Only the location decides a new view; the page data belongs to that location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, location.key]);

  return null;
}
