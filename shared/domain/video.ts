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
 * A looping hero video's source (home hero, musical hero): https or site-relative only, because the
 * page's CSP allows media from those and nothing else may reach a src attribute.
 */
export function heroVideoSource(raw: unknown): string | undefined {
  return typeof raw === "string" && /^(https:\/\/|\/(?!\/))\S+$/.test(raw.trim()) ? raw.trim() : undefined;
}
