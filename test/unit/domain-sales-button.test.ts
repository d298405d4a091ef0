import { describe, expect, it } from "vitest";
import {
  eventSalesState,
  legendColor,
  salesButton,
  salesButtonState,
  type SalesState,
} from "../../shared/domain/sales-button";
import { SITES } from "../../shared/site";

const site = SITES.carre;
const ev = (sales_status: string, statusID?: unknown) => ({ sales_status, data: { statusID } });
const SIGNED = "https://apps.ticketmatic.com/widgets/carre/addtickets?event=31711&signature=abc123";

describe("event sales state (spec 1 §4: when on_sale, the event's statusID refines it)", () => {
  it.each([
    ["show_started", "15685", "show_started"],
    ["show_finished", "waiting_list", "show_finished"],
    ["sales_not_started", null, "sales_not_started"],
    ["sales_finished", "15680", "sales_finished"],
    ["on_sale", null, "on_sale"],
    ["on_sale", undefined, "on_sale"],
    ["on_sale", "waiting_list", "waiting_list"],
    ["on_sale", "last_chance", "last_chance"],
    ["on_sale", "15682", "free"],
    ["on_sale", "15680", "cancelled"],
    ["on_sale", "15681", "call_us"],
    ["on_sale", "15684", "non_reservable"],
    ["on_sale", "15685", "sold_out"],
    ["on_sale", 15685, "sold_out"],
    ["on_sale", "99999", "on_sale"],
    ["on_sale", { odd: true }, "on_sale"],
  ])("server status %s with statusID %s is %s", (status, id, expected) => {
    expect(eventSalesState(ev(status, id))).toBe(expected);
  });

  it("an unknown server status is treated as not on sale", () => {
    expect(eventSalesState(ev("mystery", null))).toBe("sales_not_started");
  });
});

describe("sales button state of several events", () => {
  it("events that agree give their shared state", () => {
    expect(salesButtonState([ev("on_sale", "15685"), ev("on_sale", 15685)])).toBe("sold_out");
  });
  it("with differing states the button uses the default on-sale look", () => {
    expect(salesButtonState([ev("on_sale", "15685"), ev("on_sale", "last_chance")])).toBe("on_sale");
  });
  it("no events give no state, so highlights without one are skipped", () => {
    expect(salesButtonState([])).toBeNull();
  });
});

const TABLE: [SalesState, string, string, "red" | "orange" | "brown"][] = [
  ["on_sale", "Bestel kaarten", "Order tickets", "red"],
  ["show_started", "Voorstelling is begonnen", "Show has started", "red"],
  ["show_finished", "Voorstelling is geweest", "Show has ended", "red"],
  ["sales_not_started", "Verkoop nog niet gestart", "Sales not started yet", "red"],
  ["sales_finished", "Verkoop is afgelopen", "Sales has ended", "red"],
  ["last_chance", "Laatste kaarten", "Last tickets", "orange"],
  ["cancelled", "Afgelast", "Cancelled", "brown"],
  ["call_us", "Bel ons", "Call us", "red"],
  ["free", "Gratis toegang", "Free entrance", "brown"],
  ["non_reservable", "Niet reserveerbaar", "Non-reservable", "brown"],
  ["sold_out", "Uitverkocht", "Sold out", "brown"],
  ["waiting_list", "Wachtlijst", "Wait list", "red"],
];

describe("button texts and colours (spec 1 §4 table)", () => {
  it.each(TABLE)("%s shows %s / %s in %s", (state, nl, en, color) => {
    const nlButton = salesButton({ state, lang: "nl", salesUrl: SIGNED, site });
    const enButton = salesButton({ state, lang: "en", salesUrl: SIGNED, site });
    expect(nlButton.text).toBe(nl);
    expect(enButton.text).toBe(en);
    expect(nlButton.color).toBe(color);
    expect(enButton.color).toBe(color);
  });

  it("sold out events show Uitverkocht in brown without a link", () => {
    expect(salesButton({ state: "sold_out", lang: "nl", salesUrl: SIGNED, site })).toEqual({
      text: "Uitverkocht", color: "brown", href: null, kind: "inactive", newTab: false, rel: null,
    });
  });

  it.each(["cancelled", "free", "non_reservable", "sold_out"] as const)("%s is brown and an inactive link", (state) => {
    const button = salesButton({ state, lang: "nl", salesUrl: SIGNED, site });
    expect(button.kind).toBe("inactive");
    expect(button.href).toBeNull();
  });

  it.each(["show_started", "show_finished", "sales_not_started", "sales_finished"] as const)(
    "a not-on-sale status (%s) is shown without a buy link",
    (state) => expect(salesButton({ state, lang: "nl", salesUrl: SIGNED, site }).kind).toBe("inactive"),
  );

  it.each(["on_sale", "waiting_list", "last_chance"] as const)("%s links to the ticket shop in the same tab", (state) => {
    const button = salesButton({ state, lang: "nl", salesUrl: SIGNED, site });
    expect(button).toMatchObject({ kind: "ticketShop", href: SIGNED, newTab: false, rel: null });
  });

  it("for call_us the link is a phone link to the configured number", () => {
    expect(salesButton({ state: "call_us", lang: "nl", salesUrl: SIGNED, site, phoneNumber: "0900-2525255" })).toMatchObject({
      kind: "phone", href: "tel:09002525255", color: "red",
    });
    expect(salesButton({ state: "call_us", lang: "en", site, phoneNumber: "+31 20 524 94 94" }).href).toBe("tel:+31205249494");
  });

  it("call_us without a configured number is an inactive button, not a dead tel: link", () => {
    expect(salesButton({ state: "call_us", lang: "nl", site })).toMatchObject({ kind: "inactive", href: null, color: "red" });
  });

  it("English pages append l=en and the referral to ticket-shop links, keeping the signature", () => {
    const button = salesButton({ state: "on_sale", lang: "en", salesUrl: SIGNED, site, referral: "radio1" });
    expect(button.href).toBe(`${SIGNED}&l=en&r=radio1`);
  });

  it("a sales url on another host opens in a new tab with noopener", () => {
    const button = salesButton({ state: "on_sale", lang: "nl", salesUrl: "https://example.com/x", site });
    expect(button).toMatchObject({ kind: "external", newTab: true, rel: "noopener noreferrer", href: "https://example.com/x" });
  });

  it("an on-sale button without a usable url is inactive (the view may scroll to the dates)", () => {
    for (const salesUrl of [null, undefined, "", "javascript:alert(1)"]) {
      expect(salesButton({ state: "on_sale", lang: "nl", salesUrl, site })).toMatchObject({ kind: "inactive", href: null, text: "Bestel kaarten" });
    }
  });
});

describe("override text (bestelbutton / salesButtonOverrideText)", () => {
  it("a custom text overrides the label while on sale", () => {
    expect(salesButton({ state: "on_sale", lang: "nl", salesUrl: SIGNED, site, overrideText: " Koop nu " }).text).toBe("Koop nu");
    expect(salesButton({ state: "sold_out", lang: "nl", site, overrideText: "Verplaatst" }).text).toBe("Verplaatst");
  });
  it.each(["show_started", "show_finished", "sales_not_started", "sales_finished"] as const)(
    "a custom text does not override the label when the event is not on sale (%s)",
    (state) => {
      const button = salesButton({ state, lang: "nl", site, overrideText: "Koop nu" });
      expect(button.text).toBe(TABLE.find(([s]) => s === state)?.[1]);
    },
  );
  it.each([
    ["Uitverkocht", "Sold out"],
    [" WACHTLIJST ", "Wait list"],
    ["verplaatst", "Postponed"],
    ["Extra voorstelling", "Extra voorstelling"],
  ])("on English pages the Dutch override %j reads %j", (override, expected) => {
    expect(salesButton({ state: "on_sale", lang: "en", salesUrl: SIGNED, site, overrideText: override }).text).toBe(expected);
  });
  it("Dutch pages keep the Dutch override word", () => {
    expect(salesButton({ state: "on_sale", lang: "nl", site, overrideText: "Uitverkocht" }).text).toBe("Uitverkocht");
  });
  it("an empty or non-text override is absent", () => {
    expect(salesButton({ state: "on_sale", lang: "en", site, overrideText: "   " }).text).toBe("Order tickets");
    expect(salesButton({ state: "on_sale", lang: "en", site, overrideText: 42 }).text).toBe("Order tickets");
  });
});

describe("play-schedule legend colours (spec 2 §2)", () => {
  it.each([
    ["on_sale", "green"],
    ["last_chance", "orange"],
    ["call_us", "red"],
    ["waiting_list", "red"],
    ["cancelled", "brown"],
    ["free", "brown"],
    ["non_reservable", "brown"],
    ["sold_out", "brown"],
    ["show_started", null],
    ["show_finished", null],
    ["sales_not_started", null],
    ["sales_finished", null],
  ] as const)("%s has legend colour %s", (state, color) => {
    expect(legendColor(state)).toBe(color);
  });
});
