/**
 * The page frame's view model, and the frame of a page without CMS data (not found, errors, a
 * render error in the browser). Apart from the mapping from CMS data (view/frame.ts): the browser's
 * first load needs only this, and with it in frame.ts esbuild put the whole mapping (only client
 * navigations use it) in the first load as well, 1.3 KB br of the content page's.
 */
import type { Lang } from "../i18n/lang";
import type { Site } from "../site";

export interface MenuIconVM {
  /** Raw SVG markup from the CMS. */
  svg: string;
  /** Icon description in the page language. */
  description?: string;
}

export interface MenuItemVM {
  id: string;
  label: string;
  /** A site path when internal, else the absolute URL; a ticket-shop one with l=en on English pages. */
  href: string;
  internal: boolean;
  /** External non-ticket-shop links open in a new tab (spec 1 §5); neither internal nor new-tab is a ticket-shop link. */
  newTab: boolean;
  icon?: MenuIconVM;
  /** CMS accessibility-setting flag (`visible_in_aally`): true only in the accessibility mode, false only outside it (domain/a11y-mode.ts). */
  visibleInA11y: boolean | null;
  /** One level only: children never have children. */
  children: MenuItemVM[];
}

export interface FooterColumnVM {
  id: string;
  heading?: string;
  contentHtml?: string;
  links: MenuItemVM[];
  socials: boolean;
  paymentMethods: boolean;
}

export interface FrameVM {
  mainMenu: MenuItemVM[];
  topMenu: MenuItemVM[];
  footerColumns: FooterColumnVM[];
  subFooter?: { heading?: string; subheading?: string };
  copyright?: string;
  /** `site`: the host of the sponsor's link, what the logo's link is called (the CMS names no sponsor). */
  sponsor?: { imagePath: string; url?: string; site?: string };
  /** Path of this page in the other language, or null when the CMS names none. */
  translatedPath: string | null;
  isPreview: boolean;
}

/** Frame for pages without CMS data (not found, errors): fallback menu, empty footer columns. */
export function fallbackFrame(lang: Lang, site: Site): FrameVM {
  return {
    mainMenu: fallbackMainMenu(lang, site),
    topMenu: [],
    footerColumns: [],
    translatedPath: null,
    isPreview: false,
  };
}

const FALLBACK_LABELS: Record<Lang, string[]> = {
  nl: ["Plan uw bezoek", "Eten & drinken", "Zakelijk", "Steun ons", "Over ons", "Bereikbaarheid"],
  en: ["Plan your visit", "Food & drinks", "Business", "Support us", "About us", "Getting here"],
};

/**
 * Spec 1 §2 names only Dutch slugs, so English pages link to the Dutch pages too. They are the
 * venue's pages ("the two brand-bearing slugs name the venue"): the foundation's site has none of
 * them, so there they lead to the venue's site, where its show pages live too (a new tab).
 */
export function fallbackMainMenu(lang: Lang, site: Site): MenuItemVM[] {
  const venue = site.showPagesHome;
  const slugs = [
    "plan-uw-bezoek",
    "eten-drinken",
    "zakelijk",
    `steun-${site.brandSlug}`,
    `over-${site.brandSlug}`,
    "bereikbaarheid",
  ];
  return slugs.map((slug, i) => ({
    id: `fallback-${slug}`,
    label: FALLBACK_LABELS[lang][i],
    href: `${venue ?? ""}/pagina/${slug}`,
    internal: !venue,
    newTab: !!venue,
    visibleInA11y: null,
    children: [],
  }));
}
