import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AppProvider } from "../../shared/components/app-context";
import { WISHLIST_TEXTS, WishlistButton } from "../../shared/components/WishlistButton";
import type { PublicConfig } from "../../shared/public-config";
import { SITES } from "../../shared/site";
import { AppStateProvider } from "../../shared/state";
import { applyWishlistChange, callWishlist } from "../../shared/state/wishlist";
import { testPublicConfig } from "./fixtures";

const config: PublicConfig = testPublicConfig({ accountServiceUrl: "https://account.example/account/" });

describe("account service wish-list calls (spec 3 §7)", () => {
  it.each([
    ["add", "PUT"],
    ["remove", "DELETE"],
  ] as const)("%s is %s {base}/wishlist/%s with JSON { prod_page } and credentials", async (action, method) => {
    const fetchImpl = vi.fn(async () => new Response("{}", { status: 200 }));
    await callWishlist(config.accountServiceUrl, action, "16412", fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`https://account.example/account/wishlist/${action}`);
    expect(init.method).toBe(method);
    expect(init.credentials).toBe("include");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ prod_page: "16412" });
  });

  it.each([401, 500])("an answer %s is a failure the caller can report", async (status) => {
    const fetchImpl = vi.fn(async () => new Response("{}", { status }));
    await expect(callWishlist(config.accountServiceUrl, "add", "1", fetchImpl)).rejects.toThrow(String(status));
  });

  it("a network error is a failure too", async () => {
    const fetchImpl = vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(callWishlist(config.accountServiceUrl, "remove", "1", fetchImpl)).rejects.toThrow("Failed to fetch");
  });
});

describe("confirmed wish-list changes (spec 3 §4: adding only if not already in the list)", () => {
  it("adds an id once", () => {
    expect(applyWishlistChange(["1"], "add", "2")).toEqual(["1", "2"]);
    const list = ["1", "2"];
    expect(applyWishlistChange(list, "add", "2")).toBe(list);
  });

  it("removes an id, and leaves a list without it untouched", () => {
    expect(applyWishlistChange(["1", "2"], "remove", "1")).toEqual(["2"]);
    const list = ["1"];
    expect(applyWishlistChange(list, "remove", "9")).toBe(list);
  });
});

describe("WishlistButton server render (hydration must match: the list is only known after mount)", () => {
  const render = (lang: "nl" | "en") =>
    renderToString(
      <AppProvider value={{ site: SITES.carre, config }}>
        <MemoryRouter>
          <AppStateProvider config={config}>
            <WishlistButton productionPageId="16412" lang={lang} />
          </AppStateProvider>
        </MemoryRouter>
      </AppProvider>,
    );

  it.each(["nl", "en"] as const)("in %s shows the 'not in list' heart with the add tooltip", (lang) => {
    const html = render(lang);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain(WISHLIST_TEXTS[lang].add);
    expect(html).not.toContain(WISHLIST_TEXTS[lang].remove);
    expect(html).not.toContain(WISHLIST_TEXTS[lang].failed);
    expect(html).toMatch(/role="status"/);
  });

  it("uses the spec's tooltip wording", () => {
    expect(WISHLIST_TEXTS.nl.add).toBe("Toevoegen aan verlanglijst");
    expect(WISHLIST_TEXTS.nl.remove).toBe("Verwijderen van verlanglijst");
    expect(WISHLIST_TEXTS.en.add).toBe("Add to wish list");
    expect(WISHLIST_TEXTS.en.remove).toBe("Remove from wish list");
  });
});
