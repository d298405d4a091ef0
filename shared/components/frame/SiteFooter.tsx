/**
 * Footer (spec 1 §1): CMS columns (contact HTML, links), social links and payment-method logos
 * where a column asks for them, the ticket-sales link, copyright and main sponsor. Without CMS
 * columns (message pages) socials and payment methods still show, as on every page.
 */
import { imageUrl } from "../../domain/images";
import { ticketShopUrl } from "../../domain/links";
import { TicketShopAnchor } from "../TicketShopAnchor";
import type { FooterColumnVM, FrameVM } from "../../view/frame-vm";
import { FrameLink, useFrameEnv } from "./env";
import { PaymentMethods, SocialLinks } from "./SocialLists";

export function SiteFooter({ frame }: { frame: FrameVM }) {
  const { lang, config, t } = useFrameEnv();
  const columns = frame.footerColumns;
  const sponsorSrc = frame.sponsor ? imageUrl(config.imageCdnBase, frame.sponsor.imagePath, { width: 320 }) : null;
  return (
    // The page's top-level <footer> is the contentinfo landmark by itself (an explicit role is redundant).
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__columns">
          {columns.map((col) => (
            <FooterColumn key={col.id} column={col} />
          ))}
          {columns.length === 0 && (
            <FooterColumn column={{ id: "default", links: [], socials: true, paymentMethods: true }} />
          )}
        </div>
        <div className="site-footer__bottom">
          {config.ticketShopOrigin && (
            <TicketShopAnchor className="site-footer__ticket-link" href={ticketShopUrl(config.ticketShopOrigin, { lang })}>
              {t.ticketSales}
            </TicketShopAnchor>
          )}
          {frame.copyright && <p className="site-footer__copyright">{frame.copyright}</p>}
          {frame.sponsor && sponsorSrc && (
            <div className="site-footer__sponsor">
              <span className="site-footer__sponsor-label">{t.sponsorLabel}</span>
              {frame.sponsor.url ? (
                <a href={frame.sponsor.url} target="_blank" rel="noopener noreferrer">
                  {/* The label is the visible text before it: the link says where it goes. */}
                  <img src={sponsorSrc} alt={frame.sponsor.site ?? t.sponsorLabel} loading="lazy" width={160} />
                  <span className="visually-hidden"> {t.newTab}</span>
                </a>
              ) : (
                <img src={sponsorSrc} alt={t.sponsorLabel} loading="lazy" width={160} />
              )}
            </div>
          )}
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ column }: { column: FooterColumnVM }) {
  const { t } = useFrameEnv();
  return (
    <section className="site-footer__column" aria-label={column.heading ? undefined : t.footerLabel}>
      {column.heading && <h2 className="site-footer__heading">{column.heading}</h2>}
      {column.contentHtml && (
        // CMS-authored rich text (contact addresses); the CMS is the trusted author of page HTML.
        <div className="site-footer__content rich-text" dangerouslySetInnerHTML={{ __html: column.contentHtml }} />
      )}
      {column.links.length > 0 && (
        <ul className="site-footer__links">
          {column.links.map((link) => (
            <li key={link.id}>
              <FrameLink link={link} className="site-footer__link">
                {link.label}
              </FrameLink>
            </li>
          ))}
        </ul>
      )}
      {column.socials && (
        <div className="site-footer__socials">
          {/* The column's own title already names the block; the default heading is for untitled columns. */}
          {!column.heading && <h3 className="site-footer__subheading">{t.socialsHeading}</h3>}
          <SocialLinks />
        </div>
      )}
      {column.paymentMethods && (
        <div className="site-footer__payments">
          {!column.heading && <h3 className="site-footer__subheading">{t.paymentHeading}</h3>}
          <PaymentMethods />
        </div>
      )}
    </section>
  );
}
