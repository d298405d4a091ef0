/** Site object and public config, provided once above the router on both sides. */
import { createContext, useContext, type ReactNode } from "react";
import type { PublicConfig } from "../public-config";
import type { Site } from "../site";

export interface AppContextValue {
  site: Site;
  config: PublicConfig;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppProvider({ value, children }: { value: AppContextValue; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error("useApp outside AppProvider");
  return value;
}
