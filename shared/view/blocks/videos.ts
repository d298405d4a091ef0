/**
 * Video slides (spec 2 block 7): one per accepted link in the page's comma-separated list
 * (spec 1 §5), with a thumbnail from the page's own images, since the video host's thumbnails
 * would load a third-party image before the visitor chose to play.
 */
import { embedUrl, parseVideoUrls } from "../../domain/video";
import type { ImageRef } from "../cms-read";

export interface VideoSlideVM {
  id: string;
  index: number;
  /** Privacy-host embed that starts playing; loaded only after the visitor presses play. */
  embedUrl: string;
  thumbnail?: ImageRef;
}

export function mapVideoSlides(links: unknown, thumbnail: ImageRef | undefined): VideoSlideVM[] {
  return parseVideoUrls(links).map((id, index) => ({ id, index, embedUrl: embedUrl(id, { autoplay: true }), thumbnail }));
}
