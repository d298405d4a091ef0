/**
 * The search page's box (spec 1 §2 Search): a real GET form, so it works without JavaScript; with
 * JavaScript, typing updates the address (q, replace) after 250 ms and submitting pushes it. The
 * phrase in q is trimmed and lower-cased; an empty phrase means no q.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { normaliseQuery } from "../../domain/search";
import type { Lang } from "../../i18n/lang";
import { PROGRAMME_TEXTS } from "../../i18n/programme-texts";
import { routePath } from "../../paths/table";

export const SEARCH_DEBOUNCE_MS = 250;

export function searchPageHref(phrase: string | null, lang: Lang): string {
  const q = normaliseQuery(phrase);
  const path = routePath("search", lang);
  return q ? `${path}?q=${encodeURIComponent(q)}` : path;
}

export function SearchBox({ q, lang }: { q: string | null; lang: Lang }) {
  const t = PROGRAMME_TEXTS[lang];
  const navigate = useNavigate();
  const inputId = useId();
  const [phrase, setPhrase] = useState(q ?? "");
  // The q this box last asked for (or last saw arrive), and every q it asked for since its last one
  // arrived: typing is never overwritten by its own results, also not by an earlier one that lands
  // after a later request (a slow phone: "Theat" arriving once "Theater" was asked for, then
  // "theater" replacing what was typed). Any other q (back button, header search) is shown.
  const requested = useRef(q);
  const asked = useRef(new Set<string | null>());
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (q === requested.current) {
      asked.current.clear();
      return;
    }
    if (asked.current.has(q)) return;
    requested.current = q;
    setPhrase(q ?? "");
  }, [q]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const go = (text: string, replace: boolean) => {
    window.clearTimeout(timer.current);
    const next = normaliseQuery(text);
    if (next === requested.current) return;
    requested.current = next;
    asked.current.add(next);
    navigate(searchPageHref(next, lang), { replace });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(phrase, false);
  };

  return (
    <form className="search-box" role="search" method="get" action={routePath("search", lang)} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t.searchLabel}
      </label>
      <input
        id={inputId}
        className="search-box__input"
        type="search"
        name="q"
        autoComplete="off"
        maxLength={200}
        placeholder={t.searchPlaceholder}
        value={phrase}
        onChange={(e) => {
          const text = e.target.value;
          setPhrase(text);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => go(text, true), SEARCH_DEBOUNCE_MS);
        }}
      />
      <button type="submit" className="button search-box__submit">
        {t.searchSubmit}
      </button>
    </form>
  );
}
