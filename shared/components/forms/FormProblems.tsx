/**
 * What keeps a form from going through, named with links to the fields (issue 26 §1, §2; WCAG
 * 3.3.1): the error summary at the top of a form the server sent back, which takes the focus, and
 * the note by the submit button naming what still blocks it. A link jumps to its field (and with
 * a script focuses it).
 */
import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { SUMMARY_SUFFIX } from "../../forms/anchors";
import { errorText, type FieldTexts } from "./FormFields";
import { focusField } from "./focus-field";

/** Missing is said by the field's name alone; anything else with its reason. */
const SAID_BY_NAME = new Set(["required", "accepted"]);

function ProblemLinks({ idPrefix, problems, texts, withReasons }: { idPrefix: string; problems: [string, string][]; texts: FieldTexts; withReasons: boolean }) {
  const jump = (id: string) => (event: MouseEvent) => {
    event.preventDefault();
    focusField(id);
  };
  return (
    <ul className="form-problems__list">
      {problems.map(([name, message]) => {
        const id = `${idPrefix}-${name}`;
        const label = texts.labels[name] ?? name;
        return (
          <li key={name}>
            <a href={`#${id}`} onClick={jump(id)}>
              {/* A label that is a question ("Wanneer mogen wij u bellen?") takes no colon after it. */}
              {withReasons || !SAID_BY_NAME.has(message) ? `${label}${/[?:]$/.test(label) ? "" : ":"} ${errorText(texts, name, message)}` : label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

interface SummaryProps {
  idPrefix: string;
  /** Field name → message key, in the form's order. */
  problems: [string, string][];
  texts: FieldTexts;
  heading: string;
}

/**
 * At the top of a form sent back with errors, focused on arrival: a native post returns to the
 * page with the summary's id as its fragment (`anchor` + SUMMARY_SUFFIX), and the browser focuses a
 * focusable fragment target (autofocus would be skipped under a fragment); after a script's submit
 * that the proxy refused, it takes the focus as it mounts.
 */
export function ErrorSummary({ idPrefix, problems, texts, heading, anchor }: SummaryProps & { anchor?: string }) {
  const headingId = `${idPrefix}-summary`;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} id={anchor && anchor + SUMMARY_SUFFIX} className="form-problems form-problems--summary" tabIndex={-1} aria-labelledby={headingId}>
      <h2 id={headingId} className="form-problems__heading">
        {heading}
      </h2>
      <ProblemLinks idPrefix={idPrefix} problems={problems} texts={texts} withReasons />
    </div>
  );
}

interface SubmitProps {
  form: { live: boolean; canSubmit: boolean; engaged: boolean; blocking: [string, string][]; status: string };
  idPrefix: string;
  texts: FieldTexts;
  /** The note's lead ("Nog nodig om te versturen:"). */
  lead: string;
  children: ReactNode;
}

/**
 * The submit button and, once the visitor has started, the note naming what still blocks it.
 * Invalid, the button is aria-disabled rather than disabled (spec 3 §5 "Submit is disabled"): it
 * still reads as unavailable, but a visitor who tries anyway is taken to the first field in error.
 */
export function FormSubmit({ form, idPrefix, texts, lead, children }: SubmitProps) {
  const sending = form.status === "sending";
  const blocked = form.live && !form.canSubmit;
  const noteId = `${idPrefix}-blocking`;
  const showNote = blocked && form.engaged && form.blocking.length > 0;
  return (
    <>
      <button type="submit" className="button service-form__submit" disabled={sending} aria-disabled={blocked || undefined} aria-describedby={showNote ? noteId : undefined}>
        {children}
      </button>
      {showNote ? (
        <div id={noteId} className="form-problems form-problems--blockers">
          <p className="form-problems__lead">{lead}</p>
          <ProblemLinks idPrefix={idPrefix} problems={form.blocking} texts={texts} withReasons={false} />
        </div>
      ) : null}
    </>
  );
}
