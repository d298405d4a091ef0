/**
 * One form's state in the browser: values, errors, and none → sending → outcome (spec 3 §4). It
 * starts from what the server rendered (a native post's values and errors, or its outcome), so
 * hydration matches, and validates with the form's own schema before anything is sent. Whatever
 * the outcome, the values stay: a failed form shows them again (nothing typed is lost).
 *
 * Errors are live (issue 26 §1, WCAG 3.3.1): a field's error shows once the field has been left or
 * changed, what still blocks the submit button is named next to it, and a submit tried while the
 * form is invalid shows every error and moves the focus to the first field in error.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FieldErrors } from "../../contract/forms";
import type { ServiceResult } from "../../contract/service-calls";
import { emptyValues, isShown, readValues, refusedErrors, validateForm, withLocksReset, type FieldDef, type FieldValue, type FormDef, type FormState } from "../../forms/engine";
import { submitService } from "../../forms/submit";
import type { Lang } from "../../i18n/lang";
import { focusField } from "./focus-field";

export type FormStatus = "idle" | "sending" | ServiceResult;

interface Options {
  initial?: FormState;
  submitsNothing?: (values: Record<string, FieldValue>) => boolean;
  /** Values that arrive after the first render (an email from the address bar). */
  prefill?: (values: Record<string, FieldValue>) => Record<string, FieldValue>;
  /** The site's brand slug, for calls whose path names it (the foundation contact). */
  product?: string;
  /** Prefix of the fields' ids (FormFields), so a tried submit can focus the first field in error. */
  idPrefix: string;
}

/** Kinds whose input event is a finished choice; a typed field shows its error once left. */
const CHOSEN_AT_ONCE = new Set<FieldDef["kind"]>(["select", "radio", "checkbox", "choices"]);

export function useServiceForm<Out>(def: FormDef<Out>, lang: Lang, opts: Options) {
  const [values, setValues] = useState(() => ({ ...emptyValues(def as FormDef), ...opts.initial?.values }));
  // Errors the server gave (a native post's, or the proxy's refusal): shown until their field is touched.
  const [given, setGiven] = useState<FieldErrors>(() => opts.initial?.errors ?? {});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [tries, setTries] = useState(0);
  const [status, setStatus] = useState<FormStatus>(opts.initial?.outcome ?? "idle");
  const [url, setUrl] = useState(opts.initial?.url);
  const [submitted, setSubmitted] = useState(false);
  // The errors a tried submit put up all at once: not alerts, or a screen reader reads them over
  // one another; the focus goes to the first, read with its field. A later change is an alert.
  const [quiet, setQuiet] = useState<FieldErrors>({});
  // Rules that only a script can keep (a disabled button) wait for hydration, so without
  // JavaScript the server-rendered form stays usable and posts natively.
  const [live, setLive] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    setLive(true);
    // Once, after hydration: what the visitor typed or chose in the server's form before it was
    // live (React keeps a field's text as it hydrates, not in the state it would then render
    // back into it), then the prefill, which reads the address bar the server render never sees.
    const typed = formRef.current ? typedValues(def as FormDef, formRef.current) : {};
    setValues((current) => {
      const now = { ...current, ...typed };
      return opts.prefill ? opts.prefill(now) : now;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Nothing shows a problem before hydration is done (no field was left, `blocking` waits for
  // `live`): the hydrating render skips the validation, part of its cost on a slow phone.
  const check = live ? validateForm(def, values) : null;
  const problems: FieldErrors = check?.ok === false ? check.errors : {};
  // In the form's order, applicable fields only: what a visitor reads top to bottom.
  const blocking: [string, string][] = live ? def.fields.filter((f) => isShown(f, values) && problems[f.name]).map((f) => [f.name, problems[f.name]!]) : [];
  const errors: FieldErrors = { ...given };
  for (const name of touched) {
    if (problems[name]) errors[name] = problems[name];
    else delete errors[name];
  }

  // What the server sent back that still stands, in the form's order: the error summary's list.
  const summary: [string, string][] = Object.keys(given).length ? def.fields.filter((f) => errors[f.name]).map((f) => [f.name, errors[f.name]!]) : [];

  const firstInError = useRef<string | null>(null);
  useEffect(() => {
    // After the render that shows the errors, so the field is announced with its message.
    if (tries > 0 && firstInError.current) focusField(`${opts.idPrefix}-${firstInError.current}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tries]);

  const touch = (name: string) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  // An error appearing as the visitor presses on the next field would move that field from under
  // the pointer, and the click would miss it: while a pointer is down, the error waits for its release.
  const pointerDown = useRef(false);
  useEffect(() => {
    const down = () => void (pointerDown.current = true);
    const up = () => void (pointerDown.current = false);
    window.addEventListener("pointerdown", down, true);
    window.addEventListener("pointerup", up, true);
    window.addEventListener("pointercancel", up, true);
    return () => {
      window.removeEventListener("pointerdown", down, true);
      window.removeEventListener("pointerup", up, true);
      window.removeEventListener("pointercancel", up, true);
    };
  }, []);
  // Leaving a field shows its problem only once the visitor has started on the form: tabbing
  // through the page past the sub-footer's newsletter form put up its two errors on every page.
  const started = useRef(false);
  function onLeave(name: string): void {
    if (!started.current) return;
    if (!pointerDown.current) return touch(name);
    // After the click that the release makes (a task later), not before it.
    window.addEventListener("pointerup", () => setTimeout(() => touch(name), 0), { once: true, capture: true });
  }

  function setValue(name: string, value: FieldValue): void {
    started.current = true;
    setValues((current) => withLocksReset(def as FormDef, { ...current, [name]: value }));
    const kind = def.fields.find((f) => f.name === name)?.kind;
    // A field whose error shows keeps it up to date while typing; a choice counts as changed at once.
    if ((kind && CHOSEN_AT_ONCE.has(kind)) || touched.has(name) || given[name]) touch(name);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (status === "sending" || opts.submitsNothing?.(values)) return;
    const valid = check ?? validateForm(def, values);
    if (!valid.ok) {
      // Spec 3 §4's FAILURE of an invalid submit is shown as the field errors themselves (issue 26).
      setTouched(new Set(def.fields.map((f) => f.name)));
      setQuiet(valid.errors);
      firstInError.current = blocking[0]?.[0] ?? null;
      setTries((n) => n + 1);
      return;
    }
    setGiven({});
    setStatus("sending");
    const { callId, body } = def.toCall(valid.data, lang);
    const outcome = await submitService(callId, body, lang, opts.product ?? "");
    const next = outcome.result === "SUCCESS" ? def.followUp?.(valid.data, lang, opts.product ?? "") : null;
    // The follow-up (the diploma's newsletter subscription) never changes the outcome shown.
    if (next) void submitService(next.callId, next.body, lang, opts.product ?? "");
    setSubmitted(true);
    if (outcome.refused) {
      // The call's schema refused a value the form's let through: which field and why, in the summary.
      setTouched(new Set());
      const refused = refusedErrors(def as FormDef, outcome.refused);
      setGiven(refused);
      setQuiet(refused);
      setStatus("idle");
      return;
    }
    setUrl(outcome.url);
    setStatus(outcome.result);
  }

  return {
    values,
    setValue,
    /** A field was left: its error shows from now on. */
    onLeave,
    errors,
    /** Errors shown as a tried submit put them up (FormFields: not alerts). */
    quiet,
    summary,
    /** The fields that keep the form from being sent and why, in order (empty until hydration). */
    blocking,
    /** The visitor has done something with the form: the blockers are worth naming. */
    engaged: touched.size > 0 || tries > 0,
    status,
    url,
    live,
    submitted,
    /** The values pass (known once hydrated, as `blocking` is). */
    canSubmit: check?.ok === true,
    onSubmit,
    /** The form element: its fields are read once, as the form becomes live. */
    formRef,
  };
}

/** The values of the fields the form element shows, as a post would send them: fields not shown keep theirs. */
function typedValues(def: FormDef, form: HTMLFormElement): Record<string, FieldValue> {
  const read = readValues(def, new FormData(form));
  return Object.fromEntries(def.fields.filter((field) => form.elements.namedItem(field.name) !== null).map((field) => [field.name, read[field.name]!]));
}
