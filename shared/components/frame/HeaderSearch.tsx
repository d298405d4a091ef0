/**
 * The header's collapsible search field. Submitting goes to the search route with the trimmed,
 * lower-cased phrase as q (no q when empty), like the search page's own box (spec 1 §2).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import type { Lang } from "../../i18n/lang";
import { routePath } from "../../routes/table";
import { useFrameEnv } from "./env";
import { CloseIcon, SearchIcon } from "./icons";

/** The search route for a phrase; exported for the tests and the home page's search box. */
export function searchHref(phrase: string, lang: Lang): string {
  const q = phrase.trim().toLowerCase();
  const path = routePath("search", lang);
  return q ? `${path}?q=${encodeURIComponent(q)}` : path;
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmitted: () => void;
}

export function HeaderSearch({ open, onOpenChange, onSubmitted }: Props) {
  const { lang, t } = useFrameEnv();
  const navigate = useNavigate();
  const [phrase, setPhrase] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const inputId = useId();
  const wasOpen = useRef(open);

  // Focus follows the toggle, but never on the first render (that would steal focus on load).
  useEffect(() => {
    if (open && !wasOpen.current) inputRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(searchHref(phrase, lang));
    onOpenChange(false);
    onSubmitted();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Escape") return;
    e.stopPropagation();
    onOpenChange(false);
    toggleRef.current?.focus();
  };

  return (
    <div className={`header-search${open ? " header-search--open" : ""}`} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="header-search__toggle"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => onOpenChange(!open)}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
        <span className="visually-hidden">{open ? t.searchClose : t.searchOpen}</span>
      </button>
      <form id={formId} className="header-search__form" role="search" onSubmit={submit} hidden={!open}>
        <label htmlFor={inputId} className="visually-hidden">
          {t.searchLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="header-search__input"
          type="search"
          name="q"
          autoComplete="off"
          placeholder={t.searchPlaceholder}
          value={phrase}
          onChange={(e) => setPhrase(e.target.value)}
        />
        <button type="submit" className="header-search__submit">
          <SearchIcon />
          <span className="visually-hidden">{t.searchSubmit}</span>
        </button>
      </form>
    </div>
  );
}
