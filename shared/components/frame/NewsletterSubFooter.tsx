/**
 * Newsletter sub-footer on every page: CMS heading and subheading (default texts when absent) and
 * the subscribe form; without JavaScript the form posts to the newsletter page, which shows the outcome.
 */
import { framePaths } from "../../i18n/frame-texts";
import { fromSite } from "../../site";
import type { FrameVM } from "../../view/frame";
import { NewsletterForm } from "../forms/NewsletterForm";
import { useFrameEnv } from "./env";

export function NewsletterSubFooter({ subFooter }: { subFooter: FrameVM["subFooter"] }) {
  const { lang, t, site } = useFrameEnv();
  return (
    <section className="newsletter-cta" aria-labelledby="newsletter-cta-heading">
      <div className="newsletter-cta__inner container">
        <div className="newsletter-cta__text">
          <h2 id="newsletter-cta-heading" className="newsletter-cta__heading">
            {subFooter?.heading ?? t.newsletterHeading}
          </h2>
          <p className="newsletter-cta__subheading">{subFooter?.subheading ?? t.newsletterSubheading(fromSite(site, lang))}</p>
        </div>
        <div className="newsletter-cta__form">
          <NewsletterForm kind="subscribe" lang={lang} action={framePaths[lang].newsletter} />
        </div>
      </div>
    </section>
  );
}
