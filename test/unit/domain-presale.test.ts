import { describe, expect, it } from "vitest";
import { presaleText } from "../../shared/domain/presale";

const presale = { production_page_ids: ["P1", "42"], text_sold_out: "Voorverkoop uitverkocht", text_default: "Voorverkoop is open" };

describe("presaleText: 'shown if the page is in the presale list (production_page_ids)'", () => {
  it("uses text_sold_out 'when all events are sold_out or waiting_list'", () => {
    expect(presaleText(presale, "P1", ["sold_out", "waiting_list"])).toBe("Voorverkoop uitverkocht");
  });

  it("uses text_default otherwise", () => {
    expect(presaleText(presale, "P1", ["sold_out", "on_sale"])).toBe("Voorverkoop is open");
    expect(presaleText(presale, "P1", [])).toBe("Voorverkoop is open");
  });

  it("matches numeric ids against string ids", () => {
    expect(presaleText(presale, 42, ["on_sale"])).toBe("Voorverkoop is open");
  });

  it("is absent when the page is not listed or there is no presale data", () => {
    expect(presaleText(presale, "P2", ["on_sale"])).toBeNull();
    expect(presaleText(null, "P1", ["on_sale"])).toBeNull();
    expect(presaleText(undefined, "P1", ["on_sale"])).toBeNull();
  });

  it("treats a text that is empty after trimming as absent", () => {
    expect(presaleText({ ...presale, text_default: "  " }, "P1", ["on_sale"])).toBeNull();
    expect(presaleText({ ...presale, text_sold_out: null }, "P1", ["sold_out"])).toBeNull();
  });
});
