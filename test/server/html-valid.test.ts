/**
 * Issue 12 §9: html-validate with its recommended, a11y and document presets on the server's HTML of
 * every page type, both sites and both languages → no errors. The few rules relaxed below disagree
 * only with how React writes valid HTML; everything else found was fixed in the components, or is
 * listed in KNOWN with the reason it is not fixed here yet.
 */
import { HtmlValidate, type ConfigData, type Message } from "html-validate";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { PAGE_TYPES, type SiteId } from "../page-types";
import { useBothSites, type Stack } from "./harness";

const CONFIG: ConfigData = {
  extends: ["html-validate:recommended", "html-validate:a11y", "html-validate:document"],
  rules: {
    // Void elements: React writes the body's self-closed (<img/>), the server's own head template
    // omits the slash (<meta>); both are valid HTML, so neither style is required.
    "void-style": "off",
    // React keeps the DOM property's case for some attributes (srcSet); attribute names are case-insensitive.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React's useId ids ("_R_qesh_") start with an underscore: valid HTML5 ids (no whitespace, unique),
    // which the rule's strict mode (HTML 4 style: a letter first) rejects.
    "valid-id": ["error", { relaxed: true }],
    // React writes boolean and empty attributes as name="" (hidden="", disabled=""): the same as a bare name.
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // The server writes <!doctype html>; the doctype's case is insignificant in HTML.
    "doctype-style": ["error", { style: "lowercase" }],
    // Integrity matters for another origin's files; ours are same-origin, content-hashed assets.
    "require-sri": ["error", { target: "crossorigin" }],
    // A sales button's tel: link reads "Bel ons" / "Call us": a label, not a number that must not wrap.
    "tel-non-breaking": ["error", { ignoreClasses: ["sales-button"] }],
    // A checkbox group shares one name by design (the newsletter choices post as one list).
    "form-dup-name": ["error", { shared: ["radio", "button", "reset", "submit", "checkbox"] }],
  },
};

/** Findings left in on purpose for now: each names the violation, where it comes from, and why it is not fixed in this change. */
const KNOWN: { rule: string; text: RegExp; path?: RegExp; why: string }[] = [];

const validator = new HtmlValidate(CONFIG);
const stacks = {} as Record<SiteId, Stack>;
useBothSites((carre, fonds) => Object.assign(stacks, { carre, fonds }));

function isKnown(path: string, m: Message): boolean {
  return KNOWN.some((k) => k.rule === m.ruleId && k.text.test(m.message) && (!k.path || k.path.test(path)));
}

describe.each(["carre", "fonds"] as const)("html-validate on the %s site", (site) => {
  it.each(PAGE_TYPES[site])("$type", async ({ paths }) => {
    const errors: string[] = [];
    for (const path of paths) {
      const res = await request(stacks[site].app).get(path);
      // The not-found type answers 404 by design; every other page must exist in the sample content.
      expect([200, 404], path).toContain(res.status);
      expect(res.headers["content-type"], path).toMatch(/^text\/html/);
      const report = await validator.validateString(res.text, `${site}${path}`);
      for (const m of report.results.flatMap((r) => r.messages)) {
        if (!isKnown(path, m)) errors.push(`${path} ${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ""})`);
      }
    }
    expect(errors).toEqual([]);
  });
});
