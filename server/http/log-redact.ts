/**
 * Request URLs as they go into log lines: mail tokens (one-time credentials), the premiere cancel
 * `ref` (an email inside) and the email prefill parameters (spec 3 §5) are personal, so only their
 * presence is logged; so is any value that reads as an email address, whatever its parameter's
 * name (a campaign's `?mail=`, an address typed into the search box).
 */
const PERSONAL = /^(token|ref|email|e-mail|emailadres|e-mailadres|e-mailaddress)$/i;
const EMAIL_LIKE = /[^\s@]@[^\s@]+\.[^\s@]/;
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
    if (eq < 0) return pair;
    const [decodedName, value] = [decoded(name), decoded(pair.slice(eq + 1).replaceAll("+", " "))];
    return PERSONAL.test(decodedName) || EMAIL_LIKE.test(value) ? `${name}=[redacted]` : pair;
  });
  return `${url.slice(0, q)}?${parts.join("&")}`;
}

/** An undecodable text is read as it is: it is not one of ours, and a malformed escape hides no address. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
