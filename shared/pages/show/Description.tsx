/**
 * Collapsible description (spec 2 §2): the full text is in the server HTML; collapsed only clips
 * it visually, and a real button with aria-expanded toggles it.
 */
import { useId, useState } from "react";
import { keepInView } from "./keep-in-view";
import type { Lang } from "../../i18n/lang";
import { SHOW_TEXTS } from "../../i18n/show-texts";
import type { VideoSlideVM } from "../../view/blocks/videos";
import { VideoSlide } from "../../components/blocks/VideoSlide";

export function Description({ html, collapsible, lang }: { html: string; collapsible: boolean; lang: Lang }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const t = SHOW_TEXTS[lang];
  const collapsed = collapsible && !open;
  return (
    <section className="show-description">
      <div id={id} className={collapsed ? "rich-text show-description__text show-description__text--collapsed" : "rich-text show-description__text"} dangerouslySetInnerHTML={{ __html: html }} />
      {collapsible && (
        <button
          type="button"
          className="show-link-button show-description__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={(e) => {
            if (open) keepInView(e.currentTarget);
            setOpen(!open);
          }}
        >
          {open ? t.readLess : t.readMore}
        </button>
      )}
    </section>
  );
}

/** The show's videos: click-to-play facades (the privacy host's frame loads only after play). */
export function Videos({ videos, heading, lang }: { videos: VideoSlideVM[]; heading: string; lang: Lang }) {
  const t = SHOW_TEXTS[lang];
  if (videos.length === 0) return null;
  return (
    <section className="show-videos" aria-label={t.videos}>
      {videos.map((v) => (
        <VideoSlide key={v.id} video={v} lang={lang} label={heading} />
      ))}
    </section>
  );
}
