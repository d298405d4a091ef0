/** The home page's CMS blocks: text widgets, banner tiles, news highlights and embedded videos. */
import { Link } from "react-router";
import { CmsImage } from "../../components/CmsImage";
import { HOME_TEXTS } from "../../i18n/home-texts";
import type { Lang } from "../../i18n/lang";
import { routePath } from "../../routes/table";
import type { BannerVM, BannersVM, NewsItemVM, TextWidgetVM, VideoVM } from "../../view/home/blocks";

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

function BannerTile({ banner }: { banner: BannerVM }) {
  const body = (
    <>
      <CmsImage className="home-banner__image" image={banner.image} maxWidth={640} sizes="(max-width: 767px) 100vw, 640px" />
      <span className="home-banner__text">
        {banner.title && <span className="home-banner__title">{banner.title}</span>}
        {banner.subtitle && <span className="home-banner__subtitle">{banner.subtitle}</span>}
        {banner.buttonText && banner.href && <span className="home-banner__button">{banner.buttonText}</span>}
      </span>
    </>
  );
  if (!banner.href) return <div className="home-banner">{body}</div>;
  if (banner.href.startsWith("/") && !banner.newTab) {
    return (
      <Link className="home-banner" to={banner.href}>
        {body}
      </Link>
    );
  }
  return (
    <a className="home-banner" href={banner.href} target={banner.newTab ? "_blank" : undefined} rel={banner.rel}>
      {body}
    </a>
  );
}

export function HomeBanners({ banners }: { banners: BannersVM | undefined }) {
  if (!banners) return null;
  return (
    <section className="home-section home-banners">
      {banners.title && <h2 className="home-section__title">{banners.title}</h2>}
      <ul className={`home-banners__list home-banners__list--${banners.width}${banners.many ? " home-banners__list--many" : ""}`}>
        {banners.items.map((b) => (
          <li key={b.id}>
            <BannerTile banner={b} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeNews({ items, lang }: { items: NewsItemVM[]; lang: Lang }) {
  const t = HOME_TEXTS[lang];
  if (items.length === 0) return null;
  return (
    <section className="home-section home-news" aria-labelledby="home-news-title">
      <h2 id="home-news-title" className="home-section__title">
        {t.newsTitle}
      </h2>
      <ul className="home-news__list">
        {items.map((item) => (
          <li key={item.id} className="home-news__item">
            <Link className="home-news__media" to={item.href} tabIndex={-1} aria-hidden="true">
              <CmsImage image={item.image} maxWidth={320} sizes="(max-width: 767px) 33vw, 320px" />
            </Link>
            <div className="home-news__body">
              <p className="home-news__date">{item.date}</p>
              <h3 className={item.uppercase ? "home-news__heading home-news__heading--upper" : "home-news__heading"}>
                <Link to={item.href}>{item.heading}</Link>
              </h3>
              <Link className="home-news__more" to={item.href}>
                {t.readMore}
                <span className="visually-hidden">: {item.heading}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <p className="home-news__all">
        <Link className="button button--white" to={routePath("news", lang)}>
          {t.moreNews}
        </Link>
      </p>
    </section>
  );
}

export function HomeVideos({ videos, lang }: { videos: VideoVM[]; lang: Lang }) {
  const t = HOME_TEXTS[lang];
  if (videos.length === 0) return null;
  return (
    <section className="home-section home-videos" aria-labelledby="home-videos-title">
      <h2 id="home-videos-title" className="home-section__title">
        {t.videosTitle}
      </h2>
      <ul className="home-videos__list">
        {videos.map((v, i) => (
          <li key={v.id} className="home-videos__item">
            <iframe
              src={v.embedUrl}
              title={`${t.videoTitle} ${i + 1}`}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
