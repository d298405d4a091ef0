/**
 * The cookie page's form marker (spec 2 §2): editors write an HTML comment where the cookie chooser
 * goes. The server's sanitiser drops comments, so it turns the marker into an element it keeps
 * first; the page splits at either form.
 */
export const FORM_MARKER_COMMENT = /<!--\s*form\s*-->/gi;
export const FORM_MARKER_ELEMENT = '<hr class="cms-form-marker">';

const EITHER = /<!--\s*form\s*-->|<hr class="cms-form-marker"\s*\/?>/i;

/** The content before and after the first marker; null when there is none. */
export function splitAtFormMarker(html: string): [string, string] | null {
  const match = EITHER.exec(html);
  if (!match) return null;
  return [html.slice(0, match.index), html.slice(match.index + match[0].length)];
}
