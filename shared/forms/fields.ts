/**
 * Field descriptions that recur across the forms (names, email, phone, comment) and the plain form:
 * one whose parsed values are its call's body, as most of spec 3 §7's form posts are.
 */
import * as z from "zod";
import type { ServiceCallId } from "../contract/service-calls";
import type { Lang } from "../i18n/lang";
import type { FieldDef, FormDef, FormValues } from "./engine";
import { schemaOf, type FormData } from "./field-schemas";

/** Spec 3 §9 "Callback time options: morning 10-12, afternoon 14-16, no preference" (both sites' call-back forms). */
export const CALLBACK_TIMES = ["morning", "afternoon", "no preference"] as const;

export const name = (n: string, required = true): FieldDef => ({ name: n, kind: "text", required, autoComplete: autoCompleteOf(n) });
export const emailField = (n = "email"): FieldDef => ({ name: n, kind: "email", required: true, autoComplete: "email" });
export const phone = (required = false): FieldDef => ({ name: "phone", kind: "tel", required, autoComplete: "tel" });
export const comment = (n = "comment"): FieldDef => ({ name: n, kind: "textarea", maxLength: 4000 });

function autoCompleteOf(n: string): string | undefined {
  if (/^first_?name$/i.test(n)) return "given-name";
  if (/^last_?name$/i.test(n)) return "family-name";
  if (n === "name" || n === "point_of_contact_name") return "name";
  if (n === "company_name" || n === "companyName") return "organization";
  return undefined;
}

interface PlainFormOptions {
  initial?: FormValues;
  /** Rules across fields (spec 3 §5). */
  refine?: Parameters<typeof schemaOf>[1];
  /** The call's body when it is not the parsed values as they are. */
  body?: (data: FormData, lang: Lang) => unknown;
  followUp?: FormDef<FormData>["followUp"];
}

/** A form whose parsed values are its call's body, unless `body` says otherwise. */
export function plainForm(callId: ServiceCallId, fields: FieldDef[], opts: PlainFormOptions = {}): FormDef<FormData> {
  return {
    fields,
    // Made on first use: a page's code defines every form of its kind, and validates at most one.
    schema: z.lazy(() => schemaOf(fields, opts.refine)),
    initial: opts.initial,
    toCall: (data, lang) => ({ callId, body: opts.body ? opts.body(data, lang) : data }),
    followUp: opts.followUp,
  };
}

