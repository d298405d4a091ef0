/**
 * What every schema.org mapping shares: the JSON-LD value type, the stable `@id`s that tie one
 * page's nodes to another's, tolerant readers (nothing invented: an empty or unreadable field is
 * left out), and the serialisation into a `<script type="application/ld+json">`.
 */
import { formatIsoOffset } from "../../i18n/dates";
import { parseAmsterdam } from "../schedule";

export type JsonLd = Record<string, unknown>;

export const SCHEMA = "https://schema.org/";
export const CONTEXT = "https://schema.org";

/**
 * Stable identifiers (IRIs, not links to follow): each site's organisation (the venue, the
 * foundation) is described once on its home page; a show's series and performances hang off the
 * show page's URL.
 */
export const jsonLdIds = {
  organisation: (origin: string) => `${trimOrigin(origin)}/#organization`,
  series: (pageUrl: string) => `${pageUrl}#series`,
  performance: (pageUrl: string, eventId: string) => `${pageUrl}#event-${encodeURIComponent(eventId)}`,
};

export function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, "");
}

/** A trimmed text, or undefined for anything else (spec 2 §5: empty after trimming is absent). */
export function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** With Amsterdam's offset, as schema.org readers expect a local time with its zone. */
export function isoDate(value: unknown): string | undefined {
  return formatIsoOffset(parseAmsterdam(value)) ?? undefined;
}

/** A reference to a node described in full elsewhere (on this page or another). */
export function ref(id: string): JsonLd {
  return { "@id": id };
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * Body of a `<script type="application/ld+json">`: still valid JSON, but no `</script>`, `<!--`
 * or line separator can end or confuse the script element, whatever editors typed.
 */
export function jsonLdScript(data: unknown): string {
  return (JSON.stringify(data) ?? "null").replace(
    UNSAFE_IN_SCRIPT,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
