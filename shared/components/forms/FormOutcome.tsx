/**
 * The message that replaces a form once it has an outcome (spec 3 §4). After a submit in the page
 * it takes the focus, since the button that had it is gone; announced as a status either way.
 */
import { useEffect, useRef } from "react";

/** `lang`: the text's own language where it is not the page's (the spec's Dutch failure text on English pages). */
export function FormOutcome({ id, text, success, takeFocus, lang }: { id?: string; text: string; success: boolean; takeFocus: boolean; lang?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <p id={id} ref={ref} tabIndex={-1} role="status" lang={lang} className={`form-outcome ${success ? "form-outcome--success" : "form-outcome--failure"}`}>
      {text}
    </p>
  );
}
