/**
 * The newsletter form (sub-footer and pages) and the premiere cancel page in Chromium, at phone and
 * desktop widths: the button rule, the outcome replacing the form, what the sample CMS received,
 * and the same forms posting natively with JavaScript off.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import { FAIL_EMAIL } from "../../scripts/sample-cms/services";
import { holdChunk, hydrated, islandsLive, openPage, useSiteAndBrowser, VIEWPORTS } from "./harness";

const env = useSiteAndBrowser("carre");

const REF = { email: "piet@example.com", premiere_name: "Hadestown", signature: "c2lnbmF0dXJl" };
const refParam = (value: unknown) => encodeURIComponent(Buffer.from(JSON.stringify(value), "utf8").toString("base64"));

/**
 * The cookie banner covers the bottom of the page; these tests answer it beforehand. The page's
 * forms are islands: a press before one is live posts natively (tested on its own), so they are
 * awaited unless a test holds one back.
 */
async function open(context: BrowserContext, page: Page, path: string, { live = true } = {}): Promise<void> {
  await context.addInitScript(() => localStorage.setItem("cookie_consent_shown", "yes"));
  await page.goto(env.site.url + path);
  await hydrated(page);
  if (live) for (const part of ["serviceForm", "premiereCancelForm", "newsletterForm"]) await islandsLive(page, part);
}

const lastPost = () => env.site.cms.received.filter((c) => c.method === "POST").at(-1);

async function choose(form: Locator, label: string): Promise<void> {
  await form.getByLabel(label).check();
}

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])("newsletter sub-footer at %s width", (viewport) => {
  it("keeps the button disabled until the email has an @ and a newsletter is chosen, then shows the success text in place of the form", async () => {
    const { page, context, errors } = await openPage(env.browser, viewport);
    await open(context, page, "/agenda");
    const footer = page.locator(".newsletter-cta");
    const button = footer.getByRole("button", { name: "Aanmelden" });
    const email = footer.getByLabel("E-mailadres");
    // An island (shared/components/Island.tsx): the rule holds once the form is live, as the visitor comes near.
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => button.isDisabled()).toBe(true);
    await email.fill("piet");
    await choose(footer, "Nieuw in de verkoop");
    expect(await button.isDisabled()).toBe(true);
    await email.fill("piet@example.com");
    expect(await button.isEnabled()).toBe(true);
    await footer.getByLabel("Nieuw in de verkoop").uncheck();
    expect(await button.isDisabled()).toBe(true);
    await choose(footer, "Boekingen voor groepen");
    await button.click();
    const outcome = footer.locator(".form-outcome");
    await outcome.waitFor();
    expect(await outcome.textContent()).toBe("We hebben u een e-mail gestuurd. Uw aanmelding telt pas als u op de bevestigingslink in die e-mail klikt.");
    expect(await footer.locator("form").count()).toBe(0);
    expect(lastPost()).toMatchObject({ path: "/api/services/newsletter/subscribe", body: { email: "piet@example.com", subscriptions: ["boekingen_voor_groepen"] } });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the English failure text for the sample CMS's failing address, and the notice that newsletters are in Dutch", async () => {
    const { page, context, errors } = await openPage(env.browser, viewport);
    await open(context, page, "/en/calendar");
    const footer = page.locator(".newsletter-cta");
    expect(await footer.getByText("Please note: our newsletters are in Dutch.").isVisible()).toBe(true);
    await footer.getByLabel("E-mail address").fill(FAIL_EMAIL);
    await choose(footer, "New in sales");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await footer.locator(".form-outcome--failure").waitFor();
    expect(await footer.locator(".form-outcome").textContent()).toBe("Something went wrong when processing your subscription. Please try again later.");
    expect(lastPost()?.body).toEqual({ email: FAIL_EMAIL, subscriptions: ["new_in_sales"] });
    // Nothing typed is lost: the form stays under the message, to try again.
    expect(await footer.getByLabel("E-mail address").inputValue()).toBe(FAIL_EMAIL);
    expect(await footer.getByRole("button", { name: "Subscribe" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the sub-footer's form as an island", () => {
  it("a visitor tabbing past it, typing nothing, sees no problem; once they start on it, leaving a field shows its own", async () => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    await open(context, page, "/agenda");
    const footer = page.locator(".newsletter-cta");
    const email = footer.getByLabel("E-mailadres");
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => footer.getByRole("button", { name: "Aanmelden" }).isDisabled()).toBe(true);
    await email.focus();
    // Through the address and every newsletter's box, out of the form.
    const boxes = await footer.getByRole("checkbox").count();
    for (let i = 0; i <= boxes + 1; i++) await page.keyboard.press("Tab");
    expect(await footer.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    expect(await footer.locator(".form-field__error, .form-problems").count()).toBe(0);
    await email.fill("piet@");
    await email.press("Tab");
    expect(await footer.locator(".form-field__error").allTextContents()).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is not in the page's first load; what the visitor types before it is live stays, and it then works in place, in the page's language after a navigation", async () => {
    const { page, context, errors } = await openPage(env.browser, "phone");
    const part = /\/assets\/chunks\/NewsletterForm-\w+\.js$/;
    const held = await holdChunk(page, part);
    await open(context, page, "/agenda", { live: false });
    const named = await page.locator("script[data-app-chunks]").getAttribute("data-app-chunks");
    expect(named?.split(" ").some((chunk) => part.test(chunk))).toBe(false);
    const footer = page.locator(".newsletter-cta");
    const email = footer.getByLabel("E-mailadres");
    await email.fill("piet@example.com");
    await choose(footer, "Nieuw in de verkoop");
    await vi.waitFor(() => expect(held.asked()).toBe(true));
    // Not live yet: the button is the server's, enabled (a press would post natively).
    expect(await footer.getByRole("button", { name: "Aanmelden" }).isEnabled()).toBe(true);
    held.release();
    // Live: emptied, the email blocks the button; typed again, it does not.
    await email.fill("");
    await expect.poll(() => footer.getByRole("button", { name: "Aanmelden" }).isDisabled()).toBe(true);
    await email.fill("piet@example.com");
    expect(await footer.getByLabel("Nieuw in de verkoop").isChecked()).toBe(true);
    await page.evaluate(() => {
      history.pushState(null, "", "/en/calendar");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await footer.getByRole("button", { name: "Subscribe" }).waitFor();
    await footer.getByLabel("E-mail address").fill("piet@example.com");
    await choose(footer, "New in sales");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await footer.locator(".form-outcome--success").waitFor();
    expect(lastPost()).toMatchObject({ path: "/api/services/newsletter/subscribe", body: { email: "piet@example.com", subscriptions: ["new_in_sales"] } });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps what was typed before it was live: the values the visitor left are the ones it then sends", async () => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    const held = await holdChunk(page, /\/assets\/chunks\/NewsletterForm-\w+\.js$/);
    await open(context, page, "/agenda", { live: false });
    const footer = page.locator(".newsletter-cta");
    await footer.getByLabel("E-mailadres").fill("jan@example.nl");
    await choose(footer, "Boekingen voor groepen");
    held.release();
    const button = footer.getByRole("button", { name: "Aanmelden" });
    // Live once a choice taken away disables the button; given back, it sends what was typed before.
    await footer.getByLabel("Boekingen voor groepen").uncheck();
    await expect.poll(() => button.isDisabled()).toBe(true);
    await choose(footer, "Boekingen voor groepen");
    await button.click();
    await footer.locator(".form-outcome--success").waitFor();
    expect(lastPost()?.body).toEqual({ email: "jan@example.nl", subscriptions: ["boekingen_voor_groepen"] });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("newsletter pages", () => {
  it("an empty email submits nothing and shows nothing, even on Enter", async () => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    await open(context, page, "/pagina/aanmelden-nieuwsbrief");
    const before = env.site.cms.received.length;
    const form = page.locator(".content-page__form");
    await choose(form, "Nieuw in de verkoop");
    await form.getByLabel("E-mailadres").press("Enter");
    await page.waitForTimeout(300);
    expect(env.site.cms.received.length).toBe(before);
    expect(await page.locator(".content-page .form-outcome, .content-page .form-field__error").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a link from a mailing arrives filled in: the first valid parameter by the stricter pattern (issue 24 §2)", async () => {
    const { page, context, errors } = await openPage(env.browser, "phone");
    const emailOf = () => page.locator(".content-page__form").getByLabel("E-mailadres").inputValue();
    await open(context, page, "/pagina/afmelden-nieuwsbrief?e-mailadres=jan%40example.com");
    await vi.waitFor(async () => expect(await emailOf()).toBe("jan@example.com"));
    // a@b passes the contact forms' loose pattern, not the newsletter's; e-mailaddress comes later in the list.
    await open(context, page, "/pagina/aanmelden-nieuwsbrief?email=a%40b&e-mailaddress=piet%40example.nl");
    await vi.waitFor(async () => expect(await emailOf()).toBe("piet@example.nl"));
    await open(context, page, "/pagina/aanmelden-nieuwsbrief?email=a%40b.nl&email=c%40d.nl");
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await emailOf()).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the service-mail page unsubscribes servicemail_en in English", async () => {
    const { page, context, errors } = await openPage(env.browser, "phone");
    await open(context, page, "/en/page/unsubscribe-servicemailings");
    const form = page.locator(".content-page__form");
    await form.getByLabel("E-mail address").fill("piet@example.com");
    await form.getByRole("button", { name: "Unsubscribe from service mailings" }).click();
    await page.locator(".content-page .form-outcome--success").waitFor();
    expect(lastPost()).toMatchObject({ path: "/api/services/newsletter/unsubscribe", body: { email: "piet@example.com", subscriptions: ["servicemail_en"] } });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])("premiere cancel page at %s width", (viewport) => {
  it("a valid ref shows the form; the comment is sent with the ref's fields and the outcome replaces the form", async () => {
    const { page, context, errors } = await openPage(env.browser, viewport);
    await open(context, page, `/premiere-afmelden?ref=${refParam(REF)}`);
    expect(await page.getByText("U meldt zich af voor de première van Hadestown met het e-mailadres piet@example.com.").isVisible()).toBe(true);
    await page.getByLabel("Opmerking (niet verplicht)").fill("Helaas ziek");
    await page.locator(".premiere-cancel").getByRole("button", { name: "Afmelden" }).click();
    await page.locator(".content-page .form-outcome--success").waitFor();
    expect(lastPost()).toMatchObject({ path: "/api/services/forms/premiere/cancel", body: { ...REF, comment: "Helaas ziek" } });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a failed cancel shows the failure text above the form, which keeps the comment typed", async () => {
    const { page, context, errors } = await openPage(env.browser, viewport);
    await open(context, page, `/premiere-afmelden?ref=${refParam({ ...REF, email: FAIL_EMAIL })}`);
    const comment = page.getByLabel("Opmerking (niet verplicht)");
    await comment.fill("Helaas ziek");
    await page.locator(".premiere-cancel").getByRole("button", { name: "Afmelden" }).click();
    await page.locator(".content-page .form-outcome--failure").waitFor();
    expect(await page.locator(".content-page .form-outcome--failure").textContent()).toBe("Er is iets misgegaan. Probeer het later opnieuw.");
    expect(await comment.inputValue()).toBe("Helaas ziek");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a ref that does not decode shows 'Er is iets misgegaan.' and no form", async () => {
    const { page, context, errors } = await openPage(env.browser, viewport);
    await open(context, page, "/premiere-afmelden?ref=kapot");
    expect(await page.locator(".content-page .form-outcome").textContent()).toBe("Er is iets misgegaan.");
    expect(await page.locator(".content-page textarea").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("the sub-footer form posts natively to the newsletter page, which shows the outcome; an invalid post comes back with the values and errors", async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${env.site.url}/agenda`);
    const footer = page.locator(".newsletter-cta");
    await footer.getByLabel("E-mailadres").fill("piet@example.com");
    await footer.getByRole("button", { name: "Aanmelden" }).click();
    // Back at the newsletter page's form, its error summary (issue 26 §2).
    await page.waitForURL(/\/pagina\/aanmelden-nieuwsbrief#form-main-errors$/);
    // No newsletter chosen: the page's form shows the address again with the error beside it.
    const form = page.locator(".content-page__form");
    expect(await form.getByLabel("E-mailadres").inputValue()).toBe("piet@example.com");
    expect(await form.locator(".form-field__error").textContent()).toBe("Kies ten minste één nieuwsbrief.");
    expect(await form.locator(".form-problems--summary li").allTextContents()).toEqual(["Kies uw nieuwsbrieven: Kies ten minste één nieuwsbrief."]);
    expect(await page.evaluate(() => document.activeElement?.classList.contains("form-problems--summary"))).toBe(true);

    // A failed post comes back with the failure text above the form, and what was typed and chosen in it.
    await choose(form, "Nieuw in de verkoop");
    await form.getByLabel("E-mailadres").fill(FAIL_EMAIL);
    await form.getByRole("button", { name: "Aanmelden" }).click();
    await page.locator(".content-page .form-outcome--failure").waitFor();
    expect(await form.getByLabel("E-mailadres").inputValue()).toBe(FAIL_EMAIL);
    expect(await form.getByLabel("Nieuw in de verkoop").isChecked()).toBe(true);

    await form.getByLabel("E-mailadres").fill("piet@example.com");
    await form.getByRole("button", { name: "Aanmelden" }).click();
    await page.locator(".content-page .form-outcome--success").waitFor();
    expect(lastPost()?.body).toEqual({ email: "piet@example.com", subscriptions: ["nieuw_in_verkoop"] });
    // A reload asks for the page again (GET), it does not post twice.
    const before = env.site.cms.received.length;
    await page.reload();
    expect(env.site.cms.received.length).toBe(before);
    await context.close();
  });
});
