/**
 * Collapsible description (spec 2 §2): the full text is in the server HTML; collapsed only clips
 * it visually, and a real button with aria-expanded toggles it.
 */
import { useId, useState } from "react";
import type { Lang } from "../../i18n/lang";
import { SHOW_TEXTS } from "../../i18n/show-texts";

export function Description({ html, collapsible, lang }: { html: string; collapsible: boolean; lang: Lang }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const t = SHOW_TEXTS[lang];
  const collapsed = collapsible && !open;
  return (
    <section className="show-description">
      <div id={id} className={collapsed ? "rich-text show-description__text show-description__text--collapsed" : "rich-text show-description__text"} dangerouslySetInnerHTML={{ __html: html }} />
      {collapsible && (
        <button type="button" className="show-link-button show-description__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? t.readLess : t.readMore}
        </button>
      )}
    </section>
  );
}

/** Video embeds on the privacy host, autoplay off, loaded lazily. */
export function Videos({ urls, heading, lang }: { urls: string[]; heading: string; lang: Lang }) {
  const t = SHOW_TEXTS[lang];
  if (urls.length === 0) return null;
  return (
    <section className="show-videos" aria-label={t.videos}>
      {urls.map((src, i) => (
        <div key={src} className="show-videos__frame">
          <iframe src={src} title={`${heading} – ${t.videoTitle(i + 1)}`} loading="lazy" allow="encrypted-media; picture-in-picture; fullscreen" referrerPolicy="strict-origin-when-cross-origin" />
        </div>
      ))}
    </section>
  );
}
