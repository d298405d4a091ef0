/**
 * Every link to the ticket shop (spec 1 §4: "The referral value is added to ticket-shop links"):
 * `href` already carries l=en on English pages (added where the link is made), and the visit's
 * referral, known only in the browser, is added after hydration. Ticket-shop links stay in the tab
 * (spec 1 §5), but for the basket, wherever it is linked (the header's, a CMS menu's, a block's):
 * spec 1 §2 opens it in a new tab.
 */
import type { AnchorHTMLAttributes } from "react";
import { ticketShopUrl } from "../domain/links";
import { frameTexts } from "../i18n/frame-texts";
import { useReferral } from "../state";

const BASKET = /^https:\/\/[^/?#]+\/bestel\/winkelmand(?![^?#])/;

export function TicketShopAnchor({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const referral = useReferral();
  const basket = BASKET.test(href);
  return (
    <a href={referral ? ticketShopUrl(href, { referral }) : href} {...(basket && { target: "_blank", rel: "noopener" })} {...rest}>
      {children}
      {/* Said as every new-tab link of the site says it; the link's l=en tells the page's language. */}
      {basket && <span className="visually-hidden"> {frameTexts[/[?&]l=en(&|$)/.test(href) ? "en" : "nl"].newTab}</span>}
    </a>
  );
}
