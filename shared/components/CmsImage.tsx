import { aspectSize, imageSources, type ImageQuality } from "../domain/images";
import type { ImageRef } from "../view/cms-read";
import { useApp } from "./app-context";

/**
 * One image from the CDN with srcset/sizes and width/height against layout shift. Images above the
 * fold pass `priority` (eager, high fetch priority); the rest load lazily.
 */
export function CmsImage(props: {
  image: ImageRef;
  className?: string;
  sizes?: string;
  maxWidth?: number;
  quality?: ImageQuality;
  priority?: boolean;
  alt?: string;
}) {
  const { config } = useApp();
  const { image } = props;
  const maxWidth = Math.min(props.maxWidth ?? 1920, image.maxWidth ?? Infinity);
  const sources = imageSources({ base: config.imageCdnBase, cdnUrlPath: image.cdnUrlPath, maxWidth, cropMaxWidth: image.maxWidth, quality: props.quality, sizes: props.sizes });
  if (!sources) return null;
  const size = aspectSize(image.width, image.height, maxWidth);
  return (
    <img
      className={props.className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      width={size?.width}
      height={size?.height}
      alt={props.alt ?? image.alt ?? ""}
      loading={props.priority ? "eager" : "lazy"}
      fetchPriority={props.priority ? "high" : undefined}
      decoding="async"
    />
  );
}
