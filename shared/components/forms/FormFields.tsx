/**
 * The fields of a form definition, each with its label tied to the input and its error tied by
 * aria-describedby. Controlled, so the values a native post sent back are shown again.
 */
import type { FieldDef, FieldValue } from "../../forms/engine";

export interface FieldTexts {
  labels: Record<string, string>;
  options?: Record<string, string>;
  errors: Record<string, string>;
}

interface Props {
  idPrefix: string;
  fields: readonly FieldDef[];
  values: Record<string, FieldValue>;
  errors: Record<string, string>;
  texts: FieldTexts;
  onChange(name: string, value: FieldValue): void;
}

export function FormFields({ idPrefix, fields, values, errors, texts, onChange }: Props) {
  return (
    <>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const errorId = `${id}-error`;
        const error = errors[field.name] ? (texts.errors[field.name] ?? errors[field.name]) : undefined;
        const described = error ? { "aria-describedby": errorId, "aria-invalid": true } : {};
        const message = error && (
          <p id={errorId} className="form-field__error">
            {error}
          </p>
        );
        if (field.kind === "choices") {
          const checked = Array.isArray(values[field.name]) ? (values[field.name] as string[]) : [];
          return (
            <fieldset key={field.name} className="form-field form-field--choices" aria-describedby={error ? errorId : undefined}>
              <legend className="form-field__label">{texts.labels[field.name]}</legend>
              {field.options.map((option) => (
                <label key={option} className="form-field__choice">
                  <input
                    type="checkbox"
                    name={field.name}
                    value={option}
                    checked={checked.includes(option)}
                    onChange={(e) => onChange(field.name, e.target.checked ? [...checked, option] : checked.filter((c) => c !== option))}
                  />
                  <span>{texts.options?.[option] ?? option}</span>
                </label>
              ))}
              {message}
            </fieldset>
          );
        }
        const value = typeof values[field.name] === "string" ? (values[field.name] as string) : "";
        return (
          <div key={field.name} className="form-field">
            <label className="form-field__label" htmlFor={id}>
              {texts.labels[field.name]}
            </label>
            {field.kind === "textarea" ? (
              <textarea id={id} name={field.name} className="form-field__input" rows={4} maxLength={field.maxLength} value={value} onChange={(e) => onChange(field.name, e.target.value)} {...described} />
            ) : (
              <input id={id} name={field.name} className="form-field__input" type="email" inputMode="email" autoComplete={field.autoComplete} value={value} onChange={(e) => onChange(field.name, e.target.value)} {...described} />
            )}
            {message}
          </div>
        );
      })}
    </>
  );
}
