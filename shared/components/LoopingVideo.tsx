/**
 * A muted, looping background video over a poster image (home hero, musical hero). The server HTML
 * holds the video without `autoplay`: the browser starts it after hydration, so the poster paints
 * first and nothing decodes before the page can react to reduced motion. Reduced motion or a
 * source that cannot play remove it and leave the image underneath, without a word in the
 * console. A pause button keeps moving content under the visitor's control (WCAG 2.2.2).
 */
import { useEffect, useRef, useState } from "react";
import { BLOCK_TEXTS } from "../i18n/block-texts";
import type { Lang } from "../i18n/lang";

export function LoopingVideo({ url, poster, className, lang }: { url: string | undefined; poster?: string; className: string; lang: Lang }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [failedUrl, setFailedUrl] = useState<string>();
  const [paused, setPaused] = useState(false);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const show = Boolean(url) && !reducedMotion && failedUrl !== url;

  useEffect(() => {
    if (!url) return;
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const apply = () => setReducedMotion(query.matches);
    apply();
    query.addEventListener("change", apply);
    return () => query.removeEventListener("change", apply);
  }, [url]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url || !show) return;
    const fail = () => setFailedUrl(url);
    // The server-rendered element may have failed before hydration, with no listener yet.
    if (video.error) return fail();
    video.addEventListener("error", fail);
    // React does not always reflect `muted` into the attribute, and unmuted video may not autoplay.
    video.muted = true;
    if (!pausedRef.current) void video.play().catch(() => undefined);
    return () => video.removeEventListener("error", fail);
  }, [url, show]);

  if (!show) return null;
  const t = BLOCK_TEXTS[lang];
  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (paused) void video.play().catch(() => undefined);
    else video.pause();
    setPaused(!paused);
  };
  return (
    <>
      <video ref={videoRef} className={className} src={url} poster={poster} muted loop playsInline preload="metadata" aria-hidden="true" />
      <button type="button" className="looping-video__toggle" onClick={toggle}>
        <span className={paused ? "looping-video__icon looping-video__icon--play" : "looping-video__icon"} aria-hidden="true" />
        <span className="visually-hidden">{paused ? t.playBackgroundVideo : t.pauseBackgroundVideo}</span>
      </button>
    </>
  );
}
