import { describe, expect, it } from "vitest";
import { classifyLink, linkTarget, ticketShopUrl } from "../../shared/domain/links";
import { locationHeader } from "../../shared/domain/location-header";
import { withVisitorQuery } from "../../shared/domain/carry-query";
import { SITES } from "../../shared/site";

const nl = { site: SITES.carre, lang: "nl" as const };
const en = { site: SITES.carre, lang: "en" as const };

describe("classifyLink (spec 1 §5)", () => {
  it("relative links are internal and navigate inside the site", () => {
    expect(classifyLink("/pagina/contact", nl)).toEqual({ kind: "internal", path: "/pagina/contact" });
    expect(classifyLink("/en/page/faq?x=1#a", en)).toEqual({ kind: "internal", path: "/en/page/faq?x=1#a" });
    // Doubled slashes collapse in the path (spec 1 §2), not in the query or fragment.
    expect(classifyLink("/pagina//contact?r=a//b#x//y", nl)).toEqual({ kind: "internal", path: "/pagina/contact?r=a//b#x//y" });
    expect(classifyLink("https://carre.nl//pagina///contact", nl)).toEqual({ kind: "internal", path: "/pagina/contact" });
  });

  it("a protocol-relative link is not read as relative", () => {
    expect(classifyLink("//example.com/x", nl)).toEqual({ kind: "external", href: "https://example.com/x" });
    expect(classifyLink("//carre.nl/nieuws", nl)).toEqual({ kind: "internal", path: "/nieuws" });
  });

  it("nor is a slash and a backslash, which browsers read as two slashes (a Location of /\\evil.example left the site)", () => {
    expect(classifyLink("/\\evil.example/x", nl)).toEqual({ kind: "external", href: "https://evil.example/x" });
    expect(classifyLink("/\\carre.nl/nieuws", nl)).toEqual({ kind: "internal", path: "/nieuws" });
    // Each of these is https://evil.example/ to a browser (and to WHATWG's URL).
    for (const href of ["\\\\evil.example", "\\/evil.example", "/\t/evil.example", "/\n/evil.example", "/\r\\evil.example"]) {
      expect(new URL(href, "https://carre.nl/pagina/x").host, JSON.stringify(href)).toBe("evil.example");
      expect(classifyLink(href, nl), JSON.stringify(href)).toEqual({ kind: "external", href: "https://evil.example" });
    }
    expect(classifyLink("\\pagina\\contact?q=a\\b", nl)).toEqual({ kind: "internal", path: "/pagina/contact?q=a\\b" });
  });

  it("links on a known own domain are internal, with or without www and in any case", () => {
    expect(classifyLink("https://carre.nl/voorstelling/foo?a=1", nl)).toEqual({ kind: "internal", path: "/voorstelling/foo?a=1" });
    expect(classifyLink("https://www.carre.nl/voorstelling/foo", nl)).toEqual({ kind: "internal", path: "/voorstelling/foo" });
    expect(classifyLink("HTTPS://WWW.Carre.NL/nieuws", nl)).toEqual({ kind: "internal", path: "/nieuws" });
    expect(classifyLink("https://www.carrefonds.nl/pagina/x", { site: SITES.fonds, lang: "nl" })).toEqual({ kind: "internal", path: "/pagina/x" });
  });

  it("the other site's host is external: each site owns its host (the foundation host on the foundation site)", () => {
    expect(classifyLink("http://carrefonds.nl/pagina/x", nl)).toEqual({ kind: "external", href: "http://carrefonds.nl/pagina/x" });
    expect(classifyLink("https://carre.nl/agenda", { site: SITES.fonds, lang: "nl" })).toEqual({ kind: "external", href: "https://carre.nl/agenda" });
  });

  it("a link equal to the bare host maps to the home page of the current language", () => {
    for (const href of ["https://carre.nl", "https://carre.nl/", "https://www.carre.nl/"]) {
      expect(classifyLink(href, nl)).toEqual({ kind: "internal", path: "/" });
      expect(classifyLink(href, en)).toEqual({ kind: "internal", path: "/en" });
    }
  });

  it("/agenda maps to the agenda route of the current language", () => {
    expect(classifyLink("/agenda", nl)).toEqual({ kind: "internal", path: "/agenda" });
    expect(classifyLink("/agenda", en)).toEqual({ kind: "internal", path: "/en/calendar" });
    expect(classifyLink("https://www.carre.nl/agenda?q=kerst", en)).toEqual({ kind: "internal", path: "/en/calendar?q=kerst" });
    expect(classifyLink("/agenda-archief", en)).toEqual({ kind: "internal", path: "/agenda-archief" });
  });

  it("without a language, an own link becomes its path as typed (stored HTML serves both languages)", () => {
    const any = { ...nl, lang: null };
    expect(classifyLink("https://www.carre.nl/agenda?q=kerst", any)).toEqual({ kind: "internal", path: "/agenda?q=kerst" });
    expect(classifyLink("https://carre.nl", any)).toEqual({ kind: "internal", path: "/" });
    expect(classifyLink("https://example.org/x", any)).toEqual({ kind: "external", href: "https://example.org/x" });
  });

  it("ticket-shop hosts are external but keep the tab", () => {
    const href = "https://apps.ticketmatic.com/widgets/carre/addtickets?event=1&signature=ff";
    expect(classifyLink(href, nl)).toEqual({ kind: "ticketShop", href });
    expect(classifyLink("https://ticketmaster.nl/event/123", nl)).toEqual({ kind: "ticketShop", href: "https://ticketmaster.nl/event/123" });
    expect(linkTarget("ticketShop")).toEqual({});
  });

  it("other links open in a new tab with rel noopener", () => {
    expect(classifyLink("https://example.com/page", nl)).toEqual({ kind: "external", href: "https://example.com/page" });
    expect(linkTarget("external")).toEqual({ target: "_blank", rel: "noopener noreferrer" });
    expect(linkTarget("internal")).toEqual({});
  });

  it("a host typed without a scheme is still recognised", () => {
    expect(classifyLink("www.carre.nl/agenda", en)).toEqual({ kind: "internal", path: "/en/calendar" });
    expect(classifyLink("example.org/x", nl)).toEqual({ kind: "external", href: "https://example.org/x" });
  });

  it("junk and script links are no link at all", () => {
    for (const junk of ["", "   ", null, undefined, 42, ["/a"], "javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:x", "data:text/html,x"]) {
      expect(classifyLink(junk, nl)).toBeNull();
    }
  });

  it("mail and phone links leave the site", () => {
    expect(classifyLink("mailto:info@carre.nl", nl)).toEqual({ kind: "external", href: "mailto:info@carre.nl" });
  });
});

describe("ticketShopUrl (spec 1 §4: English pages append &l=en; the referral is added)", () => {
  const signed = "https://apps.ticketmatic.com/widgets/carre/addtickets?accesskey=k&event=31711&returnurl=https%3A%2F%2Forders.carre.nl%2Fhandle%3Ffrom_event%3D1&signature=" + "a".repeat(64);

  it("adds l=en on English pages and keeps every other parameter byte for byte", () => {
    expect(ticketShopUrl(signed, { lang: "en" })).toBe(`${signed}&l=en`);
  });
  it("replaces an existing l value instead of repeating it", () => {
    expect(ticketShopUrl("https://orders.carre.nl/x?l=nl&a=1", { lang: "en" })).toBe("https://orders.carre.nl/x?a=1&l=en");
  });
  it("leaves Dutch links without a referral untouched", () => {
    expect(ticketShopUrl(signed, { lang: "nl" })).toBe(signed);
    expect(ticketShopUrl("https://orders.carre.nl/x?l=nl", { lang: "nl" })).toBe("https://orders.carre.nl/x?l=nl");
  });
  it("adds the referral as parameter r", () => {
    expect(ticketShopUrl(signed, { lang: "nl", referral: "radio1" })).toBe(`${signed}&r=radio1`);
    expect(ticketShopUrl("https://www.ticketmaster.nl/event/9", { lang: "en", referral: "fb" })).toBe("https://www.ticketmaster.nl/event/9?l=en&r=fb");
  });
  it("keeps the fragment after the query", () => {
    expect(ticketShopUrl("https://orders.carre.nl/x?a=1#top", { lang: "en" })).toBe("https://orders.carre.nl/x?a=1&l=en#top");
  });
  it("returns input that is not an absolute web URL unchanged", () => {
    expect(ticketShopUrl("/bestel/winkelmand", { lang: "en", referral: "x" })).toBe("/bestel/winkelmand");
    expect(ticketShopUrl("", { lang: "en" })).toBe("");
    expect(ticketShopUrl("mailto:a@b.nl", { lang: "en" })).toBe("mailto:a@b.nl");
  });
});

describe("withVisitorQuery (docs/decisions/redirects.md: a redirect keeps the visitor's query)", () => {
  it("adds the visitor's parameters to a path or a web address, as they were sent", () => {
    expect(withVisitorQuery("/voorstelling/kerstgala", "?utm_source=poster&utm_campaign=kerst%202026")).toBe("/voorstelling/kerstgala?utm_source=poster&utm_campaign=kerst%202026");
    expect(withVisitorQuery("https://www.ticketmaster.nl/venue/carre", "utm_source=fb")).toBe("https://www.ticketmaster.nl/venue/carre?utm_source=fb");
  });
  it("keeps the target's own parameters, which win a clash, and its fragment last", () => {
    expect(withVisitorQuery("/agenda?q=kerst#december", "?q=zomer&presale=ABC")).toBe("/agenda?q=kerst&presale=ABC#december");
  });
  it("leaves the target alone without a visitor query, or when it is not a path or a web address", () => {
    expect(withVisitorQuery("/agenda", "")).toBe("/agenda");
    expect(withVisitorQuery("/agenda", "?")).toBe("/agenda");
    expect(withVisitorQuery("mailto:info@carre.nl", "?utm_source=x")).toBe("mailto:info@carre.nl");
    expect(withVisitorQuery("", "?utm_source=x")).toBe("");
  });
});

describe("locationHeader", () => {
  it.each([
    ["/pagina/zomer–actie", "/pagina/zomer%E2%80%93actie"],
    ["/pagina/café?x=é y#ü", "/pagina/caf%C3%A9?x=%C3%A9%20y#%C3%BC"],
    ["https://example.com/actie–zomer", "https://example.com/actie%E2%80%93zomer"],
    ["https://bücher.example/", "https://b%C3%BCcher.example/"],
    ["?q=é", "?q=%C3%A9"],
  ])("percent-encodes %s for an ASCII-only header", (target, location) => {
    expect(locationHeader(target)).toBe(location);
  });

  it("leaves ASCII targets and their escapes as typed", () => {
    expect(locationHeader("/pagina/caf%C3%A9?a=1&b=%20")).toBe("/pagina/caf%C3%A9?a=1&b=%20");
    expect(locationHeader("https://tickets.carre.nl/x?y=1")).toBe("https://tickets.carre.nl/x?y=1");
  });

  it("is null for text that cannot be encoded", () => {
    expect(locationHeader("/pagina/\uD800")).toBeNull();
  });
});
