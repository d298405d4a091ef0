/**
 * The month links are the browser's own in-page jumps, each a history entry; the app scrolls for
 * its navigations itself (`history.scrollRestoration = "manual"`, use-scroll-rules.ts), and these
 * entries all share one router key, so Back and Forward between them changed the address and
 * scrolled nowhere: a visitor pressed Back three times to leave the calendar, seeing nothing move.
 * Going back or forward to a month now shows that month; to the address without one, the top.
 */
import { useEffect } from "react";
import { decodeHash } from "../../components/use-scroll-rules";

export function useMonthHistory(): void {
  useEffect(() => {
    // Only between this page's own entries: leaving it is the app's navigation, scrolled by its rules.
    const path = window.location.pathname + window.location.search;
    const onPop = () => {
      if (window.location.pathname + window.location.search !== path) return;
      const id = decodeHash(window.location.hash);
      if (!id) return window.scrollTo(0, 0);
      document.getElementById(id)?.scrollIntoView();
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
}
