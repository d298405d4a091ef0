/**
 * The meeting booking with a two-line address (issue 24 §1), as forms-rules.e2e.ts (with JavaScript) and
 * forms-nojs.e2e.ts (without) both send it: how it is filled and the body the form service must
 * receive, written out by hand from spec 3 §3.
 */
import type { Locator } from "playwright-core";
import { field, fillAll, option } from "./forms-cases";

export const MEETING_ADDRESS = "Amstel 115\n1018 EM Amsterdam";

export async function fillMeeting(form: Locator, email: string, desiredDate: string): Promise<void> {
  await fillAll(form, { company_name: "Acme BV", point_of_contact_name: "Piet", point_of_contact_email: email, address: MEETING_ADDRESS, desired_date: desiredDate, amount_of_people: "12" });
  await option(form, "arrangement_type", "4hr_lunch").check();
  await option(form, "desired_layout", "Blokopstelling").check();
  for (const name of ["accept_general_conditions", "accept_visitor_conditions", "accept_data_sharing"]) await field(form, name).check();
}

export function meetingBody(email: string, desiredDate: string) {
  return {
    company_name: "Acme BV",
    point_of_contact_name: "Piet",
    point_of_contact_email: email,
    address: MEETING_ADDRESS,
    desired_date: desiredDate,
    amount_of_people: 12,
    arrangement_type: "4hr_lunch",
    desired_layout: "Blokopstelling",
    extra_facilities: [],
    accept_general_conditions: true,
    accept_visitor_conditions: true,
    accept_data_sharing: true,
  };
}
