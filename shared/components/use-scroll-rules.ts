/**
 * Scroll after navigation (spec 1 §2): the hash target if one exists (retried every 500 ms up to
 * 30 times, for content that renders late), otherwise the saved position (back/forward), otherwise top.
 * A step within the page (a fragment link the browser followed, Back or Forward between such
 * entries) is scrolled as it happens, at its popstate: the target, or the top for the address without
 * one. The router shows that step a render later, in a transition that input runs ahead of, and a
 * scroll made then undid the visitor's next move (a Tab that had scrolled to a show further down
 * the month was pulled back under the cookie banner: the keyboard walk, session 35).
 */
import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigationType, type Location } from "react-router";

export const HASH_RETRY_MS = 500;
export const HASH_RETRY_TIMES = 30;
const STORAGE_KEY = "scroll-positions";
/**
 * Positions per history entry; kept across reloads in session storage, which is read only when a
 * position is restored or saved. A page's first read of session storage waits for the browser's
 * storage (~1–2 ms at 1× in a profile of the home page's load): read at module level, it was part
 * of the one task that evaluates the first load's code, the longest task of every page after its
 * first paint (docs/decisions/rendering.md, session 23). A first visit restores nothing.
 */
let positions = new Map<string, number>();
let storedRead = false;
let currentKey = "default";
/** The first render of a document: react-router calls it a POP whether the visitor came back or typed an address. */
let documentRender = true;
/** The page shown (path and query): a history step that keeps it is a step within the page. */
let shownPage = "";
/** Stops a step's wait for its target, should another page come first. */
let stopStep = () => {};

// useLayoutEffect warns during server rendering; scrolling only matters in the browser.
const useIsoLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export function useScrollRules(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    // Scroll events belong to the entry shown when they fire: the new page's scroll to top must not
    // overwrite the position saved for the page just left.
    const onScroll = () => positions.set(currentKey, window.scrollY);
    // A scroll made before hydration fired no event this page heard: the position at leaving is the one to keep.
    const persist = () => {
      withStored().set(currentKey, window.scrollY);
      writePositions(positions);
    };
    // The browser has scrolled to a fragment link's target already, but the target may still move;
    // Back or Forward between such entries scroll nowhere by themselves (scrollRestoration is manual).
    const onStep = () => {
      if (window.location.pathname + window.location.search !== shownPage) return;
      // An earlier step still waiting for its target would scroll there after this one.
      stopStep();
      if (window.location.hash.length > 1) stopStep = scrollToHash(decodeHash(window.location.hash));
      else window.scrollTo(0, 0);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", persist);
    window.addEventListener("popstate", onStep);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", persist);
      window.removeEventListener("popstate", onStep);
    };
  }, []);

  useIsoLayoutEffect(() => {
    currentKey = entryKey(location);
    const first = documentRender;
    documentRender = false;
    const page = location.pathname + location.search;
    // A document's first render finds no page shown yet: never a step.
    const stepWithinPage = navigationType === "POP" && page === shownPage;
    shownPage = page;
    if (stepWithinPage) return undefined;
    stopStep();
    const restoring = first ? documentRestored() : navigationType === "POP";
    if (location.hash.length > 1) return scrollToHash(decodeHash(location.hash));
    const saved = restoring ? withStored().get(currentKey) : undefined;
    // A document is where the browser put it unless a position was saved for it: a visitor on a slow
    // phone may have scrolled before hydration, and one left before it hydrated the browser restores.
    if (first && saved === undefined) return undefined;
    window.scrollTo(0, saved ?? 0);
    return undefined;
  }, [location.key]);
}

/**
 * Every entry loaded as a document has the key "default" (no history state yet): without its
 * address as well, a page opened from the address bar took the scroll of the last page opened so.
 */
function entryKey(location: Location): string {
  return location.key === "default" ? `default ${location.pathname}${location.search}` : location.key;
}

/** Whether this document is a reload or a back/forward visit, where the saved position applies. */
function documentRestored(): boolean {
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === "reload" || entry?.type === "back_forward";
}

function scrollToHash(id: string): () => void {
  let attempts = 0;
  let timer: number | undefined;
  const tryScroll = () => {
    const el = document.getElementById(id);
    if (el) return scrollToTarget(el);
    if (++attempts < HASH_RETRY_TIMES) timer = window.setTimeout(tryScroll, HASH_RETRY_MS);
  };
  tryScroll();
  return () => window.clearTimeout(timer);
}

/**
 * Scrolls to the target, then follows it. Long lists skip rendering what is off-screen
 * (`content-visibility: auto`, with an estimated height); the items a jump brings near the viewport
 * take their real height a frame or two later and move the target (by 40 to 150 px on the
 * calendar), so for half a second, unless something else scrolls (the visitor, a focus), the target
 * is jumped to again each frame (where it already is, that moves nothing).
 */
function scrollToTarget(el: Element, frames = 30): void {
  el.scrollIntoView();
  let y = window.scrollY;
  const check = (left: number) => {
    if (window.scrollY !== y) return;
    el.scrollIntoView();
    y = window.scrollY;
    if (left > 0) requestAnimationFrame(() => check(left - 1));
  };
  requestAnimationFrame(() => check(frames));
}

/** A location hash as the element id it names; a malformed escape ("#%E0") is taken as typed, not thrown. */
export function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** This document's positions joined to those stored before, once: stored first, so the latest stay last (writePositions keeps the last 50). */
function withStored(): Map<string, number> {
  if (!storedRead) {
    storedRead = true;
    const joined = new Map(readPositions());
    for (const [key, y] of positions) {
      joined.delete(key);
      joined.set(key, y);
    }
    positions = joined;
  }
  return positions;
}

function readPositions(): Array<[string, number]> {
  try {
    return Object.entries(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>);
  } catch {
    return [];
  }
}

function writePositions(map: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...map].slice(-50))));
  } catch {
    // storage full or blocked: back navigation after a reload then starts at the top
  }
}
