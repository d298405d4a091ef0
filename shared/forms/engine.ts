/**
 * The small form engine: a form is its fields, described once, and a zod schema over their values.
 * The browser validates live with the schema and the server validates a native (no-JS) post with
 * the same one, then both turn the parsed values into one services call (shared/contract).
 * Values are what inputs hold (strings, lists of checked options); the schema turns them into
 * what the call needs. Conditional fields (spec 3 §4, §5) are left out before validation, so a
 * hidden field is never required and never sent.
 */
import type { FieldErrors } from "../contract/forms";
import type { ServiceCallId, ServiceResult } from "../contract/service-calls";
import type { Lang } from "../i18n/lang";

export type FieldValue = string | string[];
export type FormValues = Record<string, FieldValue>;

export type FieldKind = "text" | "email" | "tel" | "textarea" | "number" | "date" | "select" | "radio" | "checkbox" | "choices" | "hidden";

export interface FieldDef {
  name: string;
  kind: FieldKind;
  /**
   * Marked with an asterisk and aria-required; empty strings and empty lists count as missing. A
   * function: required while it holds, the field shown either way (spec 3 §5 subject_specification).
   */
  required?: boolean | ((values: FormValues) => boolean);
  /** select, radio, choices: the values offered, in order. */
  options?: readonly string[];
  /** number: bounds and step; date: "today" is the earliest day in Europe/Amsterdam. */
  min?: number | "today";
  max?: number;
  step?: number;
  maxLength?: number;
  autoComplete?: string;
  /** Shown, enabled and sent only while this holds; otherwise hidden and disabled (spec 3 §4). */
  when?: (values: FormValues) => boolean;
  /** Shown but disabled while this holds, its value reset to `resetTo` (the diploma's dinner). */
  lockedWhen?: (values: FormValues) => boolean;
  resetTo?: string;
  /** Consecutive fields of one group share a fieldset whose legend is the group's text. */
  group?: string;
}

export interface ServiceRequest {
  callId: ServiceCallId;
  body: unknown;
}

/**
 * What validates a form's values: a zod schema (field-schemas.ts) or, where the browser must not
 * load zod (the newsletter form on every page), a hand-written check with the same shape.
 */
export interface ValuesSchema<Out> {
  safeParse(values: unknown): { success: true; data: Out } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export interface FormDef<Out = unknown> {
  fields: readonly FieldDef[];
  schema: ValuesSchema<Out>;
  toCall(data: Out, lang: Lang): ServiceRequest;
  /** A call that follows a successful one (the diploma's newsletter subscription); its outcome is only logged. */
  followUp?(data: Out, lang: Lang, product: string): ServiceRequest | null;
  /** Values a new form starts with (a default RSVP, an opt-in that starts checked). */
  initial?: FormValues;
}

/**
 * What a page's form shows after a native post: the outcome, or the visitor's values and errors.
 * The server carries it from the POST to the GET (server/forms/flash.ts); never in the URL.
 */
export interface FormState {
  /** Which of the page's forms the state belongs to (a page can show a main and a sidebar form). */
  slot?: string;
  outcome?: ServiceResult;
  /** The payment page a successful donation goes to (spec 3 §7). */
  url?: string;
  values?: FormValues;
  errors?: FieldErrors;
}

/** A text field keeps its first 4,000 characters; anything longer fails the schema anyway. */
const MAX_TEXT = 4000;

const isList = (field: FieldDef) => field.kind === "choices";

export function emptyValues(def: FormDef): FormValues {
  return { ...Object.fromEntries(def.fields.map((f) => [f.name, isList(f) ? [] : ""])), ...def.initial };
}

/** Values as a native post or FormData gives them; unknown options and fields are dropped. */
export function readValues(def: FormDef, source: { get(name: string): unknown; getAll(name: string): unknown[] }): FormValues {
  const out: FormValues = {};
  for (const field of def.fields) {
    if (isList(field)) {
      out[field.name] = source.getAll(field.name).filter((v): v is string => typeof v === "string" && (field.options ?? []).includes(v));
    } else {
      const value = source.get(field.name);
      // A native post sends a textarea's line breaks as CRLF; the script sends LF: the same text either way.
      out[field.name] = typeof value === "string" ? value.replace(/\r\n?/g, "\n").slice(0, MAX_TEXT) : "";
    }
  }
  return out;
}

export const isRequired = (field: FieldDef, values: FormValues): boolean => (typeof field.required === "function" ? field.required(values) : field.required === true);
export const isShown = (field: FieldDef, values: FormValues): boolean => field.when?.(values) ?? true;
export const isLocked = (field: FieldDef, values: FormValues): boolean => field.lockedWhen?.(values) ?? false;

/**
 * The values after a change: a field it locks is reset, not only shown at its reset value, so it
 * stays reset when the lock lifts (spec 3 §4: the diploma's dinner back to Nee at 0 persons).
 */
export function withLocksReset(def: FormDef, values: FormValues): FormValues {
  const locked = def.fields.filter((field) => isLocked(field, values) && values[field.name] !== (field.resetTo ?? ""));
  return locked.length ? { ...values, ...Object.fromEntries(locked.map((field) => [field.name, field.resetTo ?? ""])) } : values;
}

/** The values that count: hidden fields left out, locked ones at their reset value. */
export function applicableValues(def: FormDef, values: FormValues): FormValues {
  const out: FormValues = {};
  for (const field of def.fields) {
    if (!isShown(field, values)) continue;
    out[field.name] = isLocked(field, values) ? (field.resetTo ?? "") : (values[field.name] ?? (isList(field) ? [] : ""));
  }
  return out;
}

export type Validation<Out> = { ok: true; data: Out } | { ok: false; errors: FieldErrors };

/** The first problem per field, keyed by field name (the forms show one message per field). */
export function validateForm<Out>(def: FormDef<Out>, values: FormValues): Validation<Out> {
  const parsed = def.schema.safeParse(applicableValues(def as FormDef, values));
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "_")] ??= issue.message;
  return { ok: false, errors };
}

/**
 * A call schema's refusal (forwardService's errors, or the JSON proxy's 400), its messages already
 * keys (contract/messages.ts asFormErrorKeys), as this form's errors: each on the field of that
 * name; one on a part of the body that is no field of the form (the donation's donationAmount) on
 * its first field, so it is never lost.
 */
export function refusedErrors(def: FormDef, refused: FieldErrors): FieldErrors {
  const names = new Set(def.fields.filter((f) => f.kind !== "hidden").map((f) => f.name));
  const out: FieldErrors = {};
  for (const [path, key] of Object.entries(refused)) out[names.has(path.split(".")[0]!) ? path.split(".")[0]! : (def.fields[0]?.name ?? "_")] ??= key;
  return out;
}
