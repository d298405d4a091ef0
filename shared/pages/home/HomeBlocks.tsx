/** The home page's CMS blocks: text widgets, banner tiles and embedded videos (news: the shared NewsBlock). */
import { HOME_TEXTS } from "../../i18n/home-texts";
import type { Lang } from "../../i18n/lang";
import type { BannersVM, TextWidgetVM } from "../../view/home/blocks";
import type { VideoSlideVM } from "../../view/blocks/videos";
import { BannerTiles } from "../../components/blocks/BannerTiles";
import { VideoSlide } from "../../components/blocks/VideoSlide";

export function HomeTextWidgets({ widgets }: { widgets: TextWidgetVM[] }) {
  if (widgets.length === 0) return null;
  return (
    <section className="home-section home-widgets">
      {widgets.map((w, i) => (
        <div key={i} className="home-widget">
          {w.title && <h2 className="home-widget__title">{w.title}</h2>}
          {w.contentHtml && <div className="home-widget__content rich-text" dangerouslySetInnerHTML={{ __html: w.contentHtml }} />}
        </div>
      ))}
    </section>
  );
}

export function HomeBanners({ banners }: { banners: BannersVM | undefined }) {
  return <BannerTiles banners={banners} className="home-section" titleClassName="home-section__title" />;
}

export function HomeVideos({ videos, lang }: { videos: VideoSlideVM[]; lang: Lang }) {
  const t = HOME_TEXTS[lang];
  if (videos.length === 0) return null;
  return (
    <section className="home-section home-videos" aria-labelledby="home-videos-title">
      <h2 id="home-videos-title" className="home-section__title">
        {t.videosTitle}
      </h2>
      <ul className="card-grid home-videos__list">
        {videos.map((v) => (
          <li key={v.id} className="home-videos__item">
            <VideoSlide video={v} lang={lang} />
          </li>
        ))}
      </ul>
    </section>
  );
}
