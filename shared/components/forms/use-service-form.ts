/**
 * One form's state in the browser: values, errors, and none → sending → outcome (spec 3 §4). It
 * starts from what the server rendered (a native post's values and errors, or its outcome), so
 * hydration matches, and validates with the form's own schema before anything is sent. Whatever
 * the outcome, the values stay: a failed form shows them again (nothing typed is lost).
 */
import { useEffect, useState, type FormEvent } from "react";
import type { ServiceResult } from "../../contract/service-calls";
import { emptyValues, validateForm, type FieldValue, type FormDef, type FormState } from "../../forms/engine";
import { submitService } from "../../forms/submit";
import type { Lang } from "../../i18n/lang";

export type FormStatus = "idle" | "sending" | ServiceResult;

interface Options {
  initial?: FormState;
  submitsNothing?: (values: Record<string, FieldValue>) => boolean;
  /** Spec 3 §4 (contact forms): submitting while invalid sets FAILURE, besides the field errors. */
  invalidIsFailure?: boolean;
  /** Values that arrive after the first render (an email from the address bar). */
  prefill?: (values: Record<string, FieldValue>) => Record<string, FieldValue>;
  /** The site's brand slug, for calls whose path names it (the foundation contact). */
  product?: string;
}

export function useServiceForm<Out>(def: FormDef<Out>, lang: Lang, opts: Options = {}) {
  const [values, setValues] = useState(() => ({ ...emptyValues(def as FormDef), ...opts.initial?.values }));
  const [errors, setErrors] = useState(() => opts.initial?.errors ?? {});
  const [status, setStatus] = useState<FormStatus>(opts.initial?.outcome ?? "idle");
  const [url, setUrl] = useState(opts.initial?.url);
  const [submitted, setSubmitted] = useState(false);
  // Rules that only a script can keep (a disabled button) wait for hydration, so without
  // JavaScript the server-rendered form stays usable and posts natively.
  const [live, setLive] = useState(false);
  useEffect(() => {
    setLive(true);
    if (opts.prefill) setValues((current) => opts.prefill!(current));
    // Once, after hydration: the prefill reads the address bar, which the server render never sees.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const check = (next: Record<string, FieldValue>) => validateForm(def, next);

  function setValue(name: string, value: FieldValue): void {
    const next = { ...values, [name]: value };
    setValues(next);
    // A shown error goes away as soon as the field is right; new ones wait for a submit.
    if (errors[name]) {
      const result = check(next);
      const { [name]: _fixed, ...rest } = errors;
      setErrors(result.ok || !result.errors[name] ? rest : { ...errors, [name]: result.errors[name]! });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (status === "sending" || opts.submitsNothing?.(values)) return;
    const result = check(values);
    if (!result.ok) {
      setErrors(result.errors);
      if (opts.invalidIsFailure) setStatus("FAILURE");
      return;
    }
    setErrors({});
    setStatus("sending");
    const { callId, body } = def.toCall(result.data, lang);
    const outcome = await submitService(callId, body, lang, opts.product ?? "");
    const next = outcome.result === "SUCCESS" ? def.followUp?.(result.data, lang) : null;
    // The follow-up (the diploma's newsletter subscription) never changes the outcome shown.
    if (next) void submitService(next.callId, next.body, lang, opts.product ?? "");
    setUrl(outcome.url);
    setStatus(outcome.result);
    setSubmitted(true);
  }

  const canSubmit = check(values).ok;
  return { values, setValue, errors, status, url, live, submitted, canSubmit, onSubmit };
}
