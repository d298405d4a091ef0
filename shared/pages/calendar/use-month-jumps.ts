/**
 * The month links are the browser's own in-page jumps, each a history entry; the scroll of a step
 * between them, Back and Forward too, is the app's scroll rules' (use-scroll-rules.ts).
 * Focus: a browser moves only its Tab starting point to the month and drops the focus to the page,
 * so a screen reader said nothing after a jump. The month takes the focus, as the page's main
 * region does after the skip link: its name is read, and Tab goes on in it. Made focusable here,
 * on the jump, with the scroll already done (`preventScroll`), so focusing cannot move the month
 * off its place below the bar (docs/decisions/accessibility.md, session 32). It moves as the jump is
 * made (its popstate), not at the hash's event a task later: a Tab pressed in between was undone.
 */
import { useEffect } from "react";
import { decodeHash } from "../../components/use-scroll-rules";

export function useMonthJumps(): void {
  useEffect(() => {
    const onJump = () => {
      const month = document.getElementById(decodeHash(window.location.hash));
      if (!month?.classList.contains("calendar-month")) return;
      month.tabIndex = -1;
      month.focus({ preventScroll: true });
    };
    window.addEventListener("popstate", onJump);
    return () => window.removeEventListener("popstate", onJump);
  }, []);
}
