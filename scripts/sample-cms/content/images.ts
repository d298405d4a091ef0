/**
 * Image nodes as the live CMS sends them: one `image` node per upload (id = its uuid) and one
 * `image_crop` node per use, whose `cdn_url_path` is the Uploadcare-style crop the site appends its
 * resize/format operations to. The sample CMS serves those paths itself under /images.
 */
import type { Rng } from "../prng";
import type { NodeBag } from "./model";

export type CropType =
  | "header_large"
  | "header_small"
  | "thumbnail_landscape"
  | "thumbnail_square"
  | "big_square"
  | "tabs"
  | "header_bg_wide";

/** Aspect ratio (width / height) of each crop type. */
const ASPECT: Record<CropType, number> = {
  header_large: 4000 / 1792,
  header_small: 16 / 9,
  thumbnail_landscape: 3 / 2,
  thumbnail_square: 1,
  big_square: 1,
  tabs: 2,
  header_bg_wide: 3,
};

export const SHOW_CROPS: readonly CropType[] = [
  "header_large",
  "header_small",
  "thumbnail_landscape",
  "thumbnail_square",
  "tabs",
];

/**
 * Adds one uploaded image and a crop node per requested type; returns crop node ids by type.
 * Crop ids are ULIDs, the image id a uuid, as observed.
 */
export function addImage(
  bag: NodeBag,
  rng: Rng,
  title: string,
  types: readonly CropType[],
): Record<CropType, string> {
  const uuid = rng.uuid();
  const width = 4000;
  const height = rng.pick([2667, 3000, 2250]);
  bag.add({
    id: uuid,
    kind: "image",
    data: {
      filename: `${slugify(title) || "afbeelding"}.jpg`,
      width,
      height,
      mime_type: "image/jpeg",
      title,
      tags: [],
    },
  });
  const out = {} as Record<CropType, string>;
  for (const type of types) {
    const aspect = ASPECT[type];
    let cw = width;
    let ch = Math.round(width / aspect);
    if (ch > height) {
      ch = height;
      cw = Math.round(height * aspect);
    }
    const x = Math.floor((width - cw) / 2);
    const y = rng.int(0, height - ch);
    const id = rng.ulid();
    bag.add({
      id,
      kind: "image_crop",
      data: {
        cdn_url_path: `${uuid}/-/crop/${cw}x${ch}/${x},${y}/`,
        crop_type: type,
        crop_width: cw,
        crop_height: ch,
        crop_x: x,
        crop_y: y,
      },
      relations: { crop_of: uuid },
    });
    out[type] = id;
  }
  return out;
}

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
