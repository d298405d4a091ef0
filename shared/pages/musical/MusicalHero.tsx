/**
 * The musical's hero (spec 2 §2: "for the musical layout a looping video instead" of the slider):
 * the first header image as poster and fallback, the shared looping video over it.
 */
import { useApp } from "../../components/app-context";
import { imageAlt } from "../../view/image-alt";
import { CmsImage } from "../../components/CmsImage";
import { LoopingVideo } from "../../components/LoopingVideo";
import { imageSources } from "../../domain/images";
import type { Lang } from "../../i18n/lang";
import type { MusicalVM } from "../../view/musical/musical-vm";

export function MusicalHero({ musical, heading, lang }: { musical: MusicalVM; heading: string; lang: Lang }) {
  const { config } = useApp();
  const { poster } = musical;
  const posterSrc = poster ? imageSources({ base: config.imageCdnBase, cdnUrlPath: poster.cdnUrlPath, maxWidth: 1920, quality: "normal" })?.src : undefined;
  return (
    <div className="musical-hero">
      {poster && <CmsImage className="musical-hero__image" image={poster} alt={imageAlt(poster, lang, heading)} sizes="100vw" quality="normal" priority />}
      <LoopingVideo url={musical.heroVideoUrl} poster={posterSrc} className="musical-hero__video" lang={lang} />
    </div>
  );
}
