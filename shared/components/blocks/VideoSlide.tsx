/**
 * Video slides (spec 2 block 7): a thumbnail with a play button; pressing it swaps in the embed
 * on the privacy-friendly host, pushing what follows down. The embed's address is set 50 ms after
 * the player frame is laid out, which is when it starts playing (autoplay), so the page's own
 * layout settles first. Nothing from the video host loads before the visitor asks.
 *
 * This is the site's one YouTube player: every embedded video (content pages, news items, the
 * home page, show pages) is this facade, so no third-party frame loads before a click
 * (docs/decisions/content-blocks.md § Videos).
 */
import { useEffect, useRef, useState } from "react";
import { BLOCK_TEXTS } from "../../i18n/block-texts";
import type { Lang } from "../../i18n/lang";
import type { VideoSlideVM } from "../../view/blocks/videos";
import { CmsImage } from "../CmsImage";

export const AUTOPLAY_DELAY_MS = 50;

/** `label` names what the video belongs to (a show's heading) in the frame's and button's names. */
interface VideoSlideProps {
  video: VideoSlideVM;
  lang: Lang;
  label?: string;
}

const named = (label: string | undefined, text: string) => (label ? `${label} – ${text}` : text);

function Player({ video, lang, label }: VideoSlideProps) {
  const [src, setSrc] = useState<string | undefined>(undefined);
  const frame = useRef<HTMLIFrameElement>(null);
  // The play button this replaces had focus; keep keyboard users where they were.
  useEffect(() => frame.current?.focus(), []);
  useEffect(() => {
    const timer = setTimeout(() => setSrc(video.embedUrl), AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [video.embedUrl]);
  return (
    <iframe
      ref={frame}
      className="video-slide__frame"
      src={src}
      title={named(label, BLOCK_TEXTS[lang].videoTitle(video.index + 1))}
      allow="autoplay; accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

export function VideoSlide({ video, lang, label }: VideoSlideProps) {
  const [playing, setPlaying] = useState(false);
  const t = BLOCK_TEXTS[lang];
  return (
    <div className={playing ? "video-slide video-slide--playing" : "video-slide"}>
      {playing ? (
        <Player video={video} lang={lang} label={label} />
      ) : (
        <button type="button" className="video-slide__play" onClick={() => setPlaying(true)}>
          {video.thumbnail && <CmsImage className="video-slide__thumb" image={video.thumbnail} alt="" maxWidth={920} sizes="(max-width: 767px) 100vw, 920px" />}
          <span className="video-slide__icon" aria-hidden="true" />
          <span className="visually-hidden">{named(label, t.play(video.index + 1))}</span>
        </button>
      )}
    </div>
  );
}

export function VideoSlides({ videos, lang }: { videos: VideoSlideVM[]; lang: Lang }) {
  if (videos.length === 0) return null;
  return (
    <section className="block video-slides" aria-label={BLOCK_TEXTS[lang].videos}>
      <ul className="video-slides__list">
        {videos.map((v) => (
          <li key={v.id}>
            <VideoSlide video={v} lang={lang} />
          </li>
        ))}
      </ul>
    </section>
  );
}
