/** Analytics limits (spec 1 §9 "Analytics" and "cookie banner event delay"). */
export const BATCH_SIZE = 10;
export const FLUSH_INTERVAL_MS = 4000;
export const MIN_TIMED_EVENT_MS = 2000;
export const MIN_PAGE_VIEW_MS = 150;
export const COOKIE_BANNER_EVENT_DELAY_MS = 2000;
/** Where the beacons go on the analytics host (spec 1 §7). */
export const PAGE_VIEW_PATH = "/page_view";
