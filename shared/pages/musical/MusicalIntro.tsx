/**
 * Top of the musical page: 'return to all ticket options' on deep links, the logo as the page
 * heading, the presale text, the intro, subheading with dates, and on the lottery page the waiting-list button.
 */
import { AppLink } from "../../components/AppLink";
import { CmsImage } from "../../components/CmsImage";
import { RichText } from "../../components/RichText";
import { TicketShopAnchor } from "../../components/TicketShopAnchor";
import type { Lang } from "../../i18n/lang";
import { MUSICAL_TEXTS } from "../../i18n/musical-texts";
import type { MusicalVM } from "../../view/musical/musical-vm";
import type { ShowView } from "../../view/pages/show";

export function MusicalIntro({ view, musical, lang }: { view: ShowView; musical: MusicalVM; lang: Lang }) {
  const t = MUSICAL_TEXTS[lang];
  return (
    <header className="musical-intro">
      {musical.returnHref && (
        <AppLink className="musical-intro__return" to={musical.returnHref}>
          <span aria-hidden="true">‹</span>
          {t.returnToTickets}
        </AppLink>
      )}
      {/* The logo shows the name; the heading says it (hidden only when the logo is there). */}
      {musical.logo && <CmsImage className="musical-intro__logo" image={musical.logo} alt="" maxWidth={640} sizes="(max-width: 767px) 80vw, 480px" priority />}
      <h1 className={musical.logo ? "visually-hidden" : "musical-intro__heading"}>{view.heading.text}</h1>
      {/* Spec 2 §2: the presale text applies to every production page, the musical's too. */}
      {view.presaleText && <p className="show-intro__presale musical-intro__presale">{view.presaleText}</p>}
      {(view.subheading || view.dateHeading) && (
        <p className="musical-intro__sub">
          {view.subheading && <span>{view.subheading}</span>}
          {view.dateHeading && <span className="musical-intro__dates">{view.dateHeading}</span>}
        </p>
      )}
      {musical.thankYou && <p className="musical-intro__thanks">{t.thankYou}</p>}
      {musical.introHtml && <RichText className="musical-intro__text" html={musical.introHtml} lang={lang} />}
      {musical.lottery && (
        <div className="musical-lottery">
          <p>{t.lotteryText}</p>
          <TicketShopAnchor className="button musical-lottery__button" href={musical.lottery.href}>
            {t.lotteryButton}
          </TicketShopAnchor>
        </div>
      )}
    </header>
  );
}
