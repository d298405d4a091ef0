/**
 * The header's collapsible search field. Submitting goes to the search route with the trimmed,
 * lower-cased phrase as q (no q when empty), like the search page's own box (spec 1 §2).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import type { Lang } from "../../i18n/lang";
import { routePath } from "../../paths/table";
import { useFrameEnv, useHydrated } from "./env";
import { CloseIcon, SearchIcon } from "./icons";

/** The search route for a phrase; exported for the tests and the home page's search box. */
export function searchHref(phrase: string, lang: Lang): string {
  const q = phrase.trim().toLowerCase();
  const path = routePath("search", lang);
  return q ? `${path}?q=${encodeURIComponent(q)}` : path;
}

// A fixed id (not useId) so the server HTML can point at it; the header renders one search.
const FORM_ID = "header-search-form";

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
  const hydrated = useHydrated();
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
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className="header-search__toggle"
          aria-expanded={open}
          aria-controls={FORM_ID}
          onClick={() => onOpenChange(!open)}
        >
          {open ? <CloseIcon /> : <SearchIcon />}
          <span className="visually-hidden">{open ? t.searchClose : t.searchOpen}</span>
        </button>
      ) : (
        // Without the script the form opens as the URL's :target (search.css).
        <a href={`#${FORM_ID}`} className="header-search__toggle">
          <SearchIcon />
          <span className="visually-hidden">{t.searchOpen}</span>
        </a>
      )}
      {/* action/method let the form submit before (or without) the script; the script then navigates itself. */}
      <form
        id={FORM_ID}
        className="header-search__form"
        role="search"
        action={routePath("search", lang)}
        method="get"
        onSubmit={submit}
        hidden={hydrated && !open}
      >
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
