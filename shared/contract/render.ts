/**
 * The CMS render API contract (`GET /api/render/{path}`), written once and used by the server,
 * the client and the sample CMS. Shape follows spec 4 (observed live API): keyed `nodes`,
 * string ids, relations resolved through `nodes`. The envelope is checked strictly enough to
 * catch a wrong answer (DECODE_FAILED); each node's `data` stays an open map that the page
 * mappers read field by field, so one odd field never sinks a whole page.
 */
import * as z from "zod";

/** Ids arrive as strings; numbers are accepted and normalised so joins never miss. */
export const Id = z.union([z.string(), z.number()]).transform(String);

export const RelationValue = z.union([Id, z.array(Id), z.null()]);

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

export const RenderResponse = z.looseObject({
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
export type RenderResponse = z.infer<typeof RenderResponse>;

/** Price entry of `event.data.prices` (spec 1 §3). Decoded per list: a failing list is logged and empty. */
export const CmsPrice = z.looseObject({
  price: z.number(),
  serviceCharge: z.number().nullish(),
  priceTypeID: Id.nullish(),
  priceTypeName: z.string().nullish(),
  ticketTypeName: z.string().nullish(),
  ticketTypePriceID: Id.nullish(),
  hasTicketsFree: z.boolean().nullish(),
});
export const CmsPriceList = z.array(CmsPrice);
export type CmsPrice = z.infer<typeof CmsPrice>;

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
