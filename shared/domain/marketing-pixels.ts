/**
 * Marketing pixels (spec 2: production pages and news items use `marketingPixels`;
 * docs/decisions/analytics.md "Marketing pixels"). Only the image form of the ad networks' pixels
 * is accepted: a GET of a tracking image on one of the hosts below, which the browser fires after
 * a personalised consent (shared/components/MarketingPixels.tsx) and the CSP's img-src allows.
 * Scripts, iframes, other hosts and anything that is not https are refused, so CMS content can
 * never run code or reach an unknown host through this field.
 */

/** The ad networks' documented image ("noscript") pixels, by host. */
export const PIXEL_HOSTS: readonly string[] = [
  "www.facebook.com", // Meta: /tr?id=<pixel id>&ev=PageView&noscript=1
  "googleads.g.doubleclick.net", // Google Ads: /pagead/viewthroughconversion/<id>/?…
  "px.ads.linkedin.com", // LinkedIn Insight: /collect/?pid=<id>&fmt=gif
  "ct.pinterest.com", // Pinterest: /v3/?tid=<id>&noscript=1
  "bat.bing.com", // Microsoft Advertising UET: /action/0?ti=<id>&Ver=2
  "analytics.twitter.com", // X: /i/adsct?txn_id=<id>&p_id=Twitter
];

export const PIXEL_ORIGINS: readonly string[] = PIXEL_HOSTS.map((host) => `https://${host}`);

/** Enough for every network a campaign uses; more is an editing mistake. */
export const MAX_PIXELS = 10;
const MAX_URL_LENGTH = 2048;

export interface ParsedPixels {
  /** Image URLs to fire after personalised consent, in the CMS's order, each once. */
  urls: string[];
  /** What was left out: scripts, iframes, other hosts, non-https or malformed URLs, any over the limit. */
  refused: number;
}

function acceptedUrl(raw: string): string | null {
  if (raw.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(raw.replace(/&amp;/g, "&"));
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  return PIXEL_HOSTS.includes(url.hostname) ? url.href : null;
}

/** The candidate URLs of one CMS value: `<img src>` of an HTML snippet, or bare URLs split on whitespace and commas. */
function candidates(text: string): { urls: string[]; refused: number } {
  const refused = (text.match(/<(script|iframe)\b/gi) ?? []).length;
  if (/<[a-z]/i.test(text)) {
    const withoutScripts = text.replace(/<script\b[\s\S]*?(<\/script>|$)/gi, "");
    const urls = [...withoutScripts.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => (m[1] ?? m[2] ?? "").trim());
    return { urls, refused };
  }
  return { urls: text.split(/[\s,]+/).filter(Boolean), refused };
}

/**
 * The CMS value (an HTML snippet, a list of URLs, or an array of those or of `{ url }` / `{ src }`)
 * as pixel URLs to fire. Pure; never throws.
 */
export function parseMarketingPixels(raw: unknown): ParsedPixels {
  const values = (Array.isArray(raw) ? raw : raw == null ? [] : [raw]).map((v) => (typeof v === "object" && v !== null ? ((v as { url?: unknown; src?: unknown }).url ?? (v as { src?: unknown }).src) : v));
  const urls: string[] = [];
  let refused = 0;
  for (const value of values) {
    if (typeof value !== "string") {
      refused++;
      continue;
    }
    const found = candidates(value);
    refused += found.refused;
    for (const candidate of found.urls) {
      const url = acceptedUrl(candidate);
      if (!url || urls.length >= MAX_PIXELS) refused++;
      else if (!urls.includes(url)) urls.push(url);
    }
  }
  return { urls, refused };
}
