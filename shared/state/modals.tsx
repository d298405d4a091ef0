/**
 * Open/close state of the two frame modals. The frame renders the modals; pages only call
 * `openWishlistModal()` or `openVideo(url)`. Without a provider the calls do nothing, so a page
 * rendered alone (tests) still works.
 *
 * Opening and closing are a context of their own, which never changes: every wish-list heart and
 * rich text block takes it, and with the open state beside it all of them rendered again when a
 * modal opened and when it closed (a hundred hearts on the calendar, a tap's longest part on a phone).
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

export interface ModalActions {
  openWishlistModal: () => void;
  closeWishlistModal: () => void;
  /** `embedUrl`: the video's player address. */
  openVideo: (embedUrl: string) => void;
  closeVideo: () => void;
}

const noop = () => {};
const ActionsContext = createContext<ModalActions>({ openWishlistModal: noop, closeWishlistModal: noop, openVideo: noop, closeVideo: noop });
const WishlistOpenContext = createContext(false);
/** Embed URL of the playing video, or null when closed. */
const VideoUrlContext = createContext<string | null>(null);

export function ModalProvider({ children }: { children: ReactNode }) {
  const [wishlistModalOpen, setWishlistOpen] = useState(false);
  const [videoUrl, setVideoUrl] = useState<string | null>(null);
  const actions = useMemo<ModalActions>(
    () => ({ openWishlistModal: () => setWishlistOpen(true), closeWishlistModal: () => setWishlistOpen(false), openVideo: (embedUrl) => setVideoUrl(embedUrl), closeVideo: () => setVideoUrl(null) }),
    [],
  );
  return (
    <ActionsContext value={actions}>
      <WishlistOpenContext value={wishlistModalOpen}>
        <VideoUrlContext value={videoUrl}>{children}</VideoUrlContext>
      </WishlistOpenContext>
    </ActionsContext>
  );
}

/** Opening and closing: stable, so a part that opens a modal never renders again because one opened. */
export function useModalActions(): ModalActions {
  return useContext(ActionsContext);
}

/** For the frame, which shows the modals. */
export const useWishlistModalOpen = (): boolean => useContext(WishlistOpenContext);
export const useVideoUrl = (): string | null => useContext(VideoUrlContext);
