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
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi;

/**
 * The sources of a document given whole or in parts that each hold whole elements (the server's
 * head, React's part and the tail, as it writes them: joining them into one string would copy the
 * document once more per page made).
 */
export function documentSources(...parts: string[]): DocumentSources {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const html of parts) {
    for (const [, attrs = "", content = ""] of html.matchAll(SCRIPT)) {
      if (DATA_BLOCK.test(attribute(attrs, "type") ?? "")) continue;
      if (attribute(attrs, "src") === undefined) scripts.add(sha256Source(content));
      else for (const hash of integrityHashes(attribute(attrs, "integrity"))) scripts.add(`'${hash}'`);
    }
    for (const [, , content = ""] of html.matchAll(STYLE)) styles.add(sha256Source(content));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** The CSP source of an inline element's text: SHA-256 of its UTF-8 bytes, base64. */
export function sha256Source(text: string | Buffer): string {
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
