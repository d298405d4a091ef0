import { describe, expect, it } from "vitest";
import { EMAIL_FIELD } from "../../shared/domain/email";
import { EMAIL_ADDRESSES } from "../email-addresses";

describe("an email field's rule (spec 3 §5: native validity and something@something)", () => {
  it.each(EMAIL_ADDRESSES)("%s → %s", (address, valid) => {
    expect(EMAIL_FIELD.test(address)).toBe(valid);
  });
});
