import { describe, expect, it } from "vitest";
import { decodeCancelRef, fieldErrors, NewsletterRequest, PremiereCancel, TokenBody } from "../../shared/contract/forms";
import { formErrorKey } from "../../shared/contract/messages";
import { reduceAnswer, SERVICE_CALLS, type ServiceCallId } from "../../shared/contract/service-calls";
import { todayIso } from "../../shared/domain/today";
import { redactUrl } from "../../server/http/log-redact";
import { loadConfig } from "../../server/config";
import { VALID_BODIES } from "./service-bodies";

describe("service schemas (spec 3 §3, §5)", () => {
  it.each(Object.keys(SERVICE_CALLS) as ServiceCallId[])("%s accepts its valid body", (id) => {
    expect(SERVICE_CALLS[id].schema.safeParse(VALID_BODIES[id]).success).toBe(true);
  });

  it("empty strings count as missing, and errors come per field", () => {
    const parsed = PremiereCancel.safeParse({ email: "", premiere_name: "  ", signature: "x" });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({ email: "not an email address", premiere_name: "required" });
  });

  it("newsletter: at least one known newsletter, Dutch, English or per product", () => {
    expect(NewsletterRequest.safeParse({ email: "a@b", subscriptions: [] }).success).toBe(false);
    expect(NewsletterRequest.safeParse({ email: "a@b", subscriptions: ["spam"] }).success).toBe(false);
    expect(NewsletterRequest.safeParse({ email: "a@b", subscriptions: ["carre_nl", "new_in_sales"] }).success).toBe(true);
    expect(NewsletterRequest.safeParse({ email: "a b@c", subscriptions: ["newsletter"] }).success).toBe(false);
  });

  it("tokens are one plain segment: no dots, slashes or markup", () => {
    for (const token of ["..", "a/b", "<script>", "", "a".repeat(257), "a b"]) expect(TokenBody.safeParse({ token }).success, token).toBe(false);
    expect(TokenBody.safeParse({ token: "01HKDN-abc_9" }).success).toBe(true);
  });

  it("holds spec 3 §5's rules between fields for a body whoever posts it", () => {
    const callback = SERVICE_CALLS["callback-request"].schema;
    const other = VALID_BODIES["callback-request"];
    expect(fieldErrors(callback.safeParse({ ...other, subject_specification: " " }).error!)).toEqual({ subject_specification: "required" });
    expect(callback.parse({ ...other, subject: "new reservation", subject_specification: undefined, order_id: "123" })).not.toHaveProperty("order_id");
    expect(callback.parse({ ...other, subject: "existing reservation", order_id: "123" })).toMatchObject({ order_id: "123" });

    const meeting = SERVICE_CALLS["meeting-booking"].schema;
    const today = todayIso();
    const yesterday = todayIso(Date.now() - 86_400_000);
    expect(meeting.safeParse({ ...VALID_BODIES["meeting-booking"], desired_date: today }).success).toBe(true);
    expect(fieldErrors(meeting.safeParse({ ...VALID_BODIES["meeting-booking"], desired_date: yesterday }).error!)).toEqual({ desired_date: "not before today" });
    expect(formErrorKey("not before today")).toBe("min");
    // A count the proxy refuses as not whole reads as the form says it: a whole number, not whole cents.
    expect(formErrorKey("a whole number")).toBe("whole");

    const premiere = SERVICE_CALLS["premiere-signup"].schema;
    expect(premiere.parse({ ...VALID_BODIES["premiere-signup"], people_amount: 0 })).not.toHaveProperty("start_time");
    expect(premiere.parse(VALID_BODIES["premiere-signup"])).toMatchObject({ start_time: "20:00" });
  });

  it("drops fields the spec does not name", () => {
    const parsed = SERVICE_CALLS["panel-signup"].schema.parse({ ...VALID_BODIES["panel-signup"], admin: true });
    expect(parsed).not.toHaveProperty("admin");
  });
});

describe("premiere cancel ref (spec 3 §5)", () => {
  const encode = (v: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(v))));
  it("a ref the page shows its form for is a body the call takes: the visitor cannot mend the ref's fields", () => {
    const ref = decodeCancelRef(encode({ email: "piet jansen@example.nl", premiere_name: "Hadestown" }));
    expect(ref).not.toBeNull();
    expect(PremiereCancel.safeParse({ ...ref, comment: "Helaas" }).success).toBe(true);
  });
  it("decodes base64 JSON with an email and a premiere name", () => {
    expect(decodeCancelRef(encode({ email: "a@b.nl", premiere_name: "Première", signature: "abc=" }))).toEqual({ email: "a@b.nl", premiere_name: "Première", signature: "abc=" });
  });
  it("is null for anything that does not decode", () => {
    for (const ref of [null, "", "%%%", btoa("not json"), encode({ email: "a @b", premiere_name: "x", signature: "s" }), encode({ email: "a@b", premiere_name: "", signature: "s" })]) {
      expect(decodeCancelRef(ref)).toBeNull();
    }
  });
});

describe("answers reduced to the spec's results (spec 3 §7)", () => {
  it("forms: code 200 is SUCCESS, another code or none FAILURE; only an https payment url passes", () => {
    expect(reduceAnswer("code", { code: 200, secret: "x" })).toEqual({ result: "SUCCESS", code: 200 });
    expect(reduceAnswer("code", { code: 200, url: "https://pay.example/1" })).toEqual({ result: "SUCCESS", code: 200, url: "https://pay.example/1" });
    expect(reduceAnswer("code", { code: 200, url: "javascript:alert(1)" })).toEqual({ result: "SUCCESS", code: 200 });
    expect(reduceAnswer("code", { code: 500 })).toEqual({ result: "FAILURE", code: 500 });
    expect(reduceAnswer("code", { code: "200" })).toEqual({ result: "FAILURE" });
    expect(reduceAnswer("code", {})).toEqual({ result: "FAILURE" });
    expect(reduceAnswer("code", null)).toEqual({ result: "FAILURE" });
  });
  it("status: expired is EXPIRED, any other SUCCESS, none FAILURE", () => {
    expect(reduceAnswer("status", { status: "expired" })).toEqual({ result: "EXPIRED", status: "expired" });
    expect(reduceAnswer("status", { status: "already-confirmed" })).toEqual({ result: "SUCCESS", status: "already-confirmed" });
    // A status of another type is a status all the same.
    expect(reduceAnswer("status", { status: true })).toEqual({ result: "SUCCESS" });
    expect(reduceAnswer("status", { status: 1 })).toEqual({ result: "SUCCESS" });
    expect(reduceAnswer("status", { status: null })).toEqual({ result: "FAILURE" });
    expect(reduceAnswer("status", {})).toEqual({ result: "FAILURE" });
    expect(reduceAnswer("status", [])).toEqual({ result: "FAILURE" });
  });
  it("order details need a transaction id", () => {
    expect(reduceAnswer("order", { ecommerce: { transaction_id: "T1", value: 10 } })).toEqual({ result: "SUCCESS", ecommerce: { transaction_id: "T1", value: 10 } });
    expect(reduceAnswer("order", { ecommerce: {} })).toEqual({ result: "FAILURE" });
    // Read tolerantly: a numeric id and a price as text are still the order.
    expect(reduceAnswer("order", { ecommerce: { transaction_id: 4711, value: "159.00" } })).toEqual({ result: "SUCCESS", ecommerce: { transaction_id: "4711", value: 159 } });
    expect(reduceAnswer("order", { ecommerce: { transaction_id: "T1", value: "gratis" } })).toEqual({ result: "SUCCESS", ecommerce: { transaction_id: "T1" } });
  });
});

describe("log lines", () => {
  it("redact mail tokens and emails in request URLs", () => {
    expect(redactUrl("/bevestigen?actie=x&token=abc&email=a%40b")).toBe("/bevestigen?actie=x&token=[redacted]&email=[redacted]");
    expect(redactUrl("/api/services/forms/oscar/abc?x=1")).toBe("/api/services/forms/oscar/[redacted]?x=1");
    expect(redactUrl("/pagina/contact")).toBe("/pagina/contact");
  });

  it("redact any value that reads as an email address, whatever its name; keep the rest", () => {
    expect(redactUrl("/pagina/x?mail=jan%40example.nl&utm_source=nieuwsbrief")).toBe("/pagina/x?mail=[redacted]&utm_source=nieuwsbrief");
    expect(redactUrl("/zoeken?q=jan@example.nl")).toBe("/zoeken?q=[redacted]");
    expect(redactUrl("/zoeken?q=musical+%40+carr%C3%A9&bad=%E0%A4%A")).toBe("/zoeken?q=musical+%40+carr%C3%A9&bad=%E0%A4%A");
  });
});

describe("TRUST_PROXY", () => {
  it("is loopback by default; none, hop counts and address lists are accepted", () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual(["loopback"]);
    expect(loadConfig({ TRUST_PROXY: "none" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.1" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "192.168.1.1"]);
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });
});
