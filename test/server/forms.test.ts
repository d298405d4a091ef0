/**
 * Every form of both sites over HTTP (spec 3 §2, §5, §7, §8): each page renders its form on the
 * right site only; a native (no-JS) post is validated with the form's schema, forwarded through the
 * same proxy code, and answered POST → 303 → GET with the outcome, or with the visitor's values and
 * per-field errors; bad input never reaches the upstream.
 */
import request from "supertest";
import { describe, expect, it } from "vitest";
import { FAIL_EMAIL } from "../../scripts/sample-cms/services";
import { CASES, events, named, PERSON, postNatively, posts, useFormSites } from "./form-posts";

const sites = useFormSites();
const stackOf = (site: "carre" | "fonds") => sites[site];

describe("each form page shows its form on its own site only (spec 3 §2)", () => {
  it.each(CASES.map((c) => [c.path, c.site, c]))("%s (%s)", async (_path, _site, c) => {
    const page = await request(stackOf(c.site).app).get(c.path);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`name="_form" value="${JSON.stringify(c.ref).replaceAll('"', "&quot;")}"`);
    expect(page.text).toMatch(new RegExp(`<form class="service-form"[^>]*action="${c.path}" method="post"`));
    // Without JavaScript the button must work, so the server never renders it disabled.
    expect(page.text).not.toMatch(/<button[^>]*service-form__submit[^>]*disabled/);
    const other = await request(stackOf(c.site === "carre" ? "fonds" : "carre").app).get(c.path);
    if (c.path !== "/pagina/eenmalige-donatie" && c.path !== "/pagina/c-diploma") expect(other.text).not.toContain('name="_form"');
  });

  it("a form writes every euro amount one way per language: presets, donor ranges and limits (forms.md)", async () => {
    const euros = async (path: string) => [...(await request(sites.fonds.app).get(path).expect(200)).text.matchAll(/€[^<]*?(?=<| per jaar| a year|\))/g)].map((m) => m[0]);
    expect(await euros("/en/page/cultureconnects")).toEqual(expect.arrayContaining(["€250", "€1,000", "€5,000"]));
    expect(await euros("/pagina/cultuurverbindt")).toEqual(expect.arrayContaining(["€\u00a0250", "€\u00a01.000", "€\u00a05.000"]));
    expect(await euros("/en/page/become-a-donor")).toEqual(expect.arrayContaining(["€1,250 – €2,500", "€2,500 – €5,000"]));
    // The old preset labels put a plain space after the sign in both languages ("€ 1,000").
    for (const path of ["/en/page/cultureconnects", "/pagina/cultuurverbindt", "/en/page/become-a-donor"]) expect(await euros(path)).not.toContainEqual(expect.stringMatching(/€ /));
  });

  it("required fields carry an asterisk and aria-required", async () => {
    const page = await request(sites.carre.app).get("/pagina/terugbelverzoek");
    expect(page.text).toMatch(/<label class="form-field__label" for="[^"]+-name">Naam<span class="form-field__required" aria-hidden="true"> \*<\/span><\/label><input[^>]*required=""[^>]*aria-required="true"/);
  });

  it("the foundation's contact page shows the call-me-back form in place of its sidebar; carrefonds the contact form in its sidebar", async () => {
    const contact = await request(sites.fonds.app).get("/pagina/contact");
    expect(contact.text).toContain('<aside class="content-page__sidebar-form" aria-label="Contactformulier">');
    expect(contact.text).toContain(JSON.stringify({ id: "foundation-contact", callBack: true }).replaceAll('"', "&quot;"));
    const sidebar = await request(sites.fonds.app).get("/pagina/carrefonds");
    expect(sidebar.text).toContain(JSON.stringify({ id: "foundation-contact", callBack: false }).replaceAll('"', "&quot;"));
    expect(sidebar.text).toContain("Het Carré Fonds is een ANBI.");
  });

  it("a page with a premiere form shows the RSVP with its start times; rsvp=nee answers 0 by default", async () => {
    // Stored first without the parameter: the invitation's "no" link is a page of its own, not that copy.
    const plain = await request(sites.carre.app).get("/pagina/premiere-uitnodiging").expect(200);
    expect(plain.text).not.toContain('checked="" value="0"');
    const page = await request(sites.carre.app).get("/pagina/premiere-uitnodiging?rsvp=nee");
    expect(page.text).toContain("Première Hadestown");
    expect(page.text).toContain('<input type="radio" required="" aria-invalid="false" name="people_amount" checked="" value="0"/>');
    // At 0 persons the start time is hidden: rendered only for a post without a script (CSS hides it
    // from script users, FormFields `live`), and ignored by the server while the answer is 0.
    expect(page.text).toMatch(/<div class="form-field form-field--select form-field--unmet">[\s\S]*?name="start_time"/);
    const open = await request(sites.fonds.app).get("/pagina/premiere-uitnodiging");
    expect(open.text).toMatch(/<select[^>]*name="start_time"[\s\S]*19:30 uur[\s\S]*20:00 uur/);
    // And the other way round: the declining copy, stored, is not the plain page's.
    expect((await request(sites.fonds.app).get("/pagina/premiere-uitnodiging?rsvp=no").expect(200)).text).toContain('checked="" value="0"');
    expect((await request(sites.fonds.app).get("/pagina/premiere-uitnodiging").expect(200)).text).not.toContain('checked="" value="0"');
  });
});

describe("native posts (spec 3 §7, §8)", () => {
  it.each(CASES.map((c) => [c.path, c]))("%s: forwarded once, then the success text, privately", async (_path, c) => {
    const stack = stackOf(c.site);
    const before = posts(stack).length;
    const { post, get } = await postNatively(stack, c.path, { ...named(c.ref), ...c.values });
    expect(post.status).toBe(303);
    // Back to the form's anchor, so a phone does not land at the top of the page (issue 26 §2).
    expect(post.headers.location).toBe(`${c.path}#form-main`);
    const sent = posts(stack).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: c.upstream, body: c.body });
    expect(get!.headers["cache-control"]).toBe("private, no-store");
    expect(get!.text).toMatch(/form-outcome--success/);
  });

  it("without _form, a path-decided form is still found (an old bookmark of a post)", async () => {
    const { post } = await postNatively(sites.carre, "/pagina/carre-bezoekerspanel", { ...PERSON });
    expect(post.status).toBe(303);
  });

  it("the failure address shows the Dutch failure text in English too, with every value still in the form", async () => {
    const { post, get } = await postNatively(sites.carre, "/en/page/callback-request", { ...named({ id: "callback" }), time_of_day: "morning", subject: "Other", subject_specification: "Mijn vraag", name: "Piet", email: FAIL_EMAIL, phone: "0612345678" });
    expect(get!.text).toContain("Er is iets misgegaan. Probeer het later opnieuw.");
    // Back to the failure text, a focusable fragment target: the browser gives it the focus, so it is read first.
    expect(post.headers.location).toBe("/en/page/callback-request#form-main-failure");
    // Marked Dutch, so a screen reader does not read it with English pronunciation (WCAG 3.1.2).
    expect(get!.text).toMatch(/<p id="form-main-failure" tabindex="-1" role="status" lang="nl" class="form-outcome form-outcome--failure">Er is iets misgegaan/);
    for (const kept of ['value="Piet"', `value="${FAIL_EMAIL}"`, 'value="0612345678"', ">Mijn vraag</textarea>", 'value="Other" selected=""']) expect(get!.text).toContain(kept);
  });

  it("a donation that succeeds comes back to its page, which forwards to the payment page and links it", async () => {
    const { post, get } = await postNatively(sites.fonds, "/pagina/hadestown", { ...named({ id: "donation", special: "CFHadestown", presets: [150, 300, 1000, 5000], company: true }), amount: "anders", customAmount: "12.50", companyName: "Acme", ...PERSON });
    expect(post.status).toBe(303);
    // Not straight to the payment host: the CSP's form-action 'self' would stop that redirect.
    expect(post.headers.location).toBe("/pagina/hadestown#form-main");
    expect(get!.text).toMatch(/<meta http-equiv="refresh" content="0;url=https:\/\/www\.mollie\.com\/checkout\//);
    expect(get!.text).toMatch(/<a href="https:\/\/www\.mollie\.com\/checkout\/[^"]*">hier<\/a>/);
    expect(posts(sites.fonds).at(-1)?.body).toMatchObject({ donationAmount: 12.5, special: "CFHadestown", companyName: "Acme" });
  });

  it("a one-time donation's body has every field spec 3 §7 lists: empty middle and company names as \"\", special null (issue 24 §4)", async () => {
    const before = posts(sites.fonds).length;
    await postNatively(sites.fonds, "/pagina/eenmalige-donatie", { ...named({ id: "donation", special: null, presets: [10, 25, 100], company: false }), amount: "25", ...PERSON });
    expect(posts(sites.fonds).slice(before).map((p) => p.body)).toEqual([{ donationAmount: 25, ...PERSON, middleName: "", companyName: "", special: null }]);
  });

  it("the lottery's September performances read as dates in the page's language (issue 24 §5)", async () => {
    const page = await request(sites.carre.app).get("/pagina/cultuurbank-oscar");
    expect(page.text).toContain('<option value="2027-09-02">donderdag 2 september 2027</option>');
    expect(page.text).toContain('<option value="2027-09-25">zaterdag 25 september 2027</option>');
    expect(page.text).not.toMatch(/>2027-09-\d\d</);
  });

  it("a diploma order with subscribe on is followed by a Dutch newsletter subscription", async () => {
    const before = posts(sites.carre).length;
    await postNatively(sites.carre, "/pagina/c-diploma", { ...named({ id: "diploma" }), name: "Piet", customer_id: "C-1", email: "piet@example.com", ...events(1, "1"), subscribe: "true" });
    expect(posts(sites.carre).slice(before).map((c) => c.path)).toEqual(["/api/services/forms/c-diploma", "/api/services/newsletter/subscribe"]);
    expect(posts(sites.carre).at(-1)?.body).toEqual({ email: "piet@example.com", subscriptions: ["nieuwsbrief", "nieuw_in_verkoop", "boekingen_voor_groepen", "servicemail_nl", "carre_nl"] });
  });
});

describe("bad input: the form again with values and errors, nothing upstream (spec 3 §5)", () => {
  const simple = { ...named({ id: "simple-donation" }), first_name: "Piet", last_name: "Jansen", email: "piet@example.com", donation_per_person: "500" };
  it.each([
    ["0 persons", "carre", "/pagina/eenmalige-donatie", { ...simple, amount_of_ppl: "0" }, "amount_of_ppl", "Vul ten minste 1 in."],
    ["9 persons", "carre", "/pagina/eenmalige-donatie", { ...simple, amount_of_ppl: "9" }, "amount_of_ppl", "Vul ten hoogste 8 in."],
    ["letters for a number", "carre", "/pagina/eenmalige-donatie", { ...simple, amount_of_ppl: "twee" }, "amount_of_ppl", "Vul een getal in."],
    ["2.49 euros", "fonds", "/pagina/eenmalige-donatie", { ...named({ id: "donation", special: null, presets: [10, 25, 100], company: false }), amount: "anders", customAmount: "2.49", ...PERSON }, "customAmount", "Vul ten minste €\u00a02,50 in."],
    ["a date in the past", "carre", "/pagina/zakelijk-reserveren-formulier", { ...named({ id: "meeting" }), ...CASES[2]!.values, desired_date: "2021-03-04" }, "desired_date", "Kies vandaag of een latere datum."],
    ["script in a name", "carre", "/pagina/carre-bezoekerspanel", { ...named({ id: "panel" }), ...PERSON, firstName: "<script>alert(1)</script>" }, "firstName", "Deze tekst bevat tekens die niet zijn toegestaan."],
    ["oversize text", "carre", "/pagina/carre-bezoekerspanel", { ...named({ id: "panel" }), ...PERSON, lastName: "x".repeat(3000) }, "lastName", "Deze tekst is te lang."],
    ["a missing field", "carre", "/pagina/carre-bezoekerspanel", { ...named({ id: "panel" }), firstName: "Piet", email: "piet@example.com" }, "lastName", "Dit veld is verplicht."],
  ] as const)("%s", async (_what, site, path, values, field, message) => {
    const stack = stackOf(site);
    const before = posts(stack).length;
    const { post, get } = await postNatively(stack, path, values as Record<string, string>);
    expect(post.status).toBe(303);
    // Back to the form's summary, which takes the focus as the fragment's target (issue 26 §2).
    expect(post.headers.location).toBe(`${path}#form-main-errors`);
    expect(posts(stack).length).toBe(before);
    expect(get!.text).toMatch(new RegExp(`aria-describedby="([^"]+-${field}-error)"[\\s\\S]*id="\\1"[^>]*>${message.replace(/[.]/g, "\\.")}`));
    // A typo is not an outage (issue 26 §2): a summary that takes the focus, linking each field.
    expect(get!.text).not.toContain("Er is iets misgegaan. Probeer het later opnieuw.");
    expect(get!.text).toMatch(new RegExp(`<div id="form-main-errors" class="form-problems form-problems--summary" tabindex="-1"[^>]*><h2[^>]*>Controleer de volgende velden</h2><ul[^>]*>[\\s\\S]*?<a href="#([^"]+-${field})">[^<]*: ${message.replace(/[.]/g, "\\.")}</a>[\\s\\S]*id="\\1"`));
    // The visitor's other values are still there.
    expect(get!.text).toContain('value="piet@example.com"');
    expect(get!.text).not.toContain("<script>alert(1)</script>");
  });

  it("a label that is a question takes no colon in the summary ('Wanneer mogen wij u bellen? Dit veld…')", async () => {
    const { get } = await postNatively(sites.carre, "/pagina/terugbelverzoek", { ...named({ id: "callback" }), subject: "Other", subject_specification: "Parkeren", name: "Piet", email: "piet@example.com", phone: "0612345678" });
    expect(get!.text).toMatch(/<a href="#[^"]+-time_of_day">Wanneer mogen wij u bellen\? Dit veld is verplicht\.<\/a>/);
    expect(get!.text).not.toContain("?:");
  });

  it("a post naming a form its page does not show is a 400, logged; a page without a form a 405", async () => {
    const before = posts(sites.carre).length;
    const foreign = await request(sites.carre.app).post("/pagina/terugbelverzoek").set("X-Request-Id", "foreign-form-1").type("form").send(new URLSearchParams({ ...named({ id: "meeting" }), ...PERSON }).toString());
    expect(foreign.status).toBe(400);
    const garbled = await request(sites.carre.app).post("/pagina/terugbelverzoek").type("form").send("_form=%7Bnot-json&email=x");
    expect(garbled.status).toBe(400);
    expect((await request(sites.carre.app).post("/pagina/over-carre").type("form").send("a=1")).status).toBe(405);
    expect(posts(sites.carre).length).toBe(before);
    expect(sites.carre.logs.some((l) => l.msg === "form post refused" && (l.req as { id?: string } | undefined)?.id === "foreign-form-1")).toBe(true);
  });
});
