/**
 * The newsletter form on every page and on the newsletter pages, the premiere cancel page, and the
 * native (no-JS) posts: POST → 303 → GET with the outcome, or the values and errors, carried by a
 * short-lived cookie; what the sample CMS received shows what was forwarded.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAIL_EMAIL } from "../../scripts/sample-cms/services";
import { leafPage, startStack } from "./harness";

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

const NOTICE = "Please note: our newsletters are in Dutch.";
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64");
const REF = { email: "piet@example.com", premiere_name: "Hadestown", signature: "c2lnbmF0dXJl" };
const received = () => stack.cms.received.filter((c) => c.method === "POST");

/** The sub-footer section of a page. */
const subFooter = (html: string) => html.slice(html.indexOf('<section class="newsletter-cta"'), html.indexOf("</section>", html.indexOf('<section class="newsletter-cta"')));

/** POSTs a form natively, follows the 303 with the cookie it set, and gives both answers. */
async function postNatively(path: string, form: string) {
  const post = await request(stack.app).post(path).type("form").send(form);
  const cookie = post.headers["set-cookie"] as unknown as string[] | undefined;
  // The fragment (the form's anchor) stays in the browser.
  const get = await request(stack.app).get((post.headers.location ?? path).split("#")[0]).set("Cookie", cookie?.map((c) => c.split(";")[0]).join("; ") ?? "");
  return { post, get, cookie };
}

describe("the newsletter sub-footer (spec 1 §1, spec 3 §5)", () => {
  it.each(["/", "/agenda", "/pagina/contact", "/voorstelling/chicago", "/en", "/en/page/contact", "/bestaat-niet"])("%s has the subscribe form: email, three newsletters, a post to the newsletter page", async (path) => {
    const res = await request(stack.app).get(path);
    const html = subFooter(res.text);
    const en = path.startsWith("/en");
    expect(html).toContain(`action="${en ? "/en/page/newsletter" : "/pagina/aanmelden-nieuwsbrief"}"`);
    expect(html).toContain('method="post"');
    expect(html).toMatch(/<label[^>]*for="(newsletter-[^"]+-email)"[\s\S]*id="\1"/);
    for (const choice of ["new_in_sales", "bookings_for_groups", "servicemail_en"]) expect(html).toContain(`value="${choice}"`);
    // Without JavaScript the button must work, so the server never renders it disabled.
    expect(html).not.toMatch(/<button[^>]*disabled/);
    expect(html.includes(NOTICE)).toBe(en);
  });
});

describe("the foundation site", () => {
  it("has the same sub-footer form, and its newsletter page takes native posts", async () => {
    const fonds = await startStack({ site: "fonds" });
    try {
      expect(subFooter((await request(fonds.app).get("/en")).text)).toContain('action="/en/page/newsletter"');
      const post = await request(fonds.app).post("/pagina/aanmelden-nieuwsbrief").type("form").send("email=piet%40example.com&newsletters=new_in_sales");
      expect(post.status).toBe(303);
      expect(fonds.cms.received.at(-1)).toMatchObject({ path: "/fonds/api/services/newsletter/subscribe", body: { subscriptions: ["nieuw_in_verkoop"] } });
    } finally {
      await fonds.close();
    }
  });
});

describe("the newsletter pages (spec 3 §2)", () => {
  it.each([
    ["/pagina/aanmelden-nieuwsbrief", "Aanmelden", 5],
    ["/en/page/newsletter", "Subscribe", 5],
    ["/pagina/afmelden-nieuwsbrief", "Afmelden", 5],
    ["/en/page/unsubscribe", "Unsubscribe", 5],
    ["/pagina/afmelden-servicemailing", "Afmelden voor servicemailing", 0],
    ["/en/page/unsubscribe-servicemailings", "Unsubscribe from service mailings", 0],
  ])("%s shows its own form with the button %j and %i newsletter choices", async (path, button, choices) => {
    const res = await request(stack.app).get(path);
    expect(res.status).toBe(200);
    const body = res.text.slice(res.text.indexOf('<article class="content-page"'), res.text.indexOf("</article>"));
    expect(body).toContain(`action="${path}"`);
    expect(body).toContain(`>${button}</button>`);
    expect(body.match(/type="checkbox"/g)?.length ?? 0).toBe(choices);
    expect(leafPage(res.text).view.forms.main.kind).toBeTruthy();
  });
});

describe("every newsletter spec 3 §3 names, on the newsletter pages (issue 24 §3)", () => {
  const choicesOf = (html: string) => [...html.matchAll(/name="newsletters" value="([^"]+)"/g)].map((m) => m[1]);
  const mainForm = (html: string) => html.slice(html.indexOf('id="form-main"'), html.indexOf("</form>", html.indexOf('id="form-main"')));

  it.each([
    ["carre", "/pagina/aanmelden-nieuwsbrief", "De nieuwsbrief", "Nieuws over onze eigen producties"],
    ["carre", "/en/page/newsletter", "The newsletter", "News about our own productions"],
    ["fonds", "/pagina/aanmelden-nieuwsbrief", "De nieuwsbrief", "Nieuws over onze eigen producties"],
    ["fonds", "/en/page/newsletter", "The newsletter", "News about our own productions"],
  ] as const)("%s %s offers newsletter and {product}_en besides the three; the sub-footer keeps its three", async (site, path, general, product) => {
    const target = site === "carre" ? stack : await startStack({ site: "fonds" });
    try {
      const html = (await request(target.app).get(path)).text;
      expect(choicesOf(mainForm(html))).toEqual(["newsletter", "new_in_sales", "bookings_for_groups", "servicemail_en", "carre_en"]);
      expect(mainForm(html)).toContain(`<span>${general}</span>`);
      expect(mainForm(html)).toContain(`<span>${product}</span>`);
      expect(choicesOf(subFooter(html))).toEqual(["new_in_sales", "bookings_for_groups", "servicemail_en"]);
    } finally {
      if (target !== stack) await target.close();
    }
  });

  it("they are sent by their Dutch names in Dutch (nieuwsbrief, carre_nl) and as they are in English", async () => {
    const before = received().length;
    await postNatively("/pagina/aanmelden-nieuwsbrief", "email=piet%40example.com&newsletters=newsletter&newsletters=carre_en");
    await postNatively("/en/page/newsletter", "email=piet%40example.com&newsletters=newsletter&newsletters=carre_en");
    expect(received().slice(before).map((c) => c.body)).toEqual([
      { email: "piet@example.com", subscriptions: ["nieuwsbrief", "carre_nl"] },
      { email: "piet@example.com", subscriptions: ["newsletter", "carre_en"] },
    ]);
  });
});

describe("native newsletter posts (spec 3 §5, §7)", () => {
  it("a Dutch subscribe forwards the Dutch names, answers 303 to the page, and the page then shows the success text, privately", async () => {
    const before = received().length;
    const { post, get } = await postNatively("/pagina/aanmelden-nieuwsbrief", "email=piet%40example.com&newsletters=new_in_sales&newsletters=servicemail_en");
    expect(post.status).toBe(303);
    expect(post.headers.location).toBe("/pagina/aanmelden-nieuwsbrief#form-main");
    // The address is carried by a random id in an HttpOnly cookie, never in the URL.
    expect(post.headers.location).not.toContain("piet");
    expect(String(post.headers["set-cookie"])).toMatch(/form_flash=[A-Za-z0-9_-]{24};.*HttpOnly/i);
    expect(received().slice(before)).toEqual([
      expect.objectContaining({ path: "/api/services/newsletter/subscribe", body: { email: "piet@example.com", subscriptions: ["nieuw_in_verkoop", "servicemail_nl"] } }),
    ]);
    expect(get.status).toBe(200);
    expect(get.headers["cache-control"]).toBe("private, no-store");
    expect(get.text).toContain("We hebben u een e-mail gestuurd. Uw aanmelding telt pas als u op de bevestigingslink in die e-mail klikt.");
  });

  it("the outcome is shown once: a reload shows the form again and posts nothing", async () => {
    const { cookie } = await postNatively("/en/page/newsletter", "email=piet%40example.com&newsletters=bookings_for_groups");
    const before = received().length;
    const reload = await request(stack.app).get("/en/page/newsletter").set("Cookie", cookie!.map((c) => c.split(";")[0]).join("; "));
    expect(reload.text).not.toContain("We have sent you an e-mail");
    expect(reload.text).toContain(">Subscribe</button>");
    expect(received().length).toBe(before);
  });

  it("an English subscribe sends the client names; the sample CMS's failing address shows the spec's failure text", async () => {
    const before = received().length;
    const { post, get } = await postNatively("/en/page/newsletter", `email=${encodeURIComponent(FAIL_EMAIL)}&newsletters=new_in_sales`);
    expect(received().slice(before)[0]?.body).toEqual({ email: FAIL_EMAIL, subscriptions: ["new_in_sales"] });
    // Back to the failure text itself, which the browser then focuses as the fragment's target.
    expect(post.headers.location).toBe("/en/page/newsletter#form-main-failure");
    expect(get.text).toMatch(/<p id="form-main-failure" tabindex="-1" role="status" class="form-outcome form-outcome--failure">Something went wrong when processing your subscription/);
  });

  it("the service-mail page unsubscribes servicemail_nl", async () => {
    const before = received().length;
    const { get } = await postNatively("/pagina/afmelden-servicemailing", "email=piet%40example.com");
    expect(received().slice(before)).toEqual([expect.objectContaining({ path: "/api/services/newsletter/unsubscribe", body: { email: "piet@example.com", subscriptions: ["servicemail_nl"] } })]);
    expect(get.text).toContain("Uw afmelding telt pas als u op de bevestigingslink in die e-mail klikt.");
  });

  it("an invalid post forwards nothing and shows the form again with the visitor's values and the errors, tied to the fields", async () => {
    const before = received().length;
    const { post, get } = await postNatively("/pagina/aanmelden-nieuwsbrief", "email=piet.example.com&newsletters=bogus");
    expect(post.status).toBe(303);
    expect(received().length).toBe(before);
    const body = get.text.slice(get.text.indexOf('<article class="content-page"'), get.text.indexOf("</article>"));
    expect(body).toContain('value="piet.example.com"');
    expect(body).toMatch(/aria-describedby="(newsletter-[^"]+-email-error)"[\s\S]*id="\1"[^>]*>Vul een geldig e-mailadres in\./);
    expect(body).toContain("Kies ten minste één nieuwsbrief.");
    expect(get.headers["cache-control"]).toBe("private, no-store");
  });

  it("an empty email submits nothing and shows nothing", async () => {
    const before = received().length;
    const { post, get } = await postNatively("/pagina/aanmelden-nieuwsbrief", "email=&newsletters=new_in_sales");
    expect(post.status).toBe(303);
    expect(post.headers["set-cookie"]).toBeUndefined();
    expect(received().length).toBe(before);
    expect(get.text).not.toContain("form-field__error");
    expect(get.text).not.toContain("form-outcome");
  });

  it("only the form pages take posts: another page is a 405, a cross-site post a 403, a body over 16 KB a 413", async () => {
    expect((await request(stack.app).post("/pagina/contact").type("form").send("email=a%40b")).status).toBe(405);
    expect((await request(stack.app).post("/pagina/aanmelden-nieuwsbrief").set("Sec-Fetch-Site", "cross-site").type("form").send("email=a%40b&newsletters=new_in_sales")).status).toBe(403);
    expect((await request(stack.app).post("/pagina/aanmelden-nieuwsbrief").type("form").send(`email=${"a".repeat(17_000)}`)).status).toBe(413);
  });

  it("those refusals are said in the page's language", async () => {
    const said = (res: request.Response) => [res.status, res.text.match(/<html lang="(\w+)">.*<h1[^>]*>(.*?)<\/h1>/)?.slice(1)];
    expect(said(await request(stack.app).post("/en/page/newsletter").set("Sec-Fetch-Site", "cross-site").type("form").send("email=a%40b"))).toEqual([403, ["en", "This form was not sent from this site."]]);
    expect(said(await request(stack.app).post("/en/page/newsletter").type("form").send(`email=${"a".repeat(17_000)}`))).toEqual([413, ["en", "This request is too large."]]);
    expect(said(await request(stack.app).post("/pagina/aanmelden-nieuwsbrief").type("form").send(`email=${"a".repeat(17_000)}`))).toEqual([413, ["nl", "Dit verzoek is te groot."]]);
  });

  it("the form pages stay in the output cache for everyone else", async () => {
    await request(stack.app).get("/pagina/afmelden-nieuwsbrief");
    const again = await request(stack.app).get("/pagina/afmelden-nieuwsbrief");
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(again.headers["cache-control"]).toMatch(/^public/);
  });
});

describe("the premiere cancel page (spec 3 §2, §5)", () => {
  it("a valid ref shows who cancels for which premiere and the form with a comment field, privately and noindex", async () => {
    const res = await request(stack.app).get(`/premiere-afmelden?ref=${encodeURIComponent(b64(REF))}`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.text).toContain("U meldt zich af voor de première van Hadestown met het e-mailadres piet@example.com.");
    expect(res.text).toMatch(/<label[^>]*for="(premiere-cancel-[^"]+-comment)"[\s\S]*<textarea[^>]*id="\1"/);
    expect(res.text).toMatch(/<meta name="robots" content="noindex/);
  });

  it.each([["no ref", ""], ["a ref that is no base64 JSON", "?ref=bm9wZQ"], ["a ref without @", `?ref=${b64({ ...REF, email: "piet" })}`]])("%s shows 'Er is iets misgegaan.' and calls nothing", async (_what, query) => {
    const before = stack.cms.received.length;
    const res = await request(stack.app).get(`/premiere-afmelden${query}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain("Er is iets misgegaan.");
    expect(res.text).not.toContain("<textarea");
    expect(stack.cms.received.length).toBe(before);
  });

  it("a native post forwards the ref's fields with the comment and the page then shows the outcome", async () => {
    const before = received().length;
    const path = `/premiere-afmelden?ref=${encodeURIComponent(b64(REF))}`;
    // A comment of several lines, with a native post's CRLF line breaks (issue 24 §1).
    const { post, get } = await postNatively(path, `comment=${encodeURIComponent("Helaas ziek.\r\nVolgende keer!")}`);
    expect(post.headers.location).toBe(`${path}#form-main`);
    expect(received().slice(before)).toEqual([expect.objectContaining({ path: "/api/services/forms/premiere/cancel", body: { ...REF, comment: "Helaas ziek.\nVolgende keer!" } })]);
    expect(get.text).toContain("Uw afmelding is ontvangen.");
  });

  it("a ref with an email and a premiere name but no signature is taken; the services API checks signatures (issue 24 §4)", async () => {
    const before = received().length;
    const ref = { email: "piet@example.com", premiere_name: "Hadestown" };
    const path = `/premiere-afmelden?ref=${encodeURIComponent(b64(ref))}`;
    expect((await request(stack.app).get(path)).text).toContain("U meldt zich af voor de première van Hadestown met het e-mailadres piet@example.com.");
    await postNatively(path, "comment=");
    expect(received().slice(before).map((c) => ({ path: c.path, body: c.body }))).toEqual([{ path: "/api/services/forms/premiere/cancel", body: ref }]);
  });

  it("a native post with a ref that does not decode forwards nothing", async () => {
    const before = stack.cms.received.length;
    const { post, get } = await postNatively("/premiere-afmelden?ref=kapot", "comment=x");
    expect(post.status).toBe(303);
    expect(stack.cms.received.length).toBe(before);
    expect(get.text).toContain("Er is iets misgegaan.");
  });

  it("no email, ref or comment reaches a log line", async () => {
    const from = stack.logs.length;
    const ref = b64({ ...REF, email: "geheim@example.com" });
    await postNatively("/pagina/aanmelden-nieuwsbrief", "email=geheim%40example.com&newsletters=new_in_sales");
    await postNatively(`/premiere-afmelden?ref=${encodeURIComponent(ref)}`, "comment=Geheime+opmerking");
    const text = JSON.stringify(stack.logs.slice(from));
    expect(stack.logs.length).toBeGreaterThan(from);
    for (const secret of ["geheim", "Geheime", ref.slice(0, 20)]) expect(text).not.toContain(secret);
  });

  it("the sample CMS's failing address gives the generic failure text", async () => {
    const path = `/premiere-afmelden?ref=${encodeURIComponent(b64({ ...REF, email: FAIL_EMAIL }))}`;
    const { get } = await postNatively(path, "comment=");
    expect(get.text).toContain("Er is iets misgegaan. Probeer het later opnieuw.");
  });
});
