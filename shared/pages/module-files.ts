/**
 * The source file of each split page and part (page-modules.ts, page-parts.ts), as the build's
 * metafile names it: the build maps them to their chunks, the server to the chunks a page preloads,
 * the browser's navigation code to those it fetches at once (client/module-preload.ts). A module of
 * its own so these names stay out of every page's first load.
 */
import type { SplitKind } from "./page-modules";
import type { PartName } from "./page-parts";

export const PAGE_FILES: Record<SplitKind, string> = {
  home: "shared/pages/HomePage.tsx",
  calendar: "shared/pages/CalendarPage.tsx",
  search: "shared/pages/SearchPage.tsx",
  show: "shared/pages/ShowPage.tsx",
  content: "shared/pages/ContentPage.tsx",
  list: "shared/pages/ListPage.tsx",
  premiereCancel: "shared/pages/PremiereCancelPage.tsx",
  confirmation: "shared/pages/ConfirmationPage.tsx",
};

export const PART_FILES: Record<PartName, string> = {
  pageSlider: "shared/components/blocks/PageImageSlider.tsx",
  serviceForm: "shared/components/forms/ServiceForm.tsx",
  premiereCancelForm: "shared/components/forms/PremiereCancelForm.tsx",
  newsletterForm: "shared/components/forms/NewsletterForm.tsx",
  cookieChooser: "shared/components/blocks/CookieChooser.tsx",
};
