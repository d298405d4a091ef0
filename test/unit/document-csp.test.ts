/**
 * A stored document's CSP sources come from its own bytes (server/render/document-csp.ts): every
 * inline script the browser runs and every inline style, of any kind, by hash; external scripts by
 * their integrity; data blocks not at all.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { documentSources, integrityOf, sha256Source } from "../../server/render/document-csp";

const b64 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("document CSP sources", () => {
  it("hash every inline script the browser runs, whatever its type, and no data block", () => {
    const rules = '{"prefetch":[{"source":"document","where":{"href_matches":"/*"}}]}';
    const html = [
      "<script>probe()</script>",
      `<script type="speculationrules">${rules}</script>`,
      '<script type="module">import "/x.js"</script>',
      "<SCRIPT TYPE='importmap'>{}</SCRIPT >",
      '<script type="application/ld+json">{"@type":"Event"}</script>',
      '<script id="app-data" type="application/json">{"a":1}</script>',
    ].join("");
    expect(documentSources(html).scripts).toEqual([`'sha256-${b64("probe()")}'`, `'sha256-${b64(rules)}'`, `'sha256-${b64('import "/x.js"')}'`, `'sha256-${b64("{}")}'`]);
  });

  it("hash every inline style element, critical CSS included, in its exact bytes (UTF-8)", () => {
    const css = ".hero{font-family:'Carré'}\n";
    const html = `<style>${css}</style><style media="print">a{}</style><link rel="stylesheet" href="/s.css"><p style="color:red">`;
    expect(documentSources(html).styles).toEqual([`'sha256-${b64(css)}'`, `'sha256-${b64("a{}")}'`]);
  });

  it("name external scripts by their integrity, and skip those without", () => {
    const integrity = integrityOf("console.log(1)");
    const html = `<script type="module" src="/assets/app.js" integrity="${integrity}"></script><script src="/assets/old.js"></script>`;
    expect(documentSources(html).scripts).toEqual([`'${integrity}'`]);
  });

  it("list a repeated element once, and nothing for a page without inline elements", () => {
    expect(documentSources("<script>a()</script><script>a()</script>").scripts).toEqual([sha256Source("a()")]);
    expect(documentSources("<!doctype html><p>plain</p>")).toEqual({ scripts: [], styles: [] });
  });

  it("read only script and style elements: not other tags that start with s or with their names", () => {
    expect(documentSources("<s>a</s><span>b</span><section><scripts>c()</scripts><styles>d{}</styles></section><select></select>")).toEqual({ scripts: [], styles: [] });
    expect(documentSources("<p>an opening tag never closed: <script")).toEqual({ scripts: [], styles: [] });
  });

  it("read from a document in parts (head, React's part, tail) name what the whole names, each once", () => {
    const parts = ["<head><script>probe()</script><style>a{}</style></head><body>", "<p>x</p><script>probe()</script>", '<script type="application/json">{}</script><style>b{}</style>'];
    expect(documentSources(...parts)).toEqual(documentSources(parts.join("")));
    expect(documentSources(...parts).styles).toHaveLength(2);
  });

  it("read from pieces that split an element (the head's inline CSS and JSON-LD on their own) and from UTF-8 bytes, name the same", () => {
    const css = ".hero{font-family:'Carré'}";
    const whole = `<head><style>${css}</style><script type="application/ld+json">{"name":"Carré"}</script></head><body><script>t("é")</script><STYLE >b{}</STYLE>`;
    const pieces = ["<head><style>", css, '</style><script type="application/ld+json">', '{"name":"Carré"}', "</script></head><body>", Buffer.from('<script>t("é")</script><STYLE >b{}'), "</STYLE>"];
    expect(documentSources(...pieces)).toEqual(documentSources(whole));
    expect(documentSources(whole)).toEqual({ scripts: [`'sha256-${b64('t("é")')}'`], styles: [`'sha256-${b64(css)}'`, `'sha256-${b64("b{}")}'`] });
  });
});
