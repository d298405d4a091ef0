/** Newsletter sub-footer on every page: CMS heading and subheading, default texts when absent. */
import { Link } from "react-router";
import { framePaths } from "../../i18n/frame-texts";
import type { FrameVM } from "../../view/frame";
import { useFrameEnv } from "./env";

export function NewsletterSubFooter({ subFooter }: { subFooter: FrameVM["subFooter"] }) {
  const { lang, t } = useFrameEnv();
  return (
    <section className="newsletter-cta" aria-labelledby="newsletter-cta-heading">
      <div className="newsletter-cta__inner container">
        <div className="newsletter-cta__text">
          <h2 id="newsletter-cta-heading" className="newsletter-cta__heading">
            {subFooter?.heading ?? t.newsletterHeading}
          </h2>
          <p className="newsletter-cta__subheading">{subFooter?.subheading ?? t.newsletterSubheading}</p>
        </div>
        <Link to={framePaths[lang].newsletter} className="button button--white newsletter-cta__button">
          {t.newsletterLink}
        </Link>
      </div>
    </section>
  );
}
