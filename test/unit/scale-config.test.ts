import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";

describe("scale-out configuration", () => {
  it("is off unless set: no Redis, no front-cache purge", () => {
    const config = loadConfig({});
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.CDN_PURGE_URL).toBeUndefined();
    expect(config.REDIS_KEY_PREFIX).toBe("carre-site");
  });

  it("takes a redis:// or rediss:// URL and an http(s) purge URL", () => {
    const config = loadConfig({ REDIS_URL: "rediss://user:pw@redis.internal:6380/2", CDN_PURGE_URL: "http://127.0.0.1:6081/" });
    expect(config.REDIS_URL).toBe("rediss://user:pw@redis.internal:6380/2");
    expect(config.CDN_PURGE_URL).toBe("http://127.0.0.1:6081");
  });

  it("names the variable when a value is wrong", () => {
    expect(() => loadConfig({ REDIS_URL: "http://redis:6379" })).toThrow(new ConfigError('Invalid configuration: REDIS_URL="http://redis:6379": a redis:// or rediss:// URL'));
    expect(() => loadConfig({ CDN_PURGE_URL: "varnish" })).toThrow(/CDN_PURGE_URL/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: "a b" })).toThrow(/REDIS_KEY_PREFIX/);
  });
});
