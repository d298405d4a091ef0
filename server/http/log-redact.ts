/**
 * Request URLs as they go into log lines: mail tokens (one-time credentials), the premiere cancel
 * `ref` (an email inside) and the email prefill parameters (spec 3 §5) are personal, so only their
 * presence is logged.
 */
const PERSONAL = /^(token|ref|email|e-mail|emailadres|e-mailadres|e-mailaddress)$/i;
/** The confirmation proxies carry the token as the last path segment. */
const TOKEN_PATH = /^(\/api\/services\/(?:newsletter\/(?:un)?subscribe|forms\/(?:premiere|panel)\/signup|forms\/oscar)\/)[^/?]+/;

export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  url = url.replace(TOKEN_PATH, "$1[redacted]");
  const q = url.indexOf("?");
  if (q < 0) return url;
  const parts = url.slice(q + 1).split("&").map((pair) => {
    const eq = pair.indexOf("=");
    const name = eq < 0 ? pair : pair.slice(0, eq);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // an undecodable name is not one of ours
    }
    return PERSONAL.test(decoded) && eq >= 0 ? `${name}=[redacted]` : pair;
  });
  return `${url.slice(0, q)}?${parts.join("&")}`;
}
