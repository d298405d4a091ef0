/**
 * A muted, looping background video over a poster image (home hero, musical hero). The first render
 * matches the server's (video on); reduced motion or a source that cannot play then remove it and
 * leave the image underneath, without a word in the console.
 */
import { useEffect, useRef, useState } from "react";

export function LoopingVideo({ url, poster, className }: { url: string | undefined; poster?: string; className: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [failedUrl, setFailedUrl] = useState<string>();
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
    void video.play().catch(() => undefined);
    return () => video.removeEventListener("error", fail);
  }, [url, show]);

  if (!show) return null;
  return <video ref={videoRef} className={className} src={url} poster={poster} autoPlay muted loop playsInline preload="metadata" aria-hidden="true" />;
}
