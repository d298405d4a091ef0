/**
 * Consent sent to the analytics service (spec 1 §4): personalized grants ad storage, ad user data
 * and ad personalization; basic denies them; analytics storage is always granted.
 */
export type ConsentChoice = "basic" | "personalized";
type Signal = "granted" | "denied";

export interface ConsentSignals {
  ad_storage: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
  analytics_storage: Signal;
}

export function consentSignals(choice: ConsentChoice): ConsentSignals {
  const ads: Signal = choice === "personalized" ? "granted" : "denied";
  return { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: "granted" };
}

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

export function tagManagerScriptUrl(containerId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}
