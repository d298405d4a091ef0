/**
 * Spec 3 §5: "Email is prefilled from query parameter email, e-mail, emailadres, e-mailadres or
 * e-mailaddress (the first valid non-array one) if it passes the loose pattern." A parameter given
 * twice is an array in the original client, so it does not count. Read in the browser only: an
 * address in a page's HTML would end up in every cache in front of the site. The newsletter forms
 * take the same parameters with the stricter pattern ("A stricter email pattern exists for the
 * query prefill", issue 24 §2).
 */
import { EMAIL_FIELD } from "../domain/email";

export const EMAIL_PARAMS = ["email", "e-mail", "emailadres", "e-mailadres", "e-mailaddress"] as const;

export function emailFromQuery(query: URLSearchParams, pattern: RegExp = EMAIL_FIELD): string | null {
  for (const name of EMAIL_PARAMS) {
    const all = query.getAll(name);
    if (all.length !== 1) continue;
    const value = all[0]!.trim();
    if (value.length <= 254 && pattern.test(value)) return value;
  }
  return null;
}

/** The form's values with an empty `email` filled from the address bar, when it holds a valid one. */
export function withEmailFromAddressBar<V extends Record<string, unknown>>(values: V, pattern: RegExp = EMAIL_FIELD): V {
  const email = emailFromQuery(new URLSearchParams(window.location.search), pattern);
  return email && "email" in values && values.email === "" ? { ...values, email } : values;
}
