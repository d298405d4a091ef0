/**
 * Tolerant readers over CMS node data (spec 1 §5: text empty after trimming is absent). Node data
 * is an open map; these turn it into typed values without throwing on odd or missing fields.
 */
import type { CmsNode, RenderResponse } from "../contract/render";
import { SMALL_HEADER_IMAGE_MAX_WIDTH } from "../domain/images";

type Data = Record<string, unknown> | undefined;

export function readText(data: Data, key: string): string | undefined {
  const v = data?.[key];
  if (typeof v === "string") return v.trim() === "" ? undefined : v.trim();
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return undefined;
}

/**
 * A page's visible heading: the editors' heading, else the page's title, site title or SEA title,
 * so an answer that left the heading empty still gives the page a named h1.
 */
export function pageHeading(data: Data): string | undefined {
  return readText(data, "heading") ?? readText(data, "title") ?? readText(data, "siteTitle") ?? readText(data, "seaTitle");
}

export function readBool(data: Data, key: string): boolean {
  const v = data?.[key];
  return v === true || v === 1 || v === "1" || v === "true";
}

export function readNumber(data: Data, key: string): number | undefined {
  const v = data?.[key];
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : undefined;
}

export function readStringList(data: Data, key: string): string[] {
  const v = data?.[key];
  if (!Array.isArray(v)) return [];
  return v.filter((x): x is string => typeof x === "string" && x.trim() !== "").map((x) => x.trim());
}

/** Ids a relation points at (a single id, a list, or null). */
export function relationIds(node: CmsNode | undefined, key: string): string[] {
  const v = node?.relations?.[key];
  if (v == null) return [];
  return Array.isArray(v) ? v : [v];
}

/** Nodes a relation points at, resolved through `nodes`; dangling ids are skipped. */
export function relatedNodes(render: RenderResponse, node: CmsNode | undefined, key: string): CmsNode[] {
  return relationIds(node, key)
    .map((id) => render.nodes[id])
    .filter((n): n is CmsNode => n !== undefined);
}

export interface ImageRef {
  cdnUrlPath: string;
  width?: number;
  height?: number;
  /** The image's title (the CMS's Dutch field) and, where the CMS has one, its English title. */
  alt?: string;
  altEn?: string;
  /** Largest width worth requesting for this crop, whatever the slot it is shown in. */
  maxWidth?: number;
}

const optionalText = <K extends string>(key: K, value: string | undefined) => (value ? ({ [key]: value } as Record<K, string>) : {});

/** An image relation (image_crop → image) as a CDN path with its crop size and the image title as alt. */
export function readImage(render: RenderResponse, node: CmsNode | undefined, key: string): ImageRef | undefined {
  const crop = relatedNodes(render, node, key)[0];
  if (!crop) return undefined;
  const path = readText(crop.data, "cdn_url_path");
  if (!path) return undefined;
  const original = relatedNodes(render, crop, "crop_of")[0];
  return {
    cdnUrlPath: path,
    width: readNumber(crop.data, "crop_width") ?? readNumber(original?.data, "width"),
    height: readNumber(crop.data, "crop_height") ?? readNumber(original?.data, "height"),
    alt: readText(original?.data, "title"),
    ...optionalText("altEn", readText(original?.data, "title_en")),
    // The small header crop is cut for about 1000 px (spec 1 §9); a larger request only upscales it.
    ...(key === "image_header_small" ? { maxWidth: SMALL_HEADER_IMAGE_MAX_WIDTH } : {}),
  };
}
