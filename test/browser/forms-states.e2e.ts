/**
 * A form's states in Chromium with JavaScript (issues 11 and 26): an island that goes live after
 * the page (what was typed before is what it sends), the failure and sending states, the email
 * prefill, and errors a visitor can act on (WCAG 3.3.1). Every form's valid path and exact body is
 * forms.e2e.ts; the rules applied while filling in, forms-rules.e2e.ts.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import { FAIL_EMAIL, NO_STATUS_EMAIL, SLOW_EMAIL } from "../../scripts/sample-cms/services";
import { amsterdamDay, FAILURE, field, fillAll, formOf, option, postsWith, SUCCESS_NL } from "./forms-cases";
import { submitOf, successText, useFormTabs } from "./forms-tabs";
import { frames, holdChunk, hydrated, shot } from "./harness";

const WIDTHS = [390, 1280] as const;

const { env, withTab, open } = useFormTabs();

describe.concurrent("a form's states: live, failing, sending, prefilled", () => {
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
        await frames(page);
        expect(await emailOf()).toBe("");
      }
    }),
  );
});

/** The names of the controls the accessibility tree reports invalid: what a screen reader calls an "invalid entry". */
async function invalidToScreenReaders(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  return nodes.filter((n) => n.properties?.some((p) => p.name === "invalid" && p.value.value === "true")).map((n) => String(n.name?.value));
}

const errorRoles = (form: Locator) => form.locator(".form-field__error").evaluateAll((errors) => errors.map((e) => e.getAttribute("role")));

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
        // The error of a field just left is news: an alert.
        expect(await errorRoles(form)).toEqual(["alert"]);
        expect(await field(form, "email").getAttribute("aria-invalid")).toBe("true");
        // The last name was never visited: no error on it, but the note names it.
        expect(await note.locator(".form-problems__lead").textContent()).toBe("Nog nodig om te versturen:");
        expect(await note.locator("li").allTextContents()).toEqual(["Achternaam", "E-mailadres: Vul een geldig e-mailadres in."]);
        expect(await button.getAttribute("aria-describedby")).toBe(await note.getAttribute("id"));
        expect(await button.isDisabled()).toBe(true);
        // Stacked links, each a 24 px target (WCAG 2.5.8): they were 16 px tall, 22 px apart.
        for (const link of await note.getByRole("link").all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
        await shot(page, `i24-live-errors-${width}`);
        // Trying anyway (a click at one width, Enter in a field at the other) sends nothing and moves the focus.
        if (width === 390) await button.click({ force: true });
        else await field(form, "firstName").press("Enter");
        await vi.waitFor(async () => expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("lastName"));
        expect(await form.locator(".form-field__error").allTextContents()).toEqual(["Dit veld is verplicht.", "Vul een geldig e-mailadres in."]);
        // Not alerts (read over one another); the first is read with the field the focus is on.
        expect(await errorRoles(form)).toEqual([null, null]);
        expect(await form.locator(".form-outcome--failure").count()).toBe(0);
        await shot(page, `i24-tried-${width}`);
        // A link in the note takes the visitor to its field.
        await note.getByRole("link", { name: /^E-mailadres/ }).click();
        expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
        // A message that changes after the try is news again.
        await field(form, "lastName").fill("<b>");
        expect(await form.locator(".form-field__error").allTextContents()).toEqual(["Deze tekst bevat tekens die niet zijn toegestaan.", "Vul een geldig e-mailadres in."]);
        expect(await errorRoles(form)).toEqual(["alert", null]);
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
      // Untouched, nothing is announced invalid (the required select and radios were, natively).
      expect(await invalidToScreenReaders(page)).toEqual([]);
      await field(form, "subject").selectOption("Other");
      await field(form, "subject_specification").focus();
      await field(form, "subject_specification").press("Tab");
      expect(await form.locator(".form-field__error").allTextContents()).toEqual(["This field is required."]);
      expect(await form.locator(".form-problems--blockers .form-problems__lead").textContent()).toBe("Still needed to send:");
      expect(await invalidToScreenReaders(page)).toEqual(["What is your question about?"]);
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
      // The summary takes the focus in its effect, which a render after an answer runs a task later.
      await vi.waitFor(async () => expect(await page.evaluate(() => document.activeElement?.classList.contains("form-problems--summary"))).toBe(true));
      expect(await form.locator(".form-outcome--failure").count()).toBe(0);
      expect(await field(form, "firstName").inputValue()).toBe("Piet");
      await summary.getByRole("link").click();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");
    }),
  );
});
