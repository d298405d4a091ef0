import { describe, expect, it } from "vitest";
import { assertFeaturesKept, CHROMIUM_ARGS } from "../browser/chromium";

// Chromium reads only the last --disable-features; Playwright puts its own before the test's flags.
describe("the browser tests' Chromium features", () => {
  const ours = CHROMIUM_ARGS.filter((arg) => arg.startsWith("--disable-features="));

  it("turns off the address bar's WebUI popups, in one --disable-features", () => {
    expect(ours).toHaveLength(1);
    expect(ours[0]!.split("=")[1]!.split(",")).toEqual(expect.arrayContaining(["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]));
  });

  it("keeps every feature Playwright turns off, and names one an upgrade would add", () => {
    const playwright = "--disable-features=PaintHolding,ThirdPartyStoragePartitioning,HttpsUpgrades";
    expect(() => assertFeaturesKept(["--headless", playwright, ...CHROMIUM_ARGS])).not.toThrow();
    expect(() => assertFeaturesKept([`${playwright},SomeNewFeature`, ...CHROMIUM_ARGS])).toThrow(/SomeNewFeature/);
  });
});
