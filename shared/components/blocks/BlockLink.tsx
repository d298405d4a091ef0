/**
 * The one component for a CMS link (spec 1 §5): internal ones navigate in the app; ticket-shop
 * links stay in the tab and carry the visit's referral (known only in the browser, so added
 * after hydration, as the sales button does); other links open a new tab with rel noopener.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ticketShopUrl } from "../../domain/links";
import { useReferral } from "../../state";
import type { LinkVM } from "../../view/blocks/link";

export function BlockLink({ link, className, children }: { link: Pick<LinkVM, "href" | "kind">; className?: string; children: ReactNode }) {
  const referral = useReferral();
  if (link.kind === "internal") {
    return (
      <Link to={link.href} className={className}>
        {children}
      </Link>
    );
  }
  if (link.kind === "ticketShop") {
    // l=en is already in the href (view/blocks/link.ts); only the referral is added here.
    return (
      <a href={referral ? ticketShopUrl(link.href, { lang: "nl", referral }) : link.href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
