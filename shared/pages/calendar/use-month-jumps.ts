/**
 * The month links are the browser's own in-page jumps, each a history entry.
 * - Back and Forward: the app scrolls for its navigations itself (`history.scrollRestoration =
 *   "manual"`, use-scroll-rules.ts), and these entries all share one router key, so Back and Forward
 *   between them changed the address and scrolled nowhere: a visitor pressed Back three times to
 *   leave the calendar, seeing nothing move. Going back or forward to a month now shows that month;
 *   to the address without one, the top.
 * - Focus: a browser moves only its Tab starting point to the month and drops the focus to the page,
 *   so a screen reader said nothing after a jump. The month takes the focus, as the page's main
 *   region does after the skip link: its name is read, and Tab goes on in it. Made focusable here,
 *   on the jump, with the scroll already done (`preventScroll`), so focusing cannot move the month
 *   off its place below the bar (docs/decisions/accessibility.md, session 32).
 */
import { useEffect } from "react";
import { decodeHash } from "../../components/use-scroll-rules";

export function useMonthJumps(): void {
  useEffect(() => {
    // Only between this page's own entries: leaving it is the app's navigation, scrolled by its rules.
    const path = window.location.pathname + window.location.search;
    const onPop = () => {
      if (window.location.pathname + window.location.search !== path) return;
      const id = decodeHash(window.location.hash);
      if (!id) return window.scrollTo(0, 0);
      document.getElementById(id)?.scrollIntoView();
    };
    const onHash = () => {
      const month = document.getElementById(decodeHash(window.location.hash));
      if (!month?.classList.contains("calendar-month")) return;
      month.tabIndex = -1;
      month.focus({ preventScroll: true });
    };
    window.addEventListener("popstate", onPop);
    window.addEventListener("hashchange", onHash);
    return () => {
      window.removeEventListener("popstate", onPop);
      window.removeEventListener("hashchange", onHash);
    };
  }, []);
}
