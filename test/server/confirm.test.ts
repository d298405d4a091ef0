/**
 * Confirmation pages (spec 3 §2, §8; issue 10 item 3): the outcome is in the first HTML, only a
 * rendering GET spends a token, and the page is personal (noindex, private, no-store).
 */
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leafPage, startStack } from "./harness";

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
beforeEach(() => {
  stack.cms.received.length = 0;
});

const patches = () => stack.cms.received.filter((c) => c.method === "PATCH").map((c) => c.path);
let n = 0;
/** A fresh token per test: outcomes are remembered per token. */
const fresh = () => `tok-${Date.now()}-${n++}`;

async function page(path: string) {
  const res = await request(stack.app).get(path);
  return { res, html: res.text, data: res.status < 500 ? leafPage(res.text) : null };
}

describe("newsletter confirmation, both languages", () => {
  it.each([
    ["/bevestigen?actie=nieuwsbrief-aanmelden", "Uw aanmelding is bevestigd.", "/api/services/newsletter/subscribe/"],
    ["/bevestigen?actie=nieuwsbrief-afmelden", "Uw afmelding is bevestigd.", "/api/services/newsletter/unsubscribe/"],
    ["/en/confirm?action=newsletter-subscribe", "Your subscription has been confirmed.", "/api/services/newsletter/subscribe/"],
    ["/en/confirm?action=newsletter-unsubscribe", "Your unsubscription has been confirmed.", "/api/services/newsletter/unsubscribe/"],
  ])("%s confirms in the first HTML, noindex and private", async (path, text, upstream) => {
    const token = fresh();
    const { res, html, data } = await page(`${path}&token=${token}`);
    expect(res.status).toBe(200);
    expect(html).toContain(text);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(data.view).toMatchObject({ kind: "confirmation", result: "SUCCESS", message: text });
    expect(patches()).toEqual([`${upstream}${token}`]);
  });

  it("expired and unanswered tokens show the spec's messages", async () => {
    expect((await page("/bevestigen?actie=nieuwsbrief-aanmelden&token=expired")).html).toContain("Deze bevestigingslink is niet meer geldig.");
    expect((await page("/en/confirm?action=newsletter-subscribe&token=expired")).html).toContain("This confirmation link is not valid anymore.");
    expect((await page("/bevestigen?actie=nieuwsbrief-aanmelden&token=broken")).html).toContain("Er is iets misgegaan met het verwerken van uw verzoek.");
    expect((await page("/en/confirm?action=newsletter-subscribe&token=error")).html).toContain("Something went wrong while processing your request");
  });

  it("an unknown or missing action is the not-found page (404), without an upstream call", async () => {
    for (const path of ["/bevestigen?actie=iets-anders&token=abc", "/en/confirm?token=abc", "/en/confirm?action=<script>&token=abc"]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(html).toMatch(/Pagina niet gevonden|Page not found/);
      expect(res.headers["cache-control"]).toBe("private, no-store");
    }
    expect(stack.cms.received).toEqual([]);
  });

  it("a missing or forged token is a FAILURE without an upstream call", async () => {
    for (const path of ["/bevestigen?actie=nieuwsbrief-aanmelden", "/bevestigen?actie=nieuwsbrief-aanmelden&token=", "/bevestigen?actie=nieuwsbrief-aanmelden&token=..%2F..%2Fadmin", "/en/confirm?action=newsletter-subscribe&token=%3Cscript%3E"]) {
      const { res, data } = await page(path);
      expect(res.status, path).toBe(200);
      expect(data.view.result, path).toBe("FAILURE");
    }
    expect(stack.cms.received).toEqual([]);
  });
});

describe("premiere, panel and culture bank", () => {
  it("premiere: action=signup confirms a sign-up, anything else a cancellation; both the same PATCH", async () => {
    const signup = fresh();
    expect((await page(`/premiere-bevestigen?action=signup&token=${signup}`)).data.view).toMatchObject({ confirm: "premiereSignup", result: "SUCCESS" });
    const cancel = fresh();
    expect((await page(`/premiere-bevestigen?token=${cancel}`)).data.view).toMatchObject({ confirm: "premiereCancellation", result: "SUCCESS" });
    expect(patches()).toEqual([`/api/services/forms/premiere/signup/${signup}`, `/api/services/forms/premiere/signup/${cancel}`]);
    expect((await page("/premiere-bevestigen?action=signup&token=expired")).html).toContain("opnieuw door via het formulier of neem contact met ons op");
    expect((await page("/premiere-bevestigen?action=signup&token=broken")).html).toContain("Er is iets misgegaan. Probeer het later opnieuw.");
  });

  it("panel: success mentions 1 July, expired asks to fill in the form again", async () => {
    expect((await page(`/panel-bevestigen?token=${fresh()}`)).html).toContain("Vóór 1 juli hoort u van ons");
    expect((await page("/panel-bevestigen?token=expired")).html).toContain("Vul het formulier opnieuw in.");
    expect(patches()[0]).toMatch(/^\/api\/services\/forms\/panel\/signup\//);
  });

  it("culture bank in Dutch and English: winners are told by 7 September", async () => {
    const nl = await page(`/cultuurbank-bevestigen?token=${fresh()}`);
    expect(nl.html).toContain("De winnaars krijgen uiterlijk 7 september bericht.");
    const en = await page(`/cultuurbank-confirm?token=${fresh()}`);
    expect(en.html).toContain("Winners will be notified by 7 September.");
    expect(en.html).toMatch(/<html lang="en"/);
    expect(patches().every((p) => p.startsWith("/api/services/forms/oscar/"))).toBe(true);
    expect((await page("/cultuurbank-confirm?token=expired")).html).toContain("Please fill in the form again.");
  });
});

describe("only a GET that renders the page confirms", () => {
  it("HEAD does not confirm", async () => {
    const res = await request(stack.app).head(`/panel-bevestigen?token=${fresh()}`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(stack.cms.received).toEqual([]);
  });

  it.each([["Sec-Purpose", "prefetch"], ["Sec-Purpose", "prefetch;prerender"], ["Purpose", "prefetch"]])("%s: %s is declined (503) without confirming", async (name, value) => {
    const res = await request(stack.app).get(`/bevestigen?actie=nieuwsbrief-aanmelden&token=${fresh()}`).set(name, value);
    expect(res.status).toBe(503);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(stack.cms.received).toEqual([]);
  });

  it("a reload shows the same outcome without spending the token again", async () => {
    const token = fresh();
    const first = await page(`/panel-bevestigen?token=${token}`);
    const again = await page(`/panel-bevestigen?token=${token}`);
    expect(again.data.view).toEqual(first.data.view);
    expect(patches()).toHaveLength(1);
    // An expired token stays expired on reload too.
    await page("/cultuurbank-bevestigen?token=expired");
    expect((await page("/cultuurbank-bevestigen?token=expired")).data.view.result).toBe("EXPIRED");
  });

  it("a failure is not remembered: a reload after an outage asks again", async () => {
    await page("/panel-bevestigen?token=error");
    await page("/panel-bevestigen?token=error");
    expect(patches()).toHaveLength(2);
  });

  it("the output cache never stores a confirmation page", async () => {
    const token = fresh();
    await page(`/panel-bevestigen?token=${token}`);
    stack.logs.length = 0;
    const second = await request(stack.app).get(`/panel-bevestigen?token=${token}`);
    expect(second.headers["surrogate-key"]).toBeUndefined();
    // Produced again (the remembered outcome was asked for), not sent from stored bytes.
    expect(stack.logs.some((l) => l.msg === "confirmation remembered")).toBe(true);
    expect(JSON.stringify(stack.logs)).not.toContain(token);
  });
});
