/** The wish-list and video modals every page carries; pages open them through shared/state. */
import { useEffect } from "react";
import { startTimedEvent } from "../../analytics/notices";
import { ticketShopUrl } from "../../domain/links";
import { TicketShopAnchor } from "../TicketShopAnchor";
import type { Lang } from "../../i18n/lang";
import type { PublicConfig } from "../../public-config";
import { useAccount, useModalActions, useVideoUrl, useWishlistModalOpen } from "../../state";
import { Dialog } from "./Dialog";
import { useFrameEnv } from "./env";

/** The wish-list page lives on the ticket-shop host (spec 1 §2); its path is our assumption. */
export function wishlistPageUrl(config: PublicConfig, lang: Lang): string {
  return ticketShopUrl(`${config.ticketShopOrigin.replace(/\/+$/, "")}/verlanglijst`, { lang });
}

export function WishlistModal() {
  const { lang, config, t } = useFrameEnv();
  const { loggedIn } = useAccount();
  const open = useWishlistModalOpen();
  const { closeWishlistModal } = useModalActions();
  return (
    <Dialog open={open} title={t.wishlistTitle} onClose={closeWishlistModal} className="wishlist-modal">
      {loggedIn ? (
        <>
          <p>{t.wishlistLoggedIn}</p>
          <TicketShopAnchor className="button" href={wishlistPageUrl(config, lang)}>
            {t.wishlistView}
          </TicketShopAnchor>
        </>
      ) : (
        <>
          <p>{t.wishlistLoggedOut}</p>
          <a className="button" href={config.personalAreaUrl[lang]}>
            {t.wishlistLogin}
          </a>
        </>
      )}
    </Dialog>
  );
}

export function VideoModal() {
  const { t } = useFrameEnv();
  const videoUrl = useVideoUrl();
  const { closeVideo } = useModalActions();
  // Time spent watching is a timed event of the page view (kept from 2 s, spec 1 §9).
  useEffect(() => (videoUrl ? startTimedEvent("video") : undefined), [videoUrl]);
  return (
    <Dialog open={videoUrl !== null} title={t.videoTitle} onClose={closeVideo} className="video-modal">
      {videoUrl && (
        <div className="video-modal__frame">
          <iframe
            src={videoUrl}
            title={t.videoTitle}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
    </Dialog>
  );
}
