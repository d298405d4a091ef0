/**
 * What a stored document's Content-Security-Policy must allow, read from the document itself when it
 * is produced: the SHA-256 of every inline script the browser would run (the consent probe,
 * speculation rules, an import map, whatever a later change adds) and of every inline `<style>`,
 * plus the `integrity` hashes of its external scripts. A stored page is sent to many visitors and
 * kept by caches in front, so a nonce in it would be public; hashes name exactly these bytes and
 * nothing an attacker could add (web.dev, "Mitigate cross-site scripting with a strict CSP").
 * Nothing is listed by hand: a new inline element is covered because it is in the bytes.
 */
import { createHash } from "node:crypto";

export interface DocumentSources {
  /** `'sha256-…'` sources for script-src: inline scripts and external scripts with integrity. */
  scripts: readonly string[];
  /** `'sha256-…'` sources for style-src-elem: inline `<style>` elements. */
  styles: readonly string[];
}

/**
 * Script types the browser never runs (JSON-LD, the page data): data blocks, which CSP does not
 * check. Everything else is run or parsed as rules (classic, module, importmap, speculationrules)
 * and needs a source, so an unknown type is hashed rather than guessed safe.
 */
const DATA_BLOCK = /^application\/(ld\+)?json$/i;
/** Our own markup (React escapes `<` in text and attributes), so a tag is a tag; content ends at its closing tag, as the HTML parser reads it. */
const OPENING = /<(script|style)\b([^>]*)>/gi;
const TAG_END = /\s*>/y;

type Open = { tag: "script" | "style"; attrs: string; text: Array<string | Buffer> };

/**
 * Where the element's closing tag starts and ends, found by `</` (rare in CSS and JSON, which
 * escapes it) rather than by a case-insensitive expression that reads every character.
 */
function closing(html: string, tag: Open["tag"], from: number): { index: number; end: number } | null {
  for (let i = html.indexOf("</", from); i !== -1; i = html.indexOf("</", i + 2)) {
    if (html.slice(i + 2, i + 2 + tag.length).toLowerCase() !== tag) continue;
    TAG_END.lastIndex = i + 2 + tag.length;
    if (TAG_END.test(html)) return { index: i, end: TAG_END.lastIndex };
  }
  return null;
}

/**
 * The sources of a document given whole or in the pieces it is written in: the server's head (its
 * long pieces, the inline CSS and JSON-LD, on their own), React's part, the tail. An element may
 * span pieces (a tag never does): its content is then only searched for its end, not read for elements, and a content
 * that is one piece is hashed as that very string (the inline CSS: known by then). A piece given as
 * UTF-8 bytes (React's) is read as latin1, one character per byte: the markup's syntax is ASCII, so
 * elements are found alike, and a content is hashed as the very bytes it is, not decoded as UTF-8.
 */
export function documentSources(...pieces: Array<string | Buffer>): DocumentSources {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const content = (text: Open["text"]) => (text.length <= 1 ? (text[0] ?? "") : Buffer.concat(text.map((t) => (typeof t === "string" ? Buffer.from(t) : t))));
  const add = ({ tag, attrs, text }: Open) => {
    if (tag === "style") styles.add(sha256Source(content(text)));
    else if (DATA_BLOCK.test(attribute(attrs, "type") ?? "")) return;
    else if (attribute(attrs, "src") === undefined) scripts.add(sha256Source(content(text)));
    else for (const hash of integrityHashes(attribute(attrs, "integrity"))) scripts.add(`'${hash}'`);
  };
  let open: Open | null = null;
  for (const piece of pieces) {
    const html = typeof piece === "string" ? piece : piece.toString("latin1");
    const slice = (from: number, to: number) => (typeof piece === "string" ? html.slice(from, to) : piece.subarray(from, to));
    let at = 0;
    while (at <= html.length) {
      if (open) {
        const end = closing(html, open.tag, at);
        if (!end) {
          // Nothing pushed for an opening tag that ends its piece, so content that is the next piece stays one string.
          if (at < html.length) open.text.push(at === 0 ? piece : slice(at, html.length));
          break;
        }
        if (end.index > at) open.text.push(slice(at, end.index));
        add(open);
        open = null;
        at = end.end;
      }
      OPENING.lastIndex = at;
      const start = OPENING.exec(html);
      if (!start) break;
      open = { tag: start[1]!.toLowerCase() as Open["tag"], attrs: start[2] ?? "", text: [] };
      at = OPENING.lastIndex;
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** The sources of several parts of one document (read apart where no element spans them), each once. */
export function joinSources(...parts: DocumentSources[]): DocumentSources {
  return { scripts: [...new Set(parts.flatMap((p) => p.scripts))], styles: [...new Set(parts.flatMap((p) => p.styles))] };
}

/** Sources of long inline elements seen before: the inline CSS is made once per class set and is in every page of its kind. */
const knownSources = new Map<string, string>();
const KNOWN_LIMIT = 256;
const KNOWN_FROM = 1024;

/** The CSP source of an inline element's text: SHA-256 of its UTF-8 bytes, base64. */
export function sha256Source(text: string | Buffer): string {
  if (typeof text !== "string" || text.length < KNOWN_FROM) return hashSource(text);
  let source = knownSources.get(text);
  if (source === undefined) {
    if (knownSources.size >= KNOWN_LIMIT) knownSources.delete(knownSources.keys().next().value!);
    knownSources.set(text, (source = hashSource(text)));
  }
  return source;
}

function hashSource(text: string | Buffer): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

/** The SRI value of a file (what a `<script integrity>` carries). */
export function integrityOf(bytes: Buffer | string): string {
  return `sha256-${createHash("sha256").update(bytes).digest("base64")}`;
}

/** SHA-256 entries of an integrity attribute (CSP hash sources name sha256, sha384 or sha512; we emit sha256). */
function integrityHashes(value: string | undefined): string[] {
  return (value ?? "").split(/\s+/).filter((h) => /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/.test(h));
}

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|$)`, "i").exec(attrs);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined;
}
