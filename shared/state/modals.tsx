/**
 * Open/close state of the two frame modals. The frame renders the modals; pages only call
 * `openWishlistModal()` or `openVideo(url)`. Without a provider the calls do nothing, so a page
 * rendered alone (tests) still works.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export interface WishlistModalState {
  wishlistModalOpen: boolean;
  openWishlistModal: () => void;
  closeWishlistModal: () => void;
}

export interface VideoModalState {
  /** Embed URL of the playing video, or null when closed. */
  videoUrl: string | null;
  openVideo: (embedUrl: string) => void;
  closeVideo: () => void;
}

const noop = () => {};
const WishlistModalContext = createContext<WishlistModalState>({
  wishlistModalOpen: false,
  openWishlistModal: noop,
  closeWishlistModal: noop,
});
const VideoModalContext = createContext<VideoModalState>({ videoUrl: null, openVideo: noop, closeVideo: noop });

export function ModalProvider({ children }: { children: ReactNode }) {
  const [wishlistModalOpen, setWishlistOpen] = useState(false);
  const [videoUrl, setVideoUrl] = useState<string | null>(null);

  const openWishlistModal = useCallback(() => setWishlistOpen(true), []);
  const closeWishlistModal = useCallback(() => setWishlistOpen(false), []);
  const openVideo = useCallback((embedUrl: string) => setVideoUrl(embedUrl), []);
  const closeVideo = useCallback(() => setVideoUrl(null), []);

  const wishlist = useMemo(
    () => ({ wishlistModalOpen, openWishlistModal, closeWishlistModal }),
    [wishlistModalOpen, openWishlistModal, closeWishlistModal],
  );
  const video = useMemo(() => ({ videoUrl, openVideo, closeVideo }), [videoUrl, openVideo, closeVideo]);
  return (
    <WishlistModalContext.Provider value={wishlist}>
      <VideoModalContext.Provider value={video}>{children}</VideoModalContext.Provider>
    </WishlistModalContext.Provider>
  );
}

export function useWishlistModal(): WishlistModalState {
  return useContext(WishlistModalContext);
}

export function useVideoModal(): VideoModalState {
  return useContext(VideoModalContext);
}
