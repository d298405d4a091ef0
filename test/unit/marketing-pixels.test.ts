/** Marketing pixels (spec 2: production pages and news items use marketingPixels; issue 25 point 3). */
import { describe, expect, it } from "vitest";
import { MUSICAL_PIXEL_SNIPPET } from "../../scripts/sample-cms/content/musical";
import { MAX_PIXELS, parseMarketingPixels } from "../../shared/domain/marketing-pixels";

describe("parseMarketingPixels: which pixel shapes the CMS can send", () => {
  it("takes the image of a pasted network snippet and refuses its script and an unknown host", () => {
    expect(parseMarketingPixels(MUSICAL_PIXEL_SNIPPET)).toEqual({ urls: ["https://www.facebook.com/tr?id=1234567890123&ev=PageView&noscript=1"], refused: 2 });
  });

  it("takes bare URLs (whitespace or comma separated), arrays of them and of { url } / { src }", () => {
    const linkedIn = "https://px.ads.linkedin.com/collect/?pid=5551234&fmt=gif";
    const bing = "https://bat.bing.com/action/0?ti=999&Ver=2";
    expect(parseMarketingPixels(`${linkedIn},\n ${bing}`).urls).toEqual([linkedIn, bing]);
    expect(parseMarketingPixels([linkedIn, { url: bing }, { src: linkedIn }])).toEqual({ urls: [linkedIn, bing], refused: 0 });
  });

  it.each([
    ["http, not https", "http://www.facebook.com/tr?id=1"],
    ["a host that is no ad network's pixel host", "https://connect.facebook.net/en_US/fbevents.js"],
    ["a look-alike host", "https://www.facebook.com.evil.example/tr?id=1"],
    ["credentials", "https://user:pw@www.facebook.com/tr?id=1"],
    ["another port", "https://www.facebook.com:8443/tr?id=1"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["an iframe", '<iframe src="https://www.facebook.com/tr?id=1"></iframe>'],
    ["an inline script", "<script>alert(1)</script>"],
  ])("refuses %s", (_what, raw) => {
    const parsed = parseMarketingPixels(raw);
    expect(parsed.urls).toEqual([]);
    expect(parsed.refused).toBeGreaterThan(0);
  });

  it("keeps at most ten and refuses the rest; no value is no pixel", () => {
    const many = Array.from({ length: 12 }, (_, i) => `https://www.facebook.com/tr?id=${i}`);
    expect(parseMarketingPixels(many)).toMatchObject({ refused: 2 });
    expect(parseMarketingPixels(many).urls).toHaveLength(MAX_PIXELS);
    expect(parseMarketingPixels(undefined)).toEqual({ urls: [], refused: 0 });
    expect(parseMarketingPixels(42)).toEqual({ urls: [], refused: 1 });
  });
});
