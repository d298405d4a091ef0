/**
 * The musical layout (spec 2 §2 "Musical layout page"): video hero, logo and intro, sales panel,
 * the description (expanded), the calendar of all performances (or the premiere's list, or nothing
 * on the lottery page), person groups in tabs, banner cards, about text, photos, the accordion,
 * then sign-up-for-updates and the foundation footer.
 */
import type { Lang } from "../../i18n/lang";
import { MUSICAL_TEXTS } from "../../i18n/musical-texts";
import type { MusicalVM } from "../../view/musical/musical-vm";
import type { ShowView } from "../../view/pages/show";
import { RichText } from "../../components/RichText";
import { Description } from "../show/Description";
import { BigGroups, Cancellation, CustomerService, NoDates, WaitingList } from "../show/InfoBlocks";
import { PlaySchedule } from "../show/PlaySchedule";
import { SalesPanel } from "../show/SalesPanel";
import { TabsFaq } from "../show/TabsFaq";
import { BannerCards } from "./BannerCards";
import { FoundationFooter, SignUpForUpdates } from "./MusicalFooter";
import { MusicalHero } from "./MusicalHero";
import { MusicalIntro } from "./MusicalIntro";
import { PersonGroupTabs } from "./PersonGroupTabs";
import { PhotoSwiper } from "./PhotoSwiper";
import { useMusicalLayoutClass, useOrderEvent } from "./use-musical-effects";

function About({ html, heading, lang }: { html: string; heading: boolean; lang: Lang }) {
  return (
    <section className="show-block musical-about" aria-label={heading ? undefined : MUSICAL_TEXTS[lang].about}>
      {heading && <h2 className="show-block__heading">{MUSICAL_TEXTS[lang].about}</h2>}
      <RichText html={html} lang={lang} />
    </section>
  );
}

export function MusicalPage({ view, musical, lang }: { view: ShowView; musical: MusicalVM; lang: Lang }) {
  useMusicalLayoutClass();
  useOrderEvent(musical.thankYou);
  const classes = ["show-page", "musical-page", musical.deepLink && "musical-page--deep-link", musical.premiere && "musical-page--premiere"].filter(Boolean).join(" ");
  return (
    <article className={classes} data-tag={musical.tag ?? undefined}>
      <div id="start-of-page">
        <MusicalHero musical={musical} heading={view.heading.text} lang={lang} />
      </div>
      <div className="show-page__layout container">
        <MusicalIntro view={view} musical={musical} lang={lang} />
        <SalesPanel view={view} lang={lang} />
        <div className="show-page__main">
          {view.description && <Description html={view.description.html} collapsible={view.description.collapsible} lang={lang} />}
          {view.waitingList && <WaitingList list={view.waitingList} lang={lang} />}
          {view.schedule && <PlaySchedule schedule={view.schedule} lang={lang} />}
          {view.bigGroups && <BigGroups size={view.bigGroups.size} href={view.bigGroups.href} lang={lang} />}
          {view.noDates && !musical.lottery && <NoDates lang={lang} />}
        </div>
      </div>
      <div className="container musical-page__blocks">
        <PersonGroupTabs groups={musical.personGroups} lang={lang} />
        <BannerCards cards={musical.bannerCards} lang={lang} />
        {musical.aboutHtml && <About html={musical.aboutHtml} heading={musical.aboutHeading} lang={lang} />}
        <PhotoSwiper photos={musical.photos} credit={musical.photoCredit} heading={view.heading.text} lang={lang} />
        <CustomerService lang={lang} />
        <TabsFaq prices={view.prices} tabs={view.tabs} faq={view.faq} lang={lang} />
        <Cancellation lang={lang} />
      </div>
      <SignUpForUpdates lang={lang} />
      <FoundationFooter link={musical.foundationLink} lang={lang} />
    </article>
  );
}
