/**
 * Which forms a page shows, decided by its path, its site and two facts of its CMS answer (spec 3
 * §2 "Forms on content pages"). The content view, the form component and the server's native-post
 * route all read this one table. A FormRef is plain data: it travels in the page's embedded data
 * and in a native post's hidden `_form` field, and `formDef` turns it into the form itself.
 */
import * as z from "zod";
import { decodeCancelRef } from "../contract/forms";
import type { SiteId as SiteKey } from "../site";
import type { FormDef } from "./engine";
import { declinesRsvp, DIPLOMA_FORM, premiereRsvpForm } from "./event-forms";
import { DEFAULT_PRESETS, DONOR_FORM, donationForm, foundationContactForm } from "./foundation-forms";
import { newsletterForm } from "./newsletter";
import { premiereCancelForm } from "./premiere-cancel";
import { CALLBACK_FORM, LOTTERY_FORM, MEETING_FORM, PANEL_FORM, SALES_CONTACT_FORM, SIMPLE_DONATION_FORM } from "./venue-forms";
import { ownValue } from "../domain/own-key";

/** Made on first use, as the call schemas are (contract/forms.ts): a form page's code starts without it. */
export const FormRef = z.lazy(() => {
  const Text = z.string().trim().min(1).max(200);
  return z.discriminatedUnion("id", [
    z.object({ id: z.literal("newsletter"), kind: z.enum(["subscribe", "unsubscribe", "servicemail"]) }),
    z.object({ id: z.literal("diploma") }),
    z.object({ id: z.literal("premiere-rsvp"), premiere: Text, startTimes: z.array(Text).max(10), declined: z.boolean() }),
    z.object({ id: z.literal("donor") }),
    z.object({ id: z.literal("donation"), special: Text.nullable(), presets: z.array(z.number().positive().max(100_000)).min(1).max(6), company: z.boolean() }),
    z.object({ id: z.literal("foundation-contact"), callBack: z.boolean() }),
    z.object({ id: z.literal("panel") }),
    z.object({ id: z.literal("callback") }),
    z.object({ id: z.literal("meeting") }),
    z.object({ id: z.literal("lottery") }),
    z.object({ id: z.literal("sales-contact") }),
    z.object({ id: z.literal("simple-donation") }),
  ]);
});
export type FormRef = z.infer<typeof FormRef>;
export type FormId = FormRef["id"];

/** The form a ref names; `product` (the site's brand) gives the newsletter pages their product's newsletter. */
export function formDef(ref: FormRef, product?: string): FormDef {
  switch (ref.id) {
    case "newsletter":
      return newsletterForm(ref.kind, product) as FormDef;
    case "diploma":
      return DIPLOMA_FORM as FormDef;
    case "premiere-rsvp": {
      const def = premiereRsvpForm(ref);
      return (ref.declined ? { ...def, initial: { ...def.initial, people_amount: "0" } } : def) as FormDef;
    }
    case "donor":
      return DONOR_FORM as FormDef;
    case "donation":
      return donationForm(ref) as FormDef;
    case "foundation-contact":
      return foundationContactForm(ref.callBack) as FormDef;
    case "panel":
      return PANEL_FORM as FormDef;
    case "callback":
      return CALLBACK_FORM as FormDef;
    case "meeting":
      return MEETING_FORM as FormDef;
    case "lottery":
      return LOTTERY_FORM as FormDef;
    case "sales-contact":
      return SALES_CONTACT_FORM as FormDef;
    case "simple-donation":
      return SIMPLE_DONATION_FORM as FormDef;
  }
}

type PathForms = Partial<Record<SiteKey | "all", FormRef>>;
const both = (ref: FormRef): PathForms => ({ all: ref });
const fonds = (ref: FormRef): PathForms => ({ fonds: ref });
const carre = (ref: FormRef): PathForms => ({ carre: ref });
const donation = (special: string | null, presets: readonly number[] = DEFAULT_PRESETS, company = false): FormRef => ({ id: "donation", special, presets: [...presets], company });

/**
 * Spec 3 §2 as it words each page: a bare slug ("c-diploma", "word-donateur") is that page under
 * either prefix; a path ("/pagina/hadestown", "/en/page/become-a-donor") is that page alone, so the
 * foundation's Dutch Hadestown donation is not on an English page of that name.
 */
const BY_PAGE: Record<string, PathForms> = {
  "aanmelden-nieuwsbrief": both({ id: "newsletter", kind: "subscribe" }),
  newsletter: both({ id: "newsletter", kind: "subscribe" }),
  "afmelden-nieuwsbrief": both({ id: "newsletter", kind: "unsubscribe" }),
  unsubscribe: both({ id: "newsletter", kind: "unsubscribe" }),
  "afmelden-servicemailing": both({ id: "newsletter", kind: "servicemail" }),
  "unsubscribe-servicemailings": both({ id: "newsletter", kind: "servicemail" }),
  "c-diploma": both({ id: "diploma" }),
  "word-donateur": fonds({ id: "donor" }),
  "/en/page/become-a-donor": fonds({ id: "donor" }),
  // The venue's one-off donation is the simple form (per person); the foundation's the one-time donation.
  "/pagina/eenmalige-donatie": { fonds: donation(null), carre: { id: "simple-donation" } },
  "/en/page/one-off-donation": { fonds: donation(null), carre: { id: "simple-donation" } },
  "/pagina/duurzaamheid-eenmalige-donatie": fonds(donation("duurzaamheid-eenmalige-donatie")),
  "/pagina/toegankelijkheid-eenmalige-donatie": fonds(donation("toegankelijkheid-eenmalige-donatie")),
  "/pagina/cultuurverbindt": fonds(donation(null, [250, 1000, 1750, 5000], true)),
  "/en/page/cultureconnects": fonds(donation(null, [250, 1000, 1750, 5000], true)),
  "/pagina/hadestown": fonds(donation("CFHadestown", [150, 300, 1000, 5000], true)),
  "/pagina/party": fonds({ id: "foundation-contact", callBack: false }),
  "/en/page/party": fonds({ id: "foundation-contact", callBack: false }),
  "/pagina/carre-bezoekerspanel": carre({ id: "panel" }),
  "/pagina/terugbelverzoek": carre({ id: "callback" }),
  "/en/page/callback-request": carre({ id: "callback" }),
  "/pagina/zakelijk-reserveren-formulier": carre({ id: "meeting" }),
  "/pagina/cultuurbank-oscar": carre({ id: "lottery" }),
  "/pagina/zakelijk-contact": carre({ id: "sales-contact" }),
  "/en/page/sales-contact": carre({ id: "sales-contact" }),
};

/** Pages whose sidebar becomes a form (spec 3 §2: the foundation's contact page). */
const SIDEBAR_BY_PAGE: Record<string, PathForms> = {
  "/pagina/contact": fonds({ id: "foundation-contact", callBack: true }),
  "/en/page/contact": fonds({ id: "foundation-contact", callBack: true }),
};

const CONTENT_PATH = /^(\/pagina|\/en\/page)\/([^/]+)\/*$/i;
export const PREMIERE_CANCEL_PATH = "/premiere-afmelden";
export const FONDS_CONTACT_FORM = "FONDS_CONTACT_FORM";

/** What a content page's CMS answer adds (spec 2 §7: premiereForm, premiereFormStartTimeOpts; sidebar item ids). */
export interface PageFormFacts {
  premiereForm?: string | null;
  premiereStartTimes?: readonly string[];
  sidebarIds?: readonly string[];
}

export interface PageForms {
  main?: FormRef;
  sidebar?: FormRef;
}

/** A content page's own path ("/pagina/x", "/en/page/x", case and trailing slashes aside) and its slug. */
function pageKeys(pathname: string): { path: string; slug: string } | null {
  const match = CONTENT_PATH.exec(pathname);
  if (!match) return null;
  const slug = match[2]!.toLowerCase();
  return { path: `${match[1]!.toLowerCase()}/${slug}`, slug };
}

const pick = (forms: PathForms | undefined, site: SiteKey) => forms?.[site] ?? forms?.all;

/** The form a table gives a page: by its path, else by its slug. */
function formAt(table: Record<string, PathForms>, keys: { path: string; slug: string }, site: SiteKey): FormRef | undefined {
  return pick(ownValue(table, keys.path), site) ?? pick(ownValue(table, keys.slug), site);
}

/** The forms of a content page; `query` only sets the RSVP's default (spec 3 §5). */
export function formsOfPage(url: URL, site: SiteKey, facts: PageFormFacts = {}): PageForms {
  const keys = pageKeys(url.pathname);
  if (!keys) return {};
  const out: PageForms = {};
  const byPath = formAt(BY_PAGE, keys, site);
  const premiere = facts.premiereForm?.trim();
  if (byPath) out.main = byPath;
  else if (premiere) {
    out.main = { id: "premiere-rsvp", premiere: premiere.slice(0, 200), startTimes: (facts.premiereStartTimes ?? []).slice(0, 10), declined: declinesRsvp(url.searchParams) };
  }
  const sidebar = formAt(SIDEBAR_BY_PAGE, keys, site);
  if (sidebar) out.sidebar = sidebar;
  else if (site === "fonds" && facts.sidebarIds?.includes(FONDS_CONTACT_FORM)) out.sidebar = { id: "foundation-contact", callBack: false };
  return out;
}

/**
 * Whether a native post may submit `ref` on this path: a path-decided form only on its own path
 * and site; the forms a CMS answer adds (premiere RSVP, sidebar contact) on any content page of
 * their site. The JSON proxies accept the same bodies, so this keeps posts honest, not secret.
 */
export function mayPostOn(ref: FormRef, url: URL, site: SiteKey): boolean {
  const keys = pageKeys(url.pathname);
  if (!keys) return false;
  const fixed = [formAt(BY_PAGE, keys, site), formAt(SIDEBAR_BY_PAGE, keys, site)].filter(Boolean);
  if (fixed.some((f) => JSON.stringify(f) === JSON.stringify(ref))) return true;
  if (ref.id === "premiere-rsvp") return !formAt(BY_PAGE, keys, site);
  return ref.id === "foundation-contact" && !ref.callBack && site === "fonds";
}

/** The premiere cancel page's form, or "invalid" when its ref does not decode ('Er is iets misgegaan.'). */
export function cancelFormOf(url: URL): FormDef | "invalid" {
  const ref = decodeCancelRef(url.searchParams.get("ref"));
  return ref ? (premiereCancelForm(ref) as FormDef) : "invalid";
}
