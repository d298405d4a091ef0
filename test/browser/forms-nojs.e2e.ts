/**
 * Every form of spec 3 §2 with JavaScript switched off (issue 11 item 5): the native post goes to its
 * page (POST → 303 → GET) and the page shows the outcome, or the form again with the visitor's
 * values, the failure text and per-field errors, in which case nothing reached the sample CMS.
 * One context per site without JavaScript; tests run a few at a time in their own tabs, each with its
 * own email address so its posts can be told apart.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { FAIL_EMAIL } from "../../scripts/sample-cms/services";
import { CASES, FAILURE, fakePaymentHost, field, fillAll, formOf, option, PAYMENT_HOST, postsWith, SUCCESS_NL, upstreamPrefix, useBothSites, type SiteId } from "./forms-cases";
import { shot } from "./harness";
import { fillMeeting, meetingBody } from "./meeting-lines";

const env = useBothSites();
/**
 * A context per site for the valid posts and one per site for the invalid ones: a page's post
 * outcome waits for it in a cookie, and the two groups post to some of the same pages.
 */
type Group = "valid" | "invalid";
const contexts = {} as Record<`${Group}-${SiteId}`, BrowserContext>;

beforeAll(async () => {
  for (const key of ["valid-carre", "valid-fonds", "invalid-carre", "invalid-fonds"] as const) {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    contexts[key] = context;
  }
});

function withTab(site: SiteId, width: number, body: (page: Page) => Promise<void>, group: Group = "invalid"): () => Promise<void> {
  return async () => {
    const page = await contexts[`${group}-${site}`].newPage();
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    try {
      await body(page);
    } finally {
      await page.close();
    }
  };
}

const open = (page: Page, site: SiteId, path: string) => page.goto(env.sites[site].url + path, { waitUntil: "domcontentloaded" });
const submitOf = (root: Locator) => root.locator(".service-form__submit");

/**
 * Clicks the submit button and waits for the page the 303 leads to: the same page (at the form's
 * anchor, issue 26 §2) or the payment host.
 */
async function post(page: Page, root: Locator, to: string): Promise<void> {
  const same = to.split("#")[0]!;
  const target = to.startsWith(PAYMENT_HOST) ? to : (url: URL) => url.href.split("#")[0] === same;
  await Promise.all([page.waitForURL(target, { waitUntil: "domcontentloaded" }), submitOf(root).click()]);
}

/** Issue 26 §2: back at the form's anchor, the summary focused and in view, linking each field with its reason. */
async function expectSummary(page: Page, root: Locator, items: string[]): Promise<void> {
  expect(new URL(page.url()).hash).toMatch(/^#form-(main|sidebar)-errors$/);
  const summary = root.locator(".form-problems--summary");
  expect(await summary.locator("h2").textContent()).toMatch(/^(Controleer de volgende velden|Please check the following fields)$/);
  expect(await summary.locator("li").allTextContents()).toEqual(items);
  // The browser focuses and scrolls to the fragment's target once it has laid the page out, which
  // may come after DOMContentLoaded (two browser files at a time found that race).
  await page.waitForFunction(() => {
    const focused = document.activeElement;
    const top = focused?.getBoundingClientRect().top ?? -1;
    return focused?.classList.contains("form-problems--summary") === true && top >= 0 && top < window.innerHeight;
  });
  for (const link of await summary.locator("a").all()) expect(await root.locator(await link.getAttribute("href") ?? "#none").count()).toBe(1);
  // A typo is not an outage.
  expect(await root.locator(".form-outcome--failure").count()).toBe(0);
}

async function errorOf(root: Locator, name: string): Promise<string | null> {
  const input = root.locator(`[name="${name}"]`).first();
  // The field, or its radio group's fieldset, names the error by aria-describedby.
  const describedBy = (await input.getAttribute("aria-describedby")) ?? (await root.locator(`fieldset:has([name="${name}"])`).last().getAttribute("aria-describedby"));
  expect(describedBy).toBeTruthy();
  return root.locator(`[id="${describedBy}"]`).textContent();
}

describe.concurrent("every form posts natively and shows its outcome", () => {
  CASES.forEach(({ c }, i) => {
    // Alternating widths: the layout at both is covered with JavaScript; here the post is the point.
    const width = i % 2 ? 1280 : 390;
    it(
      `${c.site} ${c.path}: ${c.name} at ${width} px`,
      withTab(c.site, width, async (page) => {
        await open(page, c.site, c.path);
        const root = formOf(page, c.slot);
        const email = `nojs.${c.site}.${c.path.replace(/\W+/g, "-").slice(1)}@example.com`;
        await c.fill(root, email);
        await c.finish(root);
        const url = page.url();
        if (c.success) {
          await post(page, root, url);
          expect(await root.locator(".form-outcome--success").textContent()).toBe(c.success);
          expect(await root.locator("form").count()).toBe(0);
        } else {
          // Spec 3 §7: a donation that succeeds goes on to the payment page (by the 'hier' page's refresh).
          await fakePaymentHost(page);
          await post(page, root, `${PAYMENT_HOST}**`);
        }
        expect(postsWith(env, c.site, email)).toEqual([{ path: upstreamPrefix(c.site) + c.upstream, body: c.body(email) }]);
        if (c.success) {
          // The outcome came by 303 → GET: a reload asks for the page again and posts nothing.
          await page.reload({ waitUntil: "domcontentloaded" });
          expect(await root.locator("form").count()).toBe(1);
          expect(postsWith(env, c.site, email)).toHaveLength(1);
        }
      }, "valid"),
    );
  });
});

describe.concurrent("invalid posts come back with the values and per-field errors; nothing reaches the upstream", () => {
  it(
    "a missing required field (visitor panel)",
    withTab("carre", 390, async (page) => {
      await open(page, "carre", "/pagina/carre-bezoekerspanel");
      const root = formOf(page, "main");
      const email = "nojs.missing@example.com";
      await fillAll(root, { firstName: "Piet", email, comment: "Tot snel" });
      await post(page, root, page.url());
      await expectSummary(page, root, ["Achternaam: Dit veld is verplicht."]);
      await shot(page, "i24-nojs-summary-390");
      expect(await errorOf(root, "lastName")).toBe("Dit veld is verplicht.");
      expect(await field(root, "lastName").getAttribute("aria-invalid")).toBe("true");
      expect(await field(root, "firstName").inputValue()).toBe("Piet");
      expect(await field(root, "email").inputValue()).toBe(email);
      expect(await field(root, "comment").inputValue()).toBe("Tot snel");
      expect(postsWith(env, "carre", email)).toEqual([]);
    }),
  );

  it(
    "9 persons (simple donation) and a name with <script>",
    withTab("carre", 1280, async (page) => {
      await open(page, "carre", "/en/page/one-off-donation");
      const root = formOf(page, "main");
      const email = "nojs.nine@example.com";
      await fillAll(root, { first_name: "<script>alert(1)</script>", last_name: "de Vries", email, amount_of_ppl: "9" });
      await option(root, "donation_per_person", "500").check();
      await post(page, root, page.url());
      await expectSummary(page, root, ["First name: This text contains characters that are not allowed.", "Number of people: Please enter no more than 8."]);
      await shot(page, "i24-nojs-summary-1280");
      expect(await errorOf(root, "amount_of_ppl")).toBe("Please enter no more than 8.");
      expect(await errorOf(root, "first_name")).toBe("This text contains characters that are not allowed.");
      // Shown back as text in the input, never as markup.
      expect(await field(root, "first_name").inputValue()).toBe("<script>alert(1)</script>");
      expect(await field(root, "amount_of_ppl").inputValue()).toBe("9");
      expect(await option(root, "donation_per_person", "500").isChecked()).toBe(true);
      expect(await page.locator(".content-page script").count()).toBe(0);
      expect(postsWith(env, "carre", email)).toEqual([]);
    }),
  );

  it(
    "a date in the past (meeting booking)",
    withTab("carre", 390, async (page) => {
      await open(page, "carre", "/pagina/zakelijk-reserveren-formulier");
      const root = formOf(page, "main");
      const email = "nojs.past@example.com";
      await fillAll(root, { company_name: "Acme BV", point_of_contact_name: "Piet", point_of_contact_email: email, desired_date: "2020-01-01", amount_of_people: "12" });
      await option(root, "arrangement_type", "4hr_no_lunch").check();
      await option(root, "desired_layout", "Blokopstelling").check();
      await option(root, "extra_facilities", "Microphone").check();
      for (const name of ["accept_general_conditions", "accept_visitor_conditions"]) await field(root, name).check();
      await post(page, root, page.url());
      await expectSummary(page, root, ["Gewenste datum: Kies vandaag of een latere datum.", "Ik ga akkoord met het delen van mijn gegevens voor deze reservering: Vink dit aan om verder te gaan."]);
      expect(await errorOf(root, "desired_date")).toBe("Kies vandaag of een latere datum.");
      expect(await errorOf(root, "accept_data_sharing")).toBe("Vink dit aan om verder te gaan.");
      expect(await field(root, "desired_date").inputValue()).toBe("2020-01-01");
      expect(await field(root, "amount_of_people").inputValue()).toBe("12");
      expect(await option(root, "arrangement_type", "4hr_no_lunch").isChecked()).toBe(true);
      expect(await option(root, "extra_facilities", "Microphone").isChecked()).toBe(true);
      expect(await field(root, "accept_general_conditions").isChecked()).toBe(true);
      expect(await field(root, "accept_data_sharing").isChecked()).toBe(false);
      expect(postsWith(env, "carre", email)).toEqual([]);
    }),
  );

  it(
    "the failure answer keeps every value and shows the failure text above the form",
    withTab("fonds", 1280, async (page) => {
      await open(page, "fonds", "/pagina/word-donateur");
      const root = formOf(page, "main");
      await fillAll(root, { firstName: "Piet", lastName: "de Vries", email: FAIL_EMAIL, phone: "0612345678" });
      await option(root, "donationLevel", "Oscar").check();
      const before = env.sites.fonds.cms.received.length;
      await post(page, root, page.url());
      // The services API's failure is the outage text (spec 3 §8); no summary, since no field is wrong.
      expect(await root.locator(".form-outcome--failure").textContent()).toBe(FAILURE);
      expect(await root.locator(".form-problems--summary").count()).toBe(0);
      // This one did reach the upstream, which answered with a failure.
      expect(env.sites.fonds.cms.received.length).toBe(before + 1);
      expect(await field(root, "firstName").inputValue()).toBe("Piet");
      expect(await field(root, "lastName").inputValue()).toBe("de Vries");
      expect(await field(root, "email").inputValue()).toBe(FAIL_EMAIL);
      expect(await field(root, "phone").inputValue()).toBe("0612345678");
      expect(await option(root, "donationLevel", "Oscar").isChecked()).toBe(true);
    }),
  );

  it(
    "callback 'Other' without a specification comes back asking for it, then goes through",
    withTab("carre", 390, async (page) => {
      await open(page, "carre", "/pagina/terugbelverzoek");
      const root = formOf(page, "main");
      const email = "nojs.other@example.com";
      await option(root, "time_of_day", "morning").check();
      await field(root, "subject").selectOption("Other");
      await fillAll(root, { name: "Piet de Vries", email, phone: "0612345678" });
      await post(page, root, page.url());
      expect(await errorOf(root, "subject_specification")).toBe("Dit veld is verplicht.");
      expect(postsWith(env, "carre", email)).toEqual([]);
      // Several lines (issue 24 §1): the native post sends CRLF, the services API gets LF.
      await field(root, "subject_specification").fill("Rolstoelplaats\nvoor twee personen");
      await post(page, root, page.url());
      expect(await root.locator(".form-outcome--success").textContent()).toBe(SUCCESS_NL);
      expect(postsWith(env, "carre", email).map((p) => p.body)).toEqual([{ time_of_day: "morning", subject: "Other", subject_specification: "Rolstoelplaats\nvoor twee personen", name: "Piet de Vries", email, phone: "0612345678" }]);
    }),
  );

  it(
    "diploma: a dinner can be chosen without JavaScript, and one for a show without persons is sent as Nee",
    withTab("fonds", 1280, async (page) => {
      await open(page, "fonds", "/pagina/c-diploma");
      const root = formOf(page, "main");
      const email = "nojs.diploma@example.com";
      await fillAll(root, { name: "Piet de Vries", customer_id: "654321", email });
      await field(root, "amount_2").selectOption("1");
      await field(root, "reservation_2").selectOption("Grand Café Carré");
      await field(root, "reservation_4").selectOption("Pasta in de Nok");
      await field(root, "subscribe").check();
      await post(page, root, page.url());
      expect(await root.locator(".form-outcome--success").textContent()).toBe("Bedankt voor uw bestelling! U ontvangt uw kaarten per e-mail.");
      expect(postsWith(env, "fonds", email)).toEqual([
        { path: "/fonds/api/services/forms/c-diploma", body: { name: "Piet de Vries", customer_id: "654321", email, subscribe: true, events: [{ name: "Circus Carré Kerst", date: "2027-01-23", amount: 1, reservation: "Grand Café Carré" }] } },
        { path: "/fonds/api/services/newsletter/subscribe", body: { email, subscriptions: ["nieuwsbrief", "nieuw_in_verkoop", "boekingen_voor_groepen", "servicemail_nl", "carre_nl"] } },
      ]);
    }),
  );

  it(
    "donation: a custom 2.49 comes back refused, 2.50 goes to the payment page",
    withTab("fonds", 390, async (page) => {
      await open(page, "fonds", "/pagina/hadestown");
      const root = formOf(page, "main");
      const email = "nojs.custom@example.com";
      await fillAll(root, { companyName: "Acme BV", firstName: "Piet", lastName: "de Vries", email });
      await option(root, "amount", "anders").check();
      const custom = field(root, "customAmount");
      if ((await custom.count()) === 0) {
        // The custom amount shows once "anders" is chosen: without a script, after a round trip.
        await post(page, root, page.url());
        expect(await errorOf(root, "customAmount")).toBe("Dit veld is verplicht.");
      }
      await custom.fill("2.49");
      await post(page, root, page.url());
      expect(await errorOf(root, "customAmount")).toBe("Vul ten minste €\u00a02,50 in.");
      expect(await custom.inputValue()).toBe("2.49");
      expect(postsWith(env, "fonds", email)).toEqual([]);
      // As a Dutch visitor types it: the comma is the decimal sign, not a thousands separator (€250).
      await custom.fill("2,50");
      await fakePaymentHost(page);
      await post(page, root, `${PAYMENT_HOST}**`);
      expect(postsWith(env, "fonds", email)).toEqual([
        { path: "/fonds/api/services/forms/eenmalige-donatie?lang=nl", body: { donationAmount: 2.5, firstName: "Piet", middleName: "", lastName: "de Vries", email, companyName: "Acme BV", special: "CFHadestown" } },
      ]);
    }),
  );

  it(
    "several lines in the meeting's address and the panel's comment arrive exactly (issue 24 §1)",
    withTab("carre", 1280, async (page) => {
      await open(page, "carre", "/pagina/zakelijk-reserveren-formulier");
      let root = formOf(page, "main");
      const email = "nojs.lines@example.com";
      await fillMeeting(root, email, "2099-05-01");
      await post(page, root, page.url());
      expect(await root.locator(".form-outcome--success").textContent()).toBe(SUCCESS_NL);
      await open(page, "carre", "/pagina/carre-bezoekerspanel");
      root = formOf(page, "main");
      await fillAll(root, { firstName: "Piet", lastName: "de Vries", email, comment: "Graag!\n\nTot dan." });
      await post(page, root, page.url());
      expect(await root.locator(".form-outcome--success").textContent()).toBe(SUCCESS_NL);
      expect(postsWith(env, "carre", email)).toEqual([
        {
          path: "/api/services/forms/vergadering",
          body: meetingBody(email, "2099-05-01"),
        },
        { path: "/api/services/forms/panel/signup", body: { firstName: "Piet", lastName: "de Vries", email, comment: "Graag!\n\nTot dan." } },
      ]);
    }),
  );
});
