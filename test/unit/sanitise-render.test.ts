import { describe, expect, it } from "vitest";
import { RenderResponse } from "../../shared/contract/render";
import { PLAIN_TEXT_LIMITS, RICH_TEXT_LIMITS, sanitiseRender, sanitiseRichText as clean, sanitiseSvg } from "../../server/upstream/sanitise-render";
import { langOfCmsPath } from "../../shared/paths/table";
import { SITES } from "../../shared/site";

const RUNS = /<script|\son\w+\s*=|javascript:|vbscript:|data:/i;

describe("rich text from the CMS", () => {
  it("drops scripts with their code and keeps the text around them", () => {
    expect(clean(`<p>Voor<script>alert(1)</script>na</p>`)).toBe("<p>Voorna</p>");
    expect(clean(`<<script>script>alert(1)<</script>/script>`)).not.toMatch(/<script/i);
  });

  it("drops event-handler attributes but keeps the element", () => {
    expect(clean(`<img src="/media/a.jpg" onerror="alert(1)" alt="a">`)).toBe(`<img src="/media/a.jpg" alt="a" />`);
    expect(clean(`<table><tr><td ONCLICK="alert(1)" colspan="2">x</td></tr></table>`)).toBe(`<table><tr><td colspan="2">x</td></tr></table>`);
  });

  it.each([
    `<a href="javascript:alert(1)">x</a>`,
    `<a href="JaVaScRiPt:alert(1)">x</a>`,
    `<a href=" javascript:alert(1)">x</a>`,
    `<a href="java\tscript:alert(1)">x</a>`,
    `<a href="java\nscript:alert(1)">x</a>`,
    `<a href="jav&#x09;ascript:alert(1)">x</a>`,
    `<a href="&#106;avascript:alert(1)">x</a>`,
    `<a href="&#x6A;avascript&colon;alert(1)">x</a>`,
    `<a href="vbscript:msgbox(1)">x</a>`,
    `<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>`,
  ])("refuses the address in %s and keeps the link text", (html) => {
    expect(clean(html)).toBe("<a>x</a>");
  });

  it("keeps images only from http(s) or the site, srcset entries included", () => {
    expect(clean(`<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">`)).toBe("");
    expect(clean(`<img src="https://cdn.example/a.jpg" srcset="javascript:alert(1) 1x, https://cdn.example/b.jpg 2x" width="10" height="5" loading="lazy" alt="">`)).toBe(
      `<img src="https://cdn.example/a.jpg" srcset="https://cdn.example/b.jpg 2x" width="10" height="5" loading="lazy" alt="" />`,
    );
  });

  it("drops an svg with a script inside, code and all", () => {
    const out = clean(`<p>Logo <svg onload="alert(1)"><script>alert(1)</script><circle r="5"/></svg></p>`);
    expect(out).toBe("<p>Logo </p>");
  });

  it("turns a YouTube frame into a link to the video (no third-party frame before a click) and drops every other frame", () => {
    const video = `<p>Kijk <iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE" title="Film" allowfullscreen></iframe>.</p>`;
    expect(clean(video)).toBe(`<p>Kijk <a href="https://www.youtube.com/watch?v=M7lc1UVf-VE" class="rich-text__video">Film</a>.</p>`);
    expect(clean(`<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE"></iframe>`)).toBe(`<a href="https://www.youtube.com/watch?v=M7lc1UVf-VE" class="rich-text__video">YouTube</a>`);
    expect(clean(`<iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE" title="<b>x</b>"></iframe>`)).toContain(">&lt;b&gt;x&lt;/b&gt;</a>");
    expect(clean(`<iframe src="https://www.youtube-nocookie.com/embed/too-short"></iframe>`)).toBe("");
    expect(clean(`<iframe src="https://evil.example/">fallback</iframe>`)).toBe("");
    expect(clean(`<iframe src="http://www.youtube-nocookie.com/embed/x"></iframe>`)).toBe("");
    expect(clean(`<iframe src="https://www.youtube-nocookie.com.evil.example/embed/x"></iframe>`)).toBe("");
    expect(clean(`<object data="x.swf"></object><embed src="y.swf">`)).toBe("");
  });

  it("drops style attributes, style elements and forms", () => {
    expect(clean(`<h2 class="intro" style="position:fixed">Kop</h2><style>body{display:none}</style>`)).toBe(`<h2 class="intro">Kop</h2>`);
    expect(clean(`<form action="https://evil.example/"><input name="q"><select><option>a</option></select><textarea>t</textarea><button>Stuur</button></form>`)).toBe("Stuur");
  });

  it("keeps the editor's structure: headings, lists, tables, quotes, links and classes", () => {
    const html = [
      `<h1>a</h1><h3 class="lead">b</h3><h6>c</h6><p>1<br />2</p><hr />`,
      `<p><strong>s</strong><em>e</em><b>b</b><i>i</i><u>u</u><s>s</s><sub>1</sub><sup>2</sup></p>`,
      `<blockquote>q</blockquote><ul><li>x</li></ul><ol><li>y</li></ol>`,
      `<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">d</td></tr></tbody></table>`,
      `<a href="/pagina/contact" title="Contact">c</a><a href="mailto:info@carre.nl">m</a><a href="tel:+31205242525">t</a>`,
    ].join("");
    expect(clean(html)).toBe(html);
  });

  it("makes links that open a new tab unable to reach this page", () => {
    expect(clean(`<a href="https://example.org/" target="_blank" rel="opener">x</a>`)).toBe(`<a href="https://example.org/" target="_blank" rel="noopener noreferrer" aria-describedby="new-tab-note">x</a>`);
    // Described by the frame's "(opens in a new tab)"; a description the editor typed is not kept.
    expect(clean(`<a href="/agenda" aria-describedby="main">a</a>`)).toBe(`<a href="/agenda">a</a>`);
  });

  // Spec 1 §5: "internal if it starts with the product's own host ...; others open in a new tab with rel noopener, except ticket-shop hosts".
  it("with the site, an own-host link becomes the site's path and another web host opens in a new tab", () => {
    const links = (html: string, site: typeof SITES.carre) => clean(html, site);
    expect(links(`<a href="https://www.carre.nl/en/page/contact?x=1#y">c</a>`, SITES.carre)).toBe(`<a href="/en/page/contact?x=1#y">c</a>`);
    expect(links(`<a href="https://carre.nl" target="_blank">home</a>`, SITES.carre)).toBe(`<a href="/" target="_blank" rel="noopener noreferrer" aria-describedby="new-tab-note">home</a>`);
    expect(links(`<a href="https://carre.nl/pagina/contact">c</a>`, SITES.fonds)).toBe(`<a href="https://carre.nl/pagina/contact" target="_blank" rel="noopener noreferrer" aria-describedby="new-tab-note">c</a>`);
    expect(links(`<a href="https://www.youtube.com/@carre">yt</a>`, SITES.carre)).toBe(`<a href="https://www.youtube.com/@carre" target="_blank" rel="noopener noreferrer" aria-describedby="new-tab-note">yt</a>`);
    for (const same of [`<a href="https://orders.carre.nl/bestel">t</a>`, `<a href="mailto:info@carre.nl">m</a>`, `<a href="tel:+31205249494">t</a>`, `<a href="/agenda">a</a>`, `<a href="#top">t</a>`]) {
      expect(links(same, SITES.carre)).toBe(same);
    }
    // Spec 1 §4: in an English answer a ticket-shop link says l=en, the rest of it as typed.
    expect(clean(`<a href="https://orders.carre.nl/bestel?a=1&amp;l=nl">t</a> <a href="mailto:info@carre.nl">m</a>`, SITES.carre, "en")).toBe(`<a href="https://orders.carre.nl/bestel?a=1&amp;l=en">t</a> <a href="mailto:info@carre.nl">m</a>`);
    // Without a site (a test's own client), links stay as typed.
    expect(clean(`<a href="https://www.youtube.com/@carre">yt</a>`)).toBe(`<a href="https://www.youtube.com/@carre">yt</a>`);
  });

  it("closes malformed and nested markup instead of letting it swallow the page", () => {
    expect(clean(`<p><b>open <i>nest</p>`)).toBe("<p><b>open <i>nest</i></b></p>");
    expect(clean(`<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`)).not.toMatch(RUNS);
    expect(clean(`<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`)).not.toMatch(RUNS);
  });

  it("drops comments but keeps the cookie page's form marker as an element", () => {
    expect(clean(`<p>a</p><!-- note --><!-- form --><p>b</p>`)).toBe(`<p>a</p><hr class="cms-form-marker" /><p>b</p>`);
  });

  it("leaves text without markup as it is", () => {
    expect(clean("Rock & Roll")).toBe("Rock & Roll");
  });
});

describe("inline svg icons from the CMS", () => {
  it("keep their shapes, lose scripts, handlers, styles and references", () => {
    const out = sanitiseSvg(`<svg viewBox="0 0 10 10" onload="alert(1)"><script>alert(1)</script><path d="M0 0" fill="red" style="x"/><use href="data:x"/></svg>`);
    expect(out).toBe(`<svg viewBox="0 0 10 10"><path d="M0 0" fill="red"></path></svg>`);
  });
});

describe("sanitiseRender", () => {
  const hostile = `<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)>`;
  const answer = () =>
    RenderResponse.parse({
      node: { id: "1", kind: "page", data: { heading: "Rock & Roll <live>", contentMain: hostile, items: [{ header: "Tab", content: hostile }] } },
      nodes: {
        "2": { id: "2", kind: "faq_question", data: { answer: hostile, customIcons: [{ svg: `<svg onload="alert(1)"></svg>`, text: "x" }] } },
        "3": { id: "3", kind: "person", data: { description: [hostile] } },
      },
      productions: { "9": { id: "9", data: { contentRemaining: hostile }, events: [] } },
    });

  it("cleans every rich-text field in the node, in nodes, in lists and in productions", () => {
    const out = sanitiseRender(answer());
    const json = JSON.stringify(out);
    expect(json).not.toMatch(/<script|onerror|onload/i);
    expect(out.node.data.contentMain).toBe(`<p>ok</p><img src="x" />`);
    expect((out.node.data.items as { content: string }[])[0]!.content).toBe(`<p>ok</p><img src="x" />`);
    expect(out.nodes["2"]!.data.answer).toBe(`<p>ok</p><img src="x" />`);
    expect(out.nodes["3"]!.data.description).toEqual([`<p>ok</p><img src="x" />`]);
    expect(out.productions!["9"]!.data.contentRemaining).toBe(`<p>ok</p><img src="x" />`);
  });

  it("cleans the musical layout's intro and about text, which its page inserts as HTML", () => {
    const overlay = `<div style="position:fixed;inset:0">cover</div><a href="javascript:alert(4)">j</a><iframe src="https://evil.example"></iframe>`;
    const musical = RenderResponse.parse({ node: { id: "1", kind: "production", data: { intro: hostile + overlay, aboutText: hostile } }, nodes: {} });
    const out = sanitiseRender(musical);
    expect(JSON.stringify(out.node.data)).not.toMatch(/<script|onerror|style=|javascript:|<iframe/i);
    expect(out.node.data.aboutText).toBe(`<p>ok</p><img src="x" />`);
  });

  it("leaves plain-text fields alone: React escapes those itself", () => {
    expect(sanitiseRender(answer()).node.data.heading).toBe("Rock & Roll <live>");
  });

  it("cuts nesting deeper than any page reads instead of recursing without end", () => {
    let deep: unknown = { content: hostile };
    for (let i = 0; i < 5_000; i++) deep = { child: deep };
    const render = answer();
    render.node.data.deep = deep;
    expect(JSON.stringify(sanitiseRender(render))).not.toMatch(/<script/i);
  });

  it("cuts rich text past its limits before cleaning it, and says how many fields it cut", () => {
    const long = "<p>a</p>".repeat(RICH_TEXT_LIMITS.field / 8 + 10);
    const render = answer();
    render.node.data.contentMain = long;
    // Four more fields past the field limit: the answer's budget runs out within the third of them.
    render.nodes["3"]!.data.description = [long, long, long, long];
    const cuts: number[] = [];
    const out = sanitiseRender(render, undefined, "nl", (fields) => cuts.push(fields));
    const kept = [out.node.data.contentMain as string, ...(out.nodes["3"]!.data.description as string[])].map((html) => html.length);
    expect(kept.slice(0, 3)).toEqual([RICH_TEXT_LIMITS.field, RICH_TEXT_LIMITS.field, RICH_TEXT_LIMITS.field]);
    // The short fields between took a little of the budget: the fourth long one gets the rest of it, the fifth nothing.
    expect(kept[3]).toBeGreaterThan(RICH_TEXT_LIMITS.field - 200);
    expect(kept[3]).toBeLessThan(RICH_TEXT_LIMITS.field);
    expect(kept[4]).toBe(0);
    // The production's short field comes after: nothing of the budget is left for it either.
    expect(out.productions!["9"]!.data.contentRemaining).toBe("");
    expect(cuts).toEqual([6]);
  });

  it("cuts plain text past its limits: names shortest, descriptions, other texts; never the marketing pixels", () => {
    const render = answer();
    const long = "x".repeat(PLAIN_TEXT_LIMITS.field + 5);
    Object.assign(render.node.data, { heading: long, seoDescription: long, subtitle: long, marketingPixels: long, sales: { url: long }, constructor: "kept" });
    const cuts: number[] = [];
    const data = sanitiseRender(render, undefined, "nl", (fields) => cuts.push(fields)).node.data;
    expect([data.heading, data.seoDescription, data.subtitle, data.marketingPixels, (data.sales as { url: string }).url].map((t) => (t as string).length)).toEqual([
      PLAIN_TEXT_LIMITS.name,
      PLAIN_TEXT_LIMITS.description,
      PLAIN_TEXT_LIMITS.field,
      long.length,
      PLAIN_TEXT_LIMITS.field,
    ]);
    expect(cuts).toEqual([4]);
    expect(data.constructor).toBe("kept");
  });

  it("says nothing when no field was cut", () => {
    const cuts: number[] = [];
    sanitiseRender(answer(), undefined, "nl", (fields) => cuts.push(fields));
    expect(cuts).toEqual([]);
  });
});

describe("the language a render answer is cleaned in", () => {
  it("is its path's: a page's own (/en/…), or an English list's", () => {
    for (const path of ["/en", "/en/page/about-carre", "/home-en", "/production-page-list-en", "/news-page-list-en", "/page-list-en"]) expect(langOfCmsPath(path), path).toBe("en");
    for (const path of ["/pagina/over-carre", "/home-nl", "/page-list-nl", "/enquete", "/eten-en"]) expect(langOfCmsPath(path), path).toBe("nl");
  });
});

