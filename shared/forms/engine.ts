/**
 * The small form engine: a form is its fields, described once, and a zod schema over their values.
 * The browser validates live with the schema and the server validates a native (no-JS) post with
 * the same one, then both turn the parsed values into one services call (shared/contract).
 */
import type * as z from "zod";
import type { FieldErrors } from "../contract/forms";
import type { ServiceCallId, ServiceResult } from "../contract/service-calls";
import type { Lang } from "../i18n/lang";

export type FieldValue = string | string[];
export type FormValues = Record<string, FieldValue>;

export type FieldDef =
  | { name: string; kind: "email"; autoComplete?: string }
  | { name: string; kind: "textarea"; maxLength: number }
  /** Checkboxes: the value is the list of checked options. */
  | { name: string; kind: "choices"; options: readonly string[] };

export interface FormDef<Out = unknown> {
  fields: readonly FieldDef[];
  schema: z.ZodType<Out>;
  toCall(data: Out, lang: Lang): { callId: ServiceCallId; body: unknown };
}

/**
 * What a page's form shows after a native post: the outcome, or the visitor's values and errors.
 * The server carries it from the POST to the GET (server/forms/flash.ts); never in the URL.
 */
export interface FormState {
  outcome?: ServiceResult;
  values?: FormValues;
  errors?: FieldErrors;
}

/** A text field keeps its first 4,000 characters; anything longer fails the schema anyway. */
const MAX_TEXT = 4000;

export function emptyValues(def: FormDef): FormValues {
  return Object.fromEntries(def.fields.map((f) => [f.name, f.kind === "choices" ? [] : ""]));
}

/** Values as a native post or FormData gives them; unknown options and fields are dropped. */
export function readValues(def: FormDef, source: { get(name: string): unknown; getAll(name: string): unknown[] }): FormValues {
  const out: FormValues = {};
  for (const field of def.fields) {
    if (field.kind === "choices") {
      out[field.name] = source.getAll(field.name).filter((v): v is string => typeof v === "string" && field.options.includes(v));
    } else {
      const value = source.get(field.name);
      out[field.name] = typeof value === "string" ? value.slice(0, MAX_TEXT) : "";
    }
  }
  return out;
}

export type Validation<Out> = { ok: true; data: Out } | { ok: false; errors: FieldErrors };

/** The first problem per field, keyed by field name (the forms show one message per field). */
export function validateForm<Out>(def: FormDef<Out>, values: FormValues): Validation<Out> {
  const parsed = def.schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "_")] ??= issue.message;
  return { ok: false, errors };
}
