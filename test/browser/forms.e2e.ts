/**
 * Every form of spec 3 §2 in Chromium with JavaScript (issue 11), on the site that has it, at 390 and
 * 1280 px: the submit button's rule, the success text replacing the form, the exact body the sample
 * CMS received, the conditional and locked fields, the failure and sending states, the email
 * prefill, and axe on one page per form kind with its errors showing.
 * Speed: one browser and one context per site for the whole file; tests run a few at a time, each
 * in its own tab of that context, and each with its own email address so its posts can be told
 * apart in what the sample CMS received.
 */
import { readFileSync } from "node:fs";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { FAIL_EMAIL, NO_STATUS_EMAIL, SLOW_EMAIL } from "../../scripts/sample-cms/services";
import { amsterdamDay, CASES, FAILURE, fakePaymentHost, field, fillAll, formOf, limiter, option, PAYMENT_HOST, postsWith, SUCCESS_NL, upstreamPrefix, useBothSites, type FormCase, type SiteId } from "./forms-cases";
import { formsLive, holdChunk, hydrated, shot } from "./harness";
import { fillMeeting, meetingBody } from "./meeting-lines";

const env = useBothSites();
const AXE_SOURCE = readFileSync("node_modules/axe-core/axe.min.js", "utf8");
const WIDTHS = [390, 1280] as const;
const slot = limiter(3);
const contexts = {} as Record<SiteId, BrowserContext>;

beforeAll(async () => {
  for (const site of ["carre", "fonds"] as const) {
    // bypassCSP: axe is injected into pages whose CSP allows only nonce'd scripts.
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    // The cookie banner covers the bottom of the page; answered beforehand.
    await context.addInitScript(() => localStorage.setItem("cookie_consent_shown", "yes"));
    contexts[site] = context;
  }
});

interface Tab {
  page: Page;
  errors: string[];
}

/** A tab of the site's context at `width`, recording console and page errors; closed after `body`. */
function withTab(site: SiteId, width: number, body: (tab: Tab) => Promise<void>): () => Promise<void> {
  return () =>
    slot(async () => {
      const page = await contexts[site].newPage();
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      const errors: string[] = [];
      const failedOwn = new Set<string>();
      page.on("response", (r) => {
        if (r.status() >= 400 && new URL(r.url()).pathname.startsWith("/api/")) failedOwn.add(r.url());
      });
      page.on("console", (m) => {
        // A proxy's error status for a failing answer is the site working as specified.
        if (m.type() === "error" && !(m.text().startsWith("Failed to load resource") && failedOwn.has(m.location().url))) errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(e.message));
      try {
        await body({ page, errors });
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
}

async function open(page: Page, site: SiteId, path: string): Promise<void> {
  await page.goto(env.sites[site].url + path, { waitUntil: "domcontentloaded" });
  await formsLive(page);
}

const submitOf = (root: Locator) => root.locator(".service-form__submit");

async function successText(root: Locator): Promise<string | null> {
  const outcome = root.locator(".form-outcome--success");
  await outcome.waitFor();
  return outcome.textContent();
}

/** Spec 3 §9 widths: 700 px for the callback request, 800 for the foundation's inline form, else 600; a sidebar's column decides there. */
function maxWidthOf(c: FormCase): string {
  if (c.slot === "sidebar") return "none";
  if (c.path.includes("terugbel") || c.path.includes("callback")) return "700px";
  return c.upstream.includes("-contact?") && c.site === "fonds" ? "800px" : "600px";
}

/**
 * The form submitted while invalid (spec 3 §4, issue 26 §1: the field errors, not the outage text,
 * and the focus on the first field in error), then axe over it. The button is aria-disabled while
 * the form is invalid, so it is submitted as a script would.
 */
async function axeWithErrors(page: Page, root: Locator): Promise<void> {
  await root.locator('input[type="email"]').first().fill("piet@");
  const text = root.locator('input[type="text"], textarea');
  if (await text.count()) await text.first().fill("<script>");
  await root.locator("form").evaluate((f: HTMLFormElement) => f.requestSubmit());
  await root.locator(".form-field__error").first().waitFor();
  expect(await root.locator(".form-outcome--failure").count()).toBe(0);
  const errors = await root.locator(".form-field__error").all();
  expect(errors.length).toBeGreaterThan(0);
  // Each error is announced and tied to its field.
  for (const error of errors) {
    expect(await error.getAttribute("role")).toBe("alert");
    expect(await root.locator(`[aria-describedby~="${await error.getAttribute("id")}"]`).count()).toBe(1);
  }
  // The focus is on the first field in error.
  const firstError = await errors[0]!.getAttribute("id");
  await vi.waitFor(async () => expect(await page.evaluate((id) => document.activeElement?.closest(`[aria-describedby~="${id}"], fieldset[aria-describedby~="${id}"]`) !== null, firstError)).toBe(true));
  await page.evaluate(AXE_SOURCE);
  const handle = await root.elementHandle();
  const violations = await page.evaluate(async (el) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const out = await axe.run(el, { resultTypes: ["violations"] });
    return out.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target) }));
  }, handle);
  expect(violations).toEqual([]);
  // Clear what was typed for the invalid submit, so the valid fill starts from a clean form.
  await root.locator('input[type="email"]').first().fill("");
  if (await text.count()) await text.first().fill("");
}

function runCase(c: FormCase, width: number) {
  return withTab(c.site, width, async ({ page }) => {
    await open(page, c.site, c.path);
    const root = formOf(page, c.slot);
    const button = submitOf(root);
    expect(await button.textContent()).toBe(c.submit);
    // At 390 px nothing sticks out sideways; at 1280 px the form keeps its width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await root.locator(".service-form-wrap").evaluate((el) => getComputedStyle(el).maxWidth)).toBe(maxWidthOf(c));
    expect(await button.isDisabled()).toBe(true);
    if (c.axe && width === 1280) await axeWithErrors(page, root);
    const email = `${c.site}.${c.path.replace(/\W+/g, "-").slice(1)}.${width}@example.com`;
    await c.fill(root, email);
    expect(await button.isDisabled()).toBe(true);
    await c.finish(root);
    expect(await button.isEnabled()).toBe(true);
    if (!c.success) await fakePaymentHost(page);
    await button.click();
    if (c.success) {
      expect(await successText(root)).toBe(c.success);
      expect(await root.locator("form").count()).toBe(0);
    } else {
      await page.waitForURL(`${PAYMENT_HOST}**`);
    }
    expect(postsWith(env, c.site, email)).toEqual([{ path: upstreamPrefix(c.site) + c.upstream, body: c.body(email) }]);
  });
}

describe.concurrent("every form, filled in validly, reaches the sample CMS with exactly its body", () => {
  for (const { c, both } of CASES) {
    for (const width of both ? WIDTHS : ([c.path.startsWith("/en/") ? 1280 : 390] as const)) {
      const axe = c.axe && width === 1280;
      // axe over a whole form takes several seconds on this loaded two-core machine.
      it(`${c.site} ${c.path}: ${c.name} at ${width} px${axe ? ", axe with errors showing" : ""}`, runCase(c, width), axe ? 60_000 : undefined);
    }
  }
});

describe.concurrent("spot checks", () => {
  it(
    "diploma: a dinner chosen, then 0 persons, is Nee, and stays Nee when persons are chosen again (spec 3 §4)",
    withTab("carre", 390, async ({ page }) => {
      await open(page, "carre", "/pagina/c-diploma");
      const form = formOf(page, "main");
      const dinner = field(form, "reservation_0");
      await field(form, "amount_0").selectOption("1");
      await dinner.selectOption("Grand Café Carré");
      await field(form, "amount_0").selectOption("0");
      expect([await dinner.isDisabled(), await dinner.inputValue()]).toEqual([true, "Nee"]);
      await field(form, "amount_0").selectOption("2");
      expect([await dinner.isDisabled(), await dinner.inputValue()]).toEqual([false, "Nee"]);
    }),
  );

  it(
    "the venue shows no foundation form on the foundation's paths, and its own simple donation on eenmalige-donatie",
    withTab("carre", 1280, async ({ page }) => {
      await open(page, "carre", "/pagina/party");
      expect(await page.locator(".content-page .service-form").count()).toBe(0);
      await open(page, "carre", "/pagina/contact");
      expect(await page.locator(".content-page .service-form").count()).toBe(0);
      await open(page, "carre", "/pagina/eenmalige-donatie");
      expect(await field(formOf(page, "main"), "amount_of_ppl").count()).toBe(1);
      expect(await option(formOf(page, "main"), "amount", "25").count()).toBe(0);
    }),
  );

  it(
    "a form is an island: not in the page's first load, and what is typed and chosen before it is live is what it sends",
    withTab("carre", 390, async ({ page }) => {
      const part = /\/assets\/chunks\/ServiceForm-\w+\.js$/;
      const held = await holdChunk(page, part);
      await page.goto(env.sites.carre.url + "/pagina/terugbelverzoek", { waitUntil: "domcontentloaded" });
      await hydrated(page);
      const named = await page.locator("script[data-app-chunks]").getAttribute("data-app-chunks");
      expect(named?.split(" ").some((chunk) => part.test(chunk))).toBe(false);
      const form = formOf(page, "main");
      await option(form, "time_of_day", "morning").check();
      await field(form, "subject").selectOption("new reservation");
      const email = "island-typed@example.com";
      await fillAll(form, { name: "Piet de Vries", email, phone: "0612345678" });
      await vi.waitFor(() => expect(held.asked()).toBe(true));
      const live = page.locator('[data-island="serviceForm"][data-live]');
      expect(await live.count()).toBe(0);
      held.release();
      await live.waitFor();
      await submitOf(form).click();
      expect(await successText(form)).toBe(SUCCESS_NL);
      expect(postsWith(env, "carre", email).map((p) => p.body)).toEqual([{ time_of_day: "morning", subject: "new reservation", name: "Piet de Vries", email, phone: "0612345678" }]);
    }),
  );

  it(
    "the premiere cancel form is an island too: not in the page's first load, and the comment typed before it is live is what it sends, in place",
    withTab("carre", 390, async ({ page }) => {
      const part = /\/assets\/chunks\/PremiereCancelForm-\w+\.js$/;
      const held = await holdChunk(page, part);
      const email = "premiere-island@example.com";
      const ref = { email, premiere_name: "Hadestown", signature: "c2lnbmF0dXJl" };
      const path = `/premiere-afmelden?ref=${encodeURIComponent(Buffer.from(JSON.stringify(ref)).toString("base64"))}`;
      await page.goto(env.sites.carre.url + path, { waitUntil: "domcontentloaded" });
      await hydrated(page);
      const named = await page.locator("script[data-app-chunks]").getAttribute("data-app-chunks");
      expect(named?.split(" ").some((chunk) => part.test(chunk))).toBe(false);
      await page.locator('textarea[name="comment"]').fill("Helaas ziek.");
      await vi.waitFor(() => expect(held.asked()).toBe(true));
      const live = page.locator('[data-island="premiereCancelForm"][data-live]');
      expect(await live.count()).toBe(0);
      held.release();
      await live.waitFor();
      await page.getByRole("button", { name: "Afmelden" }).click();
      await page.getByText("Uw afmelding is ontvangen. Jammer dat u er niet bij kunt zijn.").waitFor();
      // Sent by the page, not posted natively (which comes back to the form's anchor).
      expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(path);
      expect(postsWith(env, "carre", email)).toEqual([{ path: "/api/services/forms/premiere/cancel", body: { ...ref, comment: "Helaas ziek." } }]);
    }),
  );

  it(
    "after a client navigation a form shows at once, far below the first screen too: there is no server HTML to keep",
    withTab("fonds", 390, async ({ page }) => {
      await open(page, "fonds", "/nieuws");
      await page.evaluate(() => {
        history.pushState(null, "", "/pagina/carrefonds");
        dispatchEvent(new PopStateEvent("popstate"));
      });
      const island = page.locator('[data-island="serviceForm"]');
      await island.and(page.locator("[data-live]")).waitFor();
      expect(await island.evaluate((el) => el.getBoundingClientRect().top > innerHeight * 2)).toBe(true);
      expect(await formOf(page, "sidebar").locator(".service-form__submit").count()).toBe(1);
    }),
  );

  it(
    "callback: order_id only for an existing reservation, and only sent then",
    withTab("carre", 390, async ({ page }) => {
      await open(page, "carre", "/pagina/terugbelverzoek");
      const form = formOf(page, "main");
      await option(form, "time_of_day", "morning").check();
      await field(form, "subject").selectOption("new reservation");
      expect(await field(form, "order_id").count()).toBe(0);
      // Spec 3 §5: the specification is there for every subject, "required only" for Other.
      expect(await field(form, "subject_specification").getAttribute("aria-required")).toBeNull();
      await field(form, "subject").selectOption("existing reservation");
      const email = "order-id@example.com";
      await fillAll(form, { order_id: "R-1234", name: "Piet de Vries", email, phone: "0612345678" });
      expect(await field(form, "subject_specification").getAttribute("aria-required")).toBeNull();
      await submitOf(form).click();
      expect(await successText(form)).toBe(SUCCESS_NL);
      expect(postsWith(env, "carre", email).map((p) => p.body)).toEqual([{ time_of_day: "morning", subject: "existing reservation", order_id: "R-1234", name: "Piet de Vries", email, phone: "0612345678" }]);
    }),
  );

  it(
    "callback: subject_specification is required only for Other; an order_id typed before is not sent",
    withTab("carre", 1280, async ({ page }) => {
      await open(page, "carre", "/pagina/terugbelverzoek");
      const form = formOf(page, "main");
      await option(form, "time_of_day", "no preference").check();
      await field(form, "subject").selectOption("existing reservation");
      const email = "other-subject@example.com";
      await fillAll(form, { order_id: "R-1234", name: "Piet de Vries", email, phone: "0612345678" });
      expect(await submitOf(form).isEnabled()).toBe(true);
      await field(form, "subject").selectOption("Other");
      expect(await field(form, "order_id").count()).toBe(0);
      const spec = field(form, "subject_specification");
      expect(await spec.getAttribute("aria-required")).toBe("true");
      expect(await submitOf(form).isDisabled()).toBe(true);
      await spec.fill("Parkeren");
      await submitOf(form).click();
      expect(await successText(form)).toBe(SUCCESS_NL);
      expect(postsWith(env, "carre", email).map((p) => p.body)).toEqual([{ time_of_day: "no preference", subject: "Other", subject_specification: "Parkeren", name: "Piet de Vries", email, phone: "0612345678" }]);
    }),
  );

  it(
    "meeting: desired_date cannot be before today in Amsterdam, and at least one person",
    withTab("carre", 1280, async ({ page }) => {
      await open(page, "carre", "/pagina/zakelijk-reserveren-formulier");
      const form = formOf(page, "main");
      const date = field(form, "desired_date");
      expect(await date.getAttribute("min")).toBe(amsterdamDay(0));
      await fillAll(form, { company_name: "Acme BV", point_of_contact_name: "Piet", point_of_contact_email: "piet@example.com", desired_date: amsterdamDay(-1), amount_of_people: "1" });
      await option(form, "arrangement_type", "8hr_lunch").check();
      await option(form, "desired_layout", "Blokopstelling").check();
      for (const name of ["accept_general_conditions", "accept_visitor_conditions", "accept_data_sharing"]) await field(form, name).check();
      expect(await submitOf(form).isDisabled()).toBe(true);
      await date.fill(amsterdamDay(0));
      expect(await submitOf(form).isEnabled()).toBe(true);
      await field(form, "amount_of_people").fill("0");
      expect(await submitOf(form).isDisabled()).toBe(true);
    }),
  );

  it(
    "lottery: the opt-in starts checked and is required",
    withTab("carre", 390, async ({ page }) => {
      await open(page, "carre", "/pagina/cultuurbank-oscar");
      const form = formOf(page, "main");
      const optin = field(form, "agree_to_optin");
      expect(await optin.isChecked()).toBe(true);
      expect(await optin.getAttribute("aria-required")).toBe("true");
      await fillAll(form, { first_name: "Piet", last_name: "de Vries", email: "piet@example.com" });
      await field(form, "desired_date").selectOption("2027-09-02");
      await field(form, "amount_of_tickets").selectOption("4");
      expect(await submitOf(form).isEnabled()).toBe(true);
      await optin.uncheck();
      expect(await submitOf(form).isDisabled()).toBe(true);
    }),
  );

  it(
    "simple donation: 0 and 9 persons are refused, 8 is accepted",
    withTab("carre", 390, async ({ page }) => {
      await open(page, "carre", "/pagina/eenmalige-donatie");
      const form = formOf(page, "main");
      await fillAll(form, { first_name: "Piet", last_name: "de Vries", email: "piet@example.com", amount_of_ppl: "9" });
      await option(form, "donation_per_person", "Anders").check();
      expect(await submitOf(form).isDisabled()).toBe(true);
      await field(form, "amount_of_ppl").fill("0");
      expect(await submitOf(form).isDisabled()).toBe(true);
      await field(form, "amount_of_ppl").fill("8");
      expect(await submitOf(form).isEnabled()).toBe(true);
    }),
  );

  it(
    "diploma: the dinner is disabled and back at Nee while its count is 0; only chosen shows are sent; subscribe adds a Dutch subscription to every newsletter",
    withTab("carre", 1280, async ({ page }) => {
      await open(page, "carre", "/pagina/c-diploma");
      const form = formOf(page, "main");
      const email = "diploma-subscribe@example.com";
      await fillAll(form, { name: "Piet de Vries", customer_id: "123456", email });
      const dinner3 = field(form, "reservation_3");
      expect(await dinner3.isDisabled()).toBe(true);
      expect(await dinner3.inputValue()).toBe("Nee");
      expect(await submitOf(form).isDisabled()).toBe(true);
      await field(form, "amount_3").selectOption("1");
      expect(await dinner3.isEnabled()).toBe(true);
      await dinner3.selectOption("De Carrékelder");
      await field(form, "amount_3").selectOption("0");
      expect(await dinner3.isDisabled()).toBe(true);
      expect(await dinner3.inputValue()).toBe("Nee");
      await field(form, "amount_6").selectOption("2");
      await field(form, "reservation_6").selectOption("Pasta in de Nok");
      await field(form, "amount_0").selectOption("1");
      await field(form, "subscribe").check();
      await submitOf(form).click();
      expect(await successText(form)).toBe("Bedankt voor uw bestelling! U ontvangt uw kaarten per e-mail.");
      const order = {
        path: "/api/services/forms/c-diploma",
        body: {
          name: "Piet de Vries",
          customer_id: "123456",
          email,
          subscribe: true,
          events: [
            { name: "Het Zwanenmeer", date: "2027-01-09", amount: 1, reservation: "Nee" },
            { name: "Kinderen voor Kinderen", date: "2027-03-06", amount: 2, reservation: "Pasta in de Nok" },
          ],
        },
      };
      const subscription = { path: "/api/services/newsletter/subscribe", body: { email, subscriptions: ["nieuwsbrief", "nieuw_in_verkoop", "boekingen_voor_groepen", "servicemail_nl", "carre_nl"] } };
      // The subscription follows the order's answer without holding up the message; wait for it.
      await vi.waitFor(() => expect(postsWith(env, "carre", email)).toEqual([order, subscription]));
    }),
  );

  it(
    "premiere RSVP with ?rsvp=nee starts at 'not able to attend' (0) without a start time",
    withTab("carre", 390, async ({ page }) => {
      await open(page, "carre", "/pagina/premiere-uitnodiging?rsvp=nee");
      const form = formOf(page, "main");
      expect(await option(form, "people_amount", "0").isChecked()).toBe(true);
      expect(await form.locator('[name="start_time"]').count()).toBe(0);
      const email = "rsvp-nee@example.com";
      await field(form, "email").fill(email);
      await option(form, "people_amount", "1").check();
      expect(await field(form, "start_time").isVisible()).toBe(true);
      expect(await submitOf(form).isDisabled()).toBe(true);
      await option(form, "people_amount", "0").check();
      await submitOf(form).click();
      await successText(form);
      expect(postsWith(env, "carre", email).map((p) => p.body)).toEqual([{ email, people_amount: 0, premiere_name: "Première Hadestown" }]);
    }),
  );

  it(
    "donation: a custom 2.49 is refused, 2.50 is sent as a number, and the browser goes to the answered payment page ('hier' as the fallback)",
    withTab("fonds", 390, async ({ page }) => {
      await open(page, "fonds", "/pagina/eenmalige-donatie");
      const form = formOf(page, "main");
      const email = "custom-amount@example.com";
      await fillAll(form, { firstName: "Piet", lastName: "de Vries", email });
      expect(await field(form, "customAmount").count()).toBe(0);
      await option(form, "amount", "anders").check();
      const custom = field(form, "customAmount");
      expect(await custom.getAttribute("min")).toBe("2.5");
      expect(await custom.getAttribute("step")).toBe("0.01");
      await custom.fill("2.49");
      expect(await submitOf(form).isDisabled()).toBe(true);
      await custom.fill("2.50");
      expect(await submitOf(form).isEnabled()).toBe(true);
      // The first time the payment page answers 204 No Content, so the browser stays (as when the
      // navigation does not happen) and the fallback link can be read and followed.
      const payments: string[] = [];
      await page.route(`${PAYMENT_HOST}**`, (route) => {
        payments.push(route.request().url());
        return payments.length === 1 ? route.fulfill({ status: 204 }) : route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Betalen</title>" });
      });
      await submitOf(form).click();
      const link = form.getByRole("link", { name: "hier", exact: true });
      await link.waitFor();
      expect(await form.locator(".form-outcome--success").textContent()).toBe("Bedankt! U wordt doorgestuurd naar de betaalpagina. Gebeurt dat niet, klik dan hier.");
      expect(postsWith(env, "fonds", email)).toEqual([{ path: "/fonds/api/services/forms/eenmalige-donatie?lang=nl", body: { donationAmount: 2.5, firstName: "Piet", middleName: "", lastName: "de Vries", email, companyName: "", special: null } }]);
      const href = await link.getAttribute("href");
      expect(href).toMatch(/^https:\/\/www\.mollie\.com\/checkout\/test-mode\?/);
      // The browser went for the payment page by itself; the link takes it there too.
      await vi.waitFor(() => expect(payments).toEqual([href]));
      await Promise.all([page.waitForURL(href!), link.click()]);
      expect(payments).toEqual([href, href]);
    }),
  );

  for (const [address, width] of [
    [FAIL_EMAIL, 390],
    [NO_STATUS_EMAIL, 1280],
  ] as const) {
    it(
      `${address}: the failure text shows above the form at ${width} px and everything typed stays`,
      withTab("carre", width, async ({ page }) => {
        await open(page, "carre", "/pagina/zakelijk-reserveren-formulier");
        const form = formOf(page, "main");
        const typed = { company_name: "Acme BV", point_of_contact_name: "Piet", point_of_contact_email: address, address: "Amstel 115\n1018 EM Amsterdam", po_number: "PO-77", desired_date: amsterdamDay(10), amount_of_people: "40" };
        await fillAll(form, typed);
        await option(form, "arrangement_type", "12hr_lunch_drink_dinner").check();
        await option(form, "desired_layout", "Blokopstelling").check();
        await option(form, "extra_facilities", "presentation screen").check();
        for (const name of ["accept_general_conditions", "accept_visitor_conditions", "accept_data_sharing"]) await field(form, name).check();
        await submitOf(form).click();
        const failure = form.locator(".form-outcome--failure");
        await failure.waitFor();
        expect(await failure.textContent()).toBe(FAILURE);
        const [messageBox, formBox] = await Promise.all([failure.boundingBox(), form.locator("form").boundingBox()]);
        expect(messageBox!.y + messageBox!.height).toBeLessThanOrEqual(formBox!.y);
        for (const [name, value] of Object.entries(typed)) expect(await field(form, name).inputValue()).toBe(value);
        expect(await option(form, "arrangement_type", "12hr_lunch_drink_dinner").isChecked()).toBe(true);
        expect(await option(form, "desired_layout", "Blokopstelling").isChecked()).toBe(true);
        expect(await option(form, "extra_facilities", "presentation screen").isChecked()).toBe(true);
        expect(await option(form, "extra_facilities", "Microphone").isChecked()).toBe(false);
        for (const name of ["accept_general_conditions", "accept_visitor_conditions", "accept_data_sharing"]) expect(await field(form, name).isChecked()).toBe(true);
        // The visitor can try again straight away.
        expect(await submitOf(form).isEnabled()).toBe(true);
      }),
    );
  }

  it(
    "slow@example.com: the button is disabled with a spinner and the form aria-busy until the success",
    withTab("carre", 390, async ({ page }) => {
      await open(page, "carre", "/pagina/carre-bezoekerspanel");
      const form = formOf(page, "main");
      await fillAll(form, { firstName: "Piet", lastName: "Traag", email: SLOW_EMAIL });
      await submitOf(form).click();
      await form.locator('form[aria-busy="true"]').waitFor();
      expect(await submitOf(form).isDisabled()).toBe(true);
      expect(await submitOf(form).textContent()).toBe("Bezig met versturen...");
      expect(await form.locator(".service-form__submit .spinner").count()).toBe(1);
      expect(await field(form, "firstName").isDisabled()).toBe(true);
      expect(await successText(form)).toBe(SUCCESS_NL);
    }),
  );

  it(
    "the email is prefilled from ?email= (or ?emailadres=), not from a parameter given twice nor an invalid one",
    withTab("carre", 390, async ({ page }) => {
      const emailOf = () => field(formOf(page, "main"), "email").inputValue();
      await open(page, "carre", "/pagina/carre-bezoekerspanel?email=piet@example.com");
      await vi.waitFor(async () => expect(await emailOf()).toBe("piet@example.com"));
      await open(page, "carre", "/pagina/c-diploma?emailadres=jan%40example.com");
      await vi.waitFor(async () => expect(await emailOf()).toBe("jan@example.com"));
      for (const query of ["?email=a@example.com&email=b@example.com", "?email=geen-adres"]) {
        await open(page, "carre", `/pagina/carre-bezoekerspanel${query}`);
        // The prefill is set in the form's first effect; two frames later its render has landed.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        expect(await emailOf()).toBe("");
      }
    }),
  );
});

describe.concurrent("errors a visitor can act on (issue 26 §1, WCAG 3.3.1)", () => {
  for (const width of WIDTHS) {
    it(
      `at ${width} px: an error shows once its field is left, the note by the button names what blocks it, trying anyway focuses the first field in error`,
      withTab("carre", width, async ({ page }) => {
        await open(page, "carre", "/pagina/carre-bezoekerspanel");
        const form = formOf(page, "main");
        const button = submitOf(form);
        const note = form.locator(".form-problems--blockers");
        expect(await form.locator(".form-field__error").count()).toBe(0);
        expect(await note.count()).toBe(0);
        await field(form, "firstName").fill("Piet");
        await field(form, "email").fill("jan@");
        // Typing alone shows nothing yet; leaving the field does.
        expect(await form.locator(".form-field__error").count()).toBe(0);
        await field(form, "email").press("Tab");
        expect(await form.locator(".form-field__error").allTextContents()).toEqual(["Vul een geldig e-mailadres in."]);
        expect(await field(form, "email").getAttribute("aria-invalid")).toBe("true");
        // The last name was never visited: no error on it, but the note names it.
        expect(await note.locator(".form-problems__lead").textContent()).toBe("Nog nodig om te versturen:");
        expect(await note.locator("li").allTextContents()).toEqual(["Achternaam", "E-mailadres: Vul een geldig e-mailadres in."]);
        expect(await button.getAttribute("aria-describedby")).toBe(await note.getAttribute("id"));
        expect(await button.isDisabled()).toBe(true);
        await shot(page, `i24-live-errors-${width}`);
        // Trying anyway (a click at one width, Enter in a field at the other) sends nothing and moves the focus.
        if (width === 390) await button.click({ force: true });
        else await field(form, "firstName").press("Enter");
        await vi.waitFor(async () => expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("lastName"));
        expect(await form.locator(".form-field__error").allTextContents()).toEqual(["Dit veld is verplicht.", "Vul een geldig e-mailadres in."]);
        expect(await form.locator(".form-outcome--failure").count()).toBe(0);
        await shot(page, `i24-tried-${width}`);
        // A link in the note takes the visitor to its field.
        await note.getByRole("link", { name: /^E-mailadres/ }).click();
        expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
        const email = `live-errors.${width}@example.com`;
        await field(form, "lastName").fill("de Vries");
        await field(form, "email").fill(email);
        expect(await form.locator(".form-field__error").count()).toBe(0);
        expect(await note.count()).toBe(0);
        await button.click();
        expect(await successText(form)).toBe(SUCCESS_NL);
        expect(postsWith(env, "carre", email).map((p) => p.body)).toEqual([{ firstName: "Piet", lastName: "de Vries", email }]);
      }),
    );
  }

  it(
    "a choice shows its error at once: the callback's Other asks for its specification as soon as it is chosen and its field left",
    withTab("carre", 390, async ({ page }) => {
      await open(page, "carre", "/en/page/callback-request");
      const form = formOf(page, "main");
      await field(form, "subject").selectOption("Other");
      await field(form, "subject_specification").focus();
      await field(form, "subject_specification").press("Tab");
      expect(await form.locator(".form-field__error").allTextContents()).toEqual(["This field is required."]);
      expect(await form.locator(".form-problems--blockers .form-problems__lead").textContent()).toBe("Still needed to send:");
    }),
  );

  it(
    "a value the services proxy refuses comes back as a focused summary linking its field, with the reason, not the outage text",
    withTab("carre", 1280, async ({ page }) => {
      await open(page, "carre", "/pagina/carre-bezoekerspanel");
      const form = formOf(page, "main");
      await page.route("**/api/services/forms/panel/signup", (route) => route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ message: "Invalid input", errors: { firstName: "contains markup" } }) }));
      await fillAll(form, { firstName: "Piet", lastName: "de Vries", email: "refused@example.com" });
      await submitOf(form).click();
      const summary = form.locator(".form-problems--summary");
      await summary.waitFor();
      expect(await summary.locator("h2").textContent()).toBe("Controleer de volgende velden");
      expect(await summary.locator("li").allTextContents()).toEqual(["Voornaam: Deze tekst bevat tekens die niet zijn toegestaan."]);
      expect(await page.evaluate(() => document.activeElement?.classList.contains("form-problems--summary"))).toBe(true);
      expect(await form.locator(".form-outcome--failure").count()).toBe(0);
      expect(await field(form, "firstName").inputValue()).toBe("Piet");
      await summary.getByRole("link").click();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");
    }),
  );
});

describe.concurrent("every textarea takes several lines with JavaScript (issue 24 §1)", () => {
  it(
    "callback 'Other' specification, meeting address and panel comment arrive exactly with their line breaks",
    withTab("carre", 390, async ({ page }) => {
      const lines = "Eerste regel\nTweede regel\n\nNa een witregel";
      await open(page, "carre", "/pagina/terugbelverzoek");
      let form = formOf(page, "main");
      const callbackEmail = "lines.callback@example.com";
      await option(form, "time_of_day", "morning").check();
      await field(form, "subject").selectOption("Other");
      await fillAll(form, { subject_specification: lines, name: "Piet", email: callbackEmail, phone: "0612345678" });
      await submitOf(form).click();
      expect(await successText(form)).toBe(SUCCESS_NL);
      expect(postsWith(env, "carre", callbackEmail).map((p) => p.body)).toEqual([{ time_of_day: "morning", subject: "Other", subject_specification: lines, name: "Piet", email: callbackEmail, phone: "0612345678" }]);

      await open(page, "carre", "/pagina/zakelijk-reserveren-formulier");
      form = formOf(page, "main");
      const meetingEmail = "lines.meeting@example.com";
      const day = amsterdamDay(20);
      await fillMeeting(form, meetingEmail, day);
      await submitOf(form).click();
      expect(await successText(form)).toBe(SUCCESS_NL);
      expect(postsWith(env, "carre", meetingEmail).map((p) => p.body)).toEqual([meetingBody(meetingEmail, day)]);

      await open(page, "carre", "/pagina/carre-bezoekerspanel");
      form = formOf(page, "main");
      const panelEmail = "lines.panel@example.com";
      await fillAll(form, { firstName: "Piet", lastName: "de Vries", email: panelEmail, comment: lines });
      await submitOf(form).click();
      expect(await successText(form)).toBe(SUCCESS_NL);
      expect(postsWith(env, "carre", panelEmail).map((p) => p.body)).toEqual([{ firstName: "Piet", lastName: "de Vries", email: panelEmail, comment: lines }]);
    }),
    // Three whole forms filled and sent in one tab: more than the 30 s a single form is given.
    60_000,
  );
});
