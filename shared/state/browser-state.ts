/**
 * State only the browser knows (the visitor's stored choices, that scripts run at all), applied
 * after hydration as a transition: React renders it in slices that yield to the browser. Applied as
 * plain updates in the first effects, it re-rendered every consumer of the frame's contexts in one
 * task (156 ms on a 4× slowed phone, issue 22). Updates applied this way in the same effects commit
 * together; the document is marked hydrated only then (Root.tsx), so what tests and CSS read after
 * the mark is the page's settled state.
 */
import { startTransition } from "react";

export function applyBrowserState(update: () => void): void {
  startTransition(update);
}
