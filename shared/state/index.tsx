/**
 * All shared client state behind one provider. The frame wraps itself in it, but an app root may
 * provide it higher up (so state survives a frame remount); the marker makes the inner one a
 * pass-through then, so there is only ever one account lookup.
 */
import { createContext, useContext, type ReactNode } from "react";
import type { PublicConfig } from "../public-config";
import { A11yModeProvider } from "./a11y-mode";
import { AccountProvider } from "./account";
import { ConsentProvider } from "./consent";
import { ModalProvider } from "./modals";
import { ReferralProvider } from "./referral";

export { useAccount, AccountProvider, hasCookie, cookieIsSet, type AccountState } from "./account";
export {
  useConsent,
  ConsentProvider,
  CONSENT_PREFERENCE_KEY,
  CONSENT_SHOWN_KEY,
  type ConsentPreference,
  type ConsentState,
} from "./consent";
export { useReferral, ReferralProvider } from "./referral";
export { useA11yMode, A11yModeProvider } from "./a11y-mode";
export { useModalActions, useWishlistModalOpen, useVideoUrl, ModalProvider, type ModalActions } from "./modals";

const ProvidedMarker = createContext(false);

export function AppStateProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  if (useContext(ProvidedMarker)) return <>{children}</>;
  return (
    <ProvidedMarker.Provider value={true}>
      <ConsentProvider>
        <AccountProvider config={config}>
          <ModalProvider>
            <ReferralProvider>
              <A11yModeProvider>{children}</A11yModeProvider>
            </ReferralProvider>
          </ModalProvider>
        </AccountProvider>
      </ConsentProvider>
    </ProvidedMarker.Provider>
  );
}
