/**
 * CMS rich text, inserted as HTML because the server sanitised it when the CMS answer arrived
 * (docs/decisions/cms-html.md), so no sanitiser ships to the browser. Clicks are delegated: a
 * video link opens the in-page video modal (spec 1 §1), an internal link navigates inside the site
 * (spec 1 §5), the rest behaves as the browser does (including modifier-clicks for a new tab). A
 * ticket-shop link (l=en already added on English pages, server/upstream/sanitise-render.ts) gets
 * the visit's referral as it is followed (spec 1 §4): the HTML is the server's, not re-rendered
 * once the referral is known.
 */
import { useContext, type MouseEvent } from "react";
import { classifyLink, ticketShopUrl } from "../domain/links";
import { embedUrl, parseVideoUrls } from "../domain/video";
import type { Lang } from "../i18n/lang";
import { useModalActions, useReferral } from "../state";
import { useApp } from "./app-context";
import { isPlainClick, isUnmodifiedClick, NavigateContext } from "./AppLink";

export function RichText({ html, lang, className }: { html: string; lang: Lang; className?: string }) {
  const { site } = useApp();
  const { openVideo } = useModalActions();
  const navigate = useContext(NavigateContext);
  const referral = useReferral();

  /** The referral goes on a ticket-shop link just before the browser follows it, in this tab or another. */
  const withReferral = (anchor: Element | null | undefined) => {
    const href = anchor?.getAttribute("href");
    if (!anchor || !href || !referral || classifyLink(href, { site, lang })?.kind !== "ticketShop") return;
    anchor.setAttribute("href", ticketShopUrl(href, { referral }));
  };

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const anchor = (e.target as Element).closest?.("a[href]");
    withReferral(anchor);
    if (e.defaultPrevented || !anchor || !isUnmodifiedClick(e)) return;
    const href = anchor.getAttribute("href") ?? "";
    const [videoId] = parseVideoUrls(href);
    // A video link is another host's, so it carries target=_blank (the link rule): that is for
    // a visitor without scripts; with them it plays here, in the modal.
    if (videoId) {
      e.preventDefault();
      openVideo(embedUrl(videoId, { autoplay: true }));
      return;
    }
    if (!isPlainClick(e, anchor)) return;
    const link = classifyLink(href, { site, lang });
    if (link?.kind === "internal" && navigate) {
      e.preventDefault();
      navigate(link.path, { replace: false });
    }
  };

  // The delegated handler only refines clicks on links, which stay focusable and keyboard-usable.
  return (
    <div
      className={["rich-text", className].filter(Boolean).join(" ")}
      onClick={onClick}
      onAuxClick={(e) => withReferral((e.target as Element).closest?.("a[href]"))}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
