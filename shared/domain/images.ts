/**
 * Image CDN URL builder (spec 1 §7/§9, spec 4 "Images"). Crops carry an Uploadcare-style
 * `cdn_url_path`; resizing, format, quality and progressive loading are operations appended to it.
 * Widths are snapped to fixed steps so the CDN cache sees few distinct URLs.
 */

export const IMAGE_WIDTH_STEPS = [320, 440, 640, 800, 920, 1024, 1280, 1366, 1440, 1536, 1600, 1800, 1920] as const;
export const MAX_IMAGE_WIDTH = 1920;
/** Default maximum CSS width; the srcset then covers it at the device pixel ratio. */
export const DEFAULT_IMAGE_MAX_WIDTH = 1920;
/** Agenda (calendar) entry images. */
export const AGENDA_IMAGE_MAX_WIDTH = 512;
/** Small header image ("about 1000" in the spec). */
export const SMALL_HEADER_IMAGE_MAX_WIDTH = 1000;

/** Lightest for everything except the header image, which uses normal (spec 1 §7). */
export type ImageQuality = "lightest" | "normal";

/** Smallest step covering cssWidth × dpr, capped at 1920; junk input falls back to sensible defaults. */
export function pickWidthStep(cssWidth: number, dpr = 1): number {
  const ratio = Number.isFinite(dpr) && dpr > 0 ? dpr : 1;
  const needed = Number.isFinite(cssWidth) && cssWidth > 0 ? cssWidth * ratio : IMAGE_WIDTH_STEPS[0];
  return IMAGE_WIDTH_STEPS.find((step) => step >= needed) ?? MAX_IMAGE_WIDTH;
}

/** The size of the image a share of a page shows (og:image, JSON-LD). */
export const SHARE_IMAGE = { width: 1280, quality: "normal" } as const;

/** base + cdn_url_path + operations; null without a path. An absolute path is used without the base. */
export function imageUrl(
  base: string,
  cdnUrlPath: unknown,
  opts: { width: number; quality?: ImageQuality },
): string | null {
  if (typeof cdnUrlPath !== "string" || cdnUrlPath.trim() === "") return null;
  const path = cdnUrlPath.trim();
  const joined = /^https?:\/\//i.test(path) ? path : `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  const withSlash = joined.endsWith("/") ? joined : `${joined}/`;
  const step = pickWidthStep(opts.width);
  const quality = opts.quality ?? "lightest";
  return `${withSlash}-/resize/${step}x/-/format/auto/-/quality/${quality}/-/progressive/yes/`;
}

export interface ImageSourcesInput {
  base: string;
  cdnUrlPath: unknown;
  /** Largest CSS width the image is shown at. */
  maxWidth?: number;
  quality?: ImageQuality;
  /** Width the crop itself is cut for: no URL asks for more, since the CDN would only upscale. */
  cropMaxWidth?: number;
  /** The img sizes attribute; defaults to full width up to maxWidth. */
  sizes?: string;
}

export interface ImageSources {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * src, srcset and sizes: the srcset lists every step up to the one covering maxWidth at 2×, so the
 * browser picks by device pixel ratio without server-side knowledge of the screen.
 */
// A page shows the same images on every request (the calendar 133 of them, ten URLs each), and the
// answer is the same: each distinct input is worked out once, shared read-only, bounded.
const known = new Map<string, ImageSources | null>();

export function imageSources(input: ImageSourcesInput): ImageSources | null {
  if (typeof input.cdnUrlPath !== "string") return sourcesOf(input);
  const key = [input.base, input.cdnUrlPath, input.maxWidth, input.quality, input.cropMaxWidth, input.sizes].map((v) => (v === undefined ? "\u0000" : String(v))).join("\n");
  let sources = known.get(key);
  if (sources === undefined) {
    sources = sourcesOf(input);
    if (known.size >= 5_000) known.clear();
    known.set(key, sources);
  }
  return sources;
}

function sourcesOf(input: ImageSourcesInput): ImageSources | null {
  const slotWidth = input.maxWidth && input.maxWidth > 0 ? input.maxWidth : DEFAULT_IMAGE_MAX_WIDTH;
  const cropWidth = input.cropMaxWidth && input.cropMaxWidth > 0 ? input.cropMaxWidth : Infinity;
  const maxWidth = Math.min(slotWidth, cropWidth);
  const quality = input.quality ?? "lightest";
  const src = imageUrl(input.base, input.cdnUrlPath, { width: maxWidth, quality });
  if (src === null) return null;
  const largest = Math.min(pickWidthStep(maxWidth, 2), Number.isFinite(cropWidth) ? pickWidthStep(cropWidth) : MAX_IMAGE_WIDTH);
  const srcSet = IMAGE_WIDTH_STEPS.filter((step) => step <= largest)
    .map((step) => `${imageUrl(input.base, input.cdnUrlPath, { width: step, quality })} ${step}w`)
    .join(", ");
  const sizes = input.sizes ?? `(max-width: ${Math.round(maxWidth)}px) 100vw, ${Math.round(maxWidth)}px`;
  return { src, srcSet, sizes };
}

/** width/height attributes with the crop's aspect ratio, so the layout does not shift; null without a usable crop size. */
export function aspectSize(
  cropWidth: unknown,
  cropHeight: unknown,
  width: number,
): { width: number; height: number } | null {
  if (typeof cropWidth !== "number" || typeof cropHeight !== "number") return null;
  if (!(cropWidth > 0 && cropHeight > 0 && width > 0) || !Number.isFinite(cropWidth / cropHeight)) return null;
  const w = Math.round(width);
  return { width: w, height: Math.max(1, Math.round((w * cropHeight) / cropWidth)) };
}
