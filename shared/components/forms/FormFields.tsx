/**
 * The fields of a form definition, each with its label tied to the input and its error tied by
 * aria-describedby. Controlled, so the values a native post sent back are shown again. Required
 * fields carry an asterisk and aria-required; a field whose condition fails is not rendered (so it
 * is neither shown nor posted), a locked one is disabled at its reset value (spec 3 §4).
 */
import type { ReactNode } from "react";
import { isLocked, isRequired, isShown, type FieldDef, type FieldValue } from "../../forms/engine";
import { todayIso } from "../../domain/today";

export interface FieldTexts {
  labels: Record<string, string>;
  options?: Record<string, string>;
  /** By field and message key ("customAmount.min"), by field name, else by the message key. */
  errors: Record<string, string>;
  /** Legends of field groups, by group name; a group without one is only visual. */
  groups?: Record<string, string>;
  /** Extra text under an option (the donor categories' ranges). */
  hints?: Record<string, string>;
}

interface Props {
  idPrefix: string;
  fields: readonly FieldDef[];
  values: Record<string, FieldValue>;
  errors: Record<string, string>;
  /** Errors a tried submit put up: while their text stands, announced by the focus, not as alerts. */
  quiet?: Record<string, string>;
  texts: FieldTexts;
  onChange(name: string, value: FieldValue): void;
  /** The visitor left a field (its error shows from then on). */
  onLeave?(name: string): void;
  /**
   * "today" as the date inputs' min: the server's day, so hydration matches. Without it, worked out
   * only where a field asks (Intl's first Amsterdam lookup is slow on a phone, and most forms have none).
   */
  today?: string;
  /**
   * False until the script runs (and for good without one): then conditional fields are all
   * rendered and nothing is locked, so a native post can carry them; the server ignores those
   * whose condition fails (engine.applicableValues). CSS hides the unmet ones from script users.
   */
  live?: boolean;
}

/** A field's error in words: the field's own text for it, the field's, the message key's, else the generic one. */
export function errorText(texts: FieldTexts, name: string, message: string): string {
  const e = texts.errors;
  return e[`${name}.${message}`] ?? e[name] ?? e[message] ?? e.invalid ?? message;
}

export function FormFields({ idPrefix, fields, values, errors, quiet, texts, onChange, onLeave, today, live = true }: Props) {
  const rendered: ReactNode[] = [];
  let i = 0;
  while (i < fields.length) {
    const group = fields[i]!.group;
    const members: FieldDef[] = [];
    while (i < fields.length && fields[i]!.group === group && (group !== undefined || members.length === 0)) members.push(fields[i++]!);
    const nodes = members
      .filter((f) => isShown(f, values) || (!live && f.when))
      .map((f) => <Field key={f.name} field={f} unmet={!isShown(f, values)} {...{ idPrefix, values, errors, quiet, texts, onChange, onLeave, today, live }} />);
    if (nodes.length === 0) continue;
    const legend = group ? texts.groups?.[group] : undefined;
    rendered.push(
      // A group with a legend is a fieldset (WCAG H71); one without (the donation amount) is only visual.
      group && legend ? (
        <fieldset key={`group-${group}`} className={`form-group form-group--${group.replace(/_\d+$/, "")}`}>
          <legend className="form-group__legend">{legend}</legend>
          {nodes}
        </fieldset>
      ) : group ? (
        <div key={`group-${group}`} className={`form-group form-group--${group.replace(/_\d+$/, "")}`}>
          {nodes}
        </div>
      ) : (
        nodes
      ),
    );
  }
  return <>{rendered}</>;
}

function Field({ field: def, unmet, idPrefix, values, errors, quiet, texts, onChange, onLeave, today, live }: Omit<Props, "fields"> & { field: FieldDef; unmet: boolean }) {
  // A field shown only for a native post while its condition fails is not required (yet).
  const field = { ...def, required: !unmet && isRequired(def, values) };
  const unmetClass = unmet ? " form-field--unmet" : "";
  const id = `${idPrefix}-${field.name}`;
  const errorId = `${id}-error`;
  const message = errors[field.name];
  const error = message ? errorText(texts, field.name, message) : undefined;
  const hushed = quiet?.[field.name];
  const leave = onLeave ? () => onLeave(field.name) : undefined;
  const locked = live !== false && isLocked(field, values);
  const raw = values[field.name];
  const value = locked ? (field.resetTo ?? "") : typeof raw === "string" ? raw : "";
  const label = (
    <>
      {texts.labels[field.name] ?? field.name}
      {field.required ? (
        <span className="form-field__required" aria-hidden="true">
          {" *"}
        </span>
      ) : null}
    </>
  );
  const errorLine = error && (
    <p id={errorId} className="form-field__error" role={hushed && errorText(texts, field.name, hushed) === error ? undefined : "alert"}>
      {error}
    </p>
  );
  // "false" until an error shows: a required field the visitor has not touched is native-invalid, and a screen reader said "invalid entry" on arrival.
  const aria = { "aria-describedby": error ? errorId : undefined, "aria-invalid": Boolean(error) };
  // A field's own label for an option first ("people_amount.0"), then the shared one.
  const optionText = (option: string) => texts.options?.[`${field.name}.${option}`] ?? texts.options?.[option] ?? option;

  if (field.kind === "hidden") return <input type="hidden" name={field.name} value={value} />;

  if (field.kind === "choices" || field.kind === "radio") {
    const checked = field.kind === "choices" ? (Array.isArray(raw) ? raw : []) : [value];
    return (
      // aria-required is allowed on a radiogroup, not on a plain fieldset (group): axe's aria-allowed-attr.
      <fieldset
        id={id}
        className={`form-field form-field--choices${field.kind === "radio" ? " form-field--radio" : ""}${unmetClass}`}
        role={field.kind === "radio" ? "radiogroup" : undefined}
        aria-describedby={aria["aria-describedby"]}
        aria-required={field.kind === "radio" && field.required ? true : undefined}
      >
        <legend className="form-field__label">{label}</legend>
        {(field.options ?? []).map((option) => (
          <label key={option} className="form-field__choice">
            <input
              type={field.kind === "choices" ? "checkbox" : "radio"}
              name={field.name}
              value={option}
              checked={checked.includes(option)}
              required={field.kind === "radio" && field.required}
              // On each option too: the group's description is not read by every screen reader
              // when the focus lands on an option (the first field in error, after a failed send).
              {...aria}
              onBlur={leave}
              onChange={(e) =>
                onChange(field.name, field.kind === "radio" ? option : e.target.checked ? [...checked, option] : checked.filter((c) => c !== option))
              }
            />
            <span>
              {optionText(option)}
              {texts.hints?.[option] ? <small className="form-field__hint">{texts.hints[option]}</small> : null}
            </span>
          </label>
        ))}
        {errorLine}
      </fieldset>
    );
  }

  if (field.kind === "checkbox") {
    return (
      <div className={`form-field form-field--checkbox${unmetClass}`}>
        <label className="form-field__choice" htmlFor={id}>
          <input id={id} type="checkbox" name={field.name} value="true" checked={value !== ""} required={field.required} aria-required={field.required || undefined} onBlur={leave} onChange={(e) => onChange(field.name, e.target.checked ? "true" : "")} {...aria} />
          <span>{label}</span>
        </label>
        {errorLine}
      </div>
    );
  }

  const common = {
    id,
    name: field.name,
    className: "form-field__input",
    value,
    required: field.required,
    "aria-required": field.required || undefined,
    disabled: locked,
    autoComplete: field.autoComplete,
    onBlur: leave,
    ...aria,
  };
  let control: ReactNode;
  if (field.kind === "textarea") control = <textarea {...common} rows={4} maxLength={field.maxLength} onChange={(e) => onChange(field.name, e.target.value)} />;
  else if (field.kind === "select")
    control = (
      <select {...common} onChange={(e) => onChange(field.name, e.target.value)}>
        {/* An optional select without a value of its own (the call-back preference) offers "—" too;
            else the browser shows, and a native post sends, its first option as if chosen. */}
        {field.required || !(field.options ?? []).includes(value) ? <option value="">—</option> : null}
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {optionText(option)}
          </option>
        ))}
      </select>
    );
  else if (field.kind === "number")
    // A number is text with a number keyboard, as GOV.UK's design system advises: a number field in
    // a browser that reads numbers the English way took "2,50" for 250 (and sent €250), and one
    // holding "twee" reports itself empty, so the visitor was told it was missing. The form's
    // schema reads a comma or a point and holds the limits, which its errors name.
    control = <input {...common} type="text" inputMode={field.step && field.step < 1 ? "decimal" : "numeric"} maxLength={20} onChange={(e) => onChange(field.name, e.target.value)} />;
  else
    control = (
      <input
        {...common}
        type={field.kind}
        inputMode={field.kind === "email" ? "email" : undefined}
        min={field.min === "today" ? (today ?? todayIso()) : undefined}
        maxLength={field.kind === "date" ? undefined : (field.maxLength ?? (field.kind === "email" ? 254 : 200))}
        onChange={(e) => onChange(field.name, e.target.value)}
      />
    );
  return (
    <div className={`form-field form-field--${field.kind}${unmetClass}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {control}
      {errorLine}
    </div>
  );
}
