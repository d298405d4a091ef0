import { describe, expect, it } from "vitest";
import { decodeCancelRef } from "../../shared/contract/forms";
import { readValues, validateForm } from "../../shared/forms/engine";
import { canSubmitNewsletter, isEmptyEmail, newsletterForm, subscriptionNames } from "../../shared/forms/newsletter";
import { formsOfPage } from "../../shared/forms/page-forms";

/** The newsletter form a content page path shows, or null. */
function newsletterFormOfPath(pathname: string) {
  const main = formsOfPage(new URL(pathname, "http://site.invalid"), "carre").main;
  return main?.id === "newsletter" ? main.kind : null;
}
import { premiereCancelForm } from "../../shared/forms/premiere-cancel";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64");

describe("newsletter names (spec 3 §3)", () => {
  it("in Dutch the client names become nieuwsbrief, nieuw_in_verkoop, boekingen_voor_groepen and servicemail_nl", () => {
    expect(subscriptionNames(["newsletter", "new_in_sales", "bookings_for_groups", "servicemail_en"], "nl")).toEqual([
      "nieuwsbrief",
      "nieuw_in_verkoop",
      "boekingen_voor_groepen",
      "servicemail_nl",
    ]);
  });

  it("in Dutch {product}_en becomes {product}_nl", () => {
    expect(subscriptionNames(["carrefonds_en"], "nl")).toEqual(["carrefonds_nl"]);
  });

  it("in English the client names are sent as they are", () => {
    expect(subscriptionNames(["new_in_sales", "servicemail_en", "carrefonds_en"], "en")).toEqual(["new_in_sales", "servicemail_en", "carrefonds_en"]);
  });
});

describe("the newsletter button (spec 3 §5)", () => {
  it.each([
    ["an empty email", { email: "", newsletters: ["new_in_sales"] }],
    ["an email without @", { email: "piet.example.com", newsletters: ["new_in_sales"] }],
    ["no newsletter chosen", { email: "piet@example.com", newsletters: [] }],
  ])("is disabled for %s", (_what, values) => {
    expect(canSubmitNewsletter("subscribe", values)).toBe(false);
  });

  it("is enabled with an email holding @ and one newsletter", () => {
    expect(canSubmitNewsletter("subscribe", { email: " piet@example.com ", newsletters: ["bookings_for_groups"] })).toBe(true);
  });

  it("on the service-mail form needs only the email (the service mail is the fixed choice)", () => {
    expect(canSubmitNewsletter("servicemail", { email: "piet@example.com" })).toBe(true);
    expect(canSubmitNewsletter("servicemail", { email: "" })).toBe(false);
  });

  it("an empty or blank email counts as empty (submits nothing, shows nothing)", () => {
    expect(isEmptyEmail({ email: "   " })).toBe(true);
    expect(isEmptyEmail({ email: "a@b" })).toBe(false);
  });
});

describe("the newsletter call", () => {
  it("a Dutch subscribe sends the trimmed email and the Dutch names", () => {
    const def = newsletterForm("subscribe");
    const result = validateForm(def, { email: " piet@example.com ", newsletters: ["new_in_sales", "servicemail_en"] });
    expect(result.ok && def.toCall(result.data, "nl")).toEqual({
      callId: "newsletter-subscribe",
      body: { email: "piet@example.com", subscriptions: ["nieuw_in_verkoop", "servicemail_nl"] },
    });
  });

  it("the service-mail form unsubscribes servicemail_en in English", () => {
    const def = newsletterForm("servicemail");
    const result = validateForm(def, { email: "piet@example.com" });
    expect(result.ok && def.toCall(result.data, "en")).toEqual({ callId: "newsletter-unsubscribe", body: { email: "piet@example.com", subscriptions: ["servicemail_en"] } });
  });

  it("a native post keeps only known choices and gives one error per field", () => {
    const values = readValues(newsletterForm("subscribe"), new URLSearchParams("email=piet&newsletters=hacked&newsletters=new_in_sales&extra=1"));
    expect(values).toEqual({ email: "piet", newsletters: ["new_in_sales"] });
    const result = validateForm(newsletterForm("subscribe"), { email: "piet", newsletters: [] });
    expect(result.ok ? {} : Object.keys(result.errors).sort()).toEqual(["email", "newsletters"]);
  });
});

describe("form pages (spec 3 §2)", () => {
  it.each([
    ["/pagina/aanmelden-nieuwsbrief", "subscribe"],
    ["/en/page/newsletter", "subscribe"],
    ["/pagina/afmelden-nieuwsbrief", "unsubscribe"],
    ["/en/page/unsubscribe/", "unsubscribe"],
    ["/pagina/afmelden-servicemailing", "servicemail"],
    ["/en/page/unsubscribe-servicemailings", "servicemail"],
    ["/pagina/contact", null],
    ["/pagina/aanmelden-nieuwsbrief-oud", null],
  ])("%s shows the %s form", (path, kind) => {
    expect(newsletterFormOfPath(path)).toBe(kind);
  });
});

describe("the premiere cancel ref (spec 3 §5)", () => {
  const ref = { email: "piet@example.com", premiere_name: "Hadestown", signature: "c2lnbmF0dXJl" };

  it("decodes base64 JSON with an email, a premiere name and a signature", () => {
    expect(decodeCancelRef(b64(ref))).toEqual(ref);
  });

  it("decodes non-ASCII premiere names and base64url", () => {
    const named = { ...ref, premiere_name: "Première à Carré" };
    expect(decodeCancelRef(b64(named).replace(/\+/g, "-").replace(/\//g, "_"))).toEqual(named);
  });

  it.each([
    ["no ref", null],
    ["an empty ref", ""],
    ["not base64", "%%%"],
    ["base64 of no JSON", Buffer.from("hallo").toString("base64")],
    ["an email with a space before @", b64({ ...ref, email: "piet @example.com" })],
    ["an email without @", b64({ ...ref, email: "piet" })],
    ["an empty premiere name", b64({ ...ref, premiere_name: "  " })],
    ["a JSON array", b64([ref])],
  ])("gives null for %s", (_what, raw) => {
    expect(decodeCancelRef(raw)).toBeNull();
  });

  it("needs only an email and a premiere name: the signature, any or none, is for the services API to check (issue 24 §4)", () => {
    expect(decodeCancelRef(b64({ email: ref.email, premiere_name: ref.premiere_name }))).toEqual({ email: ref.email, premiere_name: ref.premiere_name });
    expect(decodeCancelRef(b64({ ...ref, signature: "abc def/ä" }))).toEqual({ ...ref, signature: "abc def/ä" });
    expect(decodeCancelRef(b64({ ...ref, signature: 42 }))).toEqual({ email: ref.email, premiere_name: ref.premiere_name });
    const def = premiereCancelForm({ email: ref.email, premiere_name: ref.premiere_name });
    const result = validateForm(def, { comment: "" });
    expect(result.ok && def.toCall(result.data, "nl")).toEqual({ callId: "premiere-cancel", body: { email: ref.email, premiere_name: ref.premiere_name, comment: undefined } });
  });

  it("the cancel call carries the ref's fields and the comment", () => {
    const def = premiereCancelForm(ref);
    const result = validateForm(def, { comment: "Helaas ziek" });
    expect(result.ok && def.toCall(result.data, "nl")).toEqual({ callId: "premiere-cancel", body: { ...ref, comment: "Helaas ziek" } });
  });
});
