/**
 * The end of the musical page: sign-up-for-updates social links and the foundation footer
 * (spec 2 §2). The social profiles are the site's own (shared/socials.ts).
 */
import { BlockLink } from "../../components/blocks/BlockLink";
import { SocialLinks } from "../../components/frame/SocialLists";
import type { Lang } from "../../i18n/lang";
import { MUSICAL_TEXTS } from "../../i18n/musical-texts";
import type { LinkVM } from "../../view/blocks/link";

export function SignUpForUpdates({ lang }: { lang: Lang }) {
  const t = MUSICAL_TEXTS[lang];
  return (
    <section className="musical-signup" aria-labelledby="musical-signup-title">
      <div className="container">
        <h2 className="musical-signup__title" id="musical-signup-title">
          {t.signUpTitle}
        </h2>
        <p>{t.signUpText}</p>
        <SocialLinks />
      </div>
    </section>
  );
}

export function FoundationFooter({ link, lang }: { link: LinkVM; lang: Lang }) {
  const t = MUSICAL_TEXTS[lang];
  return (
    <section className="musical-foundation" aria-labelledby="musical-foundation-title">
      <div className="container musical-foundation__inner">
        <h2 className="musical-foundation__title" id="musical-foundation-title">
          {t.foundationTitle}
        </h2>
        <p>{t.foundationText}</p>
        <BlockLink link={link} className="button button--white">
          {t.foundationLink}
        </BlockLink>
      </div>
    </section>
  );
}
