import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, publicConfig } from "../../server/config";

describe("config", () => {
  it("takes the front cache from FRONT_CACHE, Varnish when only CDN_PURGE_URL says so, and refuses a Varnish purge URL for another front", () => {
    expect(loadConfig({}).FRONT_CACHE).toBe("none");
    expect(loadConfig({ FRONT_CACHE: "cloudflare" }).FRONT_CACHE).toBe("cloudflare");
    expect(loadConfig({ CDN_PURGE_URL: "http://127.0.0.1:6081" }).FRONT_CACHE).toBe("varnish");
    expect(() => loadConfig({ CDN_PURGE_URL: "http://127.0.0.1:6081", FRONT_CACHE: "fastly" })).toThrow(/FRONT_CACHE="fastly".*CDN_PURGE_URL/);
  });

  it("defaults to the venue site on port 3000", () => {
    const config = loadConfig({});
    expect(config.site).toBe("carre");
    expect(config.PORT).toBe(3000);
    expect(config.UPSTREAM_URL).toBeUndefined();
  });

  it.each([
    ["SITE", "theater", /SITE=.*"theater"/],
    ["PORT", "abc", /PORT=/],
    ["PORT", "70000", /PORT=/],
    ["UPSTREAM_URL", "ftp://cms", /UPSTREAM_URL=/],
    ["LOG_LEVEL", "loud", /LOG_LEVEL=/],
    ["TAG_MANAGER_ID", "UA-123", /TAG_MANAGER_ID=.*GTM-/],
    ["ANALYTICS_HOST", "javascript:alert(1)", /ANALYTICS_HOST=/],
    ["WEBHOOK_SECRETS", "short", /WEBHOOK_SECRETS=.*16 characters/],
    ["WEBHOOK_BEARER_TOKEN", "short", /WEBHOOK_BEARER_TOKEN=.*32 to 512/],
    ["WEBHOOK_SECRETS", "whsec_c2hvcnQta2V5LTEy", /WEBHOOK_SECRETS=.*whsec_/],
    ["FRONT_CACHE", "akamai", /FRONT_CACHE=/],
  ])("rejects %s=%s with one line naming the variable", (name, value, pattern) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (err) {
      expect((err as Error).message).toMatch(pattern);
      expect((err as Error).message).not.toContain("\n");
    }
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ UPSTREAM_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("sends only the allow-listed values to the browser", () => {
    const config = loadConfig({ WEBHOOK_SECRETS: "a-very-secret-value-123", UPSTREAM_URL: "https://cms.internal" });
    const sent = JSON.stringify(publicConfig(config, { accountServiceUrl: "https://acc", imageCdnBase: "https://img" }));
    expect(sent).not.toContain("a-very-secret-value-123");
    expect(sent).not.toContain("cms.internal");
  });
});

describe("settings the spec leaves to the venue (issue 25 point 6): empty by default, checked at start-up", () => {
  it("default to empty lists", () => {
    const config = loadConfig({});
    expect(config.SPECIAL_PRICE_TYPE_IDS).toEqual([]);
    expect(config.MUSICAL_SIGNUP_PAGE_IDS).toEqual([]);
    expect(config.MUSICAL_NOT_DEEP_LINK_PAGE_IDS).toEqual([]);
    expect(config.MUSICAL_TAG_PAGES).toEqual([]);
    expect(config.ALWAYS_COLLAPSED_SHOWS).toEqual([]);
  });

  it("read the venue's values", () => {
    const config = loadConfig({ SPECIAL_PRICE_TYPE_IDS: "12, 13", MUSICAL_SIGNUP_PAGE_IDS: "01JN4Q7H2X9KDR5B8M3TSGW6YA", MUSICAL_TAG_PAGES: "famhades25=hadestown-familie|hadestown-family" });
    expect(config.SPECIAL_PRICE_TYPE_IDS).toEqual(["12", "13"]);
    expect(config.MUSICAL_SIGNUP_PAGE_IDS).toEqual(["01JN4Q7H2X9KDR5B8M3TSGW6YA"]);
    expect(config.MUSICAL_TAG_PAGES).toEqual([{ tag: "famhades25", slugs: ["hadestown-familie", "hadestown-family"] }]);
  });

  it.each([
    ["SPECIAL_PRICE_TYPE_IDS", "12;13"],
    ["MUSICAL_NOT_DEEP_LINK_PAGE_IDS", "a b"],
    ["MUSICAL_TAG_PAGES", "famhades25=hadestown-familie"],
  ])("refuse a malformed %s, naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name}=`));
  });

  it.each([
    ["WEBHOOK_SECRETS", "a-very-long-and-good-production-secret,short", "(44 characters, not shown)"],
    ["METRICS_TOKEN", "secret token with spaces", "(24 characters, not shown)"],
    ["REDIS_URL", "http://:p%40ssw0rdSECRET@redis:6379", '"http://:***@redis:6379"'],
    ["UPSTREAM_URL", "ftp://cms:hunter2@cms.example", '"ftp://cms:***@cms.example"'],
  ])("never show a refused secret: %s", (name, value, shown) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`Invalid configuration: ${name}=${shown}:`);
    expect(() => loadConfig({ [name]: value })).not.toThrow(/ssw0rdSECRET|hunter2|production-secret|with spaces/);
  });

  it("take a blank value as unset, as an empty one: PORT=\" \" is the default port, not 0", () => {
    expect(loadConfig({ PORT: " " }).PORT).toBe(3000);
  });
});
