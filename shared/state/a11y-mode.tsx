/**
 * The visitor's accessibility mode, remembered in localStorage. Off in the server HTML and the
 * hydrating render (the server cannot know it); read from storage right after, so a visitor who
 * switched it on sees their menu on every page. The mode also marks <html data-a11y-mode="on">.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { A11Y_MODE_KEY } from "../domain/a11y-mode";
import { readLocal, writeLocal } from "./storage";
import { applyBrowserState } from "./browser-state";

interface A11yModeState {
  on: boolean;
  toggle(): void;
}

const A11yModeContext = createContext<A11yModeState>({ on: false, toggle: () => {} });

export function A11yModeProvider({ children }: { children: ReactNode }) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const stored = readLocal(A11Y_MODE_KEY) === "on";
    applyBrowserState(() => setOn(stored));
  }, []);
  useEffect(() => {
    document.documentElement.toggleAttribute("data-a11y-mode", on);
  }, [on]);
  const toggle = useCallback(() => {
    setOn((current) => {
      writeLocal(A11Y_MODE_KEY, current ? "off" : "on");
      return !current;
    });
  }, []);
  const value = useMemo(() => ({ on, toggle }), [on, toggle]);
  return <A11yModeContext.Provider value={value}>{children}</A11yModeContext.Provider>;
}

export function useA11yMode(): A11yModeState {
  return useContext(A11yModeContext);
}
