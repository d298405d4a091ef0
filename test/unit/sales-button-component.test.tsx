import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { AppProvider } from "../../shared/components/app-context";
import { SalesButton } from "../../shared/components/SalesButton";
import { salesButton, SALES_BUTTON_TEXTS, type SalesState } from "../../shared/domain/sales-button";
import type { Lang } from "../../shared/i18n/lang";
import type { PublicConfig } from "../../shared/public-config";
import { SITES } from "../../shared/site";
import { testPublicConfig } from "./fixtures";

// The visit's referral only exists in the browser after hydration; the server render must never
// carry it. `referral.value` stands in for what ReferralProvider provides after its effect.
const referral = vi.hoisted(() => ({ value: null as string | null }));
vi.mock("../../shared/state", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../shared/state")>()),
  useReferral: () => referral.value,
}));

const config: PublicConfig = testPublicConfig();
const site = SITES.carre;
const SHOP = "https://apps.ticketmatic.com/widgets/carre/addtickets?event=32069&l=nl&signature=f6b2";

function render(state: SalesState, lang: Lang, salesUrl: string | null = SHOP, onActivate?: () => void): HTMLish {
  const vm = salesButton({ state, lang, salesUrl, site, phoneNumber: "0900-2525255" });
  const html = renderToString(
    <AppProvider value={{ site, config }}>
      <SalesButton button={vm} onActivate={onActivate} />
    </AppProvider>,
  );
  return parse(html);
}

interface HTMLish {
  tag: string;
  attrs: Record<string, string>;
  text: string;
}

/** The component renders exactly one element with text; enough to read it without a DOM. */
function parse(html: string): HTMLish {
  const m = /^<(\w+)([^>]*)>([^<]*)<\/\1>$/.exec(html);
  if (!m) throw new Error(`unexpected markup: ${html}`);
  const attrs: Record<string, string> = {};
  for (const a of m[2].matchAll(/([\w-]+)="([^"]*)"/g)) attrs[a[1]] = a[2].replace(/&amp;/g, "&");
  return { tag: m[1], attrs, text: m[3].replace(/&amp;/g, "&") };
}

const ACTIVE: SalesState[] = ["on_sale", "waiting_list", "last_chance"];
const BROWN: SalesState[] = ["cancelled", "free", "non_reservable", "sold_out"];
const NOT_ON_SALE: SalesState[] = ["show_started", "show_finished", "sales_not_started", "sales_finished"];
const LANGS: Lang[] = ["nl", "en"];

describe("SalesButton component (spec 1 §4)", () => {
  describe.each(LANGS)("in %s", (lang) => {
    it.each(ACTIVE)("%s is a same-tab ticket-shop link with the spec's text", (state) => {
      const b = render(state, lang);
      expect(b.tag).toBe("a");
      expect(b.text).toBe(SALES_BUTTON_TEXTS[state][lang]);
      expect(b.attrs.target).toBeUndefined();
      expect(b.attrs.rel).toBeUndefined();
      expect(b.attrs.class).toContain(state === "last_chance" ? "button--orange" : "button--red");
      const url = new URL(b.attrs.href);
      expect(url.host).toBe("apps.ticketmatic.com");
      expect(url.searchParams.get("signature")).toBe("f6b2");
      expect(url.searchParams.getAll("l")).toEqual(lang === "en" ? ["en"] : ["nl"]);
    });

    it.each(BROWN)("%s is brown and inactive, not a link", (state) => {
      const b = render(state, lang);
      expect(b.tag).toBe("span");
      expect(b.attrs.href).toBeUndefined();
      expect(b.attrs.class).toContain("sales-button--brown");
      expect(b.attrs.class).toContain("sales-button--inactive");
      // A status text, not a button's look (issue 26).
      expect(b.attrs.class.split(" ")).not.toContain("button");
      expect(b.text).toBe(SALES_BUTTON_TEXTS[state][lang]);
    });

    it.each(NOT_ON_SALE)("%s shows its status and is inactive, not a link nor a button's look", (state) => {
      const b = render(state, lang);
      expect(b.tag).toBe("span");
      expect(b.attrs.href).toBeUndefined();
      expect(b.attrs.tabindex).toBeUndefined();
      expect(b.attrs.class.split(" ")).not.toContain("button");
      expect(b.text).toBe(SALES_BUTTON_TEXTS[state][lang]);
    });

    it("call_us is a red tel: link", () => {
      const b = render("call_us", lang);
      expect(b.tag).toBe("a");
      expect(b.attrs.href).toMatch(/^tel:\+?\d+$/);
      expect(b.attrs.class).toContain("button--red");
      expect(b.text).toBe(SALES_BUTTON_TEXTS.call_us[lang]);
    });

    it("other external links open in a new tab with rel noopener", () => {
      const b = render("on_sale", lang, "https://www.example.org/tickets");
      expect(b.tag).toBe("a");
      expect(b.attrs.target).toBe("_blank");
      expect(b.attrs.rel).toContain("noopener");
      expect(b.attrs.href).toBe("https://www.example.org/tickets");
    });

    it("an own-host link stays internal (path, same tab)", () => {
      const b = render("on_sale", lang, "https://www.carre.nl/agenda");
      expect(b.attrs.href).toBe(lang === "en" ? "/en/calendar" : "/agenda");
      expect(b.attrs.target).toBeUndefined();
    });

    it("an inactive button given onActivate is a real button (scrolls to the play schedule)", () => {
      const b = render("sold_out", lang, SHOP, () => {});
      expect(b.tag).toBe("button");
      expect(b.attrs.type).toBe("button");
    });

    it("an on-sale state without a sales url is inactive", () => {
      expect(render("on_sale", lang, null).tag).toBe("span");
    });
  });

  it("ticket-shop links carry the visit's referral once known (external and internal links never do); without it there is no r", () => {
    expect(new URL(render("on_sale", "nl").attrs.href).searchParams.has("r")).toBe(false);
    referral.value = "nieuwsbrief_2026";
    try {
      expect(new URL(render("on_sale", "nl").attrs.href).searchParams.get("r")).toBe("nieuwsbrief_2026");
      const en = new URL(render("last_chance", "en").attrs.href);
      expect(en.searchParams.get("r")).toBe("nieuwsbrief_2026");
      expect(en.searchParams.getAll("l")).toEqual(["en"]);
      expect(render("on_sale", "nl", "https://www.example.org/tickets").attrs.href).toBe("https://www.example.org/tickets");
      expect(render("on_sale", "nl", "/agenda").attrs.href).toBe("/agenda");
    } finally {
      referral.value = null;
    }
  });
});
