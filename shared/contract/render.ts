/**
 * The CMS render API contract (`GET /api/render/{path}`), written once and used by the server,
 * the client and the sample CMS. Shape follows spec 4 (observed live API): keyed `nodes`,
 * string ids, relations resolved through `nodes`. The envelope is checked strictly enough to
 * catch a wrong answer (DECODE_FAILED); each node's `data` stays an open map that the page
 * mappers read field by field, so one odd field never sinks a whole page.
 */
import * as z from "zod";
import { Id } from "./cms-id";

/** A list with an empty place in it (`[12, null]`) is the list without it: one gap need not sink the page. */
export const RelationValue = z.union([Id, z.array(Id.nullable()).transform((ids) => ids.filter((id) => id !== null)), z.null()]);

export const QueryResult = z.looseObject({
  node_ids: z.array(Id).default([]),
  per_page: z.number().optional(),
  statistics: z
    .looseObject({
      total_matches: z.number().optional(),
      available_attributes: z.unknown().optional(),
    })
    .optional(),
});

export const CmsNode = z.looseObject({
  id: Id,
  kind: z.string(),
  data: z.record(z.string(), z.unknown()).default({}),
  relations: z.record(z.string(), RelationValue).nullish(),
  publication_date: z.string().nullish(),
  production_id: Id.nullish(),
  query_result: QueryResult.nullish(),
  filters: z.unknown().optional(),
});
export type CmsNode = z.infer<typeof CmsNode>;

export const ArrangementKind = z.looseObject({ kind: z.string(), sales_url: z.string().nullish() });

/** Sales statuses the server sends (spec 1 §4). Unknown strings are kept, the rules treat them as not on sale. */
export const SALES_STATUSES = [
  "show_started",
  "show_finished",
  "sales_not_started",
  "sales_finished",
  "on_sale",
] as const;

export const CmsEvent = z.looseObject({
  id: Id,
  start_date: z.string(),
  end_date: z.string().nullish(),
  sales_url: z.string().nullish(),
  sales_status: z.string(),
  sales_start_date: z.string().nullish(),
  venue_id: Id.nullish(),
  hall_id: Id.nullish(),
  arrangement_ids: z.array(Id).nullish(),
  arrangement_kinds: z.array(ArrangementKind).nullish(),
  /** Event data (statusID, prices, bestelbutton, ...): read by the show-page mappers. */
  data: z.record(z.string(), z.unknown()).default({}),
});
export type CmsEvent = z.infer<typeof CmsEvent>;

export const CmsProduction = z.looseObject({
  id: Id,
  data: z.record(z.string(), z.unknown()).default({}),
  events: z.array(CmsEvent).default([]),
});
export type CmsProduction = z.infer<typeof CmsProduction>;

export const CmsArrangement = z.looseObject({
  id: Id,
  production_id: Id.nullish(),
  kind: z.string().nullish(),
  start_date: z.string().nullish(),
  end_date: z.string().nullish(),
  sales_status: z.string().nullish(),
  sales_url: z.string().nullish(),
  sales_start_date: z.string().nullish(),
  venue_id: Id.nullish(),
  hall_id: Id.nullish(),
  event_ids: z.array(Id).nullish(),
  data: z.record(z.string(), z.unknown()).default({}),
});

export const CmsVenue = z.looseObject({
  id: Id,
  data: z.record(z.string(), z.unknown()).default({}),
  halls: z.array(z.looseObject({ id: Id, data: z.record(z.string(), z.unknown()).default({}) })).default([]),
});
export type CmsVenue = z.infer<typeof CmsVenue>;

const RenderEnvelope = z.looseObject({
  node: CmsNode,
  nodes: z.record(z.string(), CmsNode).default({}),
  url_data: z.unknown().optional(),
  is_preview: z.boolean().default(false),
  is_redirect: z.boolean().default(false),
  filters: z.unknown().optional(),
  productions: z.record(z.string(), CmsProduction).nullish(),
  arrangements: z.record(z.string(), CmsArrangement).nullish(),
  venues: z.record(z.string(), CmsVenue).nullish(),
});

/** Where one item of an answer can be left out without the rest: an event, a node, a production, an arrangement, a venue. */
function itemAt(path: readonly PropertyKey[]): readonly PropertyKey[] | null {
  const [top, key, list, index] = path;
  if (top === "productions" && list === "events" && typeof index === "number") return path.slice(0, 4);
  if ((top === "nodes" || top === "productions" || top === "arrangements" || top === "venues") && key !== undefined) return path.slice(0, 2);
  return null;
}

/**
 * Removes the items at `paths` from the raw answer. Each list is compacted once: removing its
 * places one by one moved every later item each time (50,000 bad events ahead of 50,000 good ones
 * took 5.5 s, the process's whole event loop).
 */
function removeItems(raw: unknown, paths: readonly (readonly PropertyKey[])[]): void {
  const places = new Map<unknown[], Set<number>>();
  for (const path of paths) {
    const parent = path.slice(0, -1).reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown> | undefined)?.[key], raw);
    const last = path.at(-1)!;
    if (Array.isArray(parent) && typeof last === "number") (places.get(parent) ?? places.set(parent, new Set()).get(parent)!).add(last);
    else if (parent && typeof parent === "object") delete (parent as Record<PropertyKey, unknown>)[last];
  }
  for (const [list, drop] of places) {
    let kept = 0;
    for (let i = 0; i < list.length; i++) if (!drop.has(i)) list[kept++] = list[i];
    list.length = kept;
  }
}

const LEFT_OUT = Symbol("left out");

/**
 * The render answer. An event, a node, a production, an arrangement or a venue that does not
 * decode is left out, and the rest kept: one event without a start date made the calendar, search
 * and sitemap 503 (spec 4: never crash on a date). What was left out is read with `leftOut()`,
 * for the log; the page's own node, or anything outside those items, still fails the answer.
 */
export const RenderResponse = z.unknown().transform((raw, ctx) => {
  let parsed = RenderEnvelope.safeParse(raw);
  let left: string[] = [];
  if (!parsed.success) {
    const items = parsed.error.issues.map((issue) => itemAt(issue.path));
    if (items.every((item) => item !== null)) {
      const unique = [...new Map(items.map((item) => [item.join("."), item])).values()];
      removeItems(raw, unique);
      left = unique.map((item) => item.join("."));
      parsed = RenderEnvelope.safeParse(raw);
    }
  }
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.issues.push({ code: "custom", message: issue.message, path: issue.path, input: raw });
    return z.NEVER;
  }
  return left.length > 0 ? Object.defineProperty(parsed.data, LEFT_OUT, { value: left }) : parsed.data;
});
export type RenderResponse = z.infer<typeof RenderResponse>;

/** The items `RenderResponse` left out of this answer ("productions.16300.events.0"); none for most. */
export function leftOut(answer: RenderResponse): readonly string[] {
  return (answer as { [LEFT_OUT]?: string[] })[LEFT_OUT] ?? [];
}

/** `image_crop` node data; the image CDN base is configuration, the JSON carries no host. */
export const CmsImageCropData = z.looseObject({
  cdn_url_path: z.string(),
  crop_type: z.string().nullish(),
  crop_width: z.number().nullish(),
  crop_height: z.number().nullish(),
});

/** Redirect node data (`is_redirect: true`): kind "redirect" leads to url/urlTranslated, kind "shorturl" to a link. */
export const CmsLink = z.looseObject({
  type: z.enum(["internal", "other", "click"]),
  href: z.string(),
});
export type CmsLink = z.infer<typeof CmsLink>;
