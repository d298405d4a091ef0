/**
 * The shapes pushed to the tag manager's data layer (spec 1 §7: page views, and custom events with
 * category, action, label and value). The spec names the fields, not the keys; these are the keys
 * of the widely used vue-gtm plugin (`content-view`, `interaction`), whose router hook and
 * trackEvent the spec's wording follows, so an existing container's triggers keep working.
 */
import { maskForTagManager } from "./url-privacy";

export interface CustomEvent {
  category: string;
  action: string;
  label?: string;
  value?: number;
}

export interface PageViewPush {
  event: "content-view";
  "content-name": string;
  "content-view-name": string;
}

export interface CustomEventPush {
  event: "interaction";
  target: string;
  action: string;
  "target-properties"?: string;
  value?: number;
  "interaction-type": false;
}

/** `address` is the path with its query; email and emailadres values are masked (spec 1 §5). */
export function pageViewPush(name: string, address: string): PageViewPush {
  return { event: "content-view", "content-name": maskForTagManager(address), "content-view-name": name };
}

export function customEventPush(e: CustomEvent): CustomEventPush {
  const push: CustomEventPush = { event: "interaction", target: e.category, action: e.action, "interaction-type": false };
  if (e.label !== undefined) push["target-properties"] = maskForTagManager(e.label);
  if (e.value !== undefined) push.value = e.value;
  return push;
}

/** The cookie banner's own event (spec 1 §4), sent 2 s after the choice. */
export function cookieBannerEvent(choice: "basic" | "personalized", path: string): CustomEvent {
  return { category: "cookie-banner", action: choice === "personalized" ? "accept" : "refuse", label: path };
}
