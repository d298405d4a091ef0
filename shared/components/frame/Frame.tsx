/**
 * The page frame on every page (spec 1 §2 "Page frame"): skip link, preview banner, header,
 * main with the loading line, newsletter sub-footer, footer, cookie banner and the modals.
 * Takes the frame view model only; the CMS response is mapped by shared/view/frame.ts.
 */
import type { ReactNode } from "react";
import type { Lang } from "../../i18n/lang";
import type { PublicConfig } from "../../public-config";
import type { Site } from "../../site";
import { AppStateProvider } from "../../state";
import { NEW_TAB_NOTE_ID } from "../../domain/links";
import type { FrameVM } from "../../view/frame-vm";
import { CookieBanner, PreviewBanner } from "./CookieBanner";
import { FrameEnvProvider, useFrameEnv } from "./env";
import { VideoModal, WishlistModal } from "./FrameModals";
import { LoadingStatus } from "./loading-status";
import { NewsletterSubFooter } from "./NewsletterSubFooter";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

export interface FrameProps {
  frame: FrameVM;
  lang: Lang;
  site: Site;
  config: PublicConfig;
  children?: ReactNode;
}

/** The loading line follows the `NavigationLoading` context (loading-status.tsx). */
export function Frame({ frame, lang, site, config, children }: FrameProps) {
  return (
    <AppStateProvider config={config}>
      <FrameEnvProvider env={{ lang, site, config }}>
        <FrameBody frame={frame}>
          {children}
        </FrameBody>
      </FrameEnvProvider>
    </AppStateProvider>
  );
}

function FrameBody({ frame, children }: { frame: FrameVM; children?: ReactNode }) {
  const { t } = useFrameEnv();
  return (
    <div className="frame">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      {/* What describes the rich text's new-tab links (server/upstream/sanitise-render.ts). */}
      <span id={NEW_TAB_NOTE_ID} hidden>
        {t.newTab}
      </span>
      {frame.isPreview && <PreviewBanner />}
      <SiteHeader frame={frame} />
      <main id="main" className="site-main" tabIndex={-1}>
        <LoadingStatus />
        {children}
      </main>
      <NewsletterSubFooter subFooter={frame.subFooter} />
      <SiteFooter frame={frame} />
      <CookieBanner />
      <WishlistModal />
      <VideoModal />
    </div>
  );
}
