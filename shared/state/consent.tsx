/**
 * Cookie consent (spec 1 §4): preference basic (default) or personalized, and whether the banner
 * was answered. Storage is read in an effect, so the server HTML and the first client render agree:
 * both hold the banner, which CSS shows only where the document's head script found no choice
 * (server/render/document.ts CONSENT_PROBE), so it paints with the page; once storage is read the
 * banner stays only for visitors who never chose.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { readLocal, writeLocal } from "./storage";
import { applyBrowserState } from "./browser-state";

export type ConsentPreference = "basic" | "personalized";

export const CONSENT_SHOWN_KEY = "cookie_consent_shown";
export const CONSENT_PREFERENCE_KEY = "cookie_consent_preference";

export interface ConsentState {
  preference: ConsentPreference;
  /** True once storage was read (after mount); analytics should wait for it. */
  ready: boolean;
  /** False once storage says the visitor chose (or after a choice); true before storage is read. */
  bannerVisible: boolean;
  /** Counts the choices made on this page, so a choice that keeps the preference is still announced. */
  choices: number;
  /** Saves a choice at once (banner or cookie page) and hides the banner for good. */
  choose: (preference: ConsentPreference) => void;
}

const noop = () => {};
const ConsentContext = createContext<ConsentState>({
  preference: "basic",
  ready: false,
  bannerVisible: false,
  choices: 0,
  choose: noop,
});

export function readPreference(raw: string | null): ConsentPreference {
  return raw === "personalized" ? "personalized" : "basic";
}

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [preference, setPreference] = useState<ConsentPreference>("basic");
  const [ready, setReady] = useState(false);
  const [bannerVisible, setBannerVisible] = useState(true);
  const [choices, setChoices] = useState(0);

  useEffect(() => {
    const stored = readPreference(readLocal(CONSENT_PREFERENCE_KEY));
    const shown = readLocal(CONSENT_SHOWN_KEY) === "yes";
    applyBrowserState(() => {
      setPreference(stored);
      setBannerVisible(!shown);
      setReady(true);
    });
  }, []);

  const choose = useCallback((next: ConsentPreference) => {
    writeLocal(CONSENT_PREFERENCE_KEY, next);
    writeLocal(CONSENT_SHOWN_KEY, "yes");
    setPreference(next);
    setBannerVisible(false);
    setChoices((n) => n + 1);
  }, []);

  const value = useMemo(
    () => ({ preference, ready, bannerVisible, choices, choose }),
    [preference, ready, bannerVisible, choices, choose],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  return useContext(ConsentContext);
}
