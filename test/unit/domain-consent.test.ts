import { describe, expect, it } from "vitest";
import { consentSignals, tagManagerScriptUrl } from "../../shared/domain/consent";

describe("consent mapping (spec 1 §4)", () => {
  it("personalized grants ad storage, ad user data and ad personalization", () => {
    expect(consentSignals("personalized")).toEqual({ ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" });
  });
  it("basic denies them; analytics storage is always granted", () => {
    expect(consentSignals("basic")).toEqual({ ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "granted" });
  });
  it("loads the site's own container", () => {
    expect(tagManagerScriptUrl("GTM-ABC123")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-ABC123");
  });
});
