/**
 * The venue site's generic contact forms (spec 3 §2 "Main site only", §3 entities, §5, §9):
 * visitor panel, callback request, meeting booking, culture-bank lottery, sales contact and the
 * one-off simple donation. Each is its fields and the call they make.
 */
import { EXISTING_RESERVATION, MEETING_ARRANGEMENTS, MEETING_FACILITIES, MEETING_LAYOUTS, OTHER_SUBJECT } from "../contract/forms";
import { str } from "./field-schemas";
import { CALLBACK_TIMES, comment, emailField, name, phone, plainForm } from "./fields";

export const PANEL_FORM = plainForm("panel-signup", [name("firstName"), name("lastName"), emailField(), comment()]);

export { EXISTING_RESERVATION, OTHER_SUBJECT };
export const CALLBACK_SUBJECTS = ["new reservation", EXISTING_RESERVATION, "group booking", "accessibility", OTHER_SUBJECT] as const;

/** Spec 3 §5: order_id "appears only" for an existing reservation; subject_specification is "required only" for Other, and there for every subject. */
export const CALLBACK_FORM = plainForm("callback-request", [
  { name: "time_of_day", kind: "radio", required: true, options: CALLBACK_TIMES },
  { name: "subject", kind: "select", required: true, options: CALLBACK_SUBJECTS },
  { name: "order_id", kind: "text", maxLength: 100, when: (v) => v.subject === EXISTING_RESERVATION },
  { name: "subject_specification", kind: "textarea", maxLength: 1000, required: (v) => v.subject === OTHER_SUBJECT },
  name("name"),
  emailField(),
  phone(true),
]);

/** Spec 3 §5: desired_date from today, at least one person, all three acceptances. */
export const MEETING_FORM = plainForm("meeting-booking", [
  name("company_name"),
  name("point_of_contact_name"),
  emailField("point_of_contact_email"),
  { name: "address", kind: "textarea", maxLength: 400 },
  { name: "po_number", kind: "text", maxLength: 100 },
  { name: "desired_date", kind: "date", required: true, min: "today" },
  { name: "amount_of_people", kind: "number", required: true, min: 1, max: 5000 },
  { name: "arrangement_type", kind: "radio", required: true, options: MEETING_ARRANGEMENTS },
  { name: "desired_layout", kind: "radio", required: true, options: MEETING_LAYOUTS },
  { name: "extra_facilities", kind: "choices", options: MEETING_FACILITIES },
  { name: "accept_general_conditions", kind: "checkbox", required: true, group: "acceptances" },
  { name: "accept_visitor_conditions", kind: "checkbox", required: true, group: "acceptances" },
  { name: "accept_data_sharing", kind: "checkbox", required: true, group: "acceptances" },
]);

/** Spec 3 §9 "Lottery dates: a list of 11 September performances" (the culture bank's Oscar evenings). */
export const LOTTERY_DATES = ["2027-09-02", "2027-09-03", "2027-09-04", "2027-09-09", "2027-09-10", "2027-09-11", "2027-09-16", "2027-09-17", "2027-09-18", "2027-09-24", "2027-09-25"] as const;

/** Spec 3 §5: tickets 1 to 4; agree_to_optin starts checked and is required. */
export const LOTTERY_FORM = plainForm(
  "lottery-entry",
  [
    name("first_name"),
    name("last_name"),
    emailField(),
    { name: "desired_date", kind: "select", required: true, options: LOTTERY_DATES },
    { name: "amount_of_tickets", kind: "select", required: true, options: ["1", "2", "3", "4"] },
    { name: "agree_to_optin", kind: "checkbox", required: true },
  ],
  { initial: { agree_to_optin: "true" }, body: (d) => ({ ...d, amount_of_tickets: Number(d.amount_of_tickets) }) },
);

/** Sales contact: the generic contact fields (spec 3 §2: posted to the sales-contact endpoint with lang). */
export const SALES_CONTACT_FORM = plainForm("sales-contact", [
  name("name"),
  name("company_name", false),
  emailField(),
  phone(),
  { name: "subject", kind: "text", maxLength: 200 },
  comment("message"),
]);

/** Spec 3 §9: 1–8 persons; per person 500, 750, 1000 or Anders. */
export const PER_PERSON = ["500", "750", "1000", "Anders"] as const;

export const SIMPLE_DONATION_FORM = plainForm(
  "simple-donation",
  [
    name("first_name"),
    name("last_name"),
    emailField(),
    phone(),
    { name: "amount_of_ppl", kind: "number", required: true, min: 1, max: 8 },
    { name: "donation_per_person", kind: "radio", required: true, options: PER_PERSON },
  ],
  {
    body: (d) => {
      const perPerson = str(d, "donation_per_person")!;
      return { ...d, donation_per_person: perPerson === "Anders" ? perPerson : Number(perPerson) };
    },
  },
);
