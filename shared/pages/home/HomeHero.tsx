/**
 * Hero of the home page: the day or night header image (a mobile crop below 768 px), the venue's
 * looping video where the site has one, the welcome title and the search box.
 */
import type { CSSProperties } from "react";
import { useApp } from "../../components/app-context";
import { CmsImage } from "../../components/CmsImage";
import { LoopingVideo } from "../../components/LoopingVideo";
import { aspectSize, imageSources } from "../../domain/images";
import type { Lang } from "../../i18n/lang";
import type { HeroVM } from "../../view/home/blocks";
import { HomeSearch } from "./HomeSearch";

const MOBILE_MAX_WIDTH = 767;

export function HomeHero({ hero, lang }: { hero: HeroVM; lang: Lang }) {
  const { config, site } = useApp();
  const mobile = hero.mobileImage
    ? imageSources({ base: config.imageCdnBase, cdnUrlPath: hero.mobileImage.cdnUrlPath, maxWidth: MOBILE_MAX_WIDTH, quality: "normal", sizes: "100vw" })
    : null;
  const mobileSize = hero.mobileImage ? aspectSize(hero.mobileImage.width, hero.mobileImage.height, MOBILE_MAX_WIDTH) : null;
  const poster = hero.image ? imageSources({ base: config.imageCdnBase, cdnUrlPath: hero.image.cdnUrlPath, maxWidth: 1920, quality: "normal" })?.src : undefined;

  const style = hero.position ? ({ "--home-hero-position": hero.position } as CSSProperties) : undefined;
  const titleClass = hero.hideTitleMobile ? "home-hero__title home-hero__title--hide-mobile" : "home-hero__title";
  return (
    <section className={`home-hero home-hero--${hero.daytime ? "day" : "night"}`} style={style} data-daytime={hero.daytime ? "day" : "night"}>
      <div className="home-hero__media">
        {hero.image && (
          <picture>
            {mobile && <source media={`(max-width: ${MOBILE_MAX_WIDTH}px)`} srcSet={mobile.srcSet} sizes={mobile.sizes} width={mobileSize?.width} height={mobileSize?.height} />}
            <CmsImage className="home-hero__image" image={hero.image} quality="normal" sizes="100vw" priority />
          </picture>
        )}
        <LoopingVideo url={hero.videoUrl} poster={poster} className="home-hero__video" lang={lang} />
      </div>
      <div className="home-hero__content">
        {hero.title ? <h1 className={titleClass}>{hero.title}</h1> : <h1 className="visually-hidden">{site.name}</h1>}
        <HomeSearch lang={lang} />
      </div>
    </section>
  );
}
