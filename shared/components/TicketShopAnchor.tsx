/**
 * Every link to the ticket shop (spec 1 §4: "The referral value is added to ticket-shop links"):
 * `href` already carries l=en on English pages (added where the link is made), and the visit's
 * referral, known only in the browser, is added after hydration. Ticket-shop links stay in the tab
 * (spec 1 §5) unless the caller says otherwise (the header's basket).
 */
import type { AnchorHTMLAttributes } from "react";
import { ticketShopUrl } from "../domain/links";
import { useReferral } from "../state";

export function TicketShopAnchor({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const referral = useReferral();
  return <a href={referral ? ticketShopUrl(href, { referral }) : href} {...rest} />;
}
