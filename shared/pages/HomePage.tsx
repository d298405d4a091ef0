import type { Lang } from "../i18n/lang";
import type { HomeView } from "../view/pages/home";
import { NewsBlock } from "../components/blocks/NewsBlock";
import { HomeBanners, HomeTextWidgets, HomeVideos } from "./home/HomeBlocks";
import { HomeCalendar } from "./home/HomeCalendar";
import { HomeHero } from "./home/HomeHero";
import { HomeHighlights } from "./home/HomeHighlights";
import { HomeSlider } from "./home/HomeSlider";

/** The home page (spec 1 §2 Home); the alternative mode's view model already leaves out title, slider and highlights. */
export function HomePage({ view, lang }: { view: HomeView; lang: Lang }) {
  return (
    <div className={view.alternative ? "home home--alternative" : "home"}>
      <HomeHero hero={view.hero} lang={lang} />
      <HomeSlider slides={view.slides} lang={lang} />
      <div className="home__inner">
        {view.calendar && <HomeCalendar calendar={view.calendar} lang={lang} />}
        <HomeHighlights items={view.highlights} lang={lang} />
        <HomeTextWidgets widgets={view.textWidgets} />
        <HomeBanners banners={view.banners} />
        <NewsBlock block={view.news} lang={lang} className="home-section home-news" />
        <HomeVideos videos={view.videos} lang={lang} />
      </div>
    </div>
  );
}
