/**
 * A link inside the site that the app's router follows (spec 1 §5): a plain anchor whose plain
 * left click goes to the router instead of loading a document; any other click (a new tab, a
 * download) is the browser's. react-router's Link did the same with six hooks and a layout effect
 * per link: the calendar renders some 400 links, and in a CPU profile at 4× slowdown they were
 * ~120 ms of its hydration (issue 22 point 2). Without scripts it is the anchor alone.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from "react";

export type Navigate = (to: string, opts: { replace: boolean }) => void;

/** How the browser's app navigates; none on the server, where a link is only its anchor. */
export const NavigateContext = createContext<Navigate | null>(null);

/** A link that opens its page in this tab (not a download, not another window). */
export function opensHere(anchor: Element): boolean {
  const target = anchor.getAttribute("target");
  return (!target || target === "_self") && !anchor.hasAttribute("download");
}

/** The main button and no modifier key: not a request for another tab or window. */
export function isUnmodifiedClick(event: MouseEvent<Element>): boolean {
  return event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/** A click the page may handle itself: the main button, no modifier key, on a link that opens here. */
export function isPlainClick(event: MouseEvent<Element>, anchor: Element): boolean {
  return isUnmodifiedClick(event) && opensHere(anchor);
}

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path of the site. */
  to: string;
  /** The page loads as a document instead. */
  reloadDocument?: boolean;
}

export function AppLink({ to, reloadDocument = false, onClick, ...anchor }: AppLinkProps) {
  const navigate = useContext(NavigateContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || reloadDocument || event.defaultPrevented || !isPlainClick(event, event.currentTarget)) return;
    event.preventDefault();
    // As react-router's Link: a link to the page shown replaces its history entry.
    navigate(to, { replace: to === location.pathname + location.search + location.hash });
  };
  return <a {...anchor} href={to} onClick={follow} />;
}
