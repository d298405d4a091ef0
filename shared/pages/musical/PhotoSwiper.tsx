/**
 * Photo swiper with the photo credit (spec 2 §2): one photo at a time on phones, two from 768 px,
 * prev/next and clickable bullets; loops when there are enough photos to clone.
 */
import { CmsImage } from "../../components/CmsImage";
import { Slider } from "../../components/slider/Slider";
import type { Lang } from "../../i18n/lang";
import { MUSICAL_TEXTS } from "../../i18n/musical-texts";
import type { ImageRef } from "../../view/cms-read";
import { imageAlt } from "../../view/image-alt";

const BREAKPOINTS = { 768: { slidesPerView: 2, spaceBetween: 24 } } as const;
const MIN_LOOP_PHOTOS = 4;

export function PhotoSwiper({ photos, credit, heading, lang }: { photos: ImageRef[]; credit: string | null; heading: string; lang: Lang }) {
  const t = MUSICAL_TEXTS[lang];
  if (photos.length === 0) return null;
  return (
    <section className="show-block musical-photos" aria-label={t.photos}>
      <figure className="musical-photos__figure">
        <Slider
          className="musical-photos__swiper"
          options={{ loop: photos.length >= MIN_LOOP_PHOTOS, slidesPerView: 1, spaceBetween: 8, breakpoints: BREAKPOINTS }}
          controls="inside"
          labels={{ prev: t.photoPrev, next: t.photoNext }}
          lang={lang}
          slides={photos.map((photo, i) => ({
            key: `${photo.cdnUrlPath}-${i}`,
            node: <CmsImage className="musical-photos__image" image={photo} alt={imageAlt(photo, lang, heading)} maxWidth={960} sizes="(max-width: 767px) 100vw, 50vw" />,
          }))}
        />
        {credit && <figcaption className="musical-photos__credit">{t.photoCredit(credit)}</figcaption>}
      </figure>
    </section>
  );
}
