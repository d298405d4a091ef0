/**
 * Every textarea of every form takes several lines (issue 24 §1): a native post's and the script's
 * JSON post's lines arrive upstream exactly, and the length limit counts a line break once.
 */
import request from "supertest";
import { describe, expect, it } from "vitest";
import { asFormErrorKeys } from "../../shared/contract/messages";
import { SERVICE_CALLS } from "../../shared/contract/service-calls";
import { emptyValues, refusedErrors, validateForm } from "../../shared/forms/engine";
import { todayIso } from "../../shared/forms/field-schemas";
import { formDef, type FormRef } from "../../shared/forms/page-forms";
import { CASES, named, PERSON, postNatively, posts, useFormSites } from "./form-posts";

const sites = useFormSites();
const stackOf = (site: "carre" | "fonds") => sites[site];

describe("every textarea of every form takes several lines (issue 24 §1)", () => {
  const LINES = "Eerste regel\r\nTweede regel\r\n\r\nNa een witregel";
  const SENT = "Eerste regel\nTweede regel\n\nNa een witregel";
  const callback = { time_of_day: "morning", subject: "Other", name: "Piet", email: "piet@example.com", phone: "0612345678" };
  const meeting = CASES[2]!.values as Record<string, string | string[]>;
  const meetingBody = { ...CASES[2]!.body, company_name: "Acme", point_of_contact_name: "Piet", point_of_contact_email: "piet@example.com", desired_date: todayIso(), arrangement_type: "4hr_lunch", desired_layout: "Blokopstelling", accept_general_conditions: true, accept_visitor_conditions: true };
  /** Each textarea: its form's page, the other values, and the exact body the services API must receive. */
  const TEXTAREAS: { what: string; site: "carre" | "fonds"; path: string; ref: FormRef; field: string; values: Record<string, string | string[]>; upstream: string; body: (text: string) => Record<string, unknown> }[] = [
    { what: "panel comment", site: "carre", path: "/pagina/carre-bezoekerspanel", ref: { id: "panel" }, field: "comment", values: PERSON, upstream: "/api/services/forms/panel/signup", body: (text) => ({ ...PERSON, comment: text }) },
    { what: "callback subject_specification", site: "carre", path: "/pagina/terugbelverzoek", ref: { id: "callback" }, field: "subject_specification", values: callback, upstream: "/api/services/forms/terugbelverzoek?lang=nl", body: (text) => ({ ...callback, subject_specification: text }) },
    { what: "meeting address", site: "carre", path: "/pagina/zakelijk-reserveren-formulier", ref: { id: "meeting" }, field: "address", values: meeting, upstream: "/api/services/forms/vergadering", body: (text) => ({ ...meetingBody, address: text }) },
    { what: "sales-contact message", site: "carre", path: "/en/page/sales-contact", ref: { id: "sales-contact" }, field: "message", values: { name: "Piet", email: "piet@example.com" }, upstream: "/api/services/forms/zakelijk-contact?lang=en", body: (text) => ({ name: "Piet", email: "piet@example.com", message: text }) },
    {
      what: "premiere RSVP comment",
      site: "fonds",
      path: "/pagina/premiere-uitnodiging",
      ref: { id: "premiere-rsvp", premiere: "Première Hadestown", startTimes: ["19:30 uur", "20:00 uur"], declined: false },
      field: "comment",
      values: { email: "piet@example.com", people_amount: "2", start_time: "20:00 uur" },
      upstream: "/fonds/api/services/forms/premiere/signup",
      body: (text) => ({ email: "piet@example.com", people_amount: 2, start_time: "20:00 uur", comment: text, premiere_name: "Première Hadestown" }),
    },
  ];

  it.each(TEXTAREAS.map((t) => [t.what, t]))("%s: a native post's CRLF lines arrive upstream as LF lines, exactly", async (_what, t) => {
    const stack = stackOf(t.site);
    const before = posts(stack).length;
    const { post, get } = await postNatively(stack, t.path, { ...named(t.ref), ...t.values, [t.field]: LINES });
    expect(post.status).toBe(303);
    expect(get!.text).toMatch(/form-outcome--success/);
    expect(posts(stack).slice(before).map((p) => ({ path: p.path, body: p.body }))).toEqual([{ path: t.upstream, body: t.body(SENT) }]);
  });

  it.each(TEXTAREAS.map((t) => [t.what, t]))("%s: the script's JSON post through the proxy arrives exactly, CRLF or LF", async (_what, t) => {
    const stack = stackOf(t.site);
    const def = formDef(t.ref);
    for (const text of [SENT, LINES]) {
      const checked = validateForm(def, { ...emptyValues(def), ...t.values, [t.field]: text });
      expect(checked.ok).toBe(true);
      const { callId, body } = def.toCall((checked as { data: unknown }).data, t.path.startsWith("/en/") ? "en" : "nl");
      const before = posts(stack).length;
      const proxy = SERVICE_CALLS[callId].path.replace("{product}", "carre") + (SERVICE_CALLS[callId].lang ? `?lang=${t.path.startsWith("/en/") ? "en" : "nl"}` : "");
      const res = await request(stack.app).post(proxy).send(body as object);
      expect(res.body).toMatchObject({ result: "SUCCESS" });
      expect(posts(stack).slice(before).map((p) => ({ path: p.path, body: p.body }))).toEqual([{ path: t.upstream, body: t.body(SENT) }]);
    }
  });

  it("the length limit counts a line break once: 1,000 characters over 500 lines pass, 1,001 come back with the field's error", async () => {
    const fits = Array.from({ length: 500 }, () => "a").join("\r\n").slice(0, -1) + "ab";
    expect(fits.replace(/\r\n/g, "\n")).toHaveLength(1000);
    const ok = await postNatively(sites.carre, "/pagina/terugbelverzoek", { ...named({ id: "callback" }), ...callback, subject_specification: fits });
    expect(ok.get!.text).toMatch(/form-outcome--success/);
    const { get } = await postNatively(sites.carre, "/pagina/terugbelverzoek", { ...named({ id: "callback" }), ...callback, subject_specification: `${fits}c` });
    expect(get!.text).toMatch(/aria-describedby="([^"]+-subject_specification-error)"[\s\S]*id="\1"[^>]*>Deze tekst is te lang\./);
  });

  it("a value the call's own schema refuses comes back on its field, with its reason, not as an outage", async () => {
    // A premiere name the form takes but the call cannot (its ref is checked by the server only).
    const def = formDef({ id: "panel" });
    const refused = refusedErrors(def, asFormErrorKeys({ firstName: "contains markup", comment: "at most 4000 characters", signature: "not a signature" }));
    expect(refused).toEqual({ firstName: "text", comment: "length" });
    expect(refusedErrors(formDef({ id: "donation", special: null, presets: [10], company: false }), asFormErrorKeys({ donationAmount: "a number" }))).toEqual({ amount: "number" });
  });
});
