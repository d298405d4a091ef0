/**
 * The visit's referral (spec 1 §5): ?r= on any address is cleaned and kept in session storage;
 * ticket-shop links carry it. Read after mount only, so server HTML and hydration match (links
 * gain the parameter right after hydration).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { readReferral, storeReferral } from "../domain/referral";
import { applyBrowserState } from "./browser-state";

const ReferralContext = createContext<string | null>(null);

const warn = (message: string, error?: unknown) => console.warn(message, error);

export function ReferralProvider({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const [referral, setReferral] = useState<string | null>(null);
  useEffect(() => {
    const storage = safeSessionStorage();
    const given = new URLSearchParams(search).get("r");
    if (given !== null) storeReferral(storage, given, warn);
    const stored = readReferral(storage, warn);
    applyBrowserState(() => setReferral(stored));
  }, [search]);
  return <ReferralContext.Provider value={referral}>{children}</ReferralContext.Provider>;
}

export function useReferral(): string | null {
  return useContext(ReferralContext);
}

/** Even touching window.sessionStorage throws when storage is blocked. */
function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch (error) {
    warn("referral: session storage unavailable", error);
    return null;
  }
}
