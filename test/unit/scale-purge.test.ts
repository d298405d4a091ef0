import { describe, expect, it } from "vitest";
import { backoffDelays, FRONT_PURGE_BACKOFF, rateGate } from "../../server/scale/backoff";
import { chunkKeys, purgeKeys } from "../../server/scale/front-purge";
import { channels, decodeAck, decodePurge, encodeAck, encodePurge } from "../../server/scale/purge-message";

describe("purge message codec", () => {
  it("round-trips each purge shape and mode", () => {
    for (const purge of [{ all: true as const }, { paths: ["/pagina/contact"] }, { tags: ["DEFAULT_FOOTER", "01HKDNW64K07ZZ7FP34E5JJZ6A"] }]) {
      for (const mode of ["soft", "hard"] as const) {
        const message = { id: "m1", from: "p1", mode, purge };
        expect(decodePurge(encodePurge(message))).toEqual({ v: 1, ...message });
      }
    }
    expect(decodeAck(encodeAck({ id: "m1", by: "p2" }))).toEqual({ v: 1, id: "m1", by: "p2" });
  });

  it("ignores what is not a purge of this version: bad JSON, other shapes, extra fields, empty lists", () => {
    const valid = { v: 1, id: "m", from: "p", mode: "soft", purge: { all: true } };
    for (const text of ["", "not json", "null", JSON.stringify({ ...valid, v: 2 }), JSON.stringify({ ...valid, mode: "medium" }), JSON.stringify({ ...valid, purge: { paths: [] } }), JSON.stringify({ ...valid, purge: { all: true, tags: ["x"] } }), JSON.stringify({ ...valid, extra: 1 })]) {
      expect(decodePurge(text), text).toBeNull();
    }
    expect(decodeAck(JSON.stringify({ v: 1, id: "m" }))).toBeNull();
  });

  it("names one channel set per site", () => {
    expect(channels("carre-site", "carre").purge).not.toBe(channels("carre-site", "fonds").purge);
    expect(channels("x", "carre")).toEqual({ purge: "x:carre:purge", ack: "x:carre:purge-ack", replay: "x:carre:webhook-seen:", flash: "x:carre:form-flash:" });
  });
});

describe("surrogate keys of a purge", () => {
  it("maps all, paths (normalised as the caches key them) and tags; drops what cannot be a key", () => {
    expect(purgeKeys({ all: true })).toEqual(["all"]);
    expect(purgeKeys({ paths: ["pagina/contact/", "/pagina//contact", "/%2Fnieuws"] })).toEqual(["/pagina/contact", "/nieuws"]);
    expect(purgeKeys({ tags: ["DEFAULT_FOOTER", "has space", "a\nb", "ok-1"] })).toEqual(["DEFAULT_FOOTER", "ok-1"]);
  });

  it("batches keys so no header exceeds the limit, keeping every key once and in order", () => {
    const keys = Array.from({ length: 300 }, (_, i) => `01HKDNW64K07ZZ7FP34E5J${String(i).padStart(4, "0")}`);
    const batches = chunkKeys(keys, 1000);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(batch.join(" ").length).toBeLessThanOrEqual(1000);
    expect(batches.flat()).toEqual(keys);
    expect(chunkKeys([])).toEqual([]);
  });
});

describe("backoff", () => {
  it("doubles from the base up to the cap, without jitter", () => {
    expect(backoffDelays({ baseMs: 100, maxMs: 1000, retries: 6 })).toEqual([100, 200, 400, 800, 1000, 1000]);
  });

  it("jitter only shortens a wait, by at most its share", () => {
    const low = backoffDelays({ ...FRONT_PURGE_BACKOFF }, () => 0.999999);
    const high = backoffDelays({ ...FRONT_PURGE_BACKOFF }, () => 0);
    expect(high).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    low.forEach((d, i) => expect(d).toBeGreaterThanOrEqual(Math.floor(high[i]! * 0.8)));
  });

  it("the outage log gate opens once per interval", () => {
    let now = 0;
    const gate = rateGate(60_000, () => now);
    const opened = [0, 1_000, 59_999, 60_000, 60_001, 130_000].map((t) => ((now = t), gate()));
    expect(opened).toEqual([true, false, false, true, false, true]);
  });
});
