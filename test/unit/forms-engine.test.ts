/**
 * The form engine's rules (spec 3 §4, §5): required fields, conditional and locked fields, the
 * per-kind schemas, and the email prefill.
 */
import { describe, expect, it } from "vitest";
import { applicableValues, emptyValues, readValues, validateForm, type FormDef } from "../../shared/forms/engine";
import { schemaOf, todayIso } from "../../shared/forms/field-schemas";
import { plainForm } from "../../shared/forms/fields";
import { emailFromQuery } from "../../shared/forms/prefill";
import { STRICT_EMAIL } from "../../shared/contract/forms";

const def = (fields: Parameters<typeof plainForm>[1]) => plainForm("panel-signup", fields) as FormDef<Record<string, unknown>>;

describe("required fields (spec 3 §5: empty strings and empty lists count as missing; required booleans must be true)", () => {
  const form = def([
    { name: "name", kind: "text", required: true },
    { name: "facilities", kind: "choices", required: true, options: ["a", "b"] },
    { name: "accept", kind: "checkbox", required: true },
    { name: "note", kind: "text" },
  ]);

  it("a blank string, an empty list and an unchecked box are missing", () => {
    const result = validateForm(form, { name: "   ", facilities: [], accept: "", note: "" });
    expect(result).toEqual({ ok: false, errors: { name: "required", facilities: "required", accept: "accepted" } });
  });

  it("filled in, the values parse; an empty optional field is left out, a checked box is true", () => {
    const result = validateForm(form, { name: " Piet ", facilities: ["b"], accept: "true", note: "" });
    expect(result).toEqual({ ok: true, data: { name: "Piet", facilities: ["b"], accept: true, note: undefined } });
  });
});

describe("field kinds", () => {
  const form = def([
    { name: "email", kind: "email" },
    { name: "phone", kind: "tel" },
    { name: "people", kind: "number", min: 1, max: 8 },
    { name: "amount", kind: "number", min: 2.5, step: 0.01 },
    { name: "day", kind: "date", min: "today" },
    { name: "size", kind: "select", options: ["S", "M"] },
    { name: "text", kind: "text", maxLength: 10 },
  ]);
  const errorOf = (name: string, value: string) => {
    const result = validateForm(form, { [name]: value });
    return result.ok ? null : result.errors[name];
  };

  it.each([
    ["email", "piet", "email"],
    ["email", "piet@example", null],
    ["phone", "call me", "tel"],
    ["phone", "+31 20 524 94 94", null],
    ["people", "0", "min"],
    ["people", "9", "max"],
    ["people", "1.5", "whole"],
    ["people", "twee", "number"],
    ["people", "8", null],
    ["amount", "2.49", "min"],
    ["amount", "2.50", null],
    ["amount", "2,51", null],
    ["amount", "2.505", "step"],
    ["size", "XL", "option"],
    ["text", "<script>alert(1)</script>", "length"],
    ["text", "<b>hi</b>", "text"],
    ["text", "a\u0000b", "text"],
  ])("%s = %j → %s", (name, value, error) => {
    expect(errorOf(name, value)).toBe(error);
  });

  it("a date before today (Europe/Amsterdam) is refused, today is accepted", () => {
    expect(errorOf("day", "2020-01-01")).toBe("min");
    expect(errorOf("day", todayIso())).toBeNull();
    expect(errorOf("day", "2026-13-45")).toBe("date");
  });

  it("numbers are sent as numbers", () => {
    expect(validateForm(form, { amount: "2.50", people: "3" })).toEqual({ ok: true, data: { amount: 2.5, people: 3 } });
  });
});

describe("conditional and locked fields (spec 3 §4)", () => {
  const form = def([
    { name: "subject", kind: "select", options: ["a", "Other"] },
    { name: "spec", kind: "text", required: true, when: (v) => v.subject === "Other" },
    { name: "count", kind: "select", options: ["0", "1"] },
    { name: "dinner", kind: "select", options: ["Nee", "Ja"], lockedWhen: (v) => v.count === "0", resetTo: "Nee" },
  ]);

  it("a hidden field is neither required nor sent", () => {
    expect(applicableValues(form, { subject: "a", spec: "left over", count: "1", dinner: "Ja" })).toEqual({ subject: "a", count: "1", dinner: "Ja" });
    expect(validateForm(form, { subject: "a", spec: "", count: "1", dinner: "Ja" }).ok).toBe(true);
    expect(validateForm(form, { subject: "Other", spec: "", count: "1", dinner: "Ja" })).toEqual({ ok: false, errors: { spec: "required" } });
  });

  it("a locked field counts at its reset value", () => {
    expect(validateForm(form, { subject: "a", count: "0", dinner: "Ja" })).toMatchObject({ ok: true, data: { dinner: "Nee" } });
  });
});

describe("reading a native post", () => {
  it("keeps only the form's fields and offered options, and cuts text at 4,000 characters", () => {
    const form = def([
      { name: "name", kind: "text" },
      { name: "pick", kind: "choices", options: ["a", "b"] },
    ]);
    const values = readValues(form, new URLSearchParams(`name=${"x".repeat(5000)}&pick=a&pick=evil&extra=1`));
    expect(values).toEqual({ name: "x".repeat(4000), pick: ["a"] });
  });

  it("a new form starts from its initial values", () => {
    const form = { ...def([{ name: "optin", kind: "checkbox" }]), initial: { optin: "true" } };
    expect(emptyValues(form)).toEqual({ optin: "true" });
  });
});

describe("cross-field rules", () => {
  it("become errors of the field they name", () => {
    const schema = schemaOf([{ name: "a", kind: "text" }], (data) => (data.a === "x" ? null : { a: "event" }));
    expect(schema.safeParse({ a: "y" }).error?.issues[0]).toMatchObject({ path: ["a"], message: "event" });
    expect(schema.safeParse({ a: "x" }).success).toBe(true);
  });
});

describe("email prefill (spec 3 §5)", () => {
  it.each([
    ["email=piet%40example.com", "piet@example.com"],
    ["e-mail=piet%40example.com", "piet@example.com"],
    ["emailadres=a%40b", "a@b"],
    ["e-mailadres=geen&e-mailaddress=jan%40example.com", "jan@example.com"],
    // Given twice, a parameter is an array in the original client: it does not count.
    ["email=a%40b.nl&email=c%40d.nl", null],
    ["email=nope", null],
    ["", null],
  ])("%s → %s", (query, expected) => {
    expect(emailFromQuery(new URLSearchParams(query))).toBe(expected);
  });

  it("the newsletter's stricter pattern refuses what the loose one lets through", () => {
    expect(emailFromQuery(new URLSearchParams("email=a%40b"), STRICT_EMAIL)).toBeNull();
  });
});
