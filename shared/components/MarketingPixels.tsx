/**
 * Fires a page's marketing pixels (shared/domain/marketing-pixels.ts) in the browser, once per page
 * view, and only after the visitor chose personalised cookies, on this page or before. Nothing is
 * rendered: the server HTML (a stored page, the same for everyone) never carries a pixel.
 */
import { useEffect, useRef } from "react";
import { useConsent } from "../state/consent";

export function MarketingPixels({ urls }: { urls: readonly string[] }) {
  const { ready, preference } = useConsent();
  const fired = useRef<readonly string[] | null>(null);
  useEffect(() => {
    if (!ready || preference !== "personalized" || urls.length === 0 || fired.current === urls) return;
    fired.current = urls;
    for (const url of urls) {
      const image = new Image();
      image.referrerPolicy = "strict-origin-when-cross-origin";
      image.src = url;
    }
  }, [ready, preference, urls]);
  return null;
}
