/**
 * Any contact, donation, diploma or RSVP form (spec 3 §2, §4, §5, §8), drawn from its FormRef.
 * With JavaScript it sends through the same-origin proxy and shows the outcome in place; without,
 * it posts natively to its page (server/forms/form-routes.ts), which answers with the same states.
 * A failure keeps the form and its values under the message, so nothing typed is lost.
 */
import { useEffect, useMemo } from "react";
import { FAILURE_SUFFIX, formAnchor } from "../../forms/anchors";
import type { FormDef, FormState } from "../../forms/engine";
import { diplomaEventFields, DIPLOMA_EVENTS } from "../../forms/event-forms";
import { DONOR_RANGES } from "../../forms/foundation-forms";
import { formDef, type FormRef } from "../../forms/page-forms";
import { LOTTERY_DATES } from "../../forms/venue-forms";
import { withEmailFromAddressBar } from "../../forms/prefill";
import { formatLongDate, formatWeekdayLongDate } from "../../i18n/dates";
import type { Lang } from "../../i18n/lang";
import { DONATION_REDIRECT, euros, FORM_FAILURE_LANG, FORM_UI, formTexts, limitErrors } from "../../i18n/service-form-texts";
import { FormFields, type FieldTexts } from "./FormFields";
import { FormOutcome } from "./FormOutcome";
import { ErrorSummary, FormSubmit } from "./FormProblems";
import { useServiceForm } from "./use-service-form";

interface Props {
  formRef: FormRef;
  lang: Lang;
  /** The page the native post goes to. */
  action: string;
  /** Which of the page's forms this is, so a native post's answer comes back to it. */
  slot: "main" | "sidebar";
  initial?: FormState;
  /** The site's brand, which the services are told. */
  product: string;
  /** Its fields' ids: given, not `useId`'s, as it is an island (Island.tsx) with a React root of its own. */
  idPrefix: string;
}

/** Spec 3 §9: 600 px, 700 for the callback request, 800 for the foundation's inline form. */
const WIDTH: Partial<Record<FormRef["id"], string>> = { callback: "service-form-wrap--callback", "foundation-contact": "service-form-wrap--inline" };

export function ServiceForm({ formRef, lang, action, slot, initial, product, idPrefix }: Props) {
  // A ref with parameters (a donation's presets, a premiere's start times) builds its definition and
  // schema anew: once per form, not on every keystroke's render.
  const refKey = JSON.stringify(formRef);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const def = useMemo(() => formDef(formRef), [refKey]);
  const t = formTexts(formRef.id, lang);
  const form = useServiceForm(def, lang, {
    product,
    initial: initial?.slot === slot ? initial : undefined,
    idPrefix,
    prefill: withEmailFromAddressBar,
  });

  useEffect(() => {
    // Spec 3 §7: on 200 the donation goes to the answered url; the text below links it as a fallback.
    if (form.status === "SUCCESS" && form.url && form.submitted) window.location.assign(form.url);
  }, [form.status, form.url, form.submitted]);

  const anchor = formAnchor(slot);
  if (form.status === "SUCCESS") {
    if (form.url) {
      const r = DONATION_REDIRECT[lang];
      return (
        <p id={anchor} role="status" className="form-outcome form-outcome--success">
          {/* After a native post (no script) the page itself forwards to the payment page. */}
          {form.submitted ? null : <meta httpEquiv="refresh" content={`0;url=${form.url}`} />}
          {r.before}
          <a href={form.url}>{r.link}</a>
          {r.after}
        </p>
      );
    }
    return <FormOutcome id={anchor} text={t.success} success takeFocus={form.submitted} />;
  }
  const sending = form.status === "sending";
  const failed = form.status === "FAILURE" || form.status === "EXPIRED";
  const texts = fieldTexts(formRef, def, lang, t);
  const ui = FORM_UI[lang];
  return (
    <div id={anchor} className={`service-form-wrap ${WIDTH[formRef.id] ?? ""}`}>
      {failed ? <FormOutcome id={anchor + FAILURE_SUFFIX} text={t.failure} lang={FORM_FAILURE_LANG} success={false} takeFocus={form.submitted} /> : null}
      {form.summary.length > 0 ? <ErrorSummary anchor={anchor} idPrefix={idPrefix} problems={form.summary} texts={texts} heading={ui.errorSummary} /> : null}
      <form className="service-form" method="post" action={action} noValidate ref={form.formRef} onSubmit={form.onSubmit} aria-busy={sending}>
        <input type="hidden" name="_form" value={JSON.stringify(formRef)} />
        <input type="hidden" name="_slot" value={slot} />
        <fieldset className="service-form__fields" disabled={sending}>
          {/* One fieldset so sending disables every field at once; its legend names it for screen readers (WCAG H71). */}
          <legend className="visually-hidden">{ui.fieldsLegend}</legend>
          <FormFields idPrefix={idPrefix} fields={def.fields} values={form.values} errors={form.errors} quiet={form.quiet} texts={texts} onChange={form.setValue} onLeave={form.onLeave} live={form.live} />
        </fieldset>
        <p className="service-form__notice">
          <span aria-hidden="true">* </span>
          {ui.required}
        </p>
        <FormSubmit form={form} idPrefix={idPrefix} texts={texts} lead={ui.blocking}>
          {sending ? (
            <>
              <span className="spinner" aria-hidden="true" />
              {ui.sending}
            </>
          ) : (
            t.submit
          )}
        </FormSubmit>
      </form>
    </div>
  );
}

/** Legends and hints that depend on the form's own data: the diploma's shows, the donor ranges. */
function fieldTexts(ref: FormRef, def: FormDef, lang: Lang, t: ReturnType<typeof formTexts>): FieldTexts {
  const groups: Record<string, string> = {};
  const labels = { ...t.labels };
  const hints: Record<string, string> = {};
  if (ref.id === "diploma") {
    DIPLOMA_EVENTS.forEach((event, i) => {
      const { amount, dinner } = diplomaEventFields(i);
      groups[`event_${i}`] = `${event.name}, ${formatLongDate(`${event.date}T12:00:00Z`, lang) ?? event.date}`;
      labels[amount] = lang === "nl" ? "Aantal personen" : "Number of people";
      labels[dinner] = lang === "nl" ? "Diner" : "Dinner";
    });
  }
  if (ref.id === "meeting") groups.acceptances = lang === "nl" ? "Voorwaarden" : "Conditions";
  if (ref.id === "donor") {
    for (const [level, [from, to]] of Object.entries(DONOR_RANGES)) hints[level] = FORM_UI[lang].donorRange(euros(from, lang), to === null ? null : euros(to, lang));
  }
  return { labels, options: { ...t.options, ...amountLabels(ref, lang) }, errors: { ...t.errors, ...limitErrors(def.fields, lang) }, groups, hints };
}

/** Options shown in words: amounts in euros, the lottery's performances as dates in the page's language. */
function amountLabels(ref: FormRef, lang: Lang): Record<string, string> {
  if (ref.id === "donation") return Object.fromEntries(ref.presets.map((p) => [String(p), euros(p, lang)]));
  if (ref.id === "simple-donation") return Object.fromEntries([500, 750, 1000].map((p) => [String(p), euros(p, lang)]));
  if (ref.id === "lottery") return Object.fromEntries(LOTTERY_DATES.map((day) => [day, formatWeekdayLongDate(`${day}T12:00:00Z`, lang) ?? day]));
  return {};
}
