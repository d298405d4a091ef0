/**
 * Contracts of the calls beside the render API: redirect lookup, presale lookup, account service,
 * form and newsletter services (spec 3 §3, §7). None was observed live (spec 4): the shapes follow
 * the specification's field names and are documented in docs/upstream-api.md.
 */
import * as z from "zod";
import { Id } from "./cms-id";
import { CmsLink } from "./render";

/** `GET /api/redirect?path=/x` → the catch-all resolver's lookup. 404 when nothing is known. */
export const RedirectLookup = z.discriminatedUnion("valid", [
  z.looseObject({
    valid: z.literal(true),
    kind: z.enum(["shorturl", "node404"]),
    link: CmsLink,
  }),
  z.looseObject({ valid: z.literal(false) }),
]);
export type RedirectLookup = z.infer<typeof RedirectLookup>;

/** `GET /api/services/presale?q={code}` */
export const PresaleData = z.looseObject({
  production_page_ids: z.array(Id).default([]),
  text_sold_out: z.string().nullish(),
  text_default: z.string().nullish(),
});
export type PresaleData = z.infer<typeof PresaleData>;

/** Account service `GET /user` (credentials). */
export const AccountUser = z.looseObject({
  fullname: z.string().nullish(),
  wishlist: z.array(Id).default([]),
});
export type AccountUser = z.infer<typeof AccountUser>;

/** Form posts answer with a numeric code; 200 is success (spec 3 §7). */
export const FormAnswer = z.looseObject({ code: z.number().optional(), url: z.string().optional() });

/**
 * Newsletter and token confirmations answer with a status; 'expired' is EXPIRED, any other value
 * SUCCESS (spec 3 §7 names no type: a `true` or a number is a status too), none or null FAILURE.
 */
export const StatusAnswer = z.looseObject({ status: z.unknown().optional() });
