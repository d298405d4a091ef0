import { describe, expect, it } from "vitest";
import { criticalStyles, tokensOf } from "../../server/render/critical-css";
import { parseSheets, requiredTokens } from "../../server/render/stylesheet-rules";

describe("the classes and ids a selector needs", () => {
  it("are those outside functional pseudo-classes and attribute selectors", () => {
    expect(requiredTokens(".a .b>#c:hover::before")).toEqual([".a", ".b", "#c"]);
    expect(requiredTokens(".a:not(.b):is(.c,.d) li:nth-child(2n+1)")).toEqual([".a"]);
    expect(requiredTokens('.a[data-x=".y"]')).toEqual([".a"]);
    expect(requiredTokens("html body")).toEqual([]);
  });

  it("are found in the HTML's class and id attributes", () => {
    expect([...tokensOf('<div class="a  b" id="main"><p class="a">x.c</p></div>')].sort()).toEqual(["#main", ".a", ".b"]);
  });
});

describe("a page's critical CSS", () => {
  const main = "body{margin:0}.a{color:red}.b .a{color:blue}.x:not(.gone){top:0}@media (min-width:600px){.a{color:green}.b{color:pink}}@font-face{font-family:f;src:url(f.woff2)}html.consent-open .banner{display:block}";
  const slider = ".swiper{overflow:hidden}.other{color:red}";
  const styles = criticalStyles(parseSheets({ main, slider }));
  const critical = (html: string, opts: { slider: boolean }) => styles(html, opts).css;

  it("keeps, in order, the rules whose classes the HTML has, inside their media queries", () => {
    expect(critical('<div class="a x">', { slider: false })).toBe("body{margin:0}.a{color:red}.x:not(.gone){top:0}@media (min-width:600px){.a{color:green}}@font-face{font-family:f;src:url(f.woff2)}");
  });

  it("keeps what scripts set before the page shows: the consent mark, and swiper's classes on slider pages, after its sheet's rules", () => {
    expect(critical('<div class="banner">', { slider: true })).toBe(".swiper{overflow:hidden}body{margin:0}@font-face{font-family:f;src:url(f.woff2)}html.consent-open .banner{display:block}");
  });

  it("is made once per set of classes: another page with the same classes gets the same CSS, other classes or the slider their own", () => {
    const first = critical('<p class="a"><span class="x">', { slider: false });
    expect(critical('<div class="x"><b class="a">', { slider: false })).toBe(first);
    expect(critical('<div class="a b">', { slider: false })).toBe("body{margin:0}.a{color:red}.b .a{color:blue}@media (min-width:600px){.a{color:green}.b{color:pink}}@font-face{font-family:f;src:url(f.woff2)}");
    expect(critical('<p class="a"><span class="x">', { slider: true })).toBe(`.swiper{overflow:hidden}${first}`);
  });
});
