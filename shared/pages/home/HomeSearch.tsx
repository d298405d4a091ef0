/**
 * The hero's search box: a plain GET form (works without JavaScript); with JavaScript it navigates
 * inside the app, and only when the phrase is non-empty.
 */
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { normaliseQuery } from "../../domain/search";
import { HOME_TEXTS } from "../../i18n/home-texts";
import type { Lang } from "../../i18n/lang";
import { routePath } from "../../paths/table";

export function HomeSearch({ lang }: { lang: Lang }) {
  const t = HOME_TEXTS[lang];
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  const action = routePath("search", lang);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = normaliseQuery(value);
    if (q !== null) void navigate(`${action}?q=${encodeURIComponent(q)}`);
  };

  return (
    <form className="home-search" role="search" method="get" action={action} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        {t.searchLabel}
      </label>
      <input
        id={id}
        className="home-search__input"
        type="search"
        name="q"
        placeholder={t.searchPlaceholder}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoComplete="off"
        maxLength={200}
      />
      <button className="home-search__submit" type="submit">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t.searchSubmit}</span>
      </button>
    </form>
  );
}
