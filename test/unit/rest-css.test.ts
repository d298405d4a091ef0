import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { meet as meetWith, restAddress, restCss, restRules, restUrl } from "../../server/render/rest-css";
import { parseSheets, piecesOf, propertyFamily, rulesOf } from "../../server/render/stylesheet-rules";

describe("property families", () => {
  it("join a shorthand, its longhands, logical and physical twins and legacy names", () => {
    const same = [
      ["margin", "margin-inline-start", "margin-top"],
      ["inset", "top", "left", "inset-inline-end"],
      ["gap", "column-gap", "row-gap", "grid-gap"],
      ["place-items", "justify-items", "align-items", "justify-self"],
      ["font", "font-size", "line-height"],
      ["width", "inline-size", "min-width", "max-block-size", "height"],
      ["white-space", "text-wrap", "white-space-collapse"],
      ["overflow", "overflow-x", "overflow-wrap", "word-wrap"],
      ["mask-image", "-webkit-mask-image"],
      ["border", "border-inline", "border-top-color", "border-radius"],
    ];
    for (const names of same) expect(new Set(names.map(propertyFamily)), names.join(" ")).toHaveProperty("size", 1);
  });

  it("keep apart properties that never set one value, and custom properties by name", () => {
    const apart = ["color", "background-color", "display", "position", "z-index", "--space-1", "--space-2", "opacity", "transform"];
    expect(new Set(apart.map(propertyFamily)).size).toBe(apart.length);
  });
});

describe("two rules meet", () => {
  const rule = (css: string) => rulesOf(piecesOf(css).pieces)[0]!;
  const apart = () => false;
  const meet = (a: string, b: string, together: (x: string, y: string) => boolean = apart) => meetWith(rule(a), rule(b), together);

  it("when they set one family with selectors of one specificity that may target one element", () => {
    expect(meet(".a{margin-top:0}", ".a{margin:1px}")).toBe(true);
    expect(meet(".x .card--wide{color:red}", ".card.y{color:blue}")).toBe(true);
    expect(meet("a.x{color:red}", ".y a{color:blue}")).toBe(true);
    expect(meet(".b:is(.z,#c){color:red}", "#d.b{color:blue}")).toBe(true);
    expect(meet(".a::before,.z .y{color:red}", ".b .y{color:blue}")).toBe(true);
    expect(meet(".x img{width:1px}", ".y img{height:2px}")).toBe(true);
  });

  it("when their subjects' classes are on one element of the page, a modifier going with its base", () => {
    expect(meet(".button--brown{background:red}", ".home-card__button{background:blue}")).toBe(false);
    expect(meet(".button--brown{background:red}", ".home-card__button{background:blue}", (x, y) => x === "button" && y === "home-card__button")).toBe(true);
  });

  it("not when the families, specificities, pseudo-elements or element types differ, or one only targets a shadow host", () => {
    expect(meet(".a{margin:0}", ".a{padding:0}")).toBe(false);
    expect(meet(".a .b{color:red}", ".b{color:blue}")).toBe(false);
    expect(meet(".a:where(.b){color:red}", ".c .a{color:blue}")).toBe(false);
    expect(meet(".a::before{color:red}", ".b:first-child{color:blue}")).toBe(false);
    expect(meet(".a:after{color:red}", ".a::before{color:blue}")).toBe(false);
    expect(meet("p.a{color:red}", "li.a{color:blue}")).toBe(false);
    expect(meet(":host{display:block}", "[hidden]{display:none}")).toBe(false);
  });
});

describe("the rules a page's rest holds", () => {
  const any = [{ specificity: "0,1,0", pseudo: "", tag: "", classes: [] }];
  const rules = (...families: string[][]) => families.map((f, index) => ({ index, families: f, targets: any }));

  it("are the rules not inline, and the inline rules after one of them setting the same family", () => {
    // 1 is not inline; 2 sets color after it, so comes again; 3 sets nothing the rest sets; 4 sets font, which 2 now sets in the rest.
    const inline = new Set([0, 2, 3, 4]);
    expect([...restRules(rules(["color"], ["color"], ["color", "font"], ["margin"], ["font"]), (i) => inline.has(i), () => false)]).toEqual([1, 2, 4]);
  });

  it("keep, for any two rules that may set one value, the sheets' order on the page (inline rules first, then the rest)", () => {
    const FAMILIES = ["color", "margin", "font", "display", "*"];
    const target = fc.record({
      specificity: fc.constantFrom("0,1,0", "0,2,0", "?"),
      pseudo: fc.constantFrom("", "::before"),
      tag: fc.constantFrom("", "a", "p"),
      classes: fc.subarray(["card", "button", "footer"], { maxLength: 2 }),
    });
    const rule = fc.record({ families: fc.subarray(FAMILIES, { maxLength: 3 }), targets: fc.array(target, { minLength: 1, maxLength: 2 }), inline: fc.boolean() });
    const pairs = fc.subarray(["card button", "button footer", "card footer"]);
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 40 }), pairs, (drawn, pairsTogether) => {
        const together = (x: string, y: string) => pairsTogether.includes(`${x} ${y}`) || pairsTogether.includes(`${y} ${x}`);
        const order = drawn.map((r, index) => ({ index, families: r.families, targets: r.targets }));
        const rest = restRules(order, (i) => drawn[i]!.inline, together);
        // Where each rule's last copy stands: the rest after every inline rule.
        const place = order.map((r) => (rest.has(r.index) ? drawn.length + r.index : r.index));
        for (const [i, a] of order.entries()) {
          expect(drawn[i]!.inline || rest.has(i)).toBe(true);
          for (const b of order.slice(i + 1)) if (meetWith(a, b, together)) expect(place[b.index]).toBeGreaterThan(place[a.index]!);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("a page's rest of a sheet", () => {
  const sheets = parseSheets({
    slider: ".swiper{display:block}.swiper-slide{width:100%}",
    main: "body{margin:0}.card{display:flex}.card--wide{display:grid}@media (min-width:600px){.card{width:50%}}.footer{color:red}@font-face{font-family:f}",
  });
  // Rules: 0 .swiper, 1 .swiper-slide, 2 body, 3 .card, 4 .card--wide, 5 .card (media), 6 .footer.
  const address = (held: number[]) => restAddress(Array.from({ length: 7 }, (_, i) => held.includes(i)));

  it("holds the rules its address names, in order, inside their groups, and no @font-face", () => {
    expect(restCss(sheets, address([1, 4, 5, 6]), "main")).toBe(".card--wide{display:grid}@media (min-width:600px){.card{width:50%}}.footer{color:red}");
    expect(restCss(sheets, address([1, 4, 5, 6]), "slider")).toBe(".swiper-slide{width:100%}");
    expect(restCss(sheets, address([]), "main")).toBe("");
  });

  it("is made only from an address this build can have written", () => {
    const page = address([3, 4]);
    expect(restUrl("/assets/styles-ABC.css", page)).toBe(`/assets/rest/${page}/styles-ABC.css`);
    const pastTheLastRule = restAddress([false, false, true, true, false, false, false, true]);
    for (const bad of [page + "A", page.slice(0, -1), pastTheLastRule, page.replace(/.$/, "+"), "", "a/b"]) {
      expect(restCss(sheets, bad, "main"), bad).toBeUndefined();
    }
  });
});
