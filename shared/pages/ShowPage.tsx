/**
 * Show (production) page: the blocks of spec 2 §2 in order. The intro and description fill the
 * main column; the sales panel (wish list, sales button, icons) sits beside it on wide screens.
 */
import { MarketingPixels } from "../components/MarketingPixels";
import type { Lang } from "../i18n/lang";
import { SHOW_TEXTS } from "../i18n/show-texts";
import type { ShowView } from "../view/pages/show";
import { Description, Videos } from "./show/Description";
import { HeroSlider } from "./show/HeroSlider";
import { MusicalPage } from "./musical/MusicalPage";
import { BigGroups, Cancellation, CustomerService, NoDates, WaitingList } from "./show/InfoBlocks";
import { PlaySchedule } from "./show/PlaySchedule";
import { RelatedShows } from "./show/RelatedShows";
import { SalesPanel } from "./show/SalesPanel";
import { ShowIntro } from "./show/ShowIntro";
import { TabsFaq } from "./show/TabsFaq";
import { useShowDataLayer } from "./show/use-data-layer";

export function ShowPage({ view, lang }: { view: ShowView; lang: Lang }) {
  useShowDataLayer(view.dataLayer);
  const pixels = <MarketingPixels urls={view.marketingPixels} />;
  if (view.musical) return <>{pixels}<MusicalPage view={view} musical={view.musical} lang={lang} /></>;
  return (
    <article className={view.layoutClass ? `show-page show-page--${view.layoutClass}` : "show-page"}>
      {pixels}
      <div id="start-of-page">
        <HeroSlider slides={view.slides} video={view.heroVideo} heading={view.heading.text} lang={lang} />
      </div>
      <div className="show-page__layout container">
        <ShowIntro view={view} lang={lang} />
        <SalesPanel view={view} lang={lang} />
        <div className="show-page__main">
          {view.description && <Description html={view.description.html} collapsible={view.description.collapsible} lang={lang} />}
          <Videos videos={view.videos} heading={view.heading.text} lang={lang} />
          {view.waitingList && <WaitingList list={view.waitingList} lang={lang} />}
          {view.schedule && <PlaySchedule schedule={view.schedule} lang={lang} />}
          {view.bigGroups && <BigGroups size={view.bigGroups.size} href={view.bigGroups.href} lang={lang} />}
          {view.noDates && <NoDates lang={lang} />}
          <CustomerService lang={lang} />
          <TabsFaq prices={view.prices} tabs={view.tabs} faq={view.faq} lang={lang} />
          <Cancellation lang={lang} />
        </div>
      </div>
      <RelatedShows cards={view.related} title={SHOW_TEXTS[lang].related} />
    </article>
  );
}
