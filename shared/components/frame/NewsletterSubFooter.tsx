/**
 * Newsletter sub-footer on every page: CMS heading and subheading (default texts when absent) and
 * the subscribe form; without JavaScript the form posts to the newsletter page, which shows the
 * outcome. The form is an island (Island.tsx), live once the visitor comes near it or reaches for
 * it: until then it is the server's form, which posts natively too.
 */
import { framePaths } from "../../i18n/frame-texts";
import { fromSite } from "../../site";
import type { FrameVM } from "../../view/frame-vm";
import { Island } from "../Island";
import { nearOrReached } from "../near-or-reached";
import { useFrameEnv } from "./env";

export function NewsletterSubFooter({ subFooter }: { subFooter: FrameVM["subFooter"] }) {
  const { lang, t, site } = useFrameEnv();
  const subscribe = { kind: "subscribe", lang, action: framePaths[lang].newsletter, idPrefix: "newsletter-subfooter" } as const;
  return (
    <section className="newsletter-cta" aria-labelledby="newsletter-cta-heading">
      <div className="newsletter-cta__inner container">
        <div className="newsletter-cta__text">
          <h2 id="newsletter-cta-heading" className="newsletter-cta__heading">
            {subFooter?.heading ?? t.newsletterHeading}
          </h2>
          <p className="newsletter-cta__subheading">{subFooter?.subheading ?? t.newsletterSubheading(fromSite(site, lang))}</p>
        </div>
        <Island part="newsletterForm" props={subscribe} className="newsletter-cta__form" wanted={nearOrReached} />
      </div>
    </section>
  );
}
