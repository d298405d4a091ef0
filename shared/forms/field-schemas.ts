/**
 * The zod schema of a form, made from its field descriptions: each kind reads its input's string
 * (or list) into what the services call takes. Messages are keys ("required", "email", ...) that
 * the forms turn into text in the page's language (shared/i18n/form-errors.ts).
 * Spec 3 §5: empty strings and empty lists count as missing; required booleans must be true;
 * a non-empty email matches the loose pattern.
 */
import * as z from "zod";
import { EMAIL_FIELD } from "../domain/email";
import { todayIso } from "../domain/today";
import { isRequired, type FieldDef, type FormValues } from "./engine";

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const MARKUP = /<[A-Za-z/!?]/;
const NUMBER = /^-?\d+([.,]\d+)?$/;

export { todayIso };

function textSchema(field: FieldDef): z.ZodType<string> {
  const multiline = field.kind === "textarea";
  return z
    .string()
    .trim()
    .max(field.maxLength ?? (multiline ? 4000 : 200), "length")
    .refine((s) => !CONTROL.test(s) && (multiline || !/[\r\n\t]/.test(s)), "text")
    .refine((s) => !MARKUP.test(s), "text");
}

function filledSchema(field: FieldDef): z.ZodType<unknown> {
  switch (field.kind) {
    case "email":
      return z.string().trim().max(254, "length").regex(EMAIL_FIELD, "email");
    case "tel":
      return z.string().trim().max(40, "length").regex(/^\+?[0-9 ()./-]{6,40}$/, "tel");
    case "number": {
      let n = z.number();
      if (typeof field.min === "number") n = n.min(field.min, "min");
      if (field.max !== undefined) n = n.max(field.max, "max");
      const step = field.step ?? 1;
      // Whole cents or whole steps: compared in integers so 2.51 is not rejected by float error.
      const onStep = (v: number) => Math.abs(Math.round(v / step) * step - v) < 1e-9;
      return z
        .string()
        .trim()
        .regex(NUMBER, "number")
        .transform((s) => Number(s.replace(",", ".")))
        // A count (step 1) is told to be whole; an amount, to be in whole cents.
        .pipe(n.refine(onStep, step >= 1 ? "whole" : "step"));
    }
    case "date":
      return z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "date")
        .refine((s) => !Number.isNaN(Date.parse(`${s}T12:00:00Z`)), "date")
        .refine((s) => field.min !== "today" || s >= todayIso(), "min");
    case "select":
    case "radio":
    case "hidden":
      return field.options ? z.string().refine((s) => field.options!.includes(s), "option") : textSchema(field);
    case "checkbox":
      return z.string().transform(() => true);
    case "choices":
      return z.array(z.string().refine((s) => (field.options ?? []).includes(s), "option")).max(field.options?.length ?? 0, "option");
    default:
      return textSchema(field);
  }
}

const isEmpty = (value: unknown) => value === undefined || (typeof value === "string" ? value.trim() === "" : Array.isArray(value) && value.length === 0);

/** One field: missing is "required" when required, else absent (a checkbox: false, a list: []). */
export function fieldSchema(field: FieldDef, required: boolean): z.ZodType<unknown> {
  const filled = filledSchema(field);
  const missing = field.kind === "checkbox" ? false : field.kind === "choices" ? [] : undefined;
  return z.unknown().transform((value, ctx) => {
    if (isEmpty(value)) {
      if (required) ctx.addIssue({ code: "custom", message: field.kind === "checkbox" ? "accepted" : "required" });
      return missing;
    }
    const parsed = filled.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? "invalid" });
    return z.NEVER;
  });
}

export type FormData = Record<string, unknown>;

/**
 * The schema of a whole form: one entry per field; a field left out as not applicable
 * (engine.applicableValues) is not checked. `refine` adds rules across fields, as field errors.
 */
export function schemaOf(fields: readonly FieldDef[], refine?: (data: FormData, values: FormValues) => Record<string, string> | null): z.ZodType<FormData> {
  return z.record(z.string(), z.unknown()).transform((values, ctx) => {
    const data: FormData = {};
    let failed = false;
    for (const field of fields) {
      if (!Object.hasOwn(values, field.name)) continue;
      const parsed = fieldSchema(field, isRequired(field, values as FormValues)).safeParse(values[field.name]);
      if (parsed.success) data[field.name] = parsed.data;
      else {
        failed = true;
        ctx.addIssue({ code: "custom", path: [field.name], message: parsed.error.issues[0]?.message ?? "invalid" });
      }
    }
    if (failed) return z.NEVER;
    const problems = refine?.(data, values as FormValues);
    for (const [name, message] of Object.entries(problems ?? {})) ctx.addIssue({ code: "custom", path: [name], message });
    return data;
  });
}

/** Reads a parsed string that may be absent (an optional field left empty). */
export const str = (data: FormData, name: string): string | undefined => (typeof data[name] === "string" && data[name] !== "" ? (data[name] as string) : undefined);
