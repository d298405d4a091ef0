/**
 * The messages the call schemas (forms.ts) refuse a value with, as the JSON proxies answer them, and
 * the key each is known by in the forms' texts (shared/i18n FORM_ERRORS). Without zod, so the forms
 * on every page can read a refusal without loading it.
 */
export const MESSAGES = {
  required: "required",
  email: "not an email address",
  control: "contains control characters",
  markup: "contains markup",
  accepted: "must be accepted",
  number: "a number",
  whole: "a whole number",
  date: "a date YYYY-MM-DD",
  today: "not before today",
  newsletter: "choose at least one newsletter",
  event: "choose at least one event",
  length: (max: number) => `at most ${max} characters`,
} as const;

const KEYS: Record<string, string> = {
  [MESSAGES.required]: "required",
  [MESSAGES.email]: "email",
  [MESSAGES.control]: "text",
  [MESSAGES.markup]: "text",
  [MESSAGES.accepted]: "accepted",
  [MESSAGES.number]: "number",
  [MESSAGES.whole]: "whole",
  [MESSAGES.date]: "date",
  [MESSAGES.today]: "min",
  [MESSAGES.newsletter]: "newsletters",
  [MESSAGES.event]: "event",
};

/** The form text key of a call schema's message; "invalid" for one the forms have no text for. */
export function formErrorKey(message: string): string {
  if (/^at most \d+ characters$/.test(message)) return "length";
  return KEYS[message] ?? "invalid";
}

/** A refusal's messages as the forms' keys (server/forms/form-routes.ts, shared/forms/submit.ts). */
export function asFormErrorKeys(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, formErrorKey(message)]));
}
