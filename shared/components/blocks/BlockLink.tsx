/**
 * The one component for a CMS link (spec 1 §5): internal ones navigate in the app; ticket-shop
 * links stay in the tab and carry the visit's referral (TicketShopAnchor); other links open a new
 * tab with rel noopener.
 */
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { AppLink } from "../AppLink";
import { TicketShopAnchor } from "../TicketShopAnchor";
import { frameTexts } from "../../i18n/frame-texts";
import { langOfPath } from "../../i18n/lang";
import type { LinkVM } from "../../view/blocks/link";

/** `fullLoad`: an internal link that loads its page as a document, not through the router. */
export function BlockLink({ link, className, children, fullLoad = false }: { link: Pick<LinkVM, "href" | "kind">; className?: string; children: ReactNode; fullLoad?: boolean }) {
  const { pathname } = useLocation();
  if (link.kind === "internal") {
    return (
      <AppLink to={link.href} className={className} reloadDocument={fullLoad}>
        {children}
      </AppLink>
    );
  }
  if (link.kind === "ticketShop") {
    // l=en is already in the href (view/blocks/link.ts).
    return (
      <TicketShopAnchor href={link.href} className={className}>
        {children}
      </TicketShopAnchor>
    );
  }
  return (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {frameTexts[langOfPath(pathname)].newTab}</span>
    </a>
  );
}
