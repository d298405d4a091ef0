import { describe, expect, it, vi } from "vitest";
import { normaliseReferral, readReferral, REFERRAL_STORAGE_KEY, storeReferral } from "../../shared/domain/referral";

describe("normaliseReferral (spec 1 §5)", () => {
  it("query r is stripped of non-word characters and lower-cased", () => {
    expect(normaliseReferral(" Radio-1 <script>!")).toBe("radio1script");
    expect(normaliseReferral("Nieuws_Brief2026")).toBe("nieuws_brief2026");
  });
  it("is cut to 200 characters", () => {
    expect(normaliseReferral("a".repeat(250))).toHaveLength(200);
  });
  it("an empty result, an array or a non-string is no referral", () => {
    for (const raw of ["", "  ", "!!!", ["abc"], 5, null, undefined, { r: "x" }]) expect(normaliseReferral(raw)).toBeNull();
  });
});

describe("referral storage", () => {
  it("uses the session key carre-referral", () => {
    expect(REFERRAL_STORAGE_KEY).toBe("carre-referral");
  });
  it("is stored only if non-empty", () => {
    const storage = { setItem: vi.fn() };
    storeReferral(storage, "!!", vi.fn());
    expect(storage.setItem).not.toHaveBeenCalled();
    storeReferral(storage, "Radio1", vi.fn());
    expect(storage.setItem).toHaveBeenCalledWith("carre-referral", "radio1");
  });
  it("a storage write failure is logged and ignored", () => {
    const log = vi.fn();
    const storage = { setItem: () => { throw new Error("quota"); } };
    expect(() => storeReferral(storage, "x", log)).not.toThrow();
    expect(log).toHaveBeenCalledOnce();
  });
  it("a storage read failure for the referral is logged and ignored", () => {
    const log = vi.fn();
    const storage = { getItem: () => { throw new Error("denied"); } };
    expect(readReferral(storage, log)).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });
  it("reads back the stored value, cleaned again, and tolerates missing storage", () => {
    expect(readReferral({ getItem: () => "Radio 1" }, vi.fn())).toBe("radio1");
    expect(readReferral({ getItem: () => null }, vi.fn())).toBeNull();
    expect(readReferral(null, vi.fn())).toBeNull();
    expect(() => storeReferral(null, "x", vi.fn())).not.toThrow();
  });
});
