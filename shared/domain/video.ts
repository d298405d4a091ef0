/**
 * YouTube links of spec 1 §5: the CMS holds a comma-separated list; only three link forms are
 * accepted and only a well-formed 11-character id survives, so nothing else reaches an iframe src.
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = ["youtube.com", "m.youtube.com", "youtube-nocookie.com"];
const SHORT_HOST = "youtu.be";
/** Privacy-friendly host: no cookies until the visitor plays the video. */
export const VIDEO_EMBED_BASE = "https://www.youtube-nocookie.com/embed/";

function idFromUrl(raw: string): string | null {
  const text = raw.trim();
  if (text === "") return null;
  let url: URL;
  try {
    // Editors often paste links without a scheme ("youtu.be/…").
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null = null;
  if (host === SHORT_HOST) id = segments.length === 1 ? segments[0] : null;
  else if (YOUTUBE_HOSTS.includes(host)) {
    if (segments.length === 1 && segments[0] === "watch") id = url.searchParams.get("v");
    else if (segments.length === 2 && segments[0] === "embed") id = segments[1];
  }
  return id !== null && VIDEO_ID.test(id) ? id : null;
}

/** Video ids from a comma-separated list of links; bad links are dropped, duplicates kept once. */
export function parseVideoUrls(commaSeparated: unknown): string[] {
  if (typeof commaSeparated !== "string") return [];
  const ids = commaSeparated.split(",").map(idFromUrl);
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/** Embed URL on the no-cookie host; autoplay is off unless asked for (the modal asks after a click). */
export function embedUrl(id: string, opts: { autoplay?: boolean } = {}): string {
  return `${VIDEO_EMBED_BASE}${encodeURIComponent(id)}?autoplay=${opts.autoplay ? 1 : 0}`;
}

/**
 * A path the site's `/media/*` pass-through answers (server/http/media.ts): plain segments (none
 * starting with a dot, so no `..`), at most five deep, ending in a video file.
 */
export const MEDIA_PATH = /^\/media\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}\.(?:mp4|webm)$/;

/**
 * A looping hero video's source (home hero, musical hero): a site-relative `/media/…` path only,
 * because the site serves media through its own pass-through and its CSP allows media from its own
 * origin and nowhere else (docs/decisions/media.md); any other value is no video.
 */
export function heroVideoSource(raw: unknown): string | undefined {
  const path = typeof raw === "string" ? raw.trim() : "";
  return MEDIA_PATH.test(path) ? path : undefined;
}
