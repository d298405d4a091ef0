/**
 * The rules of spec 3 §4–§5 that a form applies as the visitor fills it in, in Chromium with
 * JavaScript (issue 11): conditional and locked fields, limits, prefilled choices, the custom
 * donation amount and its payment page, and text areas that keep their line breaks (issue 24 §1).
 * Every form's valid path and exact body is forms.e2e.ts; states and errors, forms-states.e2e.ts.
 */
import { describe, expect, it, vi } from "vitest";
import { amsterdamDay, field, fillAll, formOf, option, PAYMENT_HOST, postsWith, SUCCESS_NL } from "./forms-cases";
import { submitOf, successText, useFormTabs } from "./forms-tabs";
import { fillMeeting, meetingBody } from "./meeting-lines";
import { EMAIL_ADDRESSES } from "../email-addresses";

const { env, withTab, open } = useFormTabs();

describe.concurrent("each form's rules as the visitor fills it in", () => {
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
    "an email field takes what Chromium's own type=email check takes, and the button follows it (spec 3 §5: native validity)",
    withTab("carre", 1280, async ({ page }) => {
      await open(page, "carre", "/pagina/carre-bezoekerspanel");
      const form = formOf(page, "main");
      await fillAll(form, { firstName: "Piet", lastName: "de Vries" });
      const email = field(form, "email");
      const seen: [string, boolean, boolean][] = [];
      for (const [address] of EMAIL_ADDRESSES) {
        await email.fill(address);
        seen.push([address, await email.evaluate((input: HTMLInputElement) => input.checkValidity()), await submitOf(form).isEnabled()]);
      }
      expect(seen).toEqual(EMAIL_ADDRESSES.map(([address, valid]) => [address, valid, valid]));
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
    "simple donation: 0, 9 and 'twee' persons are refused, each told why; 8 is accepted",
    withTab("carre", 390, async ({ page }) => {
      await open(page, "carre", "/pagina/eenmalige-donatie");
      const form = formOf(page, "main");
      const persons = field(form, "amount_of_ppl");
      const error = () => form.locator(".form-field__error").allTextContents();
      // Text with a number keyboard: a number field holding "twee" read as empty ("Dit veld is verplicht.").
      expect([await persons.getAttribute("type"), await persons.getAttribute("inputmode")]).toEqual(["text", "numeric"]);
      await fillAll(form, { first_name: "Piet", last_name: "de Vries", email: "piet@example.com", amount_of_ppl: "9" });
      await option(form, "donation_per_person", "Anders").check();
      expect(await submitOf(form).isDisabled()).toBe(true);
      await vi.waitFor(async () => expect(await error()).toEqual(["Vul ten hoogste 8 in."]));
      await persons.fill("0");
      expect(await submitOf(form).isDisabled()).toBe(true);
      await vi.waitFor(async () => expect(await error()).toEqual(["Vul ten minste 1 in."]));
      await persons.fill("twee");
      await vi.waitFor(async () => expect(await error()).toEqual(["Vul een getal in."]));
      await persons.fill("8");
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
      // Hidden by its rule once the form's live render is in, a task after the island is marked live.
      await vi.waitFor(async () => expect(await form.locator('[name="start_time"]').count()).toBe(0));
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
    "donation: a custom 2,49 is refused, 2,50 (a Dutch decimal comma) is sent as 2.5, and the browser goes to the answered payment page ('hier' as the fallback)",
    withTab("fonds", 390, async ({ page }) => {
      await open(page, "fonds", "/pagina/eenmalige-donatie");
      const form = formOf(page, "main");
      const email = "custom-amount@example.com";
      await fillAll(form, { firstName: "Piet", lastName: "de Vries", email });
      await vi.waitFor(async () => expect(await field(form, "customAmount").count()).toBe(0));
      await option(form, "amount", "anders").check();
      const custom = field(form, "customAmount");
      // Text, not a number field: Chromium reading numbers the English way took "2,50" for 250.
      expect([await custom.getAttribute("type"), await custom.getAttribute("inputmode")]).toEqual(["text", "decimal"]);
      await custom.fill("2,49");
      expect(await submitOf(form).isDisabled()).toBe(true);
      // Left, it names the limit in the visitor's terms.
      await custom.press("Tab");
      await vi.waitFor(async () => expect(await form.locator(".form-field__error").allTextContents()).toEqual(["Vul ten minste €\u00a02,50 in."]));
      await custom.fill("2,50");
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
