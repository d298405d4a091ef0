/**
 * The foundation site's forms (spec 3 §2 "Fund site only", §3, §5, §9): donor sign-up, the
 * one-time donation and its variants, and the foundation contact form (party page, contact page
 * sidebar as call-me-back, the FONDS_CONTACT_FORM sidebar item).
 */
import type { FieldDef, FormDef } from "./engine";
import { str, type FormData } from "./field-schemas";
import { CALLBACK_TIMES, emailField, name, phone, plainForm } from "./fields";

/** Spec 3 §9: the five donor categories, by their yearly range (euros). */
export const DONOR_LEVELS = ["Vriend", "Trotse Fries", "Moedige Volbloed", "Onstuimige Lippizaner", "Oscar"] as const;
export const DONOR_RANGES: Record<(typeof DONOR_LEVELS)[number], [number, number | null]> = {
  Vriend: [1250, 2500],
  "Trotse Fries": [2500, 5000],
  "Moedige Volbloed": [5000, 12500],
  "Onstuimige Lippizaner": [12500, 25000],
  Oscar: [25000, null],
};

export const DONOR_FORM = plainForm("donor-signup", [
  name("firstName"),
  name("lastName"),
  emailField(),
  phone(),
  { name: "donationLevel", kind: "radio", required: true, options: DONOR_LEVELS },
]);

/** How a donation page differs (spec 3 §2): its special value, presets and a company-name field. */
export interface DonationVariant {
  special: string | null;
  presets: readonly number[];
  company: boolean;
}

/** Spec 3 §9: presets 10, 25, 100 unless the page says otherwise. */
export const DEFAULT_PRESETS = [10, 25, 100] as const;
export const OTHER_AMOUNT = "anders";
/** Spec 3 §5: the custom amount is at least 2.50, in cents. */
export const MIN_CUSTOM_AMOUNT = 2.5;

/** The amount chosen: a preset, or the custom amount when 'anders' is picked; 0 when there is none yet. */
export function donationAmount(data: FormData): number {
  const choice = str(data, "amount");
  if (choice === OTHER_AMOUNT) return typeof data.customAmount === "number" ? data.customAmount : 0;
  return choice ? Number(choice) : 0;
}

export function donationForm(variant: DonationVariant): FormDef<FormData> {
  const fields: FieldDef[] = [
    { name: "amount", kind: "radio", required: true, options: [...variant.presets.map(String), OTHER_AMOUNT], group: "amount" },
    { name: "customAmount", kind: "number", required: true, min: MIN_CUSTOM_AMOUNT, max: 1_000_000, step: 0.01, when: (v) => v.amount === OTHER_AMOUNT, group: "amount" },
    ...(variant.company ? [name("companyName")] : []),
    name("firstName"),
    name("middleName", false),
    name("lastName"),
    emailField(),
  ];
  return plainForm("donation", fields, {
    // Spec 3 §5: submit only when donationAmount is above 0.
    refine: (data) => (donationAmount(data) > 0 ? null : { amount: "required" }),
    // Spec 3 §7 lists every field: an empty middle or company name is sent as "" (issue 24 §4).
    body: (data) => ({
      donationAmount: donationAmount(data),
      firstName: data.firstName,
      middleName: str(data, "middleName") ?? "",
      lastName: data.lastName,
      email: data.email,
      companyName: str(data, "companyName") ?? "",
      special: variant.special,
    }),
  });
}

/**
 * The foundation contact form; as the contact page's call-me-back form the phone number and the
 * preferred time are what it is for, so they are required there.
 */
export function foundationContactForm(callBack: boolean): FormDef<FormData> {
  return plainForm("foundation-contact", [
    name("firstName"),
    name("lastName"),
    emailField(),
    phone(callBack),
    { name: "callBackPreference", kind: "select", required: callBack, options: CALLBACK_TIMES },
    { name: "subject", kind: "text", required: true, maxLength: 200 },
  ]);
}
